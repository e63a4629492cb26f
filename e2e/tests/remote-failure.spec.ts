import type { Page } from '@playwright/test';
import { PORTAL_PORT } from '../playwright.config';
import { test, expect } from '../support/fixtures';

// The explore remote is served from PORT+2; these tests break it in three ways and check that only
// its own pages suffer: they show a message with Retry, while the sidebar and other pages work.
const EXPLORE_ORIGIN = `http://localhost:${PORTAL_PORT + 2}`;
const EXPLORE_PAGE = { path: '/explore/correlation-graph', title: 'Correlation Graph' };
const FAILURE_TEXT = /could not be loaded/i;

async function expectOtherPagesStillWork(page: Page) {
  await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
  await page.goto('/tools/site-summary-table');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site Summary Table');
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function expectFailureThenRetrySucceeds(page: Page, repair: () => Promise<void>) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EXPLORE_PAGE.title);
  await expect(page.getByText(FAILURE_TEXT)).toBeVisible();
  await repair();
  await page.getByRole('button', { name: /retry/i }).click();
  await expect(page.getByText(FAILURE_TEXT)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Swap Axes' })).toBeVisible();
}

test('a remote that is down breaks only its own pages', async ({ page }) => {
  await page.route(`${EXPLORE_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
  await page.goto(EXPLORE_PAGE.path);
  await expectFailureThenRetrySucceeds(page, () => page.unroute(`${EXPLORE_ORIGIN}/**`));
  await page.route(`${EXPLORE_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
  await expectOtherPagesStillWork(page);
});

test('a remote that is too slow times out with a message', async ({ page }) => {
  let slow = true;
  await page.route(`${EXPLORE_ORIGIN}/mf-manifest.json*`, async (route) => {
    if (slow) await new Promise((resolve) => setTimeout(resolve, 8_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto(EXPLORE_PAGE.path);
  await expectFailureThenRetrySucceeds(page, async () => {
    slow = false;
  });
  await expectOtherPagesStillWork(page);
});

test('a remote page that throws while rendering shows the message and keeps the portal working', async ({ page }) => {
  // A stand-in federation container whose page throws during render.
  const brokenEntry = `${EXPLORE_ORIGIN}/broken-remote-entry.js`;
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.remotes.explore = brokenEntry;
    await route.fulfill({ response, json: config });
  });
  await page.route(brokenEntry, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `
        window.remote_explore = {
          init: function () {},
          get: function () {
            return Promise.resolve(function () {
              function Broken() { throw new Error('A remote page crashed while rendering'); }
              return { default: [${JSON.stringify(EXPLORE_PAGE.path)}].map(function (path) {
                return { path: path, title: ${JSON.stringify(EXPLORE_PAGE.title)}, remote: 'explore', layout: 'portal', Component: Broken };
              }) };
            });
          }
        };`,
    }),
  );
  await page.goto(EXPLORE_PAGE.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EXPLORE_PAGE.title);
  await expect(page.getByText(FAILURE_TEXT)).toBeVisible();
  await expect(page.getByRole('button', { name: /retry/i })).toBeVisible();
  await expectOtherPagesStillWork(page);
});
