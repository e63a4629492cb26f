// The API's error reports, received by the local Sentry stand-in (tooling/sentry-receiver): a route
// that fails for real (its table is gone) arrives with its route pattern, release and environment and
// without the caller's token or cookies; a client error (400) is not reported.
import type { FastifyInstance } from 'fastify';
import * as Sentry from '@sentry/node';
import { startSentryReceiver, type SentryReceiver } from '../../../tooling/sentry-receiver/receiver.cjs';
import { buildApp } from '../app';
import { createTestDatabase, testEngines, type TestDatabase } from '../test-support/databases';
import { TestIdentityProvider } from '../test-support/testIdentityProvider';
import { errorReportingSettings } from './errorReporting';

describe('errorReportingSettings', () => {
  it('is off without SENTRY_DSN and reads the environment and release with one', () => {
    expect(errorReportingSettings({})).toBeNull();
    expect(errorReportingSettings({ SENTRY_DSN: 'https://key@glitchtip.example.org/3', SENTRY_RELEASE: 'abc123' })).toEqual({
      dsn: 'https://key@glitchtip.example.org/3',
      environment: 'production',
      release: 'abc123',
      tracesSampleRate: 0.1,
    });
    expect(errorReportingSettings({ SENTRY_DSN: 'https://key@glitchtip.example.org/3', SENTRY_TRACES_SAMPLE_RATE: '1' })?.tracesSampleRate).toBe(1);
  });

  it('refuses a DSN without a key or project', () => {
    expect(() => errorReportingSettings({ SENTRY_DSN: 'https://glitchtip.example.org/' })).toThrow(/SENTRY_DSN must look like/);
    expect(() => errorReportingSettings({ SENTRY_DSN: 'not a url' })).toThrow(/not a valid URL/);
    expect(() => errorReportingSettings({ SENTRY_DSN: 'https://key@glitchtip.example.org/3', SENTRY_TRACES_SAMPLE_RATE: '2' })).toThrow(/between 0 and 1/);
  });
});

describe.each(testEngines().slice(0, 1))('error reports of the API on %s', (engine) => {
  let receiver: SentryReceiver;
  let provider: TestIdentityProvider;
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    receiver = await startSentryReceiver();
    provider = await TestIdentityProvider.start();
    testDb = await createTestDatabase(engine);
    app = await buildApp({
      ...testDb.appOptions,
      logger: false,
      responseCacheBytes: 0,
      auth: provider.authOptions(),
      errorReporting: { dsn: receiver.dsn, environment: 'test', release: 'basin@1.2.3' },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.destroy();
    await receiver?.close();
    await provider?.stop();
  });

  it('reports a server error with the route, release and environment, without tokens or cookies; not a 400', async () => {
    const badInput = await app.inject({ method: 'GET', url: '/api/public-map/wells?startDate=yesterday' });
    expect(badInput.statusCode).toBe(400);

    const staffToken = await provider.token({ claims: { sub: 'staff-1', roles: ['Administrator'], email: 'staff@example.org' } });
    await app.basinApi.db.query('ALTER TABLE map_sources RENAME TO map_sources_gone');
    const failed = await app.inject({
      method: 'GET',
      url: '/api/public-map/sources',
      headers: { authorization: `Bearer ${staffToken}`, cookie: 'basin_visitor=secret-cookie' },
    });
    expect(failed.statusCode).toBe(500);

    const event = await receiver.waitForEvent();
    expect(event.tags).toMatchObject({ route: '/api/public-map/sources', method: 'GET' });
    expect(event.release).toBe('basin@1.2.3');
    expect(event.environment).toBe('test');
    expect(event.exception?.values?.[0]?.value).toMatch(/map_sources/);
    expect(event.request?.url).toBe('/api/public-map/sources');
    const sent = JSON.stringify(receiver.envelopes);
    expect(sent).not.toContain(staffToken);
    expect(sent).not.toMatch(/secret-cookie|staff@example.org/);

    await Sentry.flush(2000);
    expect(receiver.events()).toHaveLength(1);
  });
});
