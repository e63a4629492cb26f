import { test, expect, accessibilityViolations } from '../support/fixtures';

// WCAG 2.2 A/AA scan of every page that is built. Later issues add their pages here.
const PAGES = ['/', '/accessibility', '/no/such/page', '/tools/site-summary-table'];

for (const path of PAGES) {
  test(`${path} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}
