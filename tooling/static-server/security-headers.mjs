// Security headers of the pages (the host, and each remote on its own origin): a Content-Security-Policy
// that allows exactly the origins the run-time configuration names, and the usual hardening headers.
// The one place that decides them, for every server that sends a page: the production image's
// (bin.mjs) and npm start's (scripts/serve.mjs), the host's and each remote's alike.
// Built by hand rather than with @fastify/helmet: helmet's defaults (Cross-Origin-Resource-Policy
// same-origin, Cross-Origin-Embedder-Policy) would block the host from loading the remotes' chunks
// from their origins, and the policy differs per path (embeds). Decisions: docs/security-headers.md.

import { portalUrl } from './runtime-config.mjs';

/** The embed pages (route table layout 'bare', e.g. /data-access/public-map-i-frame): any site may frame them. */
const EMBED_PATH = /(?:^|[/-])(?:i-frame|embed)(?:[/-]|$)/;

export function isEmbedPath(pathname) {
  return EMBED_PATH.test(pathname);
}

/** Where each basemap provider's styles, tiles, sprites and glyphs come from (connect-src, img-src). */
const BASEMAP_ORIGINS = {
  mapbox: ['https://api.mapbox.com', 'https://*.tiles.mapbox.com', 'https://events.mapbox.com'],
  usgs: ['https://basemap.nationalmap.gov'],
  maplibre: [],
  offline: [],
};

/**
 * Features the portal uses: the map's locate button (geolocation), its full-screen button and the
 * tables' copy button; everything else is off. A single-page app gets this header once, with its
 * first page, so it cannot be narrower for the pages that do not use a feature.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'fullscreen=(self)',
  'clipboard-write=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

function originOf(url) {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : undefined;
  } catch {
    return undefined;
  }
}

function origins(urls) {
  return [...new Set(urls.map(originOf).filter(Boolean))];
}

/** CSP_MAP_ORIGINS: extra origins of map data (a MapLibre style's tiles, sprites, glyphs; tile sources elsewhere). */
export function extraMapOrigins(env = process.env) {
  return (env.CSP_MAP_ORIGINS || '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      // A wildcard host (https://*.tiles.example.org) is a CSP source as it is; anything else must be an origin.
      if (/^https?:\/\/\*\.[a-z0-9.-]+(?::\d+)?$/i.test(entry)) return entry;
      const origin = originOf(entry);
      if (!origin) throw new Error(`CSP_MAP_ORIGINS: "${entry}" is not an http(s) origin`);
      return origin;
    });
}

/**
 * Who may frame a page that is not an embed (frame-ancestors): the page's own origin and the portal's
 * (PORTAL_URL's origin). Behind the production proxy every app is on the portal's origin, so both are
 * one; with npm start a remote is on its own port, and the portal's pages (http://localhost:PORT) may
 * still frame its pages. Nothing else: a PORTAL_URL that is no http(s) URL stops the server.
 */
export function frameAncestors(portal) {
  const origin = originOf(portal);
  if (!origin) throw new Error(`PORTAL_URL: "${portal}" is not an http(s) URL (the origin that may frame the portal's pages)`);
  return ["'self'", origin];
}

/**
 * The Content-Security-Policy of a page, from its run-time configuration (RuntimeConfig in
 * shared/src/config/runtimeConfig.ts). `embed`: the page may be framed by any site; otherwise only by
 * `ancestors` (frameAncestors()).
 */
export function contentSecurityPolicy(config, { embed = false, mapOrigins = [], ancestors = ["'self'"] } = {}) {
  const remotes = origins(Object.values(config.remotes ?? {}));
  const api = origins([config.apiBaseUrl]);
  const auth = origins([config.auth?.authority]);
  const errorReporting = origins([config.errorReporting?.dsn]);
  const mapData = [
    ...(BASEMAP_ORIGINS[config.basemap?.provider] ?? []),
    ...origins((config.basemap?.styles ?? []).map((style) => style.url)),
    // The address search asks Mapbox's geocoder whenever there is a token.
    ...(config.mapboxToken ? ['https://api.mapbox.com'] : []),
    ...mapOrigins,
  ];
  // The PRF tool shows its external dashboard in a frame.
  const framed = origins([config.links?.prfDashboard]);
  const unique = (...lists) => [...new Set(lists.flat())].join(' ');
  const directives = {
    'default-src': "'self'",
    // Module Federation loads each remote's entry and chunks from its origin; no 'unsafe-eval' anywhere.
    'script-src': unique("'self'", remotes),
    // antd's CSS-in-JS writes <style> elements at run time (no nonce without a server that renders the page).
    'style-src': unique("'self'", "'unsafe-inline'", remotes),
    'img-src': unique("'self'", 'data:', 'blob:', remotes, api, mapData),
    'font-src': unique("'self'", 'data:', remotes),
    'connect-src': unique("'self'", remotes, api, mapData, auth, errorReporting),
    // MapLibre and Mapbox GL start their workers from blob: URLs.
    'worker-src': unique("'self'", 'blob:'),
    'child-src': unique("'self'", 'blob:'),
    // MSAL renews tokens in a hidden frame at the identity provider.
    'frame-src': unique("'self'", framed, auth),
    'form-action': unique("'self'", auth),
    // An embed may be framed by any site: no frame-ancestors at all, because `*` would still refuse
    // parents that are not http(s) pages (about:blank, data:, file:), which a partner's page can be.
    ...(embed ? {} : { 'frame-ancestors': unique(ancestors) }),
    'base-uri': "'self'",
    'object-src': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/**
 * Adds the headers to every answer of a static app except the API's (/api has its own, see
 * api/src/plugins/securityHeaders.ts). The same for the host and every remote: every page but the
 * embeds may be framed by its own origin and the portal's only (frameAncestors()), and the embeds by
 * any site. The two policies are built once: the configuration is fixed for the life of the server.
 * @param {import('fastify').FastifyInstance} app
 * @param {object} config the run-time configuration
 * @param {{ env?: object }} [options] the environment (PORTAL_URL, PUBLIC_HOSTNAME, PORT, CSP_MAP_ORIGINS)
 */
export function registerSecurityHeaders(app, config, { env = process.env } = {}) {
  const mapOrigins = extraMapOrigins(env);
  const pagePolicy = contentSecurityPolicy(config, { mapOrigins, ancestors: frameAncestors(portalUrl(env)) });
  const embedPolicy = contentSecurityPolicy(config, { embed: true, mapOrigins });
  app.addHook('onSend', async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/')) return;
    const embed = isEmbedPath(pathname);
    reply.header('Content-Security-Policy', embed ? embedPolicy : pagePolicy);
    // For browsers without frame-ancestors; an embed must have none. Browsers that know frame-ancestors
    // ignore X-Frame-Options when the policy has it, so the portal's origin may still frame a remote's
    // page on another port (npm start).
    if (!embed) reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
}
