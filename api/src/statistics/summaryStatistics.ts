import { substituteNondetects, type Measurement } from './nondetects';
import { percentileSorted } from './percentile';

export interface SummaryStatistics {
  count: number;
  nondetects: number;
  /** Every value was a non-detect ('{parameter} not detected'). */
  allNondetect: boolean;
  median: number | null;
  pctile85: number | null;
  min: number | null;
  max: number | null;
}

/**
 * The summary statistics of a series (DOMAIN.md "Statistics"): non-detects at half their detection
 * limit, median and 85th percentile by linear interpolation (Hyndman-Fan type 7), minimum and maximum
 * of the same values. The summary engine and the map's results panel both use it.
 */
export function summaryStatistics(measurements: readonly Measurement[]): SummaryStatistics {
  const { values, nondetects, allNondetect } = substituteNondetects(measurements);
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    nondetects,
    allNondetect,
    median: percentileSorted(sorted, 0.5),
    pctile85: percentileSorted(sorted, 0.85),
    min: sorted[0] ?? null,
    max: sorted[sorted.length - 1] ?? null,
  };
}
