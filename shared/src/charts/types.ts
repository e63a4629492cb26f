/** One value of a series. */
export interface TimeSeriesPoint {
  /** 'YYYY-MM-DD' (read as a calendar date in UTC, so it never shifts a day with the time zone) or a Date. */
  date: string | Date;
  value: number;
  /** What makes the point special, e.g. 'Non-detect': drawn as an open marker, named in the tooltip and the table. */
  flag?: string;
}

/** One line of the chart (e.g. one parameter). */
export interface TimeSeries {
  /** Unique among the chart's series. */
  key: string;
  /** Shown in the legend, the tooltip and the table alternative. */
  label: string;
  points: readonly TimeSeriesPoint[];
  /** Unit of the values, shown after each value in the tooltip and the table. */
  units?: string;
  /** Overrides the series colour of the theme (which is picked by the series' position). */
  color?: string;
}

/** A horizontal reference line, e.g. a benchmark. */
export interface BenchmarkLine {
  value: number;
  color: string;
  /** Legend text, e.g. 'Total phosphorus benchmark (87 µg/L)'. */
  label: string;
}

/** What to draw per series: lines joining the points, the points, or both. */
export type TimeSeriesVariant = 'line-points' | 'points' | 'line';
