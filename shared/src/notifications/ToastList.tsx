import { useEffect } from 'react';
import { notification } from 'antd';
import { useBasinStore } from '../store/store';
import { TOAST_DURATION_MS } from './notify';

/**
 * A message wraps inside its toast wherever it must: an error code or an address has no spaces, and
 * unbroken it ran out of the toast and under its close button.
 */
const wrapAnywhere = { title: { overflowWrap: 'anywhere' }, description: { overflowWrap: 'anywhere' } } as const;

/** Shows the queued toasts bottom-right (antd notification); a toast leaves the queue as soon as it is shown. */
export default function ToastList() {
  const toasts = useBasinStore((state) => state.toasts);
  const removeToast = useBasinStore((state) => state.removeToast);
  const [api, contextHolder] = notification.useNotification({ placement: 'bottomRight', maxCount: 5 });

  useEffect(() => {
    for (const toast of toasts) {
      api[toast.severity]({
        key: String(toast.id),
        title: toast.message,
        duration: toast.persistent ? 0 : TOAST_DURATION_MS / 1000,
        role: toast.severity === 'error' || toast.severity === 'warning' ? 'alert' : 'status',
        styles: wrapAnywhere,
      });
      removeToast(toast.id);
    }
  }, [toasts, api, removeToast]);

  return contextHolder;
}
