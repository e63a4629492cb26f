import type { Page } from '@playwright/test';
import { test, expect, accessibilityViolations } from '../support/fixtures';
import { barControl, mapCanvas, openMap, screenPath, wellsOf, type Well } from '../support/mapPage';

// The page of one monitoring location (issue 13 "A page per site"), reached as a visitor would: from a
// map popup, the map's location search and Locations list, the Site Summary Table, or an address typed
// with the site's id or name.

/** A site with results, the one the map tests click (68) when it has some. */
async function siteWithResults(page: Page): Promise<Well> {
  const wells = await wellsOf(page);
  const site = wells.find((well) => well.locationid === 68 && well.parameterid_array_alldata.length > 0) ?? wells.find((well) => well.parameterid_array_alldata.length > 1);
  expect(site).toBeDefined();
  return site!;
}

/** The site page has loaded: its name as the h1 and the title, its details and its parameters. */
async function expectSitePage(page: Page, site: Well) {
  await expect(page).toHaveURL(/\/sites\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.location_name);
  await expect(page).toHaveTitle(new RegExp(`^${site.location_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
  const details = page.getByRole('region', { name: 'Site details' });
  await expect(details).toContainText(site.location_desc);
  await expect(details).toContainText(site.recordcount_alldata.toLocaleString('en-US'));
  const parameters = page.getByRole('region', { name: /^All parameters/ });
  const table = parameters.getByRole('table', { name: `Parameters measured at ${site.location_name}` });
  await expect(table).toBeVisible();
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(site.parameterid_array_alldata.length);
  // Before the table, the charts of the key parameters (or of those with the most results), each on its unit axis.
  await expect(chartsOf(page).getByRole('heading', { level: 3 }).first()).toBeVisible({ timeout: 30_000 });
}

/** The charts section: 'Key parameters' at a site that has some, else 'Charts'. */
const chartsOf = (page: Page) => page.getByRole('region', { name: /^(Key parameters|Charts)$/ });

/** Issue 30: the basin's key parameters by location type, most important first (api/src/domain.ts KEY_PARAMETERS). */
const KEY_PARAMETERS: Record<string, number[]> = { Reservoir: [24, 28, 29], 'Surface Water': [28, 29, 24], Groundwater: [29, 28], Weather: [] };
const keyParametersOf = (site: Well) => [...new Set([...(site.telem ? [2] : []), ...(KEY_PARAMETERS[site.location_type] ?? [])])].filter((id) => site.parameterid_array_alldata.includes(id));

test.describe('site page', () => {
  // Each test drives the map or two window sizes: on a loaded machine that takes longer than the default minute.
  test.describe.configure({ timeout: 180_000 });

  test('opens from a map popup', async ({ page, consoleErrors }) => {
    const site = await siteWithResults(page);
    await openMap(page, `?view=${site.longitude_dd},${site.latitude_dd},15`);
    // The site is at the centre of the map.
    const box = (await mapCanvas(page).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const popup = page.locator('.map-popup');
    await expect(popup.getByRole('heading', { name: site.location_name })).toBeVisible({ timeout: 20_000 });
    await popup.getByRole('link', { name: 'Open site page' }).click();
    await expect(page).toHaveURL(new RegExp(`/sites/${site.locationid}$`));
    await expectSitePage(page, site);
    expect(consoleErrors).toEqual([]);
  });

  test('opens from the map\'s location search and from its Locations list', async ({ page }) => {
    const site = await siteWithResults(page);
    await openMap(page);
    const search = page.getByRole('combobox', { name: /Search locations/ });
    await search.fill(site.location_name);
    await expect(page.getByRole('option').first()).toContainText(site.location_name);
    await search.press('ArrowDown');
    await search.press('Enter');
    await page.getByRole('link', { name: `Open site page: ${site.location_name}` }).click();
    await expectSitePage(page, site);

    await page.goBack();
    await expect(mapCanvas(page)).toBeVisible();
    await (await barControl(page, page.getByRole('button', { name: /Locations list/ }))).click();
    const list = page.getByRole('dialog', { name: /Locations on the map/ });
    await expect(list.getByRole('link', { name: /^Site page: / }).first()).toBeVisible();
    const first = list.getByRole('link', { name: /^Site page: / }).first();
    const name = (await first.getAttribute('aria-label'))!.replace('Site page: ', '');
    await first.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('opens from a row of the Site Summary Table', async ({ page, consoleErrors }) => {
    const wells = await wellsOf(page);
    await page.goto('/tools/site-summary-table');
    const link = page.getByRole('table').locator('tbody tr.ant-table-row').first().getByRole('link');
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    const id = Number(/\/sites\/(\d+)$/.exec(href)![1]);
    await link.click();
    await expectSitePage(page, wells.find((well) => well.locationid === id)!);
    expect(consoleErrors).toEqual([]);
  });

  test('by id and by name (any case, URL-encoded), with its links; axe clean; screenshots', async ({ page, consoleErrors }, testInfo) => {
    const site = await siteWithResults(page);
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`/sites/${encodeURIComponent(site.location_name.toLowerCase())}`);
    await expectSitePage(page, site);

    await page.goto(`/sites/${site.locationid}`);
    await expectSitePage(page, site);
    // The small map, with the site ringed.
    const map = page.getByRole('region', { name: 'Map', exact: true });
    await expect(map.getByTestId('simple-map-canvas')).toBeVisible({ timeout: 30_000 });
    await map.getByRole('button', { name: 'Legend' }).click();
    await expect(map.getByText('This site', { exact: true })).toBeVisible();
    // A summary per parameter, dates MM-DD-YYYY, a sparkline named by its values.
    const parameters = page.getByRole('region', { name: /^All parameters/ });
    await expect(parameters.getByRole('table', { name: /^Parameters measured at/ }).locator('tbody')).toContainText(/\d{2}-\d{2}-\d{4} to \d{2}-\d{2}-\d{4}/);
    await expect(parameters.getByRole('img', { name: /median by water year/ }).first()).toBeVisible();
    await expect(parameters.getByRole('link', { name: /^Chart in the map: / }).first()).toBeVisible();
    // The organisation comes with the results.
    await expect(page.getByRole('region', { name: 'Site details' })).not.toContainText('Loading…');

    const links = page.getByRole('navigation', { name: 'This site elsewhere' });
    await expect(links.getByRole('link', { name: 'Download its data' })).toHaveAttribute('href', `/tools/download?locations=${site.locationid}`);
    const compare = await links.getByRole('link', { name: 'Compare its parameters over time' }).getAttribute('href');
    expect(compare).toMatch(new RegExp(`^/explore/time-series-comparison\\?.*leftLocationIds=${site.locationid}&.*submitted=1`));
    await expect(map.locator('canvas')).toBeVisible();
    await page.screenshot({ path: screenPath(testInfo, 'site-page-desktop.png'), fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Nothing wider than the phone, once the charts have followed the new width (they measure it after a resize).
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 30_000 }).toBeLessThanOrEqual(390);
    await page.screenshot({ path: screenPath(testInfo, 'site-page-phone.png') });
    // The parameters are cards on a phone.
    const cards = parameters.getByRole('list', { name: /^Parameters measured at/ }).getByRole('listitem');
    await expect(cards).toHaveCount(site.parameterid_array_alldata.length);
    await cards.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenPath(testInfo, 'site-page-phone-parameters.png') });
    // The charts at phone width, and the pick kept through a reload of the address.
    const charts = chartsOf(page);
    await charts.getByRole('heading', { level: 3 }).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenPath(testInfo, 'site-page-phone-charts.png') });
    expect(await accessibilityViolations(page)).toEqual([]);
    const charted = await charts.getByRole('heading', { level: 3 }).allTextContents();
    await page.reload();
    await expect(chartsOf(page).getByRole('heading', { level: 3 })).toHaveText(charted, { timeout: 30_000 });

    // Open in the map: the site selected and in view.
    await page.setViewportSize({ width: 1400, height: 900 });
    await links.getByRole('link', { name: 'Open in the map' }).click();
    await page.getByRole('dialog', { name: 'Disclaimer' }).getByRole('button', { name: 'Accept' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]loc=${site.locationid}(&|$)`));
    expect(consoleErrors).toEqual([]);
  });

  test('opens on the key parameters for its type, before the rest; its statistics name their period, chosen visibly', async ({ page, consoleErrors }) => {
    const site = await siteWithResults(page);
    const keys = keyParametersOf(site);
    expect(keys.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`/sites/${site.locationid}`);
    await expectSitePage(page, site);
    const charts = page.getByRole('region', { name: 'Key parameters' });
    await expect(charts.getByRole('heading', { level: 3 })).toHaveCount(keys.length, { timeout: 30_000 });
    // The charts and the table open on the key parameters, in KEY_PARAMETERS order (not alphabetically).
    await expect
      .poll(() => charts.locator('[data-parameter]').evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-parameter')))), { timeout: 30_000 })
      .toEqual(keys);
    const table = page.getByRole('table', { name: `Parameters measured at ${site.location_name}` });
    const links = await table.getByRole('link', { name: /^Chart in the map: / }).evaluateAll((nodes) => nodes.map((node) => new URL((node as HTMLAnchorElement).href).searchParams.get('params')));
    expect(links.slice(0, keys.length)).toEqual(keys.map(String));
    // The table's statistics say their period, chosen visibly: the baseline (the map's colours) by default.
    const parameters = page.getByRole('region', { name: /^All parameters/ });
    await expect(parameters).toContainText("Baseline period (WY2012-WY2021), the map's colours");
    await expect(table.getByRole('columnheader', { name: /Median, WY2012-WY2021/ })).toBeVisible();
    await expect(charts).toContainText("Trend, Baseline period (WY2012-WY2021), the map's colours:");
    await expect(charts).toContainText(/Every result from \d{2}-\d{2}-\d{4} to \d{2}-\d{2}-\d{4}/);
    await parameters.getByRole('combobox', { name: 'Statistics for' }).click();
    // antd's role=option elements are its screen-reader list; the visible choices are its items.
    await page.locator('.ant-select-item-option').filter({ hasText: /^Last ten complete water years/, visible: true }).click();
    await expect(page).toHaveURL(/[?&]start=\d{4}-10-01&end=\d{4}-09-30/);
    await expect(table.getByRole('columnheader', { name: /Median, WY\d{4}-WY\d{4}/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Median, WY2012-WY2021/ })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown site says so, suggests where to search, and is axe clean', async ({ page, consoleErrors }) => {
    await page.goto('/sites/no-such-site-anywhere');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site not found');
    await expect(page).toHaveTitle(/^Site not found \|/);
    await expect(page.getByText('No monitoring location has the id or name “no-such-site-anywhere”.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Site Summary Table' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Site Summary Table' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site Summary Table');
    expect(consoleErrors).toEqual([]);
  });
});
