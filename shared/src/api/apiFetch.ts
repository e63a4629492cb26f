import { getRuntimeConfig } from '../config/runtimeConfig';
import { useBasinStore } from '../store/store';
import { sendsBearerToken } from './bearer';

/** An error answer of the data service: `{ error, field?, message }` (HTTP 4xx/5xx). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The request field the API rejected (400 answers), e.g. 'locationid'. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function errorFrom(response: Response): Promise<ApiError> {
  let message = `HTTP ${response.status}`;
  let field: string | undefined;
  try {
    const body = (await response.json()) as { message?: string; error?: string; field?: string };
    message = body.message ?? body.error ?? message;
    field = body.field;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  return new ApiError(response.status, message, field);
}

/**
 * Calls the data service: `path` is relative to the API base URL of the run-time configuration
 * (e.g. '/locations-param-summary'). Sends JSON, throws ApiError on an error answer, and gives the
 * response unread (for a file streamed as it arrives). Adds the signed-in user's bearer token to the
 * calls that take one (bearer.ts) and to no other. Same-origin requests carry the API's cookies (the
 * anonymous visitor's own identity).
 *
 * When the API refuses the token (401: expired, revoked, signed by a retired key) the session ends
 * here with a toast (the host's `expire`), and a read is asked again as the public: the page keeps
 * working. A write is not repeated behind the visitor's back; it fails with the API's message.
 */
export async function apiResponse(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const session = sendsBearerToken(path) ? useBasinStore.getState().session : undefined;
  const token = session ? await session.getAccessToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const url = `${getRuntimeConfig().apiBaseUrl}${path}`;
  let response = await fetch(url, { ...init, headers });
  if (response.status === 401 && token) {
    session!.expire();
    const method = (init.method ?? 'GET').toUpperCase();
    if (method === 'GET' || method === 'HEAD') {
      const publicHeaders = new Headers(headers);
      publicHeaders.delete('Authorization');
      response = await fetch(url, { ...init, headers: publicHeaders });
    }
  }
  if (!response.ok) throw await errorFrom(response);
  return response;
}

/** Calls the data service (see apiResponse) and parses the JSON answer. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await apiResponse(path, init);
  // 204 No Content (e.g. a PUT that saves filters) has no JSON to parse.
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
