import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import Fastify from 'fastify';
import { contentSecurityPolicy, extraMapOrigins, frameAncestors, isEmbedPath, registerSecurityHeaders } from './security-headers.mjs';
import { portalUrl, runtimeConfigFromEnv } from './runtime-config.mjs';

const ENV = {
  PORT: '8080',
  PORTAL_URL: 'https://portal.example.org',
  API_BASE_URL: 'https://api.example.org/api',
  REMOTE_MAP_URL: 'https://map.example.org/mf-manifest.json',
  AUTH_AUTHORITY: 'https://login.example.org/tenant/v2.0',
  AUTH_CLIENT_ID: 'portal',
  SENTRY_DSN: 'https://key@errors.example.org/7',
  LINK_PRF_DASHBOARD: 'https://prf.example.net/dashboard',
  BASEMAP_PROVIDER: 'usgs',
};

/** The policy as { directive: [sources] }. */
function parse(policy) {
  return Object.fromEntries(policy.split('; ').map((part) => {
    const [name, ...sources] = part.split(' ');
    return [name, sources];
  }));
}

test('the policy allows exactly the configured origins where each is used, and never unsafe-eval', () => {
  const policy = parse(contentSecurityPolicy(runtimeConfigFromEnv(ENV)));
  assert.deepEqual(policy['script-src'], ["'self'", 'https://map.example.org', 'http://localhost:8082', 'http://localhost:8083', 'http://localhost:8084']);
  assert.ok(policy['connect-src'].includes('https://api.example.org'));
  assert.ok(policy['connect-src'].includes('https://login.example.org'));
  assert.ok(policy['connect-src'].includes('https://errors.example.org'));
  assert.ok(policy['connect-src'].includes('https://basemap.nationalmap.gov'));
  assert.ok(!policy['connect-src'].some((source) => source.includes('mapbox')), 'no Mapbox without a token');
  assert.deepEqual(policy['frame-src'], ["'self'", 'https://prf.example.net', 'https://login.example.org']);
  assert.deepEqual(policy['form-action'], ["'self'", 'https://login.example.org']);
  assert.deepEqual(policy['worker-src'], ["'self'", 'blob:']);
  assert.ok(policy['img-src'].includes('data:') && policy['img-src'].includes('blob:'));
  assert.deepEqual(policy['frame-ancestors'], ["'self'"]);
  assert.deepEqual(policy['object-src'], ["'none'"]);
  assert.ok(!JSON.stringify(policy).includes('unsafe-eval'));
});

test('without sign-in, error reporting or basemap services, their origins are not allowed', () => {
  const policy = contentSecurityPolicy(runtimeConfigFromEnv({ PORT: '8080', BASEMAP_PROVIDER: 'offline' }));
  assert.doesNotMatch(policy, /login|errors|nationalmap|mapbox/);
  assert.match(policy, /connect-src 'self' http:\/\/localhost:8081 http:\/\/localhost:8082 http:\/\/localhost:8083 http:\/\/localhost:8084 http:\/\/localhost:8080;/);
});

test('Mapbox (a token) and MapLibre styles add their origins; CSP_MAP_ORIGINS adds more', () => {
  const mapbox = parse(contentSecurityPolicy(runtimeConfigFromEnv({ MAPBOX_TOKEN: 'pk.x' })));
  assert.ok(mapbox['connect-src'].includes('https://api.mapbox.com') && mapbox['connect-src'].includes('https://*.tiles.mapbox.com'));
  const maplibre = parse(contentSecurityPolicy(runtimeConfigFromEnv({ BASEMAP_PROVIDER: 'maplibre', MAPLIBRE_STYLES: 'Streets=https://tiles.example.com/styles/streets.json' }), {
    mapOrigins: extraMapOrigins({ CSP_MAP_ORIGINS: 'https://fonts.example.com/glyphs, https://*.cdn.example.com' }),
  }));
  for (const origin of ['https://tiles.example.com', 'https://fonts.example.com', 'https://*.cdn.example.com']) {
    assert.ok(maplibre['connect-src'].includes(origin), origin);
    assert.ok(maplibre['img-src'].includes(origin), origin);
  }
  assert.throws(() => extraMapOrigins({ CSP_MAP_ORIGINS: 'tiles.example.com' }), /CSP_MAP_ORIGINS/);
});

test('embed pages are the route table\'s bare pages', () => {
  const routeTable = fs.readFileSync(new URL('../../shared/src/routing/routeTable.ts', import.meta.url), 'utf8');
  const routes = [...routeTable.matchAll(/path: '([^']+)'[^}]*layout: '(\w+)'/g)].map(([, path, layout]) => ({ path, layout }));
  assert.ok(routes.length > 10);
  for (const { path, layout } of routes) assert.equal(isEmbedPath(path), layout === 'bare', path);
  assert.ok(isEmbedPath('/data-access/public-map-i-frame'));
  assert.ok(!isEmbedPath('/tools/map'));
});

test('pages get the page policy and hardening headers; embeds may be framed anywhere; /api is left to the API', async () => {
  const app = Fastify();
  registerSecurityHeaders(app, runtimeConfigFromEnv({ PORT: '8080' }), { env: {} });
  app.get('/*', async () => 'page');
  const page = await app.inject('/tools/map');
  assert.match(page.headers['content-security-policy'], /frame-ancestors 'self' http:\/\/localhost:8080;/);
  assert.equal(page.headers['x-frame-options'], 'SAMEORIGIN');
  assert.equal(page.headers['x-content-type-options'], 'nosniff');
  assert.equal(page.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  assert.match(page.headers['permissions-policy'], /geolocation=\(self\).*camera=\(\)/);
  const embed = await app.inject('/data-access/public-map-i-frame?layers=wells');
  assert.doesNotMatch(embed.headers['content-security-policy'], /frame-ancestors/);
  assert.match(embed.headers['content-security-policy'], /script-src 'self'/);
  assert.equal(embed.headers['x-frame-options'], undefined);
  const api = await app.inject('/api/health');
  assert.equal(api.headers['content-security-policy'], undefined);
  await app.close();
});

test('pages may be framed by their own origin and the portal\'s only; never by any site', () => {
  assert.deepEqual(frameAncestors('https://portal.example.org/basin/'), ["'self'", 'https://portal.example.org']);
  assert.deepEqual(frameAncestors(portalUrl({ PORT: '18080' })), ["'self'", 'http://localhost:18080']);
  const policy = parse(contentSecurityPolicy(runtimeConfigFromEnv({ PORT: '8080' }), { ancestors: frameAncestors('http://localhost:8080') }));
  assert.deepEqual(policy['frame-ancestors'], ["'self'", 'http://localhost:8080']);
  for (const portal of ['*', 'portal.example.org', 'about:blank', 'data:text/html,x']) assert.throws(() => frameAncestors(portal), /PORTAL_URL/, portal);
});
