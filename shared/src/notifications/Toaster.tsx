import { lazy, Suspense, useState } from 'react';
import { useBasinStore } from '../store/store';

// antd's notification is 14 KB gzip that most visits never use: it loads with the first toast.
const ToastList = lazy(() => import('./ToastList'));

/**
 * The toasts of the page tree (the host layout, or a standalone remote), mounted once. Nothing until
 * the first toast is queued; from then on the list stays mounted (a queued toast waits in the store
 * while its code loads, so none is lost).
 */
export function Toaster() {
  const queued = useBasinStore((state) => state.toasts.length > 0);
  const [used, setUsed] = useState(false);
  if (queued && !used) setUsed(true);
  if (!queued && !used) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
