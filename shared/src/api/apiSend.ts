// Calls that send (POST, PUT), typed by the API's route map like apiGet: the body, the path params and
// the answer of each call come from the schemas the server registers.
import { queryOptions } from '@tanstack/react-query';
import type { ApiSendRoute, ApiSendRoutes } from '@basin/api/schemas';
import { apiFetch, apiResponse } from './apiFetch';
import { fillPath } from './apiGet';

/**
 * `signal` cancels the call. `readOnly`: the call only reads (a count, a file, a narrowed dropdown),
 * so it is asked again when the service is briefly unavailable (apiResponse); never on a call that writes.
 */
export interface ApiSendOptions {
  signal?: AbortSignal;
  readOnly?: boolean;
}

/** The options of a call to `route`: its path params (`:id`) when it has some. */
export type ApiSendCallOptions<R extends ApiSendRoute> = ApiSendOptions &
  (undefined extends ApiSendRoutes[R]['params'] ? { params?: ApiSendRoutes[R]['params'] } : { params: ApiSendRoutes[R]['params'] });

function request(route: ApiSendRoute, body: unknown, { signal, readOnly, params }: ApiSendOptions & { params?: object }) {
  const [method, path] = route.split(' ') as [string, string];
  // No body (a call that takes none, e.g. an undo): nothing is sent, and no Content-Type.
  return { path: fillPath(path, params), init: { method, body: body === undefined ? undefined : JSON.stringify(body), signal, readOnly } };
}

/**
 * `apiSend('PUT /download-user-filters', filter)`: sends the body, answers the parsed JSON. A route
 * with path params takes them in the options: `apiSend('POST /imports/:id/undo', undefined, { params: { id: 7 } })`.
 */
export function apiSend<R extends ApiSendRoute>(
  route: R,
  body: ApiSendRoutes[R]['body'],
  options: ApiSendCallOptions<R> = {} as ApiSendCallOptions<R>,
): Promise<ApiSendRoutes[R]['response']> {
  const { path, init } = request(route, body, options);
  return apiFetch<ApiSendRoutes[R]['response']>(path, init);
}

/** The unread answer of a call that answers a file (e.g. the CSV download), to stream as it arrives. */
export function apiSendForFile<R extends ApiSendRoute>(
  route: R,
  body: ApiSendRoutes[R]['body'],
  options: ApiSendCallOptions<R> = {} as ApiSendCallOptions<R>,
): Promise<Response> {
  const { path, init } = request(route, body, options);
  return apiResponse(path, { ...init, headers: { Accept: '*/*' } });
}

/**
 * react-query options of a read that takes a body (the narrowed dropdowns), keyed by route and body:
 * `useQuery(apiSendQuery('POST /dropdown-parameters', { parameterGroups: [147] }))`. A query only
 * reads, so the call is marked `readOnly`.
 */
export function apiSendQuery<R extends ApiSendRoute>(route: R, body: ApiSendRoutes[R]['body']) {
  return queryOptions({
    queryKey: ['api', route, body] as const,
    queryFn: ({ signal }) => apiSend(route, body, { signal, readOnly: true } as ApiSendCallOptions<R>),
  });
}
