// The analysis pages' test kit: render a page at a URL with the portal's providers and answer its API
// calls from fixtures keyed by the typed route map (paths are matched, inputs are recorded).
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { loadCatalogue, setLanguage, setRuntimeConfig, type Catalogue, type RuntimeConfig } from '@basin/shared';
import type { ApiGetPath, ApiGetRoutes, ApiSendRoute, ApiSendRoutes } from '@basin/api/schemas';
import { UrlStateProvider } from '../url/UrlStateProvider';

/**
 * A fixture: the response, or a function of the request URL giving it (throw an ApiFailure for an error
 * answer). Calls with a body are keyed 'METHOD /path' and their functions get the body.
 */
export type ApiFixtures = { [P in ApiGetPath]?: ApiGetRoutes[P]['response'] | ((url: URL) => ApiGetRoutes[P]['response']) } & {
  [R in ApiSendRoute]?: ApiSendRoutes[R]['response'] | ((body: ApiSendRoutes[R]['body']) => ApiSendRoutes[R]['response']);
};

/** Thrown by a fixture function: the API answers with this status and message (and Retry-After, when given). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

const API_BASE = 'http://api.test/api';
const patternOf = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);

export interface RenderedPage {
  /** Every API URL the page requested, in order. */
  requests: URL[];
  /** The calls with a body ('PUT /download-user-filters' and the body sent), in order. */
  sent: Array<{ route: string; body: unknown }>;
  /** The page's current query string (the URL state). */
  search: () => string;
}

/** `config`: run-time configuration the page reads besides the API's base (its external links, ...). */
export function renderPage(ui: ReactElement, { url = '/', api = {}, config = {} }: { url?: string; api?: ApiFixtures; config?: Partial<RuntimeConfig> } = {}): ReturnType<typeof render> & RenderedPage {
  setRuntimeConfig({ ...config, apiBaseUrl: API_BASE } as RuntimeConfig);
  const requests: URL[] = [];
  const sent: RenderedPage['sent'] = [];
  const routes = Object.entries(api).map(([key, fixture]) => {
    const [method, path] = key.includes(' ') ? key.split(' ') : ['GET', key];
    return { method, pattern: patternOf(path!), fixture };
  });
  global.fetch = (async (input: string | URL, init: RequestInit = {}) => {
    const requested = new URL(String(input));
    requests.push(requested);
    const method = init.method ?? 'GET';
    const path = requested.pathname.replace(/^\/api/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    if (method !== 'GET') sent.push({ route: `${method} ${path}`, body });
    const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(path));
    const json = (status: number, answer: unknown, headers: Record<string, string> = {}) => ({ ok: status < 400, status, headers: new Headers(headers), json: async () => answer }) as Response;
    if (!route) return json(404, { error: 'Not Found', message: `no fixture for ${method} ${path}` });
    try {
      const fixture = route.fixture as unknown;
      return json(200, typeof fixture === 'function' ? (fixture as (input: unknown) => unknown)(method === 'GET' ? requested : body) : fixture);
    } catch (error) {
      if (error instanceof ApiFailure) {
        return json(error.status, { error: 'Bad Request', message: error.message }, error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) });
      }
      throw error;
    }
  }) as typeof fetch;

  // nuqs' React Router adapter reads and writes the window's address (shallow updates), as in the portal.
  window.history.replaceState(null, '', url);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const rendered = render(
    <QueryClientProvider client={client}>
      <BrowserRouter>
        <UrlStateProvider>{ui}</UrlStateProvider>
      </BrowserRouter>
    </QueryClientProvider>,
  );
  return Object.assign(rendered, { requests, sent, search: () => window.location.search });
}

/** The tests of a describe block in Spanish: the app's catalogue loaded in both languages, English again after each. */
export function inSpanish(catalogue: Catalogue) {
  beforeEach(async () => {
    await act(async () => {
      await Promise.all([loadCatalogue(catalogue, 'en'), loadCatalogue(catalogue, 'es')]);
      await setLanguage('es');
    });
  });
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });
}
