import { test, expect, accessibilityViolations } from '../support/fixtures';

// WCAG 2.2 A/AA scan of every page that is built. Later issues add their pages here.
const PAGES = ['/', '/accessibility', '/no/such/page', '/tools/site-summary-table'];

// Reduced motion (the portal honours it): a scan during antd's 0.2 s colour transition of a button
// that was just enabled would measure a colour half-way between disabled and enabled.
test.use({ reducedMotion: 'reduce' });

for (const path of PAGES) {
  test(`${path} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    if (path === '/tools/site-summary-table') {
      // The table's first page and its enabled tools: the view a visitor reads (the scan of a
      // thousand-row table takes a while; the toolbar must not be caught before the rows are in).
      await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
      for (const name of ['Copy', 'Export CSV']) await expect(page.getByRole('button', { name })).toBeEnabled();
    }
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}
