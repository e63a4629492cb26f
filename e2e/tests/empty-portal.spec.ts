// The built pages on an empty portal (issue 29, "Start empty"): the served portal's API calls go to the
// data service on an empty database (support/basinApi.mjs with PORTAL_DATA=empty: the fixed vocabulary only), so
// every page meets the real answers of a portal before its first import. Each shows the shared notice.
import { EMPTY_API_URL } from '../playwright.config';
import { useDataService } from '../support/dataService';
import { ROUTE_TABLE } from '../../shared/src/routing/routeTable';
import { acceptDisclaimer, mapIdle } from '../support/mapPage';
import { test, expect, accessibilityViolations } from '../support/fixtures';

const NOTICE = 'No monitoring data yet';


/**
 * What a page may log on an empty portal: a page asks for its defaults (location 79, parameter 29, ...)
 * while the kit asks whether there is any data, and the browser logs their 400 answers. Nothing else.
 */
const unexpected = (errors: string[]) => errors.filter((error) => !/Failed to load resource: the server responded with a status of 400/.test(error));

useDataService(EMPTY_API_URL);

test.describe('an empty portal', () => {
  test('the map explorer shows the notice over the map, which draws its basemap', async ({ page, consoleErrors }) => {
    await page.goto('/tools/map');
    await acceptDisclaimer(page);
    await expect(page.getByRole('status', { name: NOTICE })).toBeVisible();
    await mapIdle(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Public Map Explorer');
    await page.getByRole('button', { name: 'Explore in Graph Mode' }).click();
    await expect(page.getByRole('status', { name: NOTICE })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  test('the embeddable map shows the notice too', async ({ page, consoleErrors }) => {
    await page.goto('/data-access/public-map-i-frame');
    await expect(page.getByRole('status', { name: NOTICE })).toBeVisible();
    await mapIdle(page);
    expect(unexpected(consoleErrors)).toEqual([]);
  });

  // The public pages that show monitoring data (not the PRF tool's dashboard, nor the staff's Import Data page,
  // which is where an empty portal gets its data).
  const analysisRoutes = ROUTE_TABLE.filter((route) => route.remote !== 'host' && route.remote !== 'map' && !route.visibleTo && route.path !== '/explore/prf-statistics-tool');
  for (const route of [...analysisRoutes, ROUTE_TABLE.find((entry) => entry.path === '/sites/:site')!]) {
    test(`${route.path} shows its title and the notice`, async ({ page, consoleErrors }) => {
      await page.goto(route.path.replace(':site', '79'));
      await expect(page.getByRole('status', { name: NOTICE })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
      await expect(page.getByRole('region', { name: 'Filters' })).toHaveCount(0);
      if (route.path === '/tools/download') expect(await accessibilityViolations(page)).toEqual([]);
      expect(unexpected(consoleErrors)).toEqual([]);
    });
  }
});
