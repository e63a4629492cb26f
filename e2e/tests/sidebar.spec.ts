import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROUTE_TABLE } from '../../shared/src/routing/routeTable';
import sharedEnglish from '../../shared/src/i18n/en.json';
import { test, expect, accessibilityViolations } from '../support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? path.join(__dirname, '../../test-results/screens');

test.describe('sidebar', () => {
  test('opens the group of the current page, and only one group at a time', async ({ page }) => {
    await page.goto('/explore/precipitation');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Explore', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Precipitation in the Basin' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('button', { name: 'Tools', exact: true }).click();
    await expect(nav.getByRole('button', { name: 'Tools', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('button', { name: 'Explore', exact: true })).toHaveAttribute('aria-expanded', 'false');

    await nav.getByRole('link', { name: 'Site Summary Table' }).click();
    await expect(page).toHaveURL(/\/tools\/site-summary-table$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site Summary Table');
  });

  test('every sidebar link points at its page', async ({ page }) => {
    // routes.spec.ts opens every path and checks its page; here each group's links name those paths.
    const linked = [{ path: '/tools/map', title: 'Public Map Explorer', group: 'tools' as const }, ...ROUTE_TABLE.filter((route) => route.group)];
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const route of linked) {
      const group = nav.getByRole('button', { name: sharedEnglish[`shared.routeGroup.${route.group!}`], exact: true });
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      await expect(nav.getByRole('link', { name: route.title, exact: true })).toHaveAttribute('href', route.path);
    }
  });

  test('external links open in a new tab; Import Data is for signed-in staff only', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: /Flood Alert/ })).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('link', { name: /Import Data/ })).toHaveCount(0);
  });

  test('collapsed state survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.getByRole('button', { name: 'Hide menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('is a temporary drawer on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: 'Tools', exact: true }).click();
    await nav.getByRole('link', { name: 'Site Summary Table' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site Summary Table');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });
});

/** The sidebar's search box (on a phone, in the drawer the Menu button opens). */
async function searchBox(page: Page, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  return { nav, box: nav.getByRole('search').getByRole('combobox', { name: 'Search the portal' }) };
}

// Issue 30: the search finds parameters, pages and glossary terms by their words, sites by id without
// punctuation and by the words of their descriptions, and works as a combobox, at both sizes.
for (const size of [
  { name: 'desktop', viewport: { width: 1400, height: 900 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const) {
  test.describe(`sidebar search (${size.name})`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.phone, isMobile: size.phone });

    test('finds parameters, sites without punctuation, sites by their description, pages and terms', async ({ page, consoleErrors }) => {
      await page.goto('/');
      const { nav, box } = await searchBox(page, size.phone);
      const results = nav.getByRole('listbox', { name: 'Search results' });
      const group = (name: string) => results.getByRole('group', { name });

      await box.fill('chlorophyll');
      await expect(group('Parameters (on the map)').getByRole('option', { name: /^Chlorophyll-a/ })).toBeVisible();
      await expect(group('Glossary').getByRole('option', { name: /^Chlorophyll-a/ })).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('status')).toContainText(/^\d+ results?: /);

      await box.fill('phosphorus');
      await expect(group('Parameters (on the map)').getByRole('option', { name: /^Total phosphorus/ })).toBeVisible();

      await box.fill('cc10');
      await expect(group('Sites').getByRole('option').first()).toHaveText(/^CC-10/);
      await box.fill('ccr1');
      await expect(group('Sites').getByRole('option').first()).toHaveText(/^CCR-1/);

      await box.fill('Cherry Creek Reservoir');
      for (const name of ['CCR-1', 'CCR-2', 'CCR-3']) await expect(group('Sites').getByRole('option', { name: new RegExp(`^${name}`) })).toBeVisible();

      await box.fill('summary');
      await expect(group('Pages').getByRole('option', { name: /^Site Summary Table/ })).toBeVisible();
      await expect(group('Pages').getByRole('option', { name: /^Reservoir Water Quality Summary/ })).toBeVisible();

      await box.fill('photic');
      await expect(group('Glossary').getByRole('option', { name: /^Photic zone/ })).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `search-open-${size.name}.png`) });
      expect(await accessibilityViolations(page)).toEqual([]);

      await box.fill('zzzz-no-such-thing');
      await expect(nav.getByRole('status')).toHaveText('No results');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(consoleErrors).toEqual([]);
    });

    test('arrow keys choose a result, Enter opens it, Escape closes the list', async ({ page }) => {
      await page.goto('/');
      const { nav, box } = await searchBox(page, size.phone);
      await box.fill('cc10');
      const first = nav.getByRole('option').first();
      await expect(first).toHaveText(/^CC-10/);
      await box.press('ArrowDown');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
      // Down from the last result wraps to the first; Up from the first goes to the last.
      await box.press('ArrowUp');
      await expect(nav.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
      await box.press('ArrowDown');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await box.press('Escape');
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).toHaveValue('cc10');
      await box.press('ArrowDown');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/sites\/68$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('CC-10');

      // A parameter opens the map coloured by it.
      const again = await searchBox(page, size.phone);
      await again.box.fill('total phosphorus');
      await expect(again.nav.getByRole('option').first()).toHaveText(/^Total phosphorus/);
      await again.box.press('ArrowDown');
      await again.box.press('Enter');
      await expect(page).toHaveURL(/\/tools\/map\?mode=graph&params=28$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    });
  });
}
