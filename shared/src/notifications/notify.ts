import type { ToastSeverity } from '../store/notificationsSlice';
import { useBasinStore } from '../store/store';

/** Spec 02 §9: a toast hides itself after 6000 ms unless it is persistent. */
export const TOAST_DURATION_MS = 6000;

export interface NotifyOptions {
  message: string;
  severity?: ToastSeverity;
  persistent?: boolean;
}

/** Shows a toast from anywhere (any remote, outside React too); the host's Toaster displays it. */
export function notify({ message, severity = 'info', persistent = false }: NotifyOptions): number {
  return useBasinStore.getState().pushToast({ message, severity, persistent });
}
