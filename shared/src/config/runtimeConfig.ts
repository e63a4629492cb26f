/**
 * Run-time configuration. Every app (the host, and each remote when it runs standalone) fetches
 * `/config.json` from its own origin before it renders; the static server builds that file from
 * environment variables, so a remote redeployed to a new URL needs no rebuild of the host.
 */
export type RemoteName = 'map' | 'explore' | 'wqUpdate' | 'tools';

export interface RuntimeConfig {
  /** Base URL of the data service, without a trailing slash, e.g. 'http://localhost:8080/api'. */
  apiBaseUrl: string;
  /** Manifest URL (mf-manifest.json) of each remote. */
  remotes: Record<RemoteName, string>;
  /** How long the host waits for a remote's manifest and entry before it shows the failure message. */
  remoteTimeoutMs: number;
  /** External links (spec: Import Data, flood alert, annual report and its two PDFs, PRF dashboard). */
  links: {
    importData: string;
    floodAlert: string;
    annualReports: string;
    annualReportInteractive: string;
    annualReportPdf: string;
    annualReportExecutiveSummary: string;
    prfDashboard: string;
  };
  contact: { email: string; phone: string };
  /** Mapbox access token: the Mapbox basemaps and geocoding. */
  mapboxToken: string;
  /**
   * Where the basemaps come from (`BASEMAP_PROVIDER`, `MAPLIBRE_STYLES`; docs/map.md "Basemaps"). A config
   * without it (older servers, tests): Mapbox with a token, else offline.
   */
  basemap?: BasemapConfig;
  /**
   * Staff sign-in through an OpenID Connect provider (`AUTH_*`; README "Sign-in"); null or absent: the
   * portal is public only and shows no Sign in button.
   */
  auth?: AuthConfig | null;
  /**
   * Error reporting to Sentry or GlitchTip (`SENTRY_*`; docs/error-reporting.md); null or absent: off, and
   * the pages do not download the SDK.
   */
  errorReporting?: ErrorReportingConfig | null;
}

export interface ErrorReportingConfig {
  /** The project's DSN (`https://<public key>@<host>/<project id>`). */
  dsn: string;
  /** e.g. 'production', 'staging'. */
  environment: string;
  /** The deployed version, e.g. a git commit; null when `SENTRY_RELEASE` is unset. */
  release: string | null;
  /** Share of page loads traced (spec 02 §9: 0.1). */
  tracesSampleRate: number;
}

export interface AuthConfig {
  /** The provider's issuer URL (https; MSAL refuses anything else). */
  authority: string;
  /** The portal's client id at the provider (a public client: authorization code with PKCE). */
  clientId: string;
  /** The scopes that give an access token for the API (e.g. Entra ID's `api://<api>/access_as_user`). */
  scopes: string[];
  /** The ID token claim that lists the user's roles (Developer, Administrator, User). */
  rolesClaim: string;
}

export type BasemapProvider = 'mapbox' | 'usgs' | 'maplibre' | 'offline';

export interface BasemapConfig {
  provider: BasemapProvider;
  /** The `maplibre` provider's styles, default first; `standsFor` lists spec basemap ids ('outdoors', ...). */
  styles: ReadonlyArray<{ id: string; label: string; url: string; standsFor?: readonly string[] }>;
}

let current: RuntimeConfig | undefined;

/** Loads /config.json, or reads the answer of a request the page started earlier (the host does). */
export async function loadRuntimeConfig(request: Promise<Response> = fetch('/config.json', { cache: 'no-store' })): Promise<RuntimeConfig> {
  const response = await request;
  if (!response.ok) throw new Error(`Could not load /config.json: HTTP ${response.status}`);
  current = (await response.json()) as RuntimeConfig;
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime configuration is not loaded yet (call loadRuntimeConfig first).');
  return current;
}

/** The Module Federation container name of each remote (its `name` in webpack.config.js). */
export const FEDERATION_NAMES: Record<RemoteName, string> = {
  map: 'remote_map',
  explore: 'remote_explore',
  wqUpdate: 'remote_wq_update',
  tools: 'remote_tools',
};
