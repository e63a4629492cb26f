// What every gauge and rain-gauge feed reader gives (issue 31): one shape for USGS NWIS RDB, the USGS
// Water Data OGC API, NOAA GHCN-Daily, CoCoRaHS and the plain CSV, so that one loader maps sites and
// parameters, keeps qualifiers and holds what it does not know. Readers are pure: text in, rows and
// problems out; they never drop a line silently (a line they cannot read is a problem with its place).

/** How far the agency stands behind a value (USGS: A approved, P provisional; e estimated). */
export type ValueStatus = 'approved' | 'provisional' | 'estimated';

/** One value of a feed: a reading at an instant (instantaneous) or a day's value (daily). */
export interface FeedRow {
  /** The site as the portal's `locations.identifier` names it: agency, '-', the agency's code ('USGS-06713500', 'GHCND-USC00051778', 'COCORAHS-CO-DG-12'). */
  site: string;
  /** The agency's parameter: the USGS parameter code ('00060') or the element's name for NOAA and CoCoRaHS ('PRCP'). */
  parameter: string;
  /** An instant in ISO 8601 UTC ('2026-03-08T09:15:00Z') for instantaneous values; a date ('2026-03-08') for daily values. */
  time: string;
  kind: 'instantaneous' | 'daily';
  /** Null when the feed has no value for the time (USGS 'Ice', 'Eqp', 'Ssn'; a CoCoRaHS 'NA'): kept, with its qualifiers, never invented. */
  value: number | null;
  /** The unit the feed gives the value in ('ft3/s', 'ft', 'in', 'mm', 'degC', 'uS/cm', 'FNU'). */
  unit: string;
  /** Every qualifier code the feed gives, as given ('P', 'e', 'Ice', '~', 'T' for a trace). */
  qualifiers: string[];
  status: ValueStatus;
  /** The daily statistic for daily values (USGS statistic code '00003' mean); null for instantaneous values and precipitation totals. */
  statistic: string | null;
  /** Where the row came from, for reports: the 1-based line of the file (or the feature's index in a GeoJSON document). */
  line: number;
}

/** A line a reader could not read, with its place and why: a report lists it, nothing is dropped unsaid. */
export interface FeedProblem {
  line: number;
  /** The column (or field) at fault, when there is one. */
  column?: string;
  reason: string;
}

export interface FeedReadResult {
  rows: FeedRow[];
  problems: FeedProblem[];
}
