import type { Locator, Page } from '@playwright/test';
import { test, expect, accessibilityViolations } from '../support/fixtures';
import { barControl, MAP_PATH as PATH, mapCanvas, mapIdle, openMap, wellsOf, type Well } from '../support/mapPage';

// The public map explorer (spec 01 §2-§9), driven as a visitor would, against the real API and a
// real WebGL map (software rendering in headless Chromium).
const shownCount = (page: Page) => mapCanvas(page).getAttribute('data-locations').then(Number);

async function expectShown(page: Page, expected: number) {
  await expect(mapCanvas(page)).toHaveAttribute('data-locations', String(expected));
  const text = expected === 0 ? '^0 of \\d+ locations match these filters$' : `^${expected} of \\d+ locations shown$`;
  await expect(page.getByRole('status').filter({ hasText: /locations (shown|match)/ })).toHaveText(new RegExp(text));
}

async function canvasImage(page: Page) {
  await mapIdle(page);
  return mapCanvas(page).locator('canvas').screenshot();
}

function urlParam(page: Page, name: string) {
  return new URL(page.url()).searchParams.get(name);
}

async function viewOf(page: Page) {
  const [lng, lat, zoom] = (urlParam(page, 'view') ?? '').split(',').map(Number);
  return { lng: lng!, lat: lat!, zoom: zoom! };
}

test.describe('Public map explorer', () => {
  test('the disclaimer: Decline returns home, Accept shows the map', async ({ page }) => {
    await page.goto(PATH);
    const dialog = page.getByRole('dialog', { name: 'Disclaimer' });
    await expect(dialog).toContainText('informational purposes only');
    await expect(dialog).toContainText('No liability is accepted');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto(PATH);
    await page.getByRole('dialog', { name: 'Disclaimer' }).getByRole('button', { name: 'Accept' }).click();
    await mapIdle(page);
    // Accepted for the browser session: a reload does not ask again.
    await page.reload();
    await mapIdle(page);
    await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toHaveCount(0);
  });

  // Tests that start from the default view share one load of it, each part a step (a map load costs
  // seconds of software WebGL). The parts leave nothing the next one reads: see their order.
  test('map mode draws the filtered locations (screenshot); each filter changes what is drawn, and lives in the URL', async ({ page, consoleErrors }, testInfo) => {
    const wells = await wellsOf(page);
    const base = (well: Well) => well.recordcount_alldata >= 1;
    await openMap(page);

    await test.step('map mode draws the filtered locations; screenshot', async () => {
      // Defaults (spec 01 §9): Is Active and Is CCBWQA on, Min Records 1 in explorer mode.
      await expectShown(page, wells.filter((well) => well.active && well.is_ccbwqa && well.recordcount_alldata >= 1).length);
      await page.screenshot({ path: testInfo.outputPath('map-mode.png') });
      expect(consoleErrors).toEqual([]);
    });

    await test.step('each filter changes what is drawn, and lives in the URL', async () => {
      await (await barControl(page, page.getByRole('button', { name: /Loc Types/ }))).click();
      // The checkboxes are driven by the URL state; the address bar follows a moment after the page draws.
      const surfaceWater = page.getByRole('group', { name: 'Loc Types' }).getByRole('checkbox', { name: 'Surface Water' });
      await surfaceWater.click();
      await expect(surfaceWater).not.toBeChecked();
      await expectShown(page, wells.filter((well) => base(well) && well.active && well.is_ccbwqa && well.location_type !== 'Surface Water').length);
      await expect.poll(() => urlParam(page, 'types')).not.toContain('Surface Water');
      await page.keyboard.press('Escape');

      await (await barControl(page, page.getByRole('button', { name: /More Filters/ }))).click();
      await page.getByRole('switch', { name: 'Is Active' }).click();
      const withInactive = wells.filter((well) => base(well) && well.is_ccbwqa && well.location_type !== 'Surface Water').length;
      await expectShown(page, withInactive);
      await page.getByRole('switch', { name: 'Has Telemetry' }).click();
      await expectShown(page, wells.filter((well) => base(well) && well.is_ccbwqa && well.telem && well.location_type !== 'Surface Water').length);
      await page.getByRole('switch', { name: 'Has Telemetry' }).click();
      await page.getByRole('switch', { name: 'Is CCBWQA' }).click();
      await expectShown(page, wells.filter((well) => base(well) && well.location_type !== 'Surface Water').length);
      await page.keyboard.press('Escape');

      await (await barControl(page, page.getByRole('button', { name: /Param Groups/ }))).click();
      await page.getByRole('group', { name: 'Param Groups' }).getByRole('button', { name: 'Clear' }).click();
      await expectShown(page, 0);

      // The URL restores the view: reloading keeps the filters (once the address has followed the change).
      await expect.poll(() => urlParam(page, 'groups')).toBe('');
      await page.reload();
      await mapIdle(page);
      await expectShown(page, 0);
    });
  });

  // The layers and the three ways of moving the map, from one load of the default view. Layers first
  // (the land use is in the default view), then the project list (projects in the default view, ends
  // at zoom 14), then the location search (zoom 16, at the site) and the coordinate search (another
  // latitude): each move ends somewhere the one before did not.
  test('layers and opacity change the map; the project list, location search and coordinate search move it', async ({ page }) => {
    const wells = await wellsOf(page);
    await openMap(page);

    await test.step('layer visibility and fill opacity change the map', async () => {
      const before = await canvasImage(page);
      const landUse = page.getByRole('checkbox', { name: 'Show Land Use' });
      await landUse.click();
      await expect(landUse).not.toBeChecked();
      await expect.poll(() => urlParam(page, 'layers')).not.toBeNull();
      expect(urlParam(page, 'layers')!.split(',')).not.toContain('land-use-fill');
      const hidden = await canvasImage(page);
      expect(hidden.equals(before)).toBe(false);

      await landUse.click();
      await expect(landUse).toBeChecked();
      await page.getByRole('button', { name: 'Show legend of Land Use' }).click();
      const slider = page.getByRole('slider', { name: 'Fill opacity of Land Use' });
      await slider.focus();
      for (let step = 0; step < 6; step++) await slider.press('ArrowRight');
      await page.waitForTimeout(700); // the slider applies 500 ms after the last change
      const opaque = await canvasImage(page);
      expect(opaque.equals(before)).toBe(false);
    });

    await test.step('the project list shows projects in view, filters by name or ID, and zooms to one', async () => {
      await page.getByRole('button', { name: 'Pollution Abatement Projects', exact: true }).click();
      const list = page.getByRole('list', { name: 'Pollution abatement projects in view' });
      await expect(list.getByRole('button').first()).toBeVisible();
      const total = await list.getByRole('button').count();
      expect(total).toBeGreaterThan(1);
      const first = (await list.getByRole('button').first().textContent())!;
      const id = /#(\d+)/.exec(first)![1]!;
      await page.getByRole('searchbox', { name: 'Filter projects by name or ID' }).or(page.getByRole('textbox', { name: 'Filter projects by name or ID' })).fill(`#${id}`.slice(1));
      await expect.poll(() => list.getByRole('button').count()).toBeLessThan(total);
      await list.getByRole('button').first().click();
      await expect.poll(async () => (await viewOf(page)).zoom, { timeout: 20_000 }).toBeCloseTo(14, 1);
    });

    await test.step('location search by keyboard flies to the site at zoom 16 and selects it', async () => {
      const target = wells.find((well) => well.locationid === 68)!;
      expect(urlParam(page, 'loc')).toBeNull();
      const search = page.getByRole('combobox', { name: /Search locations/ });
      await search.fill(target.location_name);
      await expect(page.getByRole('option').first()).toContainText(target.location_name);
      const options = await page.getByRole('option').count();
      expect(options).toBeLessThanOrEqual(49);
      await search.press('ArrowDown');
      await search.press('Enter');
      await expect.poll(() => urlParam(page, 'loc')).toBe('68');
      await expect.poll(async () => (await viewOf(page)).zoom, { timeout: 20_000 }).toBeCloseTo(16, 1);
      const view = await viewOf(page);
      expect(view.lng).toBeCloseTo(target.longitude_dd, 3);
      expect(view.lat).toBeCloseTo(target.latitude_dd, 3);
    });

    await test.step('coordinate search goes to a point; nonsense gets a hint', async () => {
      const box = page.getByRole('searchbox', { name: /coordinates/ }).or(page.getByRole('textbox', { name: /coordinates/ }));
      await box.fill('lng: -104.75, lat: 39.45');
      await box.press('Enter');
      await expect.poll(async () => (await viewOf(page)).lat, { timeout: 20_000 }).toBeCloseTo(39.45, 3);
      expect((await viewOf(page)).lng).toBeCloseTo(-104.75, 3);
      await box.fill('Parker, CO');
      await box.press('Enter');
      await expect(page.getByText("Enter coordinates as 'lat, lng'")).toBeVisible();
    });
  });

  test('graph mode on and off with the spec transitions; clicking a site shows its results; screenshot', async ({ page, consoleErrors }, testInfo) => {
    const wells = await wellsOf(page);
    const site = wells.find((well) => well.locationid === 68)!;
    await openMap(page, `?view=${site.longitude_dd},${site.latitude_dd},15&loc=${site.locationid}`);
    await page.getByRole('button', { name: 'Explore in Graph Mode' }).click();
    // Entering: colour by WQ Data, legend and panel shown, the selection kept (issue 30), Parameters expanded.
    await expect(page.getByRole('button', { name: 'Return to Map Explorer' })).toBeVisible();
    // The URL follows a moment after the page has drawn the change.
    await expect.poll(() => urlParam(page, 'mode')).toBe('graph');
    // WQ Data is graph mode's own colouring, so the URL does not name it.
    expect(urlParam(page, 'color')).toBeNull();
    expect(urlParam(page, 'loc')).toBe('68');
    await expect(page.getByRole('region', { name: /Benchmark classes/ })).toBeVisible();
    const results = page.getByRole('region', { name: 'Results' });
    const parameters = page.getByRole('group', { name: /Nutrients/ }).or(page.getByRole('region', { name: /Nutrients/ }));
    await parameters.getByRole('button', { name: 'Total phosphorus' }).click();
    await expect(parameters.getByRole('button', { name: 'Total phosphorus' })).toHaveAttribute('aria-pressed', 'true');

    // Click the site: it is at the centre of the map.
    await mapIdle(page);
    const box = (await mapCanvas(page).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.locator('.maplibregl-popup')).toContainText(site.location_name, { timeout: 20_000 });
    expect(urlParam(page, 'loc')).toBe('68');
    await expect(results.getByRole('heading', { level: 2 })).toContainText(site.location_name);
    await expect(results.getByRole('table').first()).toContainText('Total phosphorus');
    await results.getByRole('tab', { name: 'Daily' }).click();
    await expect(results.getByRole('img').first()).toBeVisible();
    await results.getByRole('tab', { name: 'Annual' }).click();
    await expect(results.getByRole('img').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('graph-mode.png') });
    expect(await accessibilityViolations(page)).toEqual([]);

    // Leaving: colour by location types, legend and panel hidden.
    await page.getByRole('button', { name: 'Return to Map Explorer' }).click();
    await expect(page.getByRole('button', { name: 'Explore in Graph Mode' })).toBeVisible();
    await expect.poll(() => urlParam(page, 'mode')).toBeNull();
    expect(urlParam(page, 'color')).toBeNull();
    await expect(page.getByRole('region', { name: 'Results' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /Benchmark classes/ })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('has no WCAG 2.2 A/AA violations in map and graph mode', async ({ page }) => {
    await openMap(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Explore in Graph Mode' }).click();
    await expect(page.getByRole('region', { name: 'Results' })).toBeVisible();
    // Scan once the accordions have finished folding (Layers) and unfolding (Parameters): mid-animation
    // their text is half transparent and overlapping, which axe reports as contrast and target size.
    await expect(page.locator('#layer-group-Monitoring-Point-Locations')).toBeHidden();
    await expect(page.locator('.ant-motion-collapse')).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('Graph mode colour, and Recalculate (a period of record of this visitor)', () => {
  // Both parts start from graph mode: one load of it (a map load costs seconds of software WebGL).
  test("a colour choice in graph mode survives a reload; Recalculate computes the chosen period for this visitor only, keeps it in the link, and returns to the baseline", async ({ page, browser }) => {
    test.setTimeout(150_000);
    const startDate = async (on: Page) => {
      const start = on.getByRole('textbox', { name: 'Start date' }).or(on.getByLabel('Start date')).first();
      await barControl(on, start);
      return start;
    };
    await openMap(page, '?mode=graph');

    await test.step('a colour choice in graph mode lives in the URL and survives a reload', async () => {
      await expect(page.getByRole('region', { name: /Benchmark classes/ })).toBeVisible();
      await (await barControl(page, page.getByRole('button', { name: 'Colour by' }))).click();
      await page.getByRole('radio', { name: 'Location Types' }).check();
      await expect(page.getByRole('region', { name: 'Location Types' })).toBeVisible();
      await expect.poll(() => urlParam(page, 'color')).toBe('locationType');
      await page.reload();
      await mapIdle(page);
      await expect(page.getByRole('region', { name: 'Location Types' })).toBeVisible();
      await expect(page.getByRole('region', { name: /Benchmark classes/ })).toHaveCount(0);
    });

    // The colour choice stays in the address; the period does not depend on it.
    await test.step('Recalculate computes the chosen period for this visitor only, keeps it in the link, and returns to the baseline', async () => {
      const start = await startDate(page);
      await expect(start).toHaveValue('10/01/2011');
      await page.getByRole('button', { name: 'Recalculate' }).click();
      await expect(page.getByText('Records are already reflecting the selected dates. No update needed.')).toBeVisible();

      await start.fill('10/01/2013');
      await start.press('Enter');
      await page.getByRole('button', { name: 'Recalculate' }).click();
      await expect(page.getByText('Records were updated successfully.')).toBeVisible({ timeout: 40_000 });
      await expect.poll(() => new URL(page.url()).searchParams.get('start')).toBe('2013-10-01');

      // Another visitor at the same time still sees the baseline.
      const other = await browser.newPage();
      await openMap(other, '?mode=graph');
      await expect(await startDate(other)).toHaveValue('10/01/2011');
      await other.close();

      // The link reproduces this visitor's period.
      await openMap(page, new URL(page.url()).search, { disclaimer: false });
      await expect(await startDate(page)).toHaveValue('10/01/2013');

      await page.getByRole('button', { name: 'Baseline' }).click();
      await expect(page.getByText('Records were updated successfully.')).toBeVisible({ timeout: 40_000 });
      await expect.poll(() => new URL(page.url()).searchParams.get('start')).toBeNull();
    });
  });
});

test.describe('Embeddable map frames', () => {
  test('the plain frame renders the map without the portal layout, options from the URL', async ({ page }) => {
    await page.goto('/data-access/public-map-i-frame?mode=graph&params=28&view=-104.8,39.5,11');
    await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);
    await mapIdle(page);
    expect(await shownCount(page)).toBeGreaterThan(0);
    const legend = page.getByRole('region', { name: /Benchmark classes/ });
    await expect(legend).toBeVisible();
    // The legend's text is in the portal's sans-serif, not the browser's serif fallback (issue 30).
    expect(await legend.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Source Sans 3"?,.*sans-serif$/);
    await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toHaveCount(0);
  });

  test('the PAP frame shows the project panel, and both work inside an iframe', async ({ page, baseURL }) => {
    await page.setContent(
      `<h1>Partner site</h1><iframe title="Basin map" src="${baseURL}/data-access/public-map-i-frame-pap" width="1000" height="640"></iframe>`,
    );
    const frame = page.frameLocator('iframe[title="Basin map"]');
    await expect(frame.getByTestId('map-canvas')).toHaveAttribute('data-map-state', 'idle', { timeout: 30_000 });
    await expect(frame.getByRole('list', { name: 'Pollution abatement projects in view' }).getByRole('button').first()).toBeVisible();
  });
});
