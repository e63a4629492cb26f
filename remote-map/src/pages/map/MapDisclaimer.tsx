// The explorer's disclaimer (spec 01 §2): asked on entry of a visitor who has not accepted it this
// session; never of someone signed in, nor while a remembered sign-in is restored (it may be staff).
import { lazy, Suspense, useCallback, useState, type RefObject } from 'react';
import { useBasinStore } from '@basin/shared';
import { disclaimerAccepted } from './disclaimerAccepted';

// Loaded only for a visitor who is asked, with antd's Modal (issue 17).
const DisclaimerDialog = lazy(() => import('./DisclaimerDialog'));

export function MapDisclaimer({ explorer: askable, headingRef }: { explorer: boolean; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const signedIn = useBasinStore((store) => store.user !== null);
  const restoringSession = useBasinStore((store) => store.restoringSession);
  const [open, setOpen] = useState(() => askable && !disclaimerAccepted());
  // Asked on entry: the dialog's code is loaded then, and it stays mounted to animate closed.
  const [asked] = useState(open);
  const accept = useCallback(() => setOpen(false), []);
  // After the disclaimer, focus goes to the page's heading, not back to the top of the document.
  const closed = useCallback(() => headingRef.current?.focus(), [headingRef]);
  if (!askable || signedIn || restoringSession || !asked) return null;
  return (
    <Suspense fallback={null}>
      <DisclaimerDialog open={open} onAccept={accept} onClosed={closed} />
    </Suspense>
  );
}
