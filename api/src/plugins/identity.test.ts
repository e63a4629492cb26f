// Sign-in (issue 16): bearer tokens verified against a test identity provider, on every route of the
// app, and what a verified caller gets (staff layers, their own saved filters, staff pinning).
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { BASELINE_PERIOD } from '../domain';
import type { MapLayer, MapSource, SavedDownloadFilter, Session } from '../schemas';
import { buildApp } from '../app';
import { migrate } from '../db/migrate';
import { createTestDatabase, testEngines, type TestDatabase } from '../test-support/databases';
import { useSeededApp } from '../test-support/seededApp';
import { TestIdentityProvider } from '../test-support/testIdentityProvider';
import { authSettings, authSettingsOf } from '../settings';
import { TokenVerifier, userOf } from './identity';

const STAFF_LAYER = 'Onsite Wastewater Systems (staff)';
const STAFF_SOURCE = 'septic-systems';
/** Routes that need a verified token ('METHOD /path' as the OpenAPI document names them); all others are public. */
const SIGNED_IN_ROUTES = ['GET /api/session'];
const ROLE_ROUTES = [
  'PUT /api/dynamic-period-of-record/pinned', 'DELETE /api/dynamic-period-of-record/pinned', 'POST /api/import', 'GET /api/import/pending', 'POST /api/import/aliases',
  'GET /api/imports', 'POST /api/imports/{id}/undo',
];
/** Routes the OpenAPI document hides: the document itself and its browsable page. */
const HIDDEN_ROUTES = ['GET /api/openapi.json', 'GET /api/docs'];
const PINNED_PERIOD = { startDate: '2012-10-01', endDate: '2016-09-30' };

const FILTER: SavedDownloadFilter = { user_uuid: 'public', parameters: [28], locations: [68], flow_conditions: [3], start_date: '2000-01-01', end_date: '2020-12-31' };

/** Everything the app logs, to check what it says about tokens. */
class LogCapture extends Writable {
  lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
  events(event: string): Array<Record<string, unknown>> {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.event === event);
  }
}

/** A path of the OpenAPI document with its parameters filled in (values that a route accepts or answers 400 to). */
const PARAMETER_VALUES: Record<string, string> = { userSub: 'public', name: 'counties', locationId: '68', parameterId: '28', parameterIds: '28', locationIds: '68' };
/** The route answered (anything but a refusal or a server error). */
function expectServed(route: string, response: LightMyRequestResponse) {
  expect({ route, status: response.statusCode, served: ![401, 403, 500, 503].includes(response.statusCode) }).toMatchObject({ route, served: true });
}
const concrete = (path: string) => path.replace(/\{(\w+)\}/g, (_all, name: string) => PARAMETER_VALUES[name] ?? '1');

describe.each(testEngines())('sign-in on %s', (engine) => {
  let provider: TestIdentityProvider;
  const log = new LogCapture();
  /** Every token the tests sent: none may appear in the log. */
  const sentTokens = new Set<string>();
  beforeAll(async () => {
    provider = await TestIdentityProvider.start();
  });
  afterAll(async () => provider?.stop());

  const appOf = useSeededApp(engine, {
    summary: true,
    app: () => ({ auth: provider.authOptions(), logger: { level: 'info', stream: log } }),
  });

  const call = (app: FastifyInstance, method: string, url: string, token?: string, payload?: unknown, headers: Record<string, string> = {}) => {
    if (token) sentTokens.add(token);
    return app.inject({
      method: method as 'GET',
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };
  const staffToken = (sub = 'staff-1') => provider.token({ claims: { sub, roles: ['Administrator'] } });
  const userToken = (sub = 'user-a') => provider.token({ claims: { sub, roles: ['User'] } });

  /** Every kind of bad Authorization header: its name, the header, what the refusal says. */
  const invalid: Array<[string, () => Promise<string>, RegExp]> = [
    ['Basic credentials', async () => `Basic ${Buffer.from('admin:admin').toString('base64')}`, /must be Bearer/],
    ['a bearer without a token', async () => 'Bearer', /must be Bearer/],
    ['a malformed token', async () => 'Bearer not.a.jwt', /malformed/],
    ['a bad signature', async () => `Bearer ${await provider.tamperedToken()}`, /signature is invalid/],
    ['alg none', async () => `Bearer ${provider.unsignedToken({ roles: ['Administrator'] })}`, /accepted algorithm/],
    ['HS256 with a guessed secret', async () => `Bearer ${provider.hmacToken('secret', { roles: ['Administrator'] })}`, /accepted algorithm/],
    ['an expired token', async () => `Bearer ${await provider.token({ claims: { roles: ['Administrator'], iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 } })}`, /expired/],
    ['a token not valid yet', async () => `Bearer ${await provider.token({ claims: { roles: ['Administrator'], nbf: Math.floor(Date.now() / 1000) + 3600 } })}`, /not valid yet/],
    ['a wrong issuer', async () => `Bearer ${await provider.token({ claims: { roles: ['Administrator'], iss: 'https://evil.example' } })}`, /another issuer/],
    ['a wrong audience', async () => `Bearer ${await provider.token({ claims: { roles: ['Administrator'], aud: 'another-api' } })}`, /not meant for this API/],
    ['an unknown key', async () => `Bearer ${await provider.token({ claims: { roles: ['Administrator'] }, key: await TestIdentityProvider.unpublishedKey() })}`, /does not publish/],
    ['no exp', async () => `Bearer ${await provider.token({ claims: { roles: ['Administrator'], exp: undefined } })}`, /no exp claim/],
  ];

  // The matrix is the same on either engine (tokens are refused before any query) and takes a minute on
  // PGlite: npm test runs it on PostgreSQL only when both suites run side by side (TEST_AUTH_MATRIX=off
  // for PGlite, scripts/test.mjs), so the slower suite does not set the pace of the run.
  const matrixDescribe = process.env.TEST_AUTH_MATRIX === 'off' ? describe.skip : describe;
  matrixDescribe('the authorization matrix over every route', () => {
    let routes: string[] = [];

    beforeAll(async () => {
      const spec = (await appOf().inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
      routes = [
        ...Object.entries(spec.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`)),
        ...HIDDEN_ROUTES,
        'GET /api/no-such-route',
      ];
    });

    const send = (route: string, authorization?: string) => {
      const [method, path] = route.split(' ') as [string, string];
      return appOf().inject({ method: method as 'GET', url: concrete(path), headers: authorization ? { authorization } : {} });
    };

    test('the OpenAPI document lists every route, and requires bearerAuth exactly on the signed-in and role routes', async () => {
      expect(routes.length).toBeGreaterThan(40);
      expect(routes).toEqual(expect.arrayContaining([...SIGNED_IN_ROUTES, ...ROLE_ROUTES, 'GET /api/public-map/layers']));
      const spec = (await appOf().inject({ method: 'GET', url: '/api/openapi.json' })).json<{
        components: { securitySchemes: Record<string, unknown> };
        paths: Record<string, Record<string, { security?: Array<Record<string, unknown>> }>>;
      }>();
      expect(spec.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
      const required = Object.entries(spec.paths).flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => operation.security?.length === 1 && 'bearerAuth' in operation.security[0]!)
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
      expect(required.sort()).toEqual([...SIGNED_IN_ROUTES, ...ROLE_ROUTES].sort());
      expect(spec.paths['/api/public-map/layers']?.get?.security).toEqual([{}, { bearerAuth: [] }]);
      expect(spec.paths['/api/download-user-filters']?.put?.security).toEqual([{}, { bearerAuth: [] }]);
    });

    test('no token: public routes answer, the signed-in and role routes are 401 with a Bearer challenge', async () => {
      for (const route of routes) {
        const response = await send(route);
        if ([...SIGNED_IN_ROUTES, ...ROLE_ROUTES].includes(route)) {
          expect({ route, status: response.statusCode, challenge: response.headers['www-authenticate'] }).toEqual({ route, status: 401, challenge: 'Bearer' });
          expect(response.json()).toEqual({ error: 'Unauthorized', message: expect.any(String) });
        } else {
          expectServed(route, response);
        }
      }
    });


    test.each(invalid)('%s: 401 invalid_token on every route, public ones too', async (_name, header, description) => {
      const authorization = await header();
      sentTokens.add(authorization.replace(/^\w+ ?/, ''));
      for (const route of routes) {
        const response = await send(route, authorization);
        expect({ route, status: response.statusCode }).toEqual({ route, status: 401 });
        expect(response.headers['www-authenticate']).toMatch(/^Bearer error="invalid_token", error_description="[^"]+"$/);
        expect(response.headers['www-authenticate']).toMatch(description);
        expect(response.json()).toEqual({ error: 'Unauthorized', message: expect.stringMatching(description) });
      }
    });

    test('a valid token without the role: 403 on the role routes only', async () => {
      const authorization = `Bearer ${await userToken()}`;
      sentTokens.add(authorization.slice(7));
      for (const route of routes) {
        const response = await send(route, authorization);
        if (ROLE_ROUTES.includes(route)) {
          expect({ route, status: response.statusCode }).toEqual({ route, status: 403 });
          expect(response.json()).toEqual({ error: 'Forbidden', message: 'This needs the role Administrator or Developer.' });
        } else {
          expectServed(route, response);
        }
      }
    });

    test.each([
      ['Administrator', 'rs'],
      ['Developer', 'es'],
    ] as const)('a valid %s token (signed %s): no route refuses it', async (role, key) => {
      const authorization = `Bearer ${await provider.token({ claims: { sub: 'staff-1', roles: [role] }, key })}`;
      sentTokens.add(authorization.slice(7));
      for (const route of routes) {
        const response = await send(route, authorization);
        expectServed(route, response);
      }
    });
  });

  describe('GET /api/session', () => {
    test('answers the verified caller with the role flags', async () => {
      const token = await provider.token({ claims: { sub: 'dev-7', name: 'Dana Developer', roles: ['Developer', 'User'], scp: 'user.read roles.read' } });
      const response = await call(appOf(), 'GET', '/api/session', token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.vary).toMatch(/Authorization/);
      expect(response.json<Session>()).toEqual({ sub: 'dev-7', name: 'Dana Developer', roles: ['Developer', 'User'], isDeveloper: true, isAdmin: false, isUser: true });
    });

    test('a single role string counts; no name is null; roles come from AUTH_ROLES_CLAIM only', async () => {
      const token = await provider.token({ claims: { sub: 'admin-1', roles: 'Administrator', groups: ['Developer'] } });
      expect((await call(appOf(), 'GET', '/api/session', token)).json<Session>()).toEqual({
        sub: 'admin-1',
        name: null,
        roles: ['Administrator'],
        isDeveloper: false,
        isAdmin: true,
        isUser: false,
      });
    });

    test('the scheme is case-insensitive (RFC 6750)', async () => {
      const token = await userToken();
      sentTokens.add(token);
      expect((await appOf().inject({ method: 'GET', url: '/api/session', headers: { authorization: `bearer ${token}` } })).statusCode).toBe(200);
    });

    test('without a token: 401 with a plain Bearer challenge', async () => {
      const response = await appOf().inject({ method: 'GET', url: '/api/session' });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    });
  });

  describe('staff layers and sources', () => {
    const layerNames = (response: LightMyRequestResponse) => response.json<MapLayer[]>().map((layer) => `${layer.id}|${String(layer.lreProperties.layerGroup ?? '')}`);
    const sourceIds = (response: LightMyRequestResponse) => response.json<MapSource[]>().map((source) => source.id);

    test('the staff layer only for a verified caller, answered privately; the public answer stays public for a day', async () => {
      const publicLayers = await call(appOf(), 'GET', '/api/public-map/layers');
      const staffLayers = await call(appOf(), 'GET', '/api/public-map/layers', await userToken());
      const publicAgain = await call(appOf(), 'GET', '/api/public-map/layers');
      expect(publicLayers.statusCode).toBe(200);
      expect(staffLayers.statusCode).toBe(200);
      expect(layerNames(publicLayers).join('\n')).not.toContain(STAFF_LAYER);
      expect(layerNames(staffLayers).join('\n')).toContain(STAFF_LAYER);
      expect(layerNames(publicAgain)).toEqual(layerNames(publicLayers));
      expect(publicLayers.headers['cache-control']).toBe('public, max-age=86400');
      expect(publicLayers.headers.vary).toMatch(/Authorization/);
      expect(staffLayers.headers['cache-control']).toBe('private, no-cache');
      expect(staffLayers.headers.vary).toMatch(/Authorization/);
      expect(staffLayers.headers.etag).not.toBe(publicLayers.headers.etag);
    });

    test('the staff source only for a verified caller, never through the public response cache, either way', async () => {
      const first = await call(appOf(), 'GET', '/api/public-map/sources');
      const publicHit = await call(appOf(), 'GET', '/api/public-map/sources');
      expect(publicHit.headers['x-response-cache']).toBe('hit');
      const staff = await call(appOf(), 'GET', '/api/public-map/sources', await userToken());
      const staffAgain = await call(appOf(), 'GET', '/api/public-map/sources', await userToken('user-b'));
      const publicAgain = await call(appOf(), 'GET', '/api/public-map/sources');
      for (const response of [first, publicHit, publicAgain]) {
        expect(sourceIds(response)).not.toContain(STAFF_SOURCE);
        expect(response.headers.vary).toMatch(/Authorization/);
      }
      for (const response of [staff, staffAgain]) {
        expect(sourceIds(response)).toContain(STAFF_SOURCE);
        expect(response.headers['x-response-cache']).toBeUndefined();
        expect(response.headers['cache-control']).toBe('private, no-cache');
        expect(response.headers.vary).toMatch(/Authorization/);
      }
      expect(publicAgain.body).toBe(first.body);
    });
  });

  describe('saved download filters by identity', () => {
    const save = (sub: string, token: string | undefined, filter: Partial<SavedDownloadFilter>, cookie?: string) =>
      call(appOf(), 'PUT', '/api/download-user-filters', token, { ...FILTER, ...filter, user_uuid: sub }, cookie ? { cookie } : {});
    const read = (sub: string, token: string | undefined, cookie?: string) => call(appOf(), 'GET', `/api/download-user-filters/${sub}`, token, undefined, cookie ? { cookie } : {});

    test('two users and an anonymous browser each keep their own filter; naming another user is 403', async () => {
      const tokenA = await userToken('user-a');
      const tokenB = await userToken('user-b');
      expect((await save('user-a', tokenA, { locations: [68] })).statusCode).toBe(200);
      expect((await save('user-b', tokenB, { locations: [83] })).statusCode).toBe(200);
      const anonymous = await save('public', undefined, { locations: [79] });
      expect(anonymous.statusCode).toBe(200);
      const cookie = String(anonymous.headers['set-cookie']).split(';')[0]!;

      expect((await read('user-a', tokenA)).json()).toMatchObject({ user_uuid: 'user-a', locations: [68] });
      expect((await read('user-b', tokenB)).json()).toMatchObject({ user_uuid: 'user-b', locations: [83] });
      expect((await read('public', undefined, cookie)).json()).toMatchObject({ user_uuid: 'public', locations: [79] });

      // A names B, or a signed-out caller names a user: 403 and nothing read or written.
      const aReadsB = await read('user-b', tokenA);
      expect(aReadsB.statusCode).toBe(403);
      expect(aReadsB.json()).toMatchObject({ error: 'Forbidden', field: 'userSub' });
      expect((await save('user-b', tokenA, { locations: [120] })).statusCode).toBe(403);
      expect((await read('user-a', undefined, cookie)).statusCode).toBe(403);
      expect((await call(appOf(), 'POST', '/api/download-user-filters-recordcounts', tokenA, { uuid: 'user-b' })).statusCode).toBe(403);
      expect((await call(appOf(), 'POST', '/api/download-user-selected-data', tokenB, { uuid: 'user-a' })).statusCode).toBe(403);
      expect((await read('user-b', tokenB)).json()).toMatchObject({ locations: [83] });

      // A signed-in user naming 'public' reads this browser's anonymous filter (by its cookie), not theirs.
      expect((await read('public', tokenA, cookie)).json()).toMatchObject({ user_uuid: 'public', locations: [79] });
      const counted = await call(appOf(), 'POST', '/api/download-user-filters-recordcounts', tokenA, { uuid: 'user-a' });
      expect(counted.statusCode).toBe(200);
      expect(counted.json<Array<{ sel_recordcount: number }>>()[0]!.sel_recordcount).toBeGreaterThan(0);
      const file = await call(appOf(), 'POST', '/api/download-user-selected-data', tokenA, { uuid: 'user-a' });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/text\/csv/);

      // Stored under keys that cannot collide with the anonymous visitors'.
      const { rows } = await appOf().basinApi.db.query<{ user_uuid: string }>("SELECT user_uuid FROM download_user_filters WHERE user_uuid LIKE 'sub:%' ORDER BY 1");
      expect(rows.map((row) => row.user_uuid)).toEqual(['sub:user-a', 'sub:user-b']);
    });

    test("a user whose sub is a visitor key's shape still gets their own key", async () => {
      const token = await userToken('visitor:abc');
      expect((await save('visitor:abc', token, { locations: [80] })).statusCode).toBe(200);
      expect((await read('visitor%3Aabc', token)).json()).toMatchObject({ locations: [80] });
    });
  });

  describe('staff pinning of summary periods', () => {
    const pinnedOf = async (period: { startDate: string; endDate: string }) =>
      (
        await appOf().basinApi.db.query<{ pinned: boolean }>('SELECT pinned FROM wq_summary_periods WHERE period_start = $1 AND period_end = $2', [
          period.startDate,
          period.endDate,
        ])
      ).rows[0]?.pinned ?? null;

    test('staff pin a period (computing it) and unpin it; a user may not', async () => {
      const staff = await staffToken();
      expect((await call(appOf(), 'PUT', '/api/dynamic-period-of-record/pinned', await userToken(), PINNED_PERIOD)).statusCode).toBe(403);
      const pinned = await call(appOf(), 'PUT', '/api/dynamic-period-of-record/pinned', staff, PINNED_PERIOD);
      expect([200, 202]).toContain(pinned.statusCode);
      expect(pinned.json()).toMatchObject({ period_start: PINNED_PERIOD.startDate, period_end: PINNED_PERIOD.endDate, pinned: true });
      await appOf().basinApi.summaryPeriods.settled();
      expect(await pinnedOf(PINNED_PERIOD)).toBe(true);
      const again = await call(appOf(), 'PUT', '/api/dynamic-period-of-record/pinned', staff, PINNED_PERIOD);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ pinned: true, status: 'complete' });

      const query = `startDate=${PINNED_PERIOD.startDate}&endDate=${PINNED_PERIOD.endDate}`;
      const unpinned = await call(appOf(), 'DELETE', `/api/dynamic-period-of-record/pinned?${query}`, staff);
      expect(unpinned.statusCode).toBe(200);
      expect(unpinned.json()).toMatchObject({ pinned: false, status: 'complete' });
      expect(await pinnedOf(PINNED_PERIOD)).toBe(false);
    });

    test('the baseline stays pinned (400 naming the field); bad dates are 400; an unknown period is 404', async () => {
      const staff = await staffToken();
      const baseline = await call(appOf(), 'DELETE', `/api/dynamic-period-of-record/pinned?startDate=${BASELINE_PERIOD.start}&endDate=${BASELINE_PERIOD.end}`, staff);
      expect(baseline.statusCode).toBe(400);
      expect(baseline.json()).toMatchObject({ error: 'Bad Request', field: 'startDate' });
      expect((await call(appOf(), 'DELETE', '/api/dynamic-period-of-record/pinned', staff)).json()).toMatchObject({ field: 'startDate' });
      expect(await pinnedOf({ startDate: BASELINE_PERIOD.start, endDate: BASELINE_PERIOD.end })).toBe(true);
      const reversed = await call(appOf(), 'PUT', '/api/dynamic-period-of-record/pinned', staff, { startDate: '2016-01-01', endDate: '2015-01-01' });
      expect(reversed.json()).toMatchObject({ error: 'Bad Request', field: 'endDate' });
      expect((await call(appOf(), 'PUT', '/api/dynamic-period-of-record/pinned', staff, { startDate: '2016-01-01' })).json()).toMatchObject({ field: 'endDate' });
      expect((await call(appOf(), 'DELETE', '/api/dynamic-period-of-record/pinned?startDate=2001-01-01&endDate=2001-02-01', staff)).statusCode).toBe(404);
    });
  });

  describe('the identity provider', () => {
    test('a key added to the JWKS later (a rotation) is picked up', async () => {
      const next = await TestIdentityProvider.unpublishedKey('rs-2');
      const token = await provider.token({ key: next });
      sentTokens.add(token);
      expect((await call(appOf(), 'GET', '/api/session', token)).statusCode).toBe(401);
      provider.publish(next);
      expect((await call(appOf(), 'GET', '/api/session', token)).statusCode).toBe(200);
    });

    test('unreachable: 503 with a clear message, never 500', async () => {
      provider.up = false;
      try {
        // A key the API has not seen makes it fetch the keys again: the provider does not answer.
        const token = await provider.token({ key: await TestIdentityProvider.unpublishedKey('rs-3') });
        sentTokens.add(token);
        const response = await call(appOf(), 'GET', '/api/public-map/layers', token);
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ error: 'Service Unavailable', message: expect.stringMatching(/identity provider/) });
      } finally {
        provider.up = true;
      }
    });
  });

  test('the log records rejections (reason, route, ip) and never a token', async () => {
    // Each kind of refusal once here too: the matrix sends them all, but it may be skipped on this engine.
    for (const [, header] of invalid) {
      const authorization = await header();
      sentTokens.add(authorization.replace(/^\w+ ?/, ''));
      await appOf().inject({ method: 'GET', url: '/api/health', headers: { authorization } });
    }
    await appOf().inject({ method: 'GET', url: '/api/session' });
    const rejected = log.events('auth.rejected');
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected[0]).toEqual(expect.objectContaining({ reason: expect.any(String), route: expect.any(String), ip: expect.any(String) }));
    expect(new Set(rejected.map((entry) => entry.reason))).toEqual(
      new Set(['no-token', 'not-bearer', 'malformed', 'signature', 'algorithm', 'expired', 'not-yet-valid', 'wrong-issuer', 'wrong-audience', 'unknown-key', 'missing-exp']),
    );
    expect(log.events('auth.forbidden').length).toBeGreaterThan(0);
    const all = log.lines.join('\n');
    expect(sentTokens.size).toBeGreaterThan(10);
    for (const token of sentTokens) {
      if (token.length < 20) continue; // 'not.a.jwt' and an empty bearer are not secrets
      expect(all).not.toContain(token);
      expect(all).not.toContain(token.split('.')[2] || token);
    }
    expect(all).not.toMatch(/Bearer ey/);
  });
});

describe.each(testEngines())('sign-in off on %s', (engine) => {
  let provider: TestIdentityProvider;
  beforeAll(async () => {
    provider = await TestIdentityProvider.start();
  });
  afterAll(async () => provider?.stop());
  // No data needed: an empty database (migrations only) answers the public layers with its rows.
  let testDb: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    const db = await testDb.open();
    await migrate(db).finally(() => db.end());
    app = await buildApp({ ...testDb.appOptions, auth: null, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
  });
  const appOf = () => app!;

  test('a bearer token is 401 (sign-in is not configured); public calls work as before', async () => {
    const response = await appOf().inject({ method: 'GET', url: '/api/public-map/layers', headers: { authorization: `Bearer ${await provider.token()}` } });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/sign-in is not configured/);
    const layers = await appOf().inject({ method: 'GET', url: '/api/public-map/layers' });
    expect(layers.statusCode).toBe(200);
    expect(layers.body).not.toContain(STAFF_LAYER);
    expect((await appOf().inject({ method: 'GET', url: '/api/session' })).statusCode).toBe(401);
    const saved = await appOf().inject({ method: 'GET', url: '/api/download-user-filters/public' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toBeNull();
    expect((await appOf().inject({ method: 'GET', url: '/api/download-user-filters/someone' })).statusCode).toBe(403);
  });
});

describe('token verification (unit)', () => {
  test('roles from the configured claim; scopes from scp or scope, space-separated or a list', () => {
    expect(userOf({ sub: 'a', roles: ['User'], scp: 'one two' }, 'roles')).toEqual({ sub: 'a', roles: ['User'], scopes: ['one', 'two'] });
    expect(userOf({ sub: 'a', groups: 'Developer', scope: ['x'], name: 'A' }, 'groups')).toEqual({ sub: 'a', name: 'A', roles: ['Developer'], scopes: ['x'] });
    expect(userOf({ sub: 'a', roles: [1, 'User'] }, 'roles').roles).toEqual(['User']);
  });

  test('a provider that is not there is "unavailable", not a rejected token; the next token tries again', async () => {
    const provider = await TestIdentityProvider.start();
    const token = await provider.token();
    const verifier = new TokenVerifier(authSettingsOf(provider.authOptions()));
    provider.up = false;
    await expect(verifier.verify(token)).rejects.toThrow(/discovery document could not be read/);
    provider.up = true;
    await expect(verifier.verify(token)).resolves.toMatchObject({ sub: 'user-a' });
    await provider.stop();
  });

  test('a discovery document of another issuer is refused; AUTH_ISSUER names the issuer explicitly', async () => {
    const provider = await TestIdentityProvider.start();
    const token = await provider.token();
    await expect(new TokenVerifier(authSettingsOf(provider.authOptions({ authority: `${provider.authority}/` }))).verify(token)).resolves.toMatchObject({ sub: 'user-a' });
    await expect(new TokenVerifier(authSettingsOf(provider.authOptions({ issuer: 'https://other.example' }))).verify(token)).rejects.toThrow(/another issuer/);
    await provider.stop();
  });

  test('settings from the environment: off without AUTH_AUTHORITY; AUTH_AUDIENCE required with it', () => {
    expect(authSettings({})).toBeNull();
    expect(() => authSettings({ AUTH_AUTHORITY: 'https://localhost:8085' })).toThrow(/AUTH_AUDIENCE is required/);
    expect(() => authSettings({ AUTH_AUTHORITY: 'https://localhost:8085', AUTH_AUDIENCE: 'basin-api', AUTH_CLOCK_TOLERANCE_SECONDS: 'soon' })).toThrow(/AUTH_CLOCK_TOLERANCE_SECONDS/);
    expect(
      authSettings({ AUTH_AUTHORITY: 'https://localhost:8085', AUTH_AUDIENCE: 'basin-api', AUTH_ISSUER: 'https://localhost:8085', AUTH_ROLES_CLAIM: 'groups', AUTH_CLOCK_TOLERANCE_SECONDS: '5', AUTH_CLIENT_ID: 'ignored' }),
    ).toEqual({ authority: 'https://localhost:8085', audience: 'basin-api', issuer: 'https://localhost:8085', rolesClaim: 'groups', clockToleranceSeconds: 5, jwksCooldownMs: 30_000 });
  });

  test('settings: AUTH_AUDIENCE is required with AUTH_AUTHORITY; defaults', () => {
    expect(() => authSettingsOf({ authority: 'https://idp.example', audience: '' })).toThrow(/AUTH_AUDIENCE/);
    expect(() => authSettingsOf({ authority: 'not a url', audience: 'x' })).toThrow(/AUTH_AUTHORITY/);
    expect(authSettingsOf({ authority: 'https://idp.example/', audience: 'basin-api' })).toEqual({
      authority: 'https://idp.example',
      audience: 'basin-api',
      issuer: undefined,
      rolesClaim: 'roles',
      clockToleranceSeconds: 30,
      jwksCooldownMs: 30_000,
    });
  });
});
