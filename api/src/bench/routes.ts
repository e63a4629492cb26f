// Which requests the benchmark sends: every operation of the running API's OpenAPI document, so a new
// route is measured without editing the bench. Path and query parameters are filled with the values a
// page would send (by parameter name, or per route where one name means different things); write
// operations need a sample body. What cannot be filled is listed as skipped, never silently dropped.

export interface BenchRequest {
  method: string;
  /** OpenAPI path, e.g. /api/public-map/wq-time-series/daily/{locationId}/{parameterIds} */
  template: string;
  /** The URL path and query sent. */
  url: string;
  body?: string;
}

export interface SkippedRoute {
  method: string;
  template: string;
  reason: string;
}

/** Values by parameter name, as the pages send them. */
const SAMPLES: Record<string, string> = {
  locationid: '79',
  locationId: '68',
  locationids: '79',
  locationIds: '68,83',
  parameterid: '29',
  parameterId: '28',
  parameterIds: '28,29',
  parameterGroup: '29,45',
  p1: '28',
  p2: '24',
  start_date: '2016-10-01',
  end_date: '2026-09-30',
  startDate: '2021-10-01',
  endDate: '2026-09-30',
  start_year: '2000',
  end_year: '2026',
  season: 'annual',
  years: '2024,2025',
  flowcond: '3',
  name: 'counties',
  userSub: 'public',
};

/** Where a name means something else on one route. */
const STATIC_ROUTE_SAMPLES: Record<string, Record<string, string>> = {
  '/api/results-simple/wq-parameter-viewer/drilldown': { parameterid: '24', locationIds: '79,80,81' },
  '/api/avg-yearly-standard-graph': { parameterid: '24' },
  '/api/depth-profile': { start_date: '2024-10-01', locationid: '80' },
  '/api/depth-profile-graph-data': { start_date: '2024-10-01', locationid: '80' },
  '/api/depth-profile-additional-ratio-graph-data-crosstabbed': { locationid: '80' },
};

/** About ten stream sites with total phosphorus (the inflows and main-stem and tributary sites), as a Time Series Comparison axis. */
export const COMPARISON_LOCATIONS = '68,83,2,6,7,9,12,14,15,54';

export interface ExploreContext {
  /** The day the pages are opened (the bench's clock), 'YYYY-MM-DD'. */
  today: string;
  /** Every telemetry location (from /list-locations-telem), comma-separated. */
  telemetryLocationIds: string;
}

/**
 * What the Explore pages send on a given day: precipitation for one water year (the last complete
 * one: the generated data end on September 30 of the last water year), the stream logger's Flow at
 * every telemetry location from October 1 of the previous year to today, and a ten-site comparison
 * axis of total phosphorus from 10/1/2021 to today.
 */
export function exploreSamples({ today, telemetryLocationIds }: ExploreContext): Record<string, Record<string, string>> {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const waterYearStart = month >= 10 ? year : year - 1; // October 1 of the current water year
  return {
    '/api/ts-precip-daily-cumulative/': { start_date: `${waterYearStart - 1}-10-01`, end_date: `${waterYearStart}-09-30` },
    '/api/stream-logger-results-viewer-daily-stats-table/{parameterId}/{locationIds}': {
      parameterId: '2',
      locationIds: telemetryLocationIds,
      start_date: `${year - 1}-10-01`,
      end_date: today,
    },
    '/api/ts-compare-daily-data/{parameterId}/{locationIds}/{startDate}/{endDate}': { parameterId: '28', locationIds: COMPARISON_LOCATIONS, startDate: '2021-10-01', endDate: today },
  };
}

/** Requests measured besides the one per operation: the calls as they were before their filters. */
const EXTRA_REQUESTS: BenchRequest[] = [
  { method: 'GET', template: '/api/ts-precip-daily-cumulative/', url: '/api/ts-precip-daily-cumulative/' },
  { method: 'GET', template: '/api/stream-logger-results-viewer-daily-stats-table/{parameterId}/{locationIds}', url: '/api/stream-logger-results-viewer-daily-stats-table/2/68' },
];

/**
 * Operations not worth hammering with concurrent requests, with the reason: measured on their own by
 * the bench (the CSV download, the summary rebuild) or without a meaningful repeated request.
 */
const EXCLUDED: Record<string, string> = {
  'POST /api/download-user-selected-data': 'measured on its own (CSV download row)',
  'POST /api/dynamic-period-of-record/rebuild': 'background job: measured on its own (summary rebuild rows)',
};

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { enum?: unknown[]; const?: unknown; default?: unknown; anyOf?: Array<{ enum?: unknown[]; const?: unknown }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[]; requestBody?: unknown }>>;
}

function sampleOf(routeSamples: Record<string, Record<string, string>>, template: string, parameter: OpenApiParameter): string | undefined {
  const override = routeSamples[template]?.[parameter.name] ?? SAMPLES[parameter.name];
  if (override !== undefined) return override;
  const schema = parameter.schema;
  const first = schema?.const ?? schema?.enum?.[0] ?? schema?.default ?? schema?.anyOf?.[0]?.const ?? schema?.anyOf?.[0]?.enum?.[0];
  return first === undefined ? undefined : String(first);
}

/**
 * The requests of an OpenAPI document. `bodies` maps 'METHOD /path' to the JSON body of a write
 * operation (e.g. the saved download filter, known only once the database is seeded); `explore` gives
 * the Explore pages' date-dependent values (exploreSamples). `only` keeps the requests whose URL
 * matches it (BENCH_ONLY).
 */
export function benchRequests(
  document: OpenApiDocument,
  bodies: Record<string, unknown>,
  explore: ExploreContext,
  only?: RegExp,
): { requests: BenchRequest[]; skipped: SkippedRoute[] } {
  const ROUTE_SAMPLES = { ...STATIC_ROUTE_SAMPLES, ...exploreSamples(explore) };
  const requests: BenchRequest[] = [];
  const skipped: SkippedRoute[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const [lowerMethod, operation] of Object.entries(operations)) {
      const method = lowerMethod.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      const key = `${method} ${template}`;
      if (EXCLUDED[key]) {
        skipped.push({ method, template, reason: EXCLUDED[key] });
        continue;
      }
      let path = template;
      const query = new URLSearchParams();
      const missing: string[] = [];
      for (const parameter of operation.parameters ?? []) {
        const value = sampleOf(ROUTE_SAMPLES, template, parameter);
        if (parameter.in === 'path') {
          if (value === undefined) missing.push(parameter.name);
          else path = path.replace(`{${parameter.name}}`, value);
        } else if (parameter.in === 'query' && value !== undefined && (parameter.required || SAMPLES[parameter.name] !== undefined || ROUTE_SAMPLES[template]?.[parameter.name] !== undefined)) {
          query.set(parameter.name, value);
        } else if (parameter.in === 'query' && parameter.required) missing.push(parameter.name);
      }
      if (missing.length > 0) {
        skipped.push({ method, template, reason: `no sample value for ${missing.join(', ')}` });
        continue;
      }
      let body: string | undefined;
      if (operation.requestBody !== undefined || method !== 'GET') {
        if (!(key in bodies)) {
          skipped.push({ method, template, reason: 'no sample body' });
          continue;
        }
        body = JSON.stringify(bodies[key]);
      }
      const search = query.toString().replace(/%2C/g, ',');
      requests.push({ method, template, url: search ? `${path}?${search}` : path, body });
    }
  }
  requests.push(...EXTRA_REQUESTS.filter((extra) => document.paths[extra.template]));
  return { requests: only ? requests.filter((request) => only.test(request.url)) : requests, skipped };
}
