// Keeps tokens and personal data out of what the portal sends to the error-reporting service, from the
// pages (shared/src/errorReporting) and from the API (plugins/errorReporting.ts): the SDKs run with
// collection settings below (DATA_COLLECTION), and this pass removes what can still slip in through URLs (the sign-in redirect's
// `code` and `state`, tokens in query strings), headers, cookies, breadcrumbs and messages.

/** Query parameters the SDKs leave out themselves (Sentry's `dataCollection.urlQueryParams`). */
const SECRET_PARAMS = ['code', 'state', 'session_state', 'client_info', 'id_token', 'access_token', 'refresh_token', 'token', 'password', 'secret', 'key'];

/**
 * What the SDKs (Sentry 11's `dataCollection` option; it replaced sendDefaultPii) may collect: no user
 * data, cookies, bodies or query values, no secret headers. scrubEvent filters what still gets through.
 */
export const DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { deny: ['authorization', 'cookie', 'proxy-authorization', 'x-api-key'] }, response: { deny: ['set-cookie'] } },
  httpBodies: [] as never[],
  urlQueryParams: { deny: SECRET_PARAMS },
  databaseQueryData: false,
};

/** Query or fragment parameters whose values are never sent. */
const SECRET_PARAM = /^(code|state|session_state|client_info|id_token|access_token|refresh_token|token|.*_token|password|secret|key)$/i;
/** Header or field names whose values are never sent. */
const SECRET_FIELD = /^(authorization|cookie|set-cookie|cookies|x-api-key|proxy-authorization)$/i;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>]+|(?<![\w/])\/[\w\-./]*[?#][^\s"'<>]+/g;
export const FILTERED = '[Filtered]';
/** Deep enough for request, breadcrumb `data` and span `data`; deeper values are left as they are. */
const MAX_DEPTH = 8;

function scrubParams(params: string): string {
  return params
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = decodeURIComponentSafe(at < 0 ? pair : pair.slice(0, at));
      return at >= 0 && SECRET_PARAM.test(name) ? `${pair.slice(0, at)}=${FILTERED}` : pair;
    })
    .join('&');
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A URL (absolute or a path) with its secret query and fragment parameters filtered. */
export function scrubUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? undefined : url.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? undefined : scrubParams(beforeHash.slice(queryAt + 1));
  return path + (query === undefined ? '' : `?${query}`) + (hash === undefined ? '' : `#${hash.includes('=') ? scrubParams(hash) : hash}`);
}

/** Free text (a message, a breadcrumb) with e-mail addresses and the secrets of its URLs filtered. */
export function scrubText(text: string): string {
  return text.replace(URL_IN_TEXT, scrubUrl).replace(EMAIL, FILTERED);
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const scrubbed: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    if (SECRET_FIELD.test(name)) continue;
    scrubbed[name] = name === 'query_string' && typeof item === 'string' ? scrubParams(item) : scrubValue(item, depth + 1);
  }
  return scrubbed;
}

/**
 * The event without the user, cookies and secret headers, and with secret URL parameters and e-mail
 * addresses filtered everywhere (messages, exception values, breadcrumbs, request, spans). Used as
 * beforeSend and beforeSendTransaction.
 */
export function scrubEvent<Event extends object>(event: Event): Event {
  const { user: _user, ...rest } = event as Event & { user?: unknown };
  return scrubValue(rest, 0) as Event;
}
