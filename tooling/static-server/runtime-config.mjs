// Builds the run-time /config.json of an app from environment variables (see README "Configuration").
// Shape: RuntimeConfig in shared/src/config/runtimeConfig.ts.

/** Each remote's folder, env prefix and port offset from the portal's PORT (8080 → 8081..8084). */
export const REMOTES = {
  map: { dir: 'remote-map', env: 'REMOTE_MAP', offset: 1 },
  explore: { dir: 'remote-explore', env: 'REMOTE_EXPLORE', offset: 2 },
  wqUpdate: { dir: 'remote-wq-update', env: 'REMOTE_WQ_UPDATE', offset: 3 },
  tools: { dir: 'remote-tools', env: 'REMOTE_TOOLS', offset: 4 },
};

export function portalPort(env = process.env) {
  return Number(env.PORT || 8080);
}

/**
 * The portal's public URL (PORTAL_URL): where visitors open the host. Default: the host of `npm start`,
 * http://PUBLIC_HOSTNAME:PORT. Its origin may frame every app's pages (security-headers.mjs).
 */
export function portalUrl(env = process.env) {
  return env.PORTAL_URL || `http://${env.PUBLIC_HOSTNAME || 'localhost'}:${portalPort(env)}`;
}

/** A remote's port: REMOTE_<NAME>_PORT, else PORT + its offset. */
export function remotePort(remote, env = process.env) {
  const { env: prefix, offset } = REMOTES[remote];
  return Number(env[`${prefix}_PORT`] || portalPort(env) + offset);
}

const BASEMAP_PROVIDERS = ['mapbox', 'usgs', 'maplibre', 'offline'];
const SPEC_BASEMAPS = ['outdoors', 'streets', 'satellite-streets', 'light', 'dark'];
const BASEMAP_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** A configuration error: the server refuses to start with it (see README "Configuration"). */
export class ConfigurationError extends Error {
  name = 'ConfigurationError';
}

/** `text` as a URL, or a ConfigurationError "<problem>: "<text>"". */
function parseUrl(text, problem) {
  try {
    return new URL(text);
  } catch {
    throw new ConfigurationError(`${problem}: "${text}"`);
  }
}

function slug(label) {
  return label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
}

/**
 * MAPLIBRE_STYLES: a JSON list of { "label", "url", "id"?, "standsFor"? } (standsFor: spec basemap ids,
 * e.g. ["outdoors", "streets"]), or `Label=https://...` pairs separated by semicolons or new lines.
 * The first style is the default (it stands for every spec basemap no other style claims).
 */
export function parseMaplibreStyles(text) {
  const source = (text ?? '').trim();
  if (!source) throw new ConfigurationError('BASEMAP_PROVIDER=maplibre needs MAPLIBRE_STYLES (a JSON list of {"label","url"} or Label=url pairs separated by ";")');
  let entries;
  if (source.startsWith('[')) {
    try {
      entries = JSON.parse(source);
    } catch (error) {
      throw new ConfigurationError(`MAPLIBRE_STYLES is not valid JSON: ${error.message}`);
    }
    if (!Array.isArray(entries)) throw new ConfigurationError('MAPLIBRE_STYLES must be a JSON list');
  } else {
    entries = source.split(/[;\n]/).map((pair) => pair.trim()).filter(Boolean).map((pair) => {
      const at = pair.indexOf('=');
      if (at <= 0) throw new ConfigurationError(`MAPLIBRE_STYLES entry "${pair}" is not Label=url`);
      return { label: pair.slice(0, at).trim(), url: pair.slice(at + 1).trim() };
    });
  }
  if (entries.length === 0) throw new ConfigurationError('MAPLIBRE_STYLES lists no style');
  const styles = entries.map((entry, index) => {
    const where = `MAPLIBRE_STYLES entry ${index + 1}`;
    if (!entry || typeof entry !== 'object') throw new ConfigurationError(`${where} is not an object`);
    const label = typeof entry.label === 'string' ? entry.label.trim() : '';
    if (!label) throw new ConfigurationError(`${where} has no label`);
    const url = parseUrl(String(entry.url ?? ''), `${where} (${label}) has no valid url`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigurationError(`${where} (${label}): the url must be http(s), got ${url.protocol}`);
    const id = entry.id === undefined ? slug(label) : String(entry.id);
    if (!BASEMAP_ID.test(id)) throw new ConfigurationError(`${where} (${label}): id "${id}" must be lower-case letters, digits and hyphens (at most 40)`);
    const style = { id, label, url: url.href };
    if (entry.standsFor !== undefined) {
      const standsFor = Array.isArray(entry.standsFor) ? entry.standsFor : [entry.standsFor];
      const unknown = standsFor.filter((value) => !SPEC_BASEMAPS.includes(value));
      if (unknown.length) throw new ConfigurationError(`${where} (${label}): standsFor must list ${SPEC_BASEMAPS.join(', ')}; got ${unknown.join(', ')}`);
      style.standsFor = standsFor;
    }
    return style;
  });
  const ids = styles.map((style) => style.id);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate) throw new ConfigurationError(`MAPLIBRE_STYLES has two styles with the id "${duplicate}"`);
  return styles;
}

/** BASEMAP_PROVIDER (default: mapbox with a MAPBOX_TOKEN, else usgs) and its styles. */
export function basemapConfigFromEnv(env = process.env) {
  const token = env.MAPBOX_TOKEN || '';
  const given = (env.BASEMAP_PROVIDER || '').trim().toLowerCase();
  const provider = given || (token ? 'mapbox' : 'usgs');
  if (!BASEMAP_PROVIDERS.includes(provider)) {
    throw new ConfigurationError(`BASEMAP_PROVIDER must be one of ${BASEMAP_PROVIDERS.join(', ')}; got "${env.BASEMAP_PROVIDER}"`);
  }
  if (provider === 'mapbox' && !token) throw new ConfigurationError('BASEMAP_PROVIDER=mapbox needs MAPBOX_TOKEN');
  return { provider, styles: provider === 'maplibre' ? parseMaplibreStyles(env.MAPLIBRE_STYLES) : [] };
}

/**
 * Staff sign-in (OpenID Connect, MSAL): null without AUTH_AUTHORITY (no sign-in). The authority must be
 * https, which MSAL requires; AUTH_SCOPES are the API's scopes, separated by spaces or commas.
 */
export function authConfigFromEnv(env = process.env) {
  const given = (env.AUTH_AUTHORITY || '').trim();
  if (!given) return null;
  const authority = parseUrl(given, 'AUTH_AUTHORITY is not a valid URL');
  if (authority.protocol !== 'https:') throw new ConfigurationError(`AUTH_AUTHORITY must be an https URL (MSAL refuses ${authority.protocol}); got "${given}"`);
  const clientId = (env.AUTH_CLIENT_ID || '').trim();
  if (!clientId) throw new ConfigurationError('AUTH_AUTHORITY needs AUTH_CLIENT_ID (the portal\'s client id at the provider)');
  return {
    authority: given.replace(/\/+$/, ''),
    clientId,
    scopes: (env.AUTH_SCOPES || '').split(/[\s,]+/).filter(Boolean),
    rolesClaim: (env.AUTH_ROLES_CLAIM || '').trim() || 'roles',
  };
}

/** Spec 02 §9: the error-reporting trace sample rate (default of SENTRY_TRACES_SAMPLE_RATE). */
export const TRACES_SAMPLE_RATE = 0.1;

/**
 * Error reporting (Sentry or GlitchTip): null without SENTRY_DSN, so the pages never download the SDK.
 * The DSN must be a URL with its public key as the user name and the project id as the last path part.
 */
export function errorReportingConfigFromEnv(env = process.env) {
  const given = (env.SENTRY_DSN || '').trim();
  if (!given) return null;
  const dsn = parseUrl(given, 'SENTRY_DSN is not a valid URL');
  if ((dsn.protocol !== 'https:' && dsn.protocol !== 'http:') || !dsn.username || !/\/\d+$/.test(dsn.pathname)) {
    throw new ConfigurationError('SENTRY_DSN must look like https://<public key>@<host>/<project id>');
  }
  const rate = (env.SENTRY_TRACES_SAMPLE_RATE || '').trim();
  const tracesSampleRate = rate === '' ? TRACES_SAMPLE_RATE : Number(rate);
  if (!(tracesSampleRate >= 0 && tracesSampleRate <= 1)) throw new ConfigurationError(`SENTRY_TRACES_SAMPLE_RATE must be between 0 and 1, not "${rate}"`);
  return {
    dsn: given,
    environment: (env.SENTRY_ENVIRONMENT || '').trim() || 'production',
    release: (env.SENTRY_RELEASE || '').trim() || null,
    tracesSampleRate,
  };
}

export function runtimeConfigFromEnv(env = process.env) {
  const publicHost = env.PUBLIC_HOSTNAME || 'localhost';
  const portal = portalUrl(env);
  const remotes = {};
  for (const [remote, { env: prefix }] of Object.entries(REMOTES)) {
    remotes[remote] = env[`${prefix}_URL`] || `http://${publicHost}:${remotePort(remote, env)}/mf-manifest.json`;
  }
  return {
    apiBaseUrl: (env.API_BASE_URL || `${portal}/api`).replace(/\/$/, ''),
    remotes,
    remoteTimeoutMs: Number(env.REMOTE_TIMEOUT_MS || 10000),
    links: {
      importData: env.LINK_IMPORT_DATA || 'https://www.waterqualitydata.us/',
      floodAlert: env.LINK_FLOOD_ALERT || 'https://www.weather.gov/bou/',
      annualReports: env.LINK_ANNUAL_REPORTS || 'https://www.cherrycreekbasin.org/annual-reports',
      annualReportInteractive: env.LINK_ANNUAL_REPORT_INTERACTIVE || 'https://www.cherrycreekbasin.org/annual-reports',
      annualReportPdf: env.LINK_ANNUAL_REPORT_PDF || 'https://www.cherrycreekbasin.org/annual-reports',
      annualReportExecutiveSummary: env.LINK_ANNUAL_REPORT_SUMMARY || 'https://www.cherrycreekbasin.org/annual-reports',
      prfDashboard: env.LINK_PRF_DASHBOARD || 'about:blank',
    },
    contact: {
      email: env.CONTACT_EMAIL || 'info@basinwater.example.org',
      phone: env.CONTACT_PHONE || '303-555-0142',
    },
    mapboxToken: env.MAPBOX_TOKEN || '',
    basemap: basemapConfigFromEnv(env),
    auth: authConfigFromEnv(env),
    errorReporting: errorReportingConfigFromEnv(env),
  };
}
