// Links into the portal's pages with their URL state prefilled, written once for every app that links
// to them: the site page (`/sites/<id or name>`), the Query & Download page and the time series
// comparison. The contracts (the parameters each page reads) are in docs/decisions.md, "Site pages".

/** The site page's route (the route table's entry); `:site` is a location id or name. */
export const SITE_ROUTE = '/sites/:site';

/** The page of one monitoring location. Links use the id (stable and unique); the page accepts a name too. */
export function sitePath(site: number | string, period?: { start: string; end: string }): string {
  const path = `/sites/${encodeURIComponent(String(site).trim())}`;
  // The statistics' period, as the map's URL names it (`start`, `end`), when it is not the baseline.
  return period ? `${path}?${new URLSearchParams({ start: period.start, end: period.end })}` : path;
}

/** Whether a pathname is a site page. */
export function isSitePath(pathname: string): boolean {
  return /^\/sites\/[^/]+\/?$/.test(pathname);
}

/**
 * The Query & Download page with locations (and optionally parameters) chosen:
 * `/tools/download?locations=79,80&parameters=24`. The page (a later issue) reads these two lists.
 */
export function downloadPath({ locations, parameters = [] }: { locations: readonly number[]; parameters?: readonly number[] }): string {
  const search = new URLSearchParams();
  if (locations.length > 0) search.set('locations', locations.join(','));
  if (parameters.length > 0) search.set('parameters', parameters.join(','));
  const query = search.toString().replace(/%2C/g, ',');
  return query ? `/tools/download?${query}` : '/tools/download';
}

/** One axis of the time series comparison: a parameter (and its group) at some locations. */
export interface ComparisonAxisLink {
  group: number;
  parameterId: number;
  locationIds: readonly number[];
  /** The axis' program checkboxes; both on shows every location (a site of either program). */
  ccbwqa?: boolean;
  other?: boolean;
}

/**
 * The time series comparison with both axes filled in and submitted, so the link opens on the graph
 * (remote-explore's URL fields: `startDate`, `endDate`, `leftGroup`, `leftParameterId`,
 * `leftLocationIds`, `leftCcbwqa`, `leftOther`, the same with `right…`, and `submitted`).
 */
export function comparisonPath({ left, right, startDate, endDate }: { left: ComparisonAxisLink; right: ComparisonAxisLink; startDate?: string; endDate?: string }): string {
  const search = new URLSearchParams();
  if (startDate) search.set('startDate', startDate);
  if (endDate) search.set('endDate', endDate);
  for (const [axis, inputs] of [['left', left], ['right', right]] as const) {
    search.set(`${axis}Group`, String(inputs.group));
    search.set(`${axis}ParameterId`, String(inputs.parameterId));
    search.set(`${axis}LocationIds`, inputs.locationIds.join(','));
    search.set(`${axis}Ccbwqa`, inputs.ccbwqa === false ? '0' : '1');
    search.set(`${axis}Other`, inputs.other === false ? '0' : '1');
  }
  search.set('submitted', '1');
  return `/explore/time-series-comparison?${search.toString().replace(/%2C/g, ',')}`;
}
