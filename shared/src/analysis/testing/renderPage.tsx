// The analysis pages' test kit: render a page at a URL with the portal's providers and answer its API
// calls from fixtures keyed by the typed route map (paths are matched, inputs are recorded).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { setRuntimeConfig, type RuntimeConfig } from '@basin/shared';
import type { ApiGetPath, ApiGetRoutes } from '@basin/api/schemas';
import { UrlStateProvider } from '../url/UrlStateProvider';

/** A fixture: the response, or a function of the request URL giving it (throw an ApiFailure for an error answer). */
export type ApiFixtures = { [P in ApiGetPath]?: ApiGetRoutes[P]['response'] | ((url: URL) => ApiGetRoutes[P]['response']) };

/** Thrown by a fixture function: the API answers with this status and message. */
export class ApiFailure extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

const API_BASE = 'http://api.test/api';
const patternOf = (path: string) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);

export interface RenderedPage {
  /** Every API URL the page requested, in order. */
  requests: URL[];
  /** The page's current query string (the URL state). */
  search: () => string;
}

export function renderPage(ui: ReactElement, { url = '/', api = {} }: { url?: string; api?: ApiFixtures } = {}): ReturnType<typeof render> & RenderedPage {
  setRuntimeConfig({ apiBaseUrl: API_BASE } as RuntimeConfig);
  const requests: URL[] = [];
  const routes = Object.entries(api).map(([path, fixture]) => ({ pattern: patternOf(path), fixture }));
  global.fetch = (async (input: string | URL) => {
    const requested = new URL(String(input));
    requests.push(requested);
    const path = requested.pathname.replace(/^\/api/, '');
    const route = routes.find(({ pattern }) => pattern.test(path));
    const json = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body }) as Response;
    if (!route) return json(404, { error: 'Not Found', message: `no fixture for ${path}` });
    try {
      return json(200, typeof route.fixture === 'function' ? (route.fixture as (url: URL) => unknown)(requested) : route.fixture);
    } catch (error) {
      if (error instanceof ApiFailure) return json(error.status, { error: 'Bad Request', message: error.message });
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
  return Object.assign(rendered, { requests, search: () => window.location.search });
}
