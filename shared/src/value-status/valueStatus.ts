// How far an agency stands behind a value (issue 31, docs/feeds.md), in the pages' words: the table's
// Status cells, the charts' legend, the summary sentence and "Approved through". Written once, so the
// streamflow and precipitation pages (and their downloads) say it the same way. As at Water Data for the
// Nation, provisional values are told apart from approved ones: they are subject to revision.
import type { StreamLoggerDailyStat } from '@basin/api/schemas';
import { formatDayMDY } from '../analysis/charts/format';
import { currentT, type Translate } from '../i18n/translate';
import type { ResultsTableColumn } from '../results-table/columns';

/** approved; provisional (subject to revision by the agency); estimated. A day's is its least sure reading's. */
export type ValueStatus = StreamLoggerDailyStat['status'];

/** A value not (yet) approved: drawn apart in the charts. */
export type UnsureStatus = Exclude<ValueStatus, 'approved'>;

/** The Status column's cells in English: the downloads' values (a data contract); pages show valueStatusLabel. */
export const VALUE_STATUS_LABELS: Readonly<Record<ValueStatus, string>> = { approved: 'Approved', provisional: 'Provisional', estimated: 'Estimated' };

/** A status in the language: the Status column's cells. */
export function valueStatusLabel(t: Translate, status: ValueStatus): string {
  if (status === 'approved') return t('shared.valueStatus.approved');
  if (status === 'provisional') return t('shared.valueStatus.provisional');
  return t('shared.valueStatus.estimated');
}

/** The charts' legend entries. */
export function valueStatusLegend(t: Translate, status: UnsureStatus): string {
  return status === 'provisional' ? t('shared.valueStatus.legendProvisional') : t('shared.valueStatus.estimated');
}

/** What provisional means, mid-sentence: 'subject to revision by the agency'. */
export const provisionalMeaning = (t: Translate) => t('shared.valueStatus.provisionalMeaning');

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
export function valueStatusColumn<Row extends Pick<StatusDay, 'status'>>(options: Pick<ResultsTableColumn<Row>, 'filterable'> = {}, t: Translate = currentT()): ResultsTableColumn<Row> {
  return { key: 'status', title: t('shared.valueStatus.column'), format: (_status, row) => valueStatusLabel(t, row.status), ...options };
}

/**
 * What the summary calls the values it counts: 'values from … on', 'daily values shown' (dailyValues),
 * or 'results from … on', 'results' (results). The words are the catalogue's.
 */
export type StatusNoun = 'dailyValues' | 'results';

/** A daily series' values (the streamflow and precipitation pages). */
export const DAILY_VALUE_NOUN: StatusNoun = 'dailyValues';

/** Water-quality results (the map's results panel and the site pages): every result of a parameter, not only those of the zoomed period. */
export const RESULT_NOUN: StatusNoun = 'results';

/**
 * The summary's words about the values not approved, '' when every value is:
 * 'Values from 09-13-2026 on are provisional: subject to revision by the agency. Of the 61 daily values
 * shown, 16 are provisional and 2 estimated.' "From … on" only when no approved value follows that day
 * (else 'Some values from … on'); counts are of daily values (a day of each site), or of what `noun` names
 * ('Results from 06-01-2021 on are provisional: … Of the 12 results, 2 are provisional.').
 */
export function describeValueStatus(days: readonly StatusDay[], noun: StatusNoun = DAILY_VALUE_NOUN, t: Translate = currentT()): string {
  const unsure = days.filter((day) => isUnsure(day.status));
  if (unsure.length === 0) return '';
  const first = unsure.reduce((earliest, day) => (day.rdate < earliest ? day.rdate : earliest), unsure[0]!.rdate);
  const later = days.filter((day) => day.rdate >= first);
  const kinds = (['provisional', 'estimated'] as const).filter((status) => later.some((day) => day.status === status));
  const from = t('shared.valueStatus.unsureFrom', {
    noun,
    all: later.every((day) => isUnsure(day.status)) ? 'yes' : 'no',
    date: formatDayMDY(first),
    kinds: kinds.join(','),
    meaning: kinds.includes('provisional') ? provisionalMeaning(t) : '',
    hasMeaning: kinds.includes('provisional') ? 'yes' : 'no',
  });
  const count = (status: UnsureStatus) => unsure.filter((day) => day.status === status).length;
  const amounts = t('shared.valueStatus.amounts', { provisional: count('provisional'), estimated: count('estimated') });
  return `${from} ${t('shared.valueStatus.ofTheShown', { noun, count: days.length, amounts })}`;
}

/** A chart's summary with the words about its values not approved, if any. */
export const withValueStatus = (summary: string, days: readonly StatusDay[], noun: StatusNoun = DAILY_VALUE_NOUN, t: Translate = currentT()): string =>
  [summary, describeValueStatus(days, noun, t)].filter(Boolean).join(' ');

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

/**
 * "Approved through" in words: one sentence when every site's approved values end on the same day
 * ('Approved through 09-12-2026 at every location shown.'), else a lead and one item per site
 * ('CC-10: 09-12-2026'). Nothing (null) without sites.
 */
export function describeApprovedThrough(approvals: readonly SiteApproval[], t: Translate = currentT()): { lead: string; items: string[] } | null {
  const [first] = approvals;
  if (!first) return null;
  if (approvals.every((approval) => approval.through === first.through)) {
    const several = approvals.length > 1;
    if (first.through === null) return { lead: several ? t('shared.valueStatus.noneApprovedAnywhere') : t('shared.valueStatus.noneApprovedHere'), items: [] };
    return { lead: t('shared.valueStatus.approvedThrough', { date: formatDayMDY(first.through), several: several ? 'yes' : 'no' }), items: [] };
  }
  return {
    lead: t('shared.valueStatus.approvedThroughByLocation'),
    items: approvals.map((approval) => `${approval.site}: ${approval.through ? formatDayMDY(approval.through) : t('shared.valueStatus.noneApproved')}`),
  };
}
