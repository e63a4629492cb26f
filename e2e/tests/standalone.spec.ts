import type { Page } from '@playwright/test';
import { PORTAL_PORT, PORTAL_URL } from '../playwright.config';
import { test, expect } from '../support/fixtures';

const TOOLS_ORIGIN = `http://localhost:${PORTAL_PORT + 4}`;
/** Another site. The machine is offline: the test serves its page (page.route), as the PRF spec serves its dashboard. */
const PARTNER_URL = 'https://partner.example/basin-data.html';
/** A page of the portal's own origin that is none of its apps' pages (say, an operator's status page). */
const PORTAL_PAGE_URL = `${PORTAL_URL}/e2e-portal-page.html`;

/** Opens `url`, answered by the test itself, as a page holding one titled iframe per entry of `frames`. */
async function openFramingPage(page: Page, url: string, frames: Record<string, string>) {
  // A page the test answers comes from no address, so Chromium counts it as a public site and asks the
  // visitor before it may load pages of this machine (Local Network Access); the visitor says yes here.
  // The portal of production is not on the visitor's network: frame-ancestors alone decides there.
  await page.context().grantPermissions(['local-network-access'], { origin: new URL(url).origin });
  const iframes = Object.entries(frames).map(([title, src]) => `<iframe title="${title}" src="${src}" width="1200" height="700"></iframe>`);
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><title>Framing page</title><h1>Framing page</h1>${iframes.join('')}</html>` }));
  await page.goto(url);
}

test('a remote runs standalone on its own origin, without the host layout', async ({ page, consoleErrors }) => {
  await page.goto(`${TOOLS_ORIGIN}/`);
  await expect(page.getByRole('link', { name: 'Site Summary Table' })).toBeVisible();
  await page.getByRole('link', { name: 'Site Summary Table' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site Summary Table');
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("a remote page runs inside an iframe of the portal's own origin", async ({ page, consoleErrors }) => {
  // npm start: the remote is on its own port, and its pages name the portal's origin in frame-ancestors.
  await openFramingPage(page, PORTAL_PAGE_URL, { 'Site summary': `${TOOLS_ORIGIN}/tools/site-summary-table` });
  const frame = page.frameLocator('iframe[title="Site summary"]');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Site Summary Table');
  await expect(frame.locator('tbody tr.ant-table-row').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("another site's iframe gets the embeds only: a remote's page and a host page are refused", async ({ page, consoleErrors }) => {
  await openFramingPage(page, PARTNER_URL, {
    'Remote page': `${TOOLS_ORIGIN}/tools/site-summary-table`,
    'Host page': `${PORTAL_URL}/tools/site-summary-table`,
    'Stream logger': `${PORTAL_URL}/data-access/public-map-i-frame-stream-logger`,
  });
  // The embed renders in the partner's page (README "Stream logger frame").
  await expect(page.frameLocator('iframe[title="Stream logger"]').getByRole('combobox', { name: 'Parameter' })).toBeVisible({ timeout: 30_000 });
  // The browser refuses the others (frame-ancestors) and shows its own error page in their place.
  const refusals = () => consoleErrors.filter((message) => message.includes('frame-ancestors'));
  await expect.poll(() => refusals().length).toBe(2);
  expect(refusals().join('\n')).toContain(`'${TOOLS_ORIGIN}/'`);
  expect(refusals().join('\n')).toContain(`'${PORTAL_URL}/'`);
  for (const title of ['Remote page', 'Host page']) {
    const frame = await page.locator(`iframe[title="${title}"]`).elementHandle().then((element) => element!.contentFrame());
    expect(frame!.url(), title).toMatch(/^chrome-error:/);
  }
  expect(consoleErrors.filter((message) => !message.includes('frame-ancestors'))).toEqual([]);
});
