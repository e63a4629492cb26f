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
    if (path === '/tools/site-summary-table') await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}
