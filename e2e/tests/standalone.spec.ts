import { PORTAL_PORT } from '../playwright.config';
import { test, expect } from '../support/fixtures';

const TOOLS_ORIGIN = `http://localhost:${PORTAL_PORT + 4}`;

test('a remote runs standalone on its own origin, without the host layout', async ({ page, consoleErrors }) => {
  await page.goto(`${TOOLS_ORIGIN}/`);
  await expect(page.getByRole('link', { name: 'Site Summary Table' })).toBeVisible();
  await page.getByRole('link', { name: 'Site Summary Table' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site Summary Table');
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a remote page can be embedded in an iframe', async ({ page }) => {
  await page.setContent(`<iframe title="Site summary" src="${TOOLS_ORIGIN}/tools/site-summary-table" width="1200" height="800"></iframe>`);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Site Summary Table');
  await expect(frame.locator('tbody tr.ant-table-row').first()).toBeVisible();
});
