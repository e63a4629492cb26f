import type { StateCreator } from 'zustand';
import type { BasinState } from './types';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
  /** A persistent toast stays until the user closes it. */
  persistent: boolean;
}

export interface NotificationsSlice {
  toasts: Toast[];
  pushToast: (toast: Omit<Toast, 'id'>) => number;
  removeToast: (id: number) => void;
}

let nextToastId = 1;

export const createNotificationsSlice: StateCreator<BasinState, [], [], NotificationsSlice> = (set) => ({
  toasts: [],
  pushToast: (toast) => {
    const id = nextToastId++;
    set((state) => ({ toasts: [...state.toasts, { ...toast, id }] }));
    return id;
  },
  removeToast: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
});
