import { currentT, useI18nStore } from '../i18n/translate';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { useBasinStore } from '../store/store';
import { sendsBearerToken } from './bearer';

/** An error answer of the data service: `{ error, field?, message }` (HTTP 4xx/5xx). */
export class ApiError extends Error {
  /** The request field the API rejected (400 answers), e.g. 'locationid'. */
  readonly field?: string;
  /** How long the API asked to wait before trying again (its Retry-After: a 503, a 429), when it said. */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    message: string,
    details: { field?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.field = details.field;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/**
 * The answers of a service that is briefly unavailable: the API's 503 (the database out of reach, a
 * replica draining after SIGTERM, load shedding) and a proxy's 502 and 504 (no replica answered).
 */
export const UNAVAILABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * How a request that is safe to repeat is asked again after such an answer: at most `retries` times,
 * each after the answer's Retry-After (or `defaultWaitSeconds` without one), never more than
 * `maxWaitSeconds`: a visitor waits 20 s at the very most (the API asks for 5 s) before the page says so.
 */
export const UNAVAILABLE_RETRY = { retries: 2, defaultWaitSeconds: 2, maxWaitSeconds: 10 } as const;

/** What a page says when the service stays unavailable and gave no words of its own (a proxy's HTML page). */
export const UNAVAILABLE_MESSAGE = 'The data service is briefly unavailable. Please try again in a few seconds.';

/** UNAVAILABLE_MESSAGE in the page's language (in English while the catalogue itself is still loading). */
function unavailableMessage(): string {
  const t = currentT();
  return t.intl.messages['shared.api.unavailable'] === undefined ? UNAVAILABLE_MESSAGE : t('shared.api.unavailable');
}

/** `RequestInit` plus what only the caller knows about its request. */
export interface ApiRequestInit extends RequestInit {
  /**
   * The request only reads, though it is a POST (a read that takes a body, a file download): it may be
   * asked again after a 502/503/504 like a GET. Never set it on a call that writes.
   */
  readOnly?: boolean;
}

/** The Retry-After of an answer in seconds (it may be a number of seconds or an HTTP date). */
function retryAfterOf(response: Pick<Response, 'headers'>): number | undefined {
  const value = response.headers.get('Retry-After')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** The ApiError of an error answer: the API's JSON message and field, or the status. */
export async function errorFrom(response: Pick<Response, 'status' | 'headers' | 'json'>): Promise<ApiError> {
  const unavailable = UNAVAILABLE_STATUSES.has(response.status);
  let message = unavailable ? unavailableMessage() : `HTTP ${response.status}`;
  let field: string | undefined;
  try {
    const body = (await response.json()) as { message?: string; error?: string; field?: string };
    // An unavailable answer's `error` is only its status line ('Service Unavailable'): the plain words stay.
    message = body.message ?? (unavailable ? undefined : body.error) ?? message;
    field = body.field;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  return new ApiError(response.status, message, { field, retryAfterSeconds: retryAfterOf(response) });
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
function wait(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(aborted());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The headers of a call to `path`: JSON accepted in the page's language (the API's messages follow it),
 * and the signed-in user's bearer token when the path takes one (bearer.ts); `expire` ends the session
 * when the API refuses that token (a 401).
 */
export async function authorizedHeaders(path: string, init: HeadersInit | undefined): Promise<{ headers: Headers; expire: (() => void) | null }> {
  const headers = new Headers(init);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', useI18nStore.getState().language);
  const session = sendsBearerToken(path) ? useBasinStore.getState().session : undefined;
  const token = session ? await session.getAccessToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return { headers, expire: token ? () => session!.expire() : null };
}

/** One request, with the bearer token when the path takes one, and a read asked again as the public after a 401. */
async function send(path: string, init: RequestInit): Promise<Response> {
  const { headers, expire } = await authorizedHeaders(path, init.headers);
  if (init.body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');

  const url = `${getRuntimeConfig().apiBaseUrl}${path}`;
  const response = await fetch(url, { ...init, headers });
  if (response.status === 401 && expire) {
    expire();
    const method = (init.method ?? 'GET').toUpperCase();
    if (method === 'GET' || method === 'HEAD') {
      const publicHeaders = new Headers(headers);
      publicHeaders.delete('Authorization');
      return fetch(url, { ...init, headers: publicHeaders });
    }
  }
  return response;
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
 *
 * When the service is briefly unavailable (502, 503, 504), a request that is safe to repeat (GET,
 * HEAD, or a POST marked `readOnly`) is asked again after the answer's Retry-After (UNAVAILABLE_RETRY);
 * aborting its signal ends the wait. If it stays unavailable, or the request writes, the ApiError
 * carries the API's message or, for a proxy's HTML page, UNAVAILABLE_MESSAGE.
 */
export async function apiResponse(path: string, init: ApiRequestInit = {}): Promise<Response> {
  const { readOnly = false, ...request } = init;
  const method = (request.method ?? 'GET').toUpperCase();
  const repeatable = readOnly || method === 'GET' || method === 'HEAD';
  for (let retries = 0; ; retries += 1) {
    const response = await send(path, request);
    if (response.ok) return response;
    if (!repeatable || !passing(response) || retries >= UNAVAILABLE_RETRY.retries) throw await errorFrom(response);
    // The error page is not needed: free the connection before waiting.
    response.body?.cancel().catch(() => undefined);
    const seconds = Math.min(retryAfterOf(response) ?? UNAVAILABLE_RETRY.defaultWaitSeconds, UNAVAILABLE_RETRY.maxWaitSeconds);
    await wait(seconds * 1000, request.signal);
  }
}

/**
 * Whether the answer is a passing unavailability worth waiting out: a proxy's 502 or 504, or a 503 that
 * says when to come back (Retry-After: the database restarting, load shedding, a summary still being
 * computed). A 503 without it is a lasting failure (a summary that could not be computed): repeating
 * it would only delay the message.
 */
const passing = (response: Response): boolean =>
  UNAVAILABLE_STATUSES.has(response.status) && (response.status !== 503 || response.headers.has('Retry-After'));

/** Calls the data service (see apiResponse) and parses the JSON answer. */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const response = await apiResponse(path, init);
  // 204 No Content (e.g. a PUT that saves filters) has no JSON to parse.
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
