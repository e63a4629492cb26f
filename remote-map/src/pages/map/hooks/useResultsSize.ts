// The results panel's size beside the map: a preset (Compact, Expand; the URL's `panel`) or a dragged size.
import { useCallback, useState } from 'react';
import type { Translate } from '@basin/shared';
import type { MapUrlState } from '../logic/urlState';

/** The results panel's size in percent of the map area: the Compact and Expand presets, and the limits of a drag. */
export const RESULTS_PRESETS = { compact: 28, expanded: 55 } as const;
export const RESULTS_BOUNDS = { min: 12, max: 80, step: 5, pageStep: 20 };
export const resultsValueText = (t: Translate, size: number) => t('map.page.resultsSize', { size });

export function useResultsSize(panel: MapUrlState['panel'], update: (change: (state: MapUrlState) => MapUrlState) => void) {
  const [resultsSize, setResultsSize] = useState<number | null>(null);
  const toggleExpanded = useCallback(() => {
    setResultsSize(null);
    update((current) => ({ ...current, panel: current.panel === 'expanded' ? 'compact' : 'expanded' }));
  }, [update]);
  // A dragged size is kept as it is; the URL keeps the nearer preset, so the panel's button offers the other.
  const resizeResults = useCallback(
    (size: number) => {
      setResultsSize(size);
      const nearer = size >= (RESULTS_PRESETS.compact + RESULTS_PRESETS.expanded) / 2 ? 'expanded' : 'compact';
      update((current) => (current.panel === nearer ? current : { ...current, panel: nearer }));
    },
    [update],
  );
  return { size: resultsSize ?? RESULTS_PRESETS[panel], toggleExpanded, resizeResults };
}
