// A phone's bottom sheet: which panel it shows (Filters, Map options, Results) and whether it is open.
import { useCallback, useState } from 'react';

export type PhonePanel = 'filters' | 'layers' | 'results';

export function usePhoneSheet() {
  // The sheet keeps its content while it slides away, so `panel` stays set when it closes.
  const [panel, setPanel] = useState<PhonePanel>('filters');
  const [open, setOpen] = useState(false);
  // The sheet's code loads on its first opening, then the sheet stays (it animates closed and open).
  const [loaded, setLoaded] = useState(false);
  const show = useCallback((next: PhonePanel) => {
    setPanel(next);
    setLoaded(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { panel, open, loaded, show, close };
}
