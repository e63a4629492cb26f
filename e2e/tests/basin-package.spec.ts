// A portal started on another basin (issue 29): the served portal's API calls go to a data service that
// loaded the small test basin package (api/src/basin/fixtures/small-basin: two sites, three parameters,
// a GeoJSON, a zipped Shapefile and a GeoPackage layer) through the same loader as the demo basin, and
// the pages show that basin: its layers, its view, its sites and their results.
import { HAS_GDAL, SMALL_BASIN_API_URL } from '../playwright.config';
import { useDataService } from '../support/dataService';
import { acceptDisclaimer, mapIdle } from '../support/mapPage';
import { test, expect, accessibilityViolations } from '../support/fixtures';

test.skip(!HAS_GDAL, "the small basin's Shapefile and GeoPackage layers need GDAL's ogr2ogr (Debian's gdal-bin; .ci/run installs it)");
useDataService(SMALL_BASIN_API_URL);

test.describe('a portal on the small test basin package', () => {
  test("the map starts at the basin's view and lists its layers, one of each file kind", async ({ page, consoleErrors }) => {
    await page.goto('/tools/map');
    await acceptDisclaimer(page);
    await mapIdle(page);
    // Re-centring fits the basin's extent (issue 30: its boundary joined with its sites) and writes that
    // view into the address: both of the package's sites (TC-1 at 39.51, -104.81; WX-1 at 39.55, -104.85)
    // are within it, at a closer zoom than the demo basin's whole-basin view (10).
    await page.getByRole('button', { name: 'Re-centre the map' }).click();
    await expect(page).toHaveURL(/view=/);
    const view = async () => (new URL(page.url()).searchParams.get('view') ?? '').split(',').map(Number);
    await expect.poll(async () => (await view())[2] ?? 0).toBeGreaterThan(10);
    const [lng, lat] = await view();
    expect(Math.abs(lng! - -104.83)).toBeLessThan(0.1);
    expect(Math.abs(lat! - 39.53)).toBeLessThan(0.1);
    // The GeoJSON streams (Hydrology), the Shapefile's boundary and the GeoPackage's plant.
    for (const group of ['Hydrology', 'Test Creek Basin Boundary', 'Wastewater Treatment Facilities']) {
      await expect(page.getByRole('checkbox', { name: `Show ${group}` })).toBeAttached();
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("a site's page shows the package's description and the parameters measured there", async ({ page, consoleErrors }) => {
    await page.goto('/sites/TC-1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('TC-1');
    await expect(page.getByRole('region', { name: 'Site details' })).toContainText('Test Creek at the county road');
    const table = page.getByRole('table', { name: 'Parameters measured at TC-1' });
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(2);
    await expect(table).toContainText('Total phosphorus');
    await expect(table).toContainText('Dissolved oxygen');
    expect(consoleErrors).toEqual([]);
  });
});
