// What Query & Download selects, and the rules around it (spec 02 "Query & Download", §4, §5, §9):
// the URL fields, the first selection (a saved filter, else everything), narrowing by type and group,
// the Submit rule, the cap hint and the same selection as API calls.
import type { FlowConditionItem, LocationAssocItem, MapLocation, ParameterItem, SavedDownloadFilter } from '@basin/api/schemas';
import { ANONYMOUS_USER } from '@basin/api/domain';
import type { Translate } from '@basin/shared';
import { today, urlCodecs } from '@basin/shared/analysis';

/**
 * The whole selection lives in the URL, so a link reproduces it. Absent fields (null) mean "not chosen
 * yet": the page fills them from the visitor's saved filter, else with everything.
 */
export const SELECTION_FIELDS = {
  types: urlCodecs.optionalStringList(),
  locations: urlCodecs.optionalIdList(),
  groups: urlCodecs.optionalIdList(),
  parameters: urlCodecs.optionalIdList(),
  flows: urlCodecs.optionalIdList(),
  start: urlCodecs.optionalIsoDate(),
  end: urlCodecs.optionalIsoDate(),
};

export interface Selection {
  types: readonly string[];
  locations: readonly number[];
  groups: readonly number[];
  parameters: readonly number[];
  flows: readonly number[];
  start: string;
  end: string;
}

export type UrlSelection = { [K in keyof Selection]: Selection[K] | null };

/** The lists the first selection is drawn from (every location, parameter, flow condition, the data's dates). */
export interface Everything {
  locations: readonly LocationAssocItem[];
  parameters: readonly ParameterItem[];
  flowConditions: readonly FlowConditionItem[];
  mapLocations: readonly MapLocation[];
}

const distinct = <T>(items: readonly T[]) => [...new Set(items)];

/** Everything selected: every type, location, group, parameter and flow condition, from the first record to today. */
export function everythingSelected(all: Everything): Selection {
  const starts = all.mapLocations.map((location) => location.por_start).filter((date): date is string => Boolean(date));
  return {
    types: distinct(all.locations.map((location) => location.location_type)).sort(),
    locations: all.locations.map((location) => location.locationid),
    groups: distinct(all.parameters.map((parameter) => parameter.param_groupid)),
    parameters: all.parameters.map((parameter) => parameter.parameterid),
    flows: all.flowConditions.map((condition) => condition.flow_conditionsid),
    start: starts.length > 0 ? starts.reduce((first, date) => (date < first ? date : first)) : '1990-01-01',
    end: today(),
  };
}

/** A saved filter as a selection: its types and groups are those of its locations and parameters. */
export function savedSelection(saved: SavedDownloadFilter, all: Everything): Selection {
  const typeOf = new Map(all.locations.map((location) => [location.locationid, location.location_type]));
  const groupOf = new Map(all.parameters.map((parameter) => [parameter.parameterid, parameter.param_groupid]));
  return {
    types: distinct(saved.locations.flatMap((id) => typeOf.get(id) ?? [])).sort(),
    locations: saved.locations,
    groups: distinct(saved.parameters.flatMap((id) => groupOf.get(id) ?? [])),
    parameters: saved.parameters,
    flows: saved.flow_conditions,
    start: saved.start_date,
    end: saved.end_date,
  };
}

/** The URL's fields where it has them, the rest from `base` (the saved filter, else everything). */
export function completeSelection(url: UrlSelection, base: Selection): Selection {
  return {
    types: url.types ?? base.types,
    locations: url.locations ?? base.locations,
    groups: url.groups ?? base.groups,
    parameters: url.parameters ?? base.parameters,
    flows: url.flows ?? base.flows,
    start: url.start ?? base.start,
    end: url.end ?? base.end,
  };
}

export const isComplete = (url: UrlSelection): url is Selection => Object.values(url).every((value) => value !== null);

/**
 * The selection after the offered list changed (types or groups chosen): what was chosen and is still
 * offered stays; what is newly offered is chosen (adding a type adds its locations); the rest goes.
 */
export function narrowed(selected: readonly number[], offeredBefore: readonly number[], offeredAfter: readonly number[]): number[] {
  const chosen = new Set(selected);
  const before = new Set(offeredBefore);
  return offeredAfter.filter((id) => chosen.has(id) || !before.has(id));
}

/** Spec 02 §5: Submit Filters needs parameters, locations, flow conditions and both dates. */
export const canSubmit = (selection: UrlSelection): boolean =>
  Boolean(selection.parameters?.length && selection.locations?.length && selection.flows?.length && selection.start && selection.end);

/** The body of PUT /download-user-filters: 'public' names this browser when nobody is signed in. */
export function filterOf(selection: Selection, user = ANONYMOUS_USER): SavedDownloadFilter {
  return {
    user_uuid: user,
    parameters: [...selection.parameters],
    locations: [...selection.locations],
    flow_conditions: selection.flows.filter((id): id is 1 | 2 | 3 => id === 1 || id === 2 || id === 3),
    start_date: selection.start,
    end_date: selection.end,
  };
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Whether the selection on screen is the filter the count and the download are of. */
export function matchesSaved(selection: Selection, saved: SavedDownloadFilter | null | undefined): boolean {
  return Boolean(
    saved &&
      sameIds(selection.locations, saved.locations) &&
      sameIds(selection.parameters, saved.parameters) &&
      sameIds(selection.flows, saved.flow_conditions) &&
      selection.start === saved.start_date &&
      selection.end === saved.end_date,
  );
}

/**
 * How to get under the cap: the share of the records that fits, said in years of the submitted
 * period (records spread over the years roughly evenly), e.g. 'about 6 of its 30 years'.
 */
export function narrowingHint(count: number, cap: number, saved: SavedDownloadFilter | null | undefined, t: Translate): string {
  // In tenths of a year: a water year's filter (10/1 to 9/30) is a whole year, not 0.997 of one.
  const years = saved ? Math.round((Date.parse(saved.end_date) - Date.parse(saved.start_date)) / (365.25 * 24 * 3600 * 100)) / 10 : 0;
  const fitting = Math.floor((years * cap) / count);
  const period =
    years >= 2 && fitting >= 1 ? t('tools.download.shorterPeriodFitting', { fitting, years: Math.round(years) }) : t('tools.download.shorterPeriod');
  return t('tools.download.narrowingHint', { count, period });
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * The same selection as API calls (curl): save it, count it, download it. The cookie jar keeps this
 * client's own anonymous identity between the calls, as the browser does.
 */
export function curlCommands(selection: Selection, apiBase: string, t: Translate): string {
  const jar = '-b bwp-cookies.txt -c bwp-cookies.txt';
  const json = "-H 'Content-Type: application/json'";
  return [
    `# ${t('tools.download.curlSave')}`,
    `curl -sS ${jar} -X PUT ${json} ${shellQuote(`${apiBase}/download-user-filters`)} \\\n  -d ${shellQuote(JSON.stringify(filterOf(selection)))}`,
    `# ${t('tools.download.curlCount')}`,
    `curl -sS ${jar} -X POST ${json} ${shellQuote(`${apiBase}/download-user-filters-recordcounts`)} -d '{"uuid":"public"}'`,
    `# ${t('tools.download.curlDownload')}`,
    `curl -sS ${jar} -X POST ${json} ${shellQuote(`${apiBase}/download-user-selected-data`)} -d '{"uuid":"public"}' -o 'Time Series Data.csv'`,
    `# ${t('tools.download.curlWqx')}`,
    `curl -sS ${jar} -X POST ${json} ${shellQuote(`${apiBase}/download-user-selected-data/wqx`)} -d '{"uuid":"public"}' -o 'Time Series Data (WQX).csv'`,
    `curl -sS ${jar} -X POST ${json} ${shellQuote(`${apiBase}/download-user-selected-locations`)} -d '{"uuid":"public"}' -o 'Locations.geojson'`,
  ].join('\n');
}
