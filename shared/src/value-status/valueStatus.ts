// How far an agency stands behind a value (issue 31, docs/feeds.md), in the pages' words: the table's
// Status cells, the charts' legend, the summary sentence and "Approved through". Written once, so the
// streamflow and precipitation pages (and their downloads) say it the same way. As at Water Data for the
// Nation, provisional values are told apart from approved ones: they are subject to revision.
import type { StreamLoggerDailyStat } from '@basin/api/schemas';
import { formatDayMDY } from '../analysis/charts/format';
import type { ResultsTableColumn } from '../results-table/columns';

/** approved; provisional (subject to revision by the agency); estimated. A day's is its least sure reading's. */
export type ValueStatus = StreamLoggerDailyStat['status'];

/** A value not (yet) approved: drawn apart in the charts. */
export type UnsureStatus = Exclude<ValueStatus, 'approved'>;

/** The Status column's cells (and downloads). */
export const VALUE_STATUS_LABELS: Readonly<Record<ValueStatus, string>> = { approved: 'Approved', provisional: 'Provisional', estimated: 'Estimated' };

/** The charts' legend entries. */
export const VALUE_STATUS_LEGEND: Readonly<Record<UnsureStatus, string>> = { provisional: 'Provisional (subject to revision)', estimated: 'Estimated' };

export const PROVISIONAL_MEANING = 'subject to revision by the agency';

/** A status absent (a series without statuses) counts as approved. */
export const isUnsure = (status: ValueStatus | undefined): status is UnsureStatus => status !== undefined && status !== 'approved';

/** One day's value of one site, as the daily endpoints answer it. */
export interface StatusDay {
  /** 'YYYY-MM-DD'. */
  rdate: string;
  status: ValueStatus;
}

/**
 * The table's Status column: the label as its text, so search, sort, filter, copy and CSV agree. Any row
 * with a status will do (a result's date has another name).
 */
export function valueStatusColumn<Row extends Pick<StatusDay, 'status'>>(options: Pick<ResultsTableColumn<Row>, 'filterable'> = {}): ResultsTableColumn<Row> {
  return { key: 'status', title: 'Status', format: (_status, row) => VALUE_STATUS_LABELS[row.status], ...options };
}

/** What the summary calls the values it counts: its subject ('values from … on') and the counted noun. */
export interface StatusNoun {
  /** Plural, lower case: 'values', 'results'. */
  subject: string;
  /** The counted noun, singular and plural: 'daily value shown', 'daily values shown'. */
  one: string;
  many: string;
}

/** A daily series' values (the streamflow and precipitation pages). */
export const DAILY_VALUE_NOUN: StatusNoun = { subject: 'values', one: 'daily value shown', many: 'daily values shown' };

/** Water-quality results (the map's results panel and the site pages): every result of a parameter, not only those of the zoomed period. */
export const RESULT_NOUN: StatusNoun = { subject: 'results', one: 'result', many: 'results' };

/**
 * The summary's words about the values not approved, '' when every value is:
 * 'Values from 09-13-2026 on are provisional: subject to revision by the agency. Of the 61 daily values
 * shown, 16 are provisional and 2 estimated.' "From … on" only when no approved value follows that day
 * (else 'Some values from … on'); counts are of daily values (a day of each site), or of what `noun` names
 * ('Results from 06-01-2021 on are provisional: … Of the 12 results, 2 are provisional.').
 */
export function describeValueStatus(days: readonly StatusDay[], noun: StatusNoun = DAILY_VALUE_NOUN): string {
  const unsure = days.filter((day) => isUnsure(day.status));
  if (unsure.length === 0) return '';
  const first = unsure.reduce((earliest, day) => (day.rdate < earliest ? day.rdate : earliest), unsure[0]!.rdate);
  const later = days.filter((day) => day.rdate >= first);
  const kinds = (['provisional', 'estimated'] as const).filter((status) => later.some((day) => day.status === status));
  const onward = later.every((day) => isUnsure(day.status)) ? `${noun.subject.charAt(0).toUpperCase()}${noun.subject.slice(1)}` : `Some ${noun.subject}`;
  const meaning = kinds.includes('provisional') ? `: ${PROVISIONAL_MEANING}` : '';
  const amounts = (['provisional', 'estimated'] as const)
    .map((status) => ({ status, amount: unsure.filter((day) => day.status === status).length }))
    .filter(({ amount }) => amount > 0)
    .map(({ status, amount }, index) => (index === 0 ? `${amount} ${amount === 1 ? 'is' : 'are'} ${status}` : `${amount} ${status}`));
  return `${onward} from ${formatDayMDY(first)} on are ${kinds.join(' or ')}${meaning}. Of the ${days.length} ${days.length === 1 ? noun.one : noun.many}, ${amounts.join(' and ')}.`;
}

/** A chart's summary with the words about its values not approved, if any. */
export const withValueStatus = (summary: string, days: readonly StatusDay[], noun: StatusNoun = DAILY_VALUE_NOUN): string =>
  [summary, describeValueStatus(days, noun)].filter(Boolean).join(' ');

/** Where a site's approved values end in the period shown: its newest approved day, null without one. */
export interface SiteApproval {
  site: string;
  through: string | null;
}

/** Each site's newest approved day, the sites in the order of their first day. */
export function siteApprovals<Day extends StatusDay>(days: readonly Day[], siteOf: (day: Day) => string): SiteApproval[] {
  const through = new Map<string, string | null>();
  for (const day of days) {
    const site = siteOf(day);
    const newest = through.get(site) ?? null;
    const newerApproved = day.status === 'approved' && (newest === null || day.rdate > newest);
    through.set(site, newerApproved ? day.rdate : newest);
  }
  return [...through].map(([site, date]) => ({ site, through: date }));
}

/**
 * The sites with a value not approved after their newest approved one (or with none approved), each
 * with its newest approved day: where "Approved through" tells something. A site approved up to its
 * newest value is left out (its values need no such note).
 */
export function pendingApprovals<Day extends StatusDay>(days: readonly Day[], siteOf: (day: Day) => string): SiteApproval[] {
  return siteApprovals(days, siteOf).filter(({ site, through }) =>
    days.some((day) => isUnsure(day.status) && siteOf(day) === site && (through === null || day.rdate > through)),
  );
}

const NONE_APPROVED = 'no approved values in the period shown';

/**
 * "Approved through" in words: one sentence when every site's approved values end on the same day
 * ('Approved through 09-12-2026 at every location shown.'), else a lead and one item per site
 * ('CC-10: 09-12-2026'). Nothing (null) without sites.
 */
export function describeApprovedThrough(approvals: readonly SiteApproval[]): { lead: string; items: string[] } | null {
  const [first] = approvals;
  if (!first) return null;
  if (approvals.every((approval) => approval.through === first.through)) {
    const several = approvals.length > 1;
    if (first.through === null) return { lead: several ? 'No location shown has approved values in the period.' : `There are ${NONE_APPROVED}.`, items: [] };
    return { lead: `Approved through ${formatDayMDY(first.through)}${several ? ' at every location shown' : ''}.`, items: [] };
  }
  return {
    lead: 'Approved through, by location:',
    items: approvals.map((approval) => `${approval.site}: ${approval.through ? formatDayMDY(approval.through) : NONE_APPROVED}`),
  };
}
