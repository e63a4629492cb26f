/**
 * One series' photic-zone results in date order, as parallel columns (the packed form of the
 * summary_series view): a period is the index range between two dates.
 */
export interface SeriesColumns {
  /** Days since 1970-01-01, ascending. */
  days: Int32Array;
  /** Water year x 4 + quarter - 1: equal for results of one season of one water year. */
  seasonYears: Int32Array;
  /** As stored: a non-detect holds its detection limit; NaN for a non-detect whose limit is unknown. */
  values: Float64Array;
  /** 1 storm, 2 base, 0 none. */
  flowConditions: Uint8Array;
  /** 1 for a non-detect. */
  nondetect: Uint8Array;
  /** 1 for a non-detect whose detection limit is unknown (no value: left out of the statistics). */
  limitUnknown: Uint8Array;
}

const DAY_MS = 86_400_000;

/** The binary columns of one series as summary_series packs them (big-endian, as PostgreSQL's *send functions write). */
export interface PackedColumns {
  resultCount: number;
  days: Uint8Array;
  seasonYears: Uint8Array;
  values: Uint8Array;
  flags: Uint8Array;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Decodes one packed series: int4 days, int4 season-years, float8 values, int2 flow condition + 16 for a non-detect + 32 for an unknown limit. */
export function unpackColumns(packed: PackedColumns): SeriesColumns {
  const n = packed.resultCount;
  const days = new Int32Array(n);
  const seasonYears = new Int32Array(n);
  const values = new Float64Array(n);
  const flowConditions = new Uint8Array(n);
  const nondetect = new Uint8Array(n);
  const limitUnknown = new Uint8Array(n);
  const [dayView, seasonView, valueView, flagView] = [view(packed.days), view(packed.seasonYears), view(packed.values), view(packed.flags)];
  for (let i = 0; i < n; i++) {
    days[i] = dayView.getInt32(i * 4);
    seasonYears[i] = seasonView.getInt32(i * 4);
    values[i] = valueView.getFloat64(i * 8);
    const flag = flagView.getInt16(i * 2);
    flowConditions[i] = flag & 15;
    nondetect[i] = (flag >> 4) & 1;
    limitUnknown[i] = (flag >> 5) & 1;
  }
  return { days, seasonYears, values, flowConditions, nondetect, limitUnknown };
}

export function dayOf(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
}

export function isoDateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Index of the first day >= `day` (binary search). */
function lowerBound(days: Int32Array, day: number): number {
  let low = 0;
  let high = days.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (days[middle]! < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The index range [from, to) of the results dated within the period, both ends included. */
export function periodRange(days: Int32Array, firstDay: number, lastDay: number): { from: number; to: number } {
  return { from: lowerBound(days, firstDay), to: lowerBound(days, lastDay + 1) };
}
