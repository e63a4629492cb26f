// Calls with a JSON body (POST, PUT), typed by the API's route map like apiGet: the body and the
// answer of each call come from the schemas the server registers.
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, apiResponse } from '@basin/shared';
import type { ApiSendRoute, ApiSendRoutes } from '@basin/api/schemas';

/**
 * `signal` cancels the call. `readOnly`: the call only reads (a count, a file, a narrowed dropdown),
 * so it is asked again when the service is briefly unavailable (apiResponse); never on a call that writes.
 */
export interface ApiSendOptions {
  signal?: AbortSignal;
  readOnly?: boolean;
}

function request(route: ApiSendRoute, body: unknown, { signal, readOnly }: ApiSendOptions) {
  const [method, path] = route.split(' ') as [string, string];
  return { path, init: { method, body: JSON.stringify(body), signal, readOnly } };
}

/** `apiSend('PUT /download-user-filters', filter)`: sends the body, answers the parsed JSON. */
export function apiSend<R extends ApiSendRoute>(route: R, body: ApiSendRoutes[R]['body'], options: ApiSendOptions = {}): Promise<ApiSendRoutes[R]['response']> {
  const { path, init } = request(route, body, options);
  return apiFetch<ApiSendRoutes[R]['response']>(path, init);
}

/** The unread answer of a call that answers a file (e.g. the CSV download), to stream as it arrives. */
export function apiSendForFile<R extends ApiSendRoute>(route: R, body: ApiSendRoutes[R]['body'], options: ApiSendOptions = {}): Promise<Response> {
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
    queryFn: ({ signal }) => apiSend(route, body, { signal, readOnly: true }),
  });
}
