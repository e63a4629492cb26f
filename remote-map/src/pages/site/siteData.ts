// The site page's data, shaped from the APIs the map already has (wells, filters, wq-summary, the
// daily and annual series): the parameter rows of one site, its organisations, and the links that open
// it elsewhere in the portal. Pure, unit-tested.
import type { AnnualPoint, DailyPoint, MapFilters, MapLocation, WqSummaryRow } from '@basin/api/schemas';
import { BASELINE_PERIOD, keyParametersOf, latestCompleteSeason, type TrendClass } from '@basin/api/domain';
import { parameterName, pendingApprovals, type SiteApproval, type Translate } from '@basin/shared';
import { formatDayMDY } from '@basin/shared/analysis';
import { comparisonPath, downloadPath } from '@basin/shared/links';
import { DEFAULT_MAP_URL_STATE, mapUrlSearch, type MapUrlState } from '../map/logic/urlState';
import { resultsApproval } from '../map/results/parameterSummary';
import { summaryPeriodLabel } from '../map/results/periodLabel';
import { asStatusDay } from '../map/results/resultsData';

/** The map opens on a site at this zoom (streets and the creek around it). */
export const SITE_MAP_ZOOM = 14;

/** One parameter measured at the site: its summary (the map's current period) and its record. */
export interface SiteParameterRow {
  parameterId: number;
  name: string;
  units: string;
  /** Results of the parameter at the site, all years (from the daily series; null until it is in). */
  results: number | null;
  /** First and last sample, all years (ISO days). */
  first: string | null;
  last: string | null;
  /**
   * Issue 31, when a result newer than its newest approved one is not approved: that approved result's
   * date (`through`, null when none is approved yet); null when its newest results are approved.
   */
  approval: Pick<SiteApproval, 'through'> | null;
  /** Summary of the current period (all data): null when the parameter has none in it. */
  summaryCount: number;
  nondetects: number;
  median: number | null;
  pctile: number | null;
  trend: TrendClass | null;
  /** Median per water year (October-September, named by its end), for the sparkline. */
  annualMedians: { year: number; value: number | null }[];
}


/** A parameter's name in the page's language (the data's name for one the catalogue does not know). */
function siteParameterName(parameterId: number, nameFromData: string | undefined, t: Translate | undefined): string {
  if (!t) return nameFromData ?? `Parameter ${parameterId}`;
  return nameFromData === undefined ? t('map.data.parameter', { id: String(parameterId) }) : parameterName(t, parameterId, nameFromData);
}
/**
 * The site's parameters: every parameter the location has results of (its `parameterid_array_alldata`,
 * and any summary row), named and united from the summary or the map's filters, with the summary, the
 * record from the daily results and the medians per water year. The key parameters of the site's type
 * first (issue 30), then most results first, then by name.
 */
export function siteParameterRows(
  location: MapLocation,
  // `t`: the page's language for a parameter known only by its id (English without it).
  { summary, filters, daily, annual, t }: { summary?: readonly WqSummaryRow[]; filters?: MapFilters; daily?: readonly DailyPoint[]; annual?: readonly AnnualPoint[]; t?: Translate },
): SiteParameterRow[] {
  const summaryRows = new Map((summary ?? []).filter((row) => row.locationid === location.locationid).map((row) => [row.parameter_index, row]));
  const known = new Map((filters?.parameters ?? []).map((parameter) => [parameter.value, parameter]));
  const ids = [...new Set([...location.parameterid_array_alldata, ...summaryRows.keys()])];
  const record = new Map<number, { count: number; first: string; last: string; units: string }>();
  for (const point of daily ?? []) {
    const entry = record.get(point.parameterid);
    if (!entry) record.set(point.parameterid, { count: 1, first: point.collect_date, last: point.collect_date, units: point.units });
    else {
      entry.count += 1;
      if (point.collect_date < entry.first) entry.first = point.collect_date;
      if (point.collect_date > entry.last) entry.last = point.collect_date;
    }
  }
  const approvals = new Map(pendingApprovals((daily ?? []).map(asStatusDay), (point) => String(point.parameterid)).map(({ site, through }) => [Number(site), { through }]));
  const years = new Map<number, { year: number; value: number | null }[]>();
  for (const point of [...(annual ?? [])].sort((a, b) => a.collect_year - b.collect_year)) {
    const list = years.get(point.parameterid) ?? [];
    list.push({ year: point.collect_year, value: point.result_median_alldata });
    years.set(point.parameterid, list);
  }
  const rows = ids.map((parameterId): SiteParameterRow => {
    const row = summaryRows.get(parameterId);
    const entry = record.get(parameterId);
    return {
      parameterId,
      name: siteParameterName(parameterId, row?.parameter ?? known.get(parameterId)?.display, t),
      units: row?.units ?? known.get(parameterId)?.unit ?? entry?.units ?? '',
      results: daily ? (entry?.count ?? 0) : null,
      first: entry?.first ?? row?.fullpor_start ?? null,
      last: entry?.last ?? row?.fullpor_end ?? null,
      approval: approvals.get(parameterId) ?? null,
      summaryCount: row?.alldata_recordcount ?? 0,
      nondetects: row?.alldata_nondetects ?? 0,
      median: row?.alldata_median ?? null,
      pctile: row?.alldata_pctile ?? null,
      trend: row?.alldata_trend_dynamic ?? null,
      annualMedians: years.get(parameterId) ?? [],
    };
  });
  // Issue 30: the basin's key parameters for the site's type first (keyParametersOf order), then the rest.
  const keyRank = new Map(keyParametersOf(location, ids).map((id, rank) => [id, rank]));
  const rankOf = (row: SiteParameterRow) => keyRank.get(row.parameterId) ?? keyRank.size;
  return rows.sort((a, b) => rankOf(a) - rankOf(b) || (b.results ?? b.summaryCount) - (a.results ?? a.summaryCount) || a.name.localeCompare(b.name));
}

/** The site's key parameters (issue 30, keyParametersOf), in their order, among those it has measured. */
export function siteKeyParameters(location: MapLocation, rows: readonly SiteParameterRow[]): number[] {
  return keyParametersOf(location, rows.filter((row) => (row.results ?? row.summaryCount) > 0).map((row) => row.parameterId));
}

/** The organisations that sampled the site (from its results), by name; empty when none is recorded. */
export function siteOrganisations(daily: readonly DailyPoint[]): string[] {
  return [...new Set(daily.flatMap((point) => (point.organization ? [point.organization] : [])))].sort((a, b) => a.localeCompare(b));
}

/** Where approved results end, in words (issue 31): 'approved through 06-30-2021', or 'none approved yet'. */
export function approvalWords(t: Translate, { through }: Pick<SiteApproval, 'through'>): string {
  return through ? t('map.site.approvedThrough', { date: formatDayMDY(through) }) : t('map.site.noneApproved');
}

/**
 * The site details' "Approved through" (issue 31): the date of the site's newest approved result when a
 * newer result is not approved yet, or that none is; null when its newest results are approved
 * (the row is left out).
 */
export function siteApprovalText(t: Translate, location: MapLocation, daily: readonly DailyPoint[]): string | null {
  const approval = resultsApproval(daily, location.location_name);
  if (!approval) return null;
  return approval.through ? t('map.site.newerProvisional', { date: formatDayMDY(approval.through) }) : t('map.site.allProvisional');
}

/**
 * The map explorer with the site selected and in view (`/tools/map?…&loc=79&view=lng,lat,14`), and the
 * filters that would hide it turned off: Is Active for an inactive site, Is CCBWQA for another
 * program's, Min Records 0 for a site without records. With a parameter: graph mode with that
 * parameter selected, so the results panel shows its chart.
 */
export function siteMapPath(location: MapLocation, parameterId?: number): string {
  const state: MapUrlState = {
    ...DEFAULT_MAP_URL_STATE,
    parameters: [],
    isActive: DEFAULT_MAP_URL_STATE.isActive && location.active,
    isCcbwqa: DEFAULT_MAP_URL_STATE.isCcbwqa && location.is_ccbwqa,
    minRecords: location.recordcount_alldata > 0 ? null : 0,
    location: location.locationid,
    view: { lng: location.longitude_dd, lat: location.latitude_dd, zoom: SITE_MAP_ZOOM },
  };
  if (parameterId !== undefined) Object.assign(state, { mode: 'graph', colorBy: 'wqData', parameters: [parameterId], panel: 'expanded' } satisfies Partial<MapUrlState>);
  return `/tools/map${mapUrlSearch(state)}`;
}

/** The Query & Download page with the site chosen (the contract: docs/decisions.md, "Site pages"). */
export function siteDownloadPath(location: MapLocation): string {
  return downloadPath({ locations: [location.locationid] });
}

/**
 * The time series comparison of the site's two most measured parameters (left and right axis), over
 * the site's period of record, submitted; a site with one parameter has it on both axes. Null when the
 * site has no parameter of a known group.
 */
export function siteComparisonPath(location: MapLocation, rows: readonly SiteParameterRow[], filters: MapFilters | undefined): string | null {
  const groups = new Map((filters?.parameters ?? []).map((parameter) => [parameter.value, parameter.group]));
  const chosen = rows.filter((row) => groups.has(row.parameterId)).slice(0, 2);
  const [left, right = left] = chosen;
  if (!left || !right) return null;
  // Both program boxes on: the site is offered whichever program it belongs to.
  const axis = (row: SiteParameterRow) => ({ group: groups.get(row.parameterId)!, parameterId: row.parameterId, locationIds: [location.locationid], ccbwqa: true, other: true });
  return comparisonPath({ left: axis(left), right: axis(right), startDate: location.por_start ?? undefined, endDate: location.por_end ?? undefined });
}

/**
 * The periods the table's statistics can be for (issue 30: one period, chosen visibly): the spec's
 * baseline, which colours the map, and the last ten complete water years; a period from the map's URL too.
 */
export function periodChoices(t: Translate, current: { start: string; end: string }, day: string): Array<{ value: string; label: string; start: string; end: string }> {
  const latest = latestCompleteSeason(day);
  const recent = { start: `${latest - 10}-10-01`, end: `${latest}-09-30` };
  const choices = [
    { ...BASELINE_PERIOD, label: summaryPeriodLabel(t, BASELINE_PERIOD) },
    { ...recent, label: t('map.site.lastTenYears', { period: summaryPeriodLabel(t, recent) }) },
  ];
  if (!choices.some((choice) => choice.start === current.start && choice.end === current.end)) choices.push({ ...current, label: summaryPeriodLabel(t, current) });
  return choices.map((choice) => ({ ...choice, value: `${choice.start}/${choice.end}` }));
}
