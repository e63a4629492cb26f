import type { Page, Request } from '@playwright/test';
import { test, expect, accessibilityViolations } from '../support/fixtures';
import { MAP_PATH, mapIdle } from '../support/mapPage';
import { newContext, signIn, testUser } from '../support/signIn';

// Staff sign-in (issue 16) through the development OpenID Connect provider that the portal server
// starts (https, self-signed: the contexts accept its certificate, playwright.config.ts).
test.describe.configure({ timeout: 120_000 });

const STAFF_LAYER = 'Onsite Wastewater Systems (staff)';
/** The provider's token endpoint (MSAL adds a client-request-id query). */
const TOKEN_ENDPOINT = /\/token(\?|$)/;

/** The layers call of the next map load, with the JSON it answered. */
async function layersCall(page: Page, load: () => Promise<unknown>) {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/public-map/layers')), load()]);
  const layers = (await response.json()) as Array<{ lreProperties: { layerGroup: string | null } }>;
  return { authorization: response.request().headers().authorization ?? null, groups: layers.map((layer) => layer.lreProperties.layerGroup) };
}

const tokenRefresh = (request: Request) => request.method() === 'POST' && request.url().includes('/token') && (request.postData() ?? '').includes('grant_type=refresh_token');

test('a staff member signs in with the provider form, sees the staff layers without the disclaimer, and a clean page', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'developer');
  await expect(page.getByRole('banner')).toContainText(testUser('developer').name);
  const staffLayers = await layersCall(page, () => page.goto(MAP_PATH));
  expect(staffLayers.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  expect(staffLayers.groups).toContain(STAFF_LAYER);
  await mapIdle(page);
  await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('each role sees its own view: Import Data only for those who manage data; public calls carry no token', async ({ browser }) => {
  for (const [username, seesImport] of [['admin', true], ['user', false]] as const) {
    const context = await newContext(browser, username);
    const page = await context.newPage();
    const bearerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/') && request.headers().authorization) bearerCalls.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('banner')).toContainText(testUser(username).name);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: /Flood Alert/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /Import Data/ })).toHaveCount(seesImport ? 1 : 0);
    if (seesImport) {
      expect(await accessibilityViolations(page)).toEqual([]);
    } else {
      // Data pages call the API without the token (spec 02 §6).
      await page.goto('/tools/site-summary-table');
      await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
      expect(bearerCalls.filter((pathname) => !pathname.startsWith('/api/public-map/layers') && !pathname.startsWith('/api/public-map/sources'))).toEqual([]);
    }
    await context.close();
  }
});

test('saved download filters belong to the signed-in user, not to the browser', async ({ browser }) => {
  const context = await newContext(browser, 'user');
  const page = await context.newPage();
  await page.goto('/tools/download');
  const submit = page.getByRole('button', { name: 'Submit Filters' });
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  const [save] = await Promise.all([page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/download-user-filters')), submit.click()]);
  expect(save.headers().authorization).toMatch(/^Bearer /);
  expect(JSON.parse(save.postData()!).user_uuid).toBe(testUser('user').sub);
  await expect(page.getByText(/^Records selected: [\d,]+/)).toBeVisible({ timeout: 30_000 });

  // The same user's saved filter is theirs on a second visit; the anonymous browser has none.
  const [restore] = await Promise.all([page.waitForResponse((r) => r.url().includes(`/api/download-user-filters/${testUser('user').sub}`)), page.goto('/tools/download')]);
  expect((await restore.json())?.user_uuid).toBe(testUser('user').sub);
  const anonymous = await newContext(browser);
  expect(await (await anonymous.request.get('/api/download-user-filters/public')).json()).toBeNull();
  await anonymous.close();
  await context.close();
});

test('an expired access token is renewed with the refresh token; a refused renewal falls back to public use with a toast; sign-out ends the session', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/');
  await signIn(page, 'user');

  // Two hours later the access token (one hour) has expired: the next layers call renews it first.
  await page.clock.fastForward('02:00:00');
  const [refresh, renewed] = await Promise.all([page.waitForRequest(tokenRefresh), layersCall(page, () => page.goto(MAP_PATH))]);
  expect(refresh.url()).toMatch(/^https:/);
  expect(renewed.authorization).toMatch(/^Bearer /);
  expect(renewed.groups).toContain(STAFF_LAYER);

  // The provider refuses the next renewal (revoked, say): the page carries on as the public.
  await page.route(TOKEN_ENDPOINT, (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'invalid_grant', error_description: 'grant revoked' }) }));
  await page.clock.fastForward('02:00:00');
  const fallback = await layersCall(page, () => page.reload());
  expect(fallback.authorization).toBeNull();
  expect(fallback.groups).not.toContain(STAFF_LAYER);
  await expect(page.getByText(/^Your session has ended\./)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.unroute(TOKEN_ENDPOINT);

  // The public map asks for the disclaimer again. Sign in again (from home) and sign out: the provider
  // ends its session (id_token_hint) and sends the browser home.
  await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toBeVisible();
  await page.goto('/');
  await signIn(page, 'user');
  const [endSession] = await Promise.all([page.waitForRequest((r) => r.url().includes('/session/end')), page.getByRole('banner').getByRole('link', { name: 'Sign out' }).click()]);
  expect(new URL(endSession.url()).searchParams.get('id_token_hint')).toBeTruthy();
  await expect(page).toHaveURL(`${test.info().project.use.baseURL}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  // Nothing to restore on the next visit: the page loads as the public.
  const afterSignOut = await layersCall(page, () => page.goto(MAP_PATH));
  expect(afterSignOut.authorization).toBeNull();
  expect(afterSignOut.groups).not.toContain(STAFF_LAYER);
  await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toBeVisible();
  await context.close();
});

// Issue 30: the sign-in error overflowed its toast and covered its close button.
for (const size of [
  { name: 'desktop', viewport: { width: 1400, height: 900 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const) {
  test.describe(`sign-in error toast (${size.name})`, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile });

    test('a sign-in that cannot reach the provider says so in words, in a toast whose close button stays clear', async ({ page }) => {
      await page.goto('/');
      // The provider's discovery document does not answer: MSAL cannot resolve its endpoints.
      await page.route(/\/\.well-known\/openid-configuration/, (route) => route.abort('connectionrefused'));
      await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
      const notice = page.locator('.ant-notification-notice').filter({ hasText: /^Sign-in (is not available|failed)/ });
      await expect(notice).toBeVisible({ timeout: 30_000 });
      await expect(notice).not.toContainText('aka.ms');
      const close = notice.getByRole('button', { name: 'Close' });
      await expect(close).toBeVisible();
      // The text's own line boxes (not the title's padding box, which antd runs under the button) stay
      // inside the toast and beside, not under, the close button.
      const [noticeBox, closeBox, lineBoxes] = await Promise.all([
        notice.boundingBox(),
        close.boundingBox(),
        notice.locator('.ant-notification-notice-title').evaluate((title) => {
          const range = document.createRange();
          range.selectNodeContents(title);
          return [...range.getClientRects()].map(({ x, y, width, height }) => ({ x, y, width, height }));
        }),
      ]);
      expect(lineBoxes.length).toBeGreaterThan(0);
      for (const line of lineBoxes) {
        expect(line.x + line.width).toBeLessThanOrEqual(noticeBox!.x + noticeBox!.width + 0.5);
        const overlaps = line.x < closeBox!.x + closeBox!.width && closeBox!.x < line.x + line.width && line.y < closeBox!.y + closeBox!.height && closeBox!.y < line.y + line.height;
        expect(overlaps).toBe(false);
      }
      // Nothing covers the close button: the element at its centre is the button (or its icon).
      const onTop = await close.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && button.contains(hit);
      });
      expect(onTop).toBe(true);
      await close.click();
      await expect(notice).toHaveCount(0);
    });
  });
}
