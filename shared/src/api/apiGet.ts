import { queryOptions } from '@tanstack/react-query';
import type { ApiGetPath, ApiGetRoutes } from '@basin/api/schemas';
import { apiFetch } from './apiFetch';

type Value = string | number | boolean | null | undefined | readonly (string | number)[];

/** The inputs of a GET route: its path params and query, each required when the route has them. */
export type ApiGetInput<P extends ApiGetPath> = (ApiGetRoutes[P]['params'] extends undefined ? { params?: undefined } : { params: ApiGetRoutes[P]['params'] }) &
  (ApiGetRoutes[P]['query'] extends undefined ? { query?: undefined } : { query: ApiGetRoutes[P]['query'] });

export type ApiGetResponse<P extends ApiGetPath> = ApiGetRoutes[P]['response'];

/** A list as the API reads it ('79,80'); other values as text. */
const text = (value: Exclude<Value, null | undefined>) => (Array.isArray(value) ? value.join(',') : String(value));

/** A path segment: each item encoded, a list's commas kept as they are ('/28,29', as the pages always sent them). */
const segment = (value: Exclude<Value, null | undefined>) =>
  Array.isArray(value) ? value.map((item) => encodeURIComponent(String(item))).join(',') : encodeURIComponent(String(value));

/** `path` with its params filled in (`:parameterId`); throws when one is missing. */
export function fillPath(path: string, params: object = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = (params as Record<string, Value>)[name];
    if (value === undefined || value === null) throw new Error(`'${path}': path parameter '${name}' is missing`);
    return segment(value);
  });
}

/**
 * The URL of a GET route, relative to the API base: path params filled in (`:parameterId`, a list
 * comma-joined), query fields in order with lists comma-joined; undefined and null fields are left out.
 */
export function apiUrl<P extends ApiGetPath>(path: P, input: { params?: object; query?: object } = {}): string {
  const filled = fillPath(path, input.params);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, Value>)) {
    if (value !== undefined && value !== null) search.set(name, text(value));
  }
  const query = search.toString();
  return query ? `${filled}?${query}` : filled;
}

/** Calls a GET route of the typed route map: `apiGet('/results-simple/correlation-graph', { query: { locationids: [79], p1: 28, p2: 24 } })`. */
export function apiGet<P extends ApiGetPath>(path: P, input: ApiGetInput<P> & { signal?: AbortSignal }): Promise<ApiGetResponse<P>> {
  return apiFetch<ApiGetResponse<P>>(apiUrl(path, input), { signal: input.signal });
}

/**
 * react-query options of a GET route, keyed by path and inputs (so two pages asking the same thing
 * share one cache entry): `useQuery(apiGetQuery('/list-locations-telem', {}))`.
 */
export function apiGetQuery<P extends ApiGetPath>(path: P, input: ApiGetInput<P>) {
  return queryOptions({
    queryKey: ['api', path, input] as const,
    queryFn: ({ signal }) => apiGet(path, { ...input, signal }),
  });
}

/**
 * react-query options of a GET whose answer depends on who asks (the layers and their sources: staff
 * receive more): keyed by the caller too, `['api', path, input, { callerId }]`, so signing in asks again;
 * idle while a remembered sign-in is restored (callerId null: useCallerId), so staff never fetch the public set first.
 */
export function apiGetCallerQuery<P extends ApiGetPath>(path: P, input: ApiGetInput<P>, callerId: string | null) {
  return queryOptions({
    queryKey: ['api', path, input, { callerId }] as const,
    queryFn: ({ signal }) => apiGet(path, { ...input, signal }),
    enabled: callerId !== null,
  });
}
