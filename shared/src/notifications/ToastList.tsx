import { useEffect } from 'react';
import { notification } from 'antd';
import { useBasinStore } from '../store/store';
import { TOAST_DURATION_MS } from './notify';

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
      });
      removeToast(toast.id);
    }
  }, [toasts, api, removeToast]);

  return contextHolder;
}
