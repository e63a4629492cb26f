import { test, expect } from '../support/fixtures';
import { mapCanvas, openMap, screenPath } from '../support/mapPage';

// The generated basin on the map (issue 13, "Geography and basemaps"): streams traced down a terrain,
// the reservoir's shoreline and the NLCD land cover, over the offline basemap the tests run with
// (BASEMAP_PROVIDER=offline, e2e/playwright.config.ts). Screenshots at desktop and phone size.
interface Feature {
  properties: Record<string, string | number>;
  geometry: { type: string; coordinates: unknown };
}

test.describe('Generated geography and basemaps', () => {
  test.describe.configure({ timeout: 120_000 });
  test('serves branching meandering streams, an irregular reservoir and land cover by NLCD class', async ({ page }) => {
    const response = await page.request.get('/api/public-map/sources');
    expect(response.ok()).toBeTruthy();
    const sources = (await response.json()) as Array<{ id: string; data: { features: Feature[] } }>;
    const features = (id: string) => sources.find((source) => source.id === id)!.data.features;
    const streams = features('streams');
    const vertices = streams.map((stream) => (stream.geometry.coordinates as unknown[]).length);
    const mainStem = streams.find((stream) => stream.properties.name === 'Cherry Creek')!;
    expect((mainStem.geometry.coordinates as unknown[]).length).toBeGreaterThan(300);
    expect(streams.length).toBeGreaterThan(20);
    expect(vertices.reduce((sum, count) => sum + count, 0)).toBeLessThan(7000);
    expect(new Set(streams.map((stream) => stream.properties.order)).size).toBeGreaterThanOrEqual(3);
    expect((features('reservoir')[0]!.geometry.coordinates as unknown[][])[0]!.length).toBeGreaterThan(100);
    const classes = new Set(features('land-use').map((area) => area.properties.land_cover));
    expect([...classes].sort()).toEqual(['Cultivated Crops', 'Developed', 'Forest', 'Grassland/Herbaceous', 'Open Water', 'Wetlands']);

    const layers = (await (await page.request.get('/api/public-map/layers')).json()) as Array<{ id: string; paint: Record<string, unknown> }>;
    const landUse = layers.find((layer) => layer.id === 'land-use-fill')!;
    expect(landUse.paint['fill-color']).toEqual(expect.arrayContaining(['match', ['get', 'land_cover'], 'Forest', 'Wetlands']));
  });

  test('desktop: the basin and the Basemaps panel naming the offline basemaps', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const config = await (await page.request.get('/config.json')).json();
    expect(config.basemap).toEqual({ provider: 'offline', styles: [] });
    await openMap(page, '?view=-104.76,39.41,9.3');
    await page.getByRole('button', { name: 'Basemaps' }).click();
    await expect(page.getByText("Offline basemaps drawn from the portal's own map data")).toBeVisible();
    // The spec's default, Outdoors, is shown as the offline Light, and the panel says so.
    const light = page.getByRole('radio', { name: 'Light (in place of Outdoors and Streets)' });
    await expect(light).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Dark (in place of Satellite Streets)' })).not.toBeChecked();
    await expect(mapCanvas(page)).toHaveAttribute('data-map-state', 'idle');
    await expect(light).toBeVisible();
    await page.screenshot({ path: screenPath(testInfo, 'map-geography-desktop') });

    // Closer in: the meanders of the main stem, its tributaries and the reservoir's shoreline.
    await openMap(page, '?view=-104.835,39.62,12.6', { disclaimer: false });
    await page.screenshot({ path: screenPath(testInfo, 'map-geography-reservoir-desktop') });

    const basemaps = page.getByRole('button', { name: 'Basemaps' });
    if ((await basemaps.getAttribute('aria-expanded')) !== 'true') await basemaps.click();
    await page.getByRole('radio', { name: /^Dark/ }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('basemap')).toBe('dark');
    await expect(mapCanvas(page)).toHaveAttribute('data-map-state', 'idle', { timeout: 30_000 });
    await page.screenshot({ path: screenPath(testInfo, 'map-geography-dark-desktop') });
  });

  test('phone: the basin at 390 x 844', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openMap(page, '?view=-104.77,39.42,8.6');
    await page.screenshot({ path: screenPath(testInfo, 'map-geography-phone') });
  });
});
