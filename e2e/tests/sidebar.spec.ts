import { GROUP_TITLES, ROUTE_TABLE } from '../../shared/src/routing/routeTable';
import { test, expect, accessibilityViolations } from '../support/fixtures';

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
      const group = nav.getByRole('button', { name: GROUP_TITLES[route.group!], exact: true });
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

  test('its search finds pages and sites; a site opens its page', async ({ page, request }) => {
    const response = await request.get('/api/public-map/wells');
    const wells: Array<{ locationid: number; location_name: string }> = await response.json();
    const site = wells.find((well) => well.locationid === 68) ?? wells[0]!;
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const search = nav.getByRole('search', { name: 'Pages and sites' }).getByRole('searchbox', { name: 'Find a page or site' });

    await search.fill('summary');
    await expect(nav.getByRole('list', { name: 'Pages found' }).getByRole('link', { name: 'Site Summary Table' })).toBeVisible();

    await search.fill(site.location_name);
    const sites = nav.getByRole('list', { name: 'Sites found' });
    await expect(sites.getByRole('link').first()).toContainText(site.location_name);
    await expect(nav.getByRole('status')).toContainText(/site/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await sites.getByRole('link', { name: new RegExp(`^${site.location_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().click();
    await expect(page).toHaveURL(new RegExp(`/sites/${site.locationid}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.location_name);
    // The box is cleared after a result is followed.
    await expect(search).toHaveValue('');

    await search.fill('zzzz-no-such-thing');
    await expect(nav.getByRole('status')).toHaveText('0 pages, 0 sites');
  });
});
