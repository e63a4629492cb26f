import { ROUTE_TABLE } from '../../shared/src/routing/routeTable';
import { test, expect } from '../support/fixtures';

test.describe('every route of the spec resolves to its page', () => {
  test('home page', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Basin Water Portal/);
    expect(consoleErrors).toEqual([]);
  });

  test('accessibility page', async ({ page, consoleErrors }) => {
    await page.goto('/accessibility');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Accessibility');
    await expect(page.getByText('WCAG 2.2', { exact: false }).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  for (const route of ROUTE_TABLE) {
    test(`${route.path} shows "${route.title}"`, async ({ page, consoleErrors }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
      await expect(page).toHaveTitle(new RegExp(route.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      // Embeds render without the portal's layout; every other page inside it.
      await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(route.layout === 'bare' ? 0 : 1);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Page not found. The page you are looking for might have been removed.')).toBeVisible();
    await page.getByRole('link', { name: 'Return to home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('logout signs out and returns home', async ({ page }) => {
    await page.goto('/auth/logout');
    await expect(page).toHaveURL(/\/$/);
  });
});
