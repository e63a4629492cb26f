import { PORTAL_PORT, PORTAL_URL } from '../playwright.config';
import { test, expect } from '../support/fixtures';
import { startSentryReceiver, type SentryReceiver } from '../../tooling/sentry-receiver/receiver.cjs';

// Error reports from the pages reach the error-reporting service named in /config.json: here the local
// stand-in (tooling/sentry-receiver), on a port of this run's range beyond the remotes and the identity provider.
const RECEIVER_PORT = PORTAL_PORT + 50;
const EXPLORE_ORIGIN = `http://localhost:${PORTAL_PORT + 2}`;
const EXPLORE_PAGE = '/explore/correlation-graph';
const RELEASE = 'e2e-release-1';
/** The SDK's chunk (webpackChunkName in shared/src/error-reporting/errorReporting.ts). */
const SDK_CHUNK = /\/error-reporting\.[0-9a-f]+\.js$/;

let receiver: SentryReceiver;
test.beforeAll(async () => {
  receiver = await startSentryReceiver({ port: RECEIVER_PORT, host: 'localhost' });
});
test.afterAll(async () => {
  await receiver?.close();
});

test('a remote that fails in the host is reported with its name and the release; without a DSN the SDK is not loaded', async ({ page, consoleErrors }) => {
  const sdkRequests: string[] = [];
  page.on('request', (request) => {
    if (SDK_CHUNK.test(new URL(request.url()).pathname)) sdkRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(sdkRequests).toEqual([]);
  expect(consoleErrors).toEqual([]);

  // What the server sends with SENTRY_DSN set: the DSN in /config.json and its origin in the page's connect-src.
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({ response, json: { ...config, errorReporting: { dsn: receiver.dsn, environment: 'e2e', release: RELEASE, tracesSampleRate: 0.1 } } });
  });
  await page.route(`${PORTAL_URL}${EXPLORE_PAGE}`, async (route) => {
    const response = await route.fetch();
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toContain('connect-src ');
    await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy.replace('connect-src ', `connect-src ${receiver.origin} `) } });
  });
  // A document served through page.route has no address, so Chromium's Local Network Access check refuses
  // its calls to a loopback server; Playwright passes the (CSP-checked) envelope on from the test process.
  await page.route(`${receiver.origin}/**`, async (route) => route.fulfill({ response: await route.fetch() }));
  // The explore remote is down: its page fails to load and the host's boundary reports it.
  await page.route(`${EXPLORE_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
  await page.goto(EXPLORE_PAGE);
  await expect(page.getByText(/could not be loaded/i)).toBeVisible();

  const event = await receiver.waitForEvent((received) => received.tags?.remote === 'explore');
  expect(event.release).toBe(RELEASE);
  expect(event.environment).toBe('e2e');
  expect(sdkRequests).toHaveLength(1);
  // The aborted remote logs its failed requests; nothing else may be in the console (a CSP violation would).
  expect(consoleErrors.filter((text) => !/ERR_CONNECTION_REFUSED|RemoteLoadError/.test(text))).toEqual([]);
});
