export interface Measurement {
  value: number;
  nondetect: boolean;
}

export interface SubstitutedSeries {
  values: number[];
  nondetects: number;
  /** Every value was below detection: the summary says '{parameter} not detected'. */
  allNondetect: boolean;
}

/**
 * DOMAIN.md: non-detects are stored with the detection limit as the value; summary statistics
 * substitute half the detection limit and report how many values were non-detects.
 */
export function substituteNondetects(measurements: readonly Measurement[]): SubstitutedSeries {
  let nondetects = 0;
  const values = measurements.map(({ value, nondetect }) => {
    if (!nondetect) return value;
    nondetects += 1;
    return value / 2;
  });
  return { values, nondetects, allNondetect: measurements.length > 0 && nondetects === measurements.length };
}
