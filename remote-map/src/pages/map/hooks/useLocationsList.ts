// The Locations list drawer: loaded on its first opening, then kept (it animates closed and open).
import { useCallback, useState } from 'react';

export function useLocationsList() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const openList = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);
  const closeList = useCallback(() => setOpen(false), []);
  return { open, loaded, openList, closeList };
}
