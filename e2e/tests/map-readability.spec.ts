import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from '../support/fixtures';
import { MAP_PATH, mapCanvas, mapIdle, openMap, wellsOf, type Well } from '../support/mapPage';

// Readable maps (issue 30): site labels that never overlap each other or what covers the map, labels on
// the explorer, a first view and home button that show the whole basin, graph mode that keeps the chosen
// site and offers parameters under Colour by, popups clear of the results panel, and a notice when the
// basemap tiles cannot load. Measured on the rendered page at 1400x900 and on a 390x844 touch phone.
const DESKTOP = { width: 1400, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = '/work/notes/shots';

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
const overlap = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The labels drawn over a map, and the boxes of what covers it (the engine's controls and attribution, and `covers`). */
async function labelLayout(map: Locator, covers: string) {
  return map.evaluate((container, coverSelector) => {
    const rect = (element: Element) => {
      const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
      return { left, top, right, bottom, width, height, text: element.textContent ?? '' };
    };
    const labels = [...container.querySelectorAll('.basin-map-label')].map(rect);
    const root = container.parentElement!;
    const obstacles = [...container.querySelectorAll('.maplibregl-ctrl'), ...root.querySelectorAll(coverSelector)].map(rect).filter((box) => box.width > 0 && box.height > 0);
    return { labels, obstacles, map: rect(container) };
  }, covers);
}

/** The labels as placed once the map has settled (they are placed again in the frame after a change). */
async function expectReadableLabels(map: Locator, covers: string, least = 1) {
  let labels: Awaited<ReturnType<typeof labelLayout>>['labels'] = [];
  await expect(async () => {
    const layout = await labelLayout(map, covers);
    labels = layout.labels;
    const { obstacles, map: area } = layout;
    expect(labels.length).toBeGreaterThanOrEqual(least);
    for (const [index, label] of labels.entries()) {
      // Inside the map, clear of every other label and of the controls, attribution and panels.
      expect(label.left >= area.left && label.right <= area.right && label.top >= area.top && label.bottom <= area.bottom, `${label.text} inside the map`).toBe(true);
      for (const other of labels.slice(index + 1)) expect(overlap(label, other), `${label.text} over ${other.text}`).toBe(false);
      for (const obstacle of obstacles) expect(overlap(label, obstacle), `${label.text} under a control or panel`).toBe(false);
    }
  }).toPass({ timeout: 30_000 });
  return labels;
}

/** Web Mercator (512 px tiles, as maplibre): a location's position in the map container for a view. */
function project(well: Pick<Well, 'longitude_dd' | 'latitude_dd'>, view: { lng: number; lat: number; zoom: number }, size: { width: number; height: number }) {
  const worldX = (lng: number) => (lng + 180) / 360;
  const worldY = (lat: number) => {
    const sin = Math.sin((lat * Math.PI) / 180);
    return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
  };
  const scale = 512 * 2 ** view.zoom;
  return { x: (worldX(well.longitude_dd) - worldX(view.lng)) * scale + size.width / 2, y: (worldY(well.latitude_dd) - worldY(view.lat)) * scale + size.height / 2 };
}

/** The map's view as the page keeps it in the URL (written a moment after the map settles). */
async function viewOf(page: Page) {
  await mapIdle(page);
  await expect.poll(() => new URL(page.url()).searchParams.get('view')).not.toBeNull();
  const [lng, lat, zoom] = new URL(page.url()).searchParams.get('view')!.split(',').map(Number);
  return { lng: lng!, lat: lat!, zoom: zoom! };
}

const EXPLORER_COVERS = '.map-address-search, .map-legend-box > *, .map-measure, .basin-basemap-notice';

/** Every location lies on the visible map, not under a control, the search box or the legend. */
async function expectEverySiteInView(page: Page, wells: Well[]) {
  const view = await viewOf(page);
  const { obstacles, map } = await labelLayout(mapCanvas(page), EXPLORER_COVERS);
  const size = { width: map.right - map.left, height: map.bottom - map.top };
  for (const well of wells) {
    const { x, y } = project(well, view, size);
    const point = { left: map.left + x - 4, top: map.top + y - 4, right: map.left + x + 4, bottom: map.top + y + 4 };
    expect(point.left >= map.left && point.right <= map.right && point.top >= map.top && point.bottom <= map.bottom, `${well.location_name} on the map`).toBe(true);
    for (const obstacle of obstacles) expect(overlap(point, obstacle), `${well.location_name} under a control or panel`).toBe(false);
  }
  return { view, size, map };
}

/** axe over one part of a page (the map section on the analysis pages, whose other parts are other tests' concern). */
async function violationsWithin(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
  return results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

const SIMPLE_MAPS = [
  { name: 'download', path: '/tools/download', region: /^Map of the locations the chosen types offer/ },
  { name: 'streamflow', path: '/explore/stream-logger-data', region: /^Map of the telemetry locations/ },
  { name: 'time-series', path: '/explore/time-series-comparison?leftGroup=147&leftParameterId=28&leftLocationIds=68,83', region: /^Map of the locations the two axes offer/ },
];

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`Readable maps at ${viewport.width}x${viewport.height}`, () => {
    test.use(size === 'phone' ? { viewport, isMobile: true, hasTouch: true } : { viewport });

    test('the explorer: the first view and the home button show every site; labels, key sites first, never overlapping; axe; screenshot', async ({ page, consoleErrors }) => {
      const wells = await wellsOf(page);
      await openMap(page);
      await expectEverySiteInView(page, wells);
      const labels = await expectReadableLabels(mapCanvas(page), EXPLORER_COVERS, 3);
      // The key sites are labelled first: the reservoir stations and the inflows.
      expect(labels.map((label) => label.text)).toEqual(expect.arrayContaining(['CC-10']));
      await page.screenshot({ path: `${SHOTS}/maps-explorer-${size}.png` });
      expect(await accessibilityViolations(page)).toEqual([]);

      // Away from the basin, then home: the whole basin again.
      await mapCanvas(page).locator('canvas').focus();
      for (let step = 0; step < 8; step += 1) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Equal');
      await mapIdle(page);
      await page.getByRole('button', { name: 'Re-centre the map' }).click();
      await expect(async () => {
        await expectEverySiteInView(page, wells);
      }).toPass({ timeout: 20_000 });
      expect(consoleErrors).toEqual([]);
    });

    test('graph mode keeps the chosen site, offers parameters under Colour by, and keeps the popup clear of the results panel', async ({ page }) => {
      const wells = await wellsOf(page);
      await openMap(page, '?loc=68');
      // On a phone the mode toggle and the filters are in the Filters sheet.
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      if (size === 'phone') await page.getByRole('group', { name: 'Map panels' }).getByRole('button', { name: 'Filters' }).click();
      await page.getByRole('button', { name: 'Explore in Graph Mode' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('mode')).toBe('graph');
      expect(new URL(page.url()).searchParams.get('loc')).toBe('68');

      // Colour by is in the filter row (not under More) and offers the parameters.
      if (size === 'phone') {
        await sheet.getByRole('button', { name: 'Colour by' }).click();
      } else {
        await page.getByRole('group', { name: 'Map filters' }).getByRole('button', { name: 'Colour by' }).click();
      }
      const colourBy = page.getByRole('dialog', { name: 'Colour by' });
      await expect(colourBy.getByRole('radio', { name: 'WQ Data' })).toBeChecked();
      const phosphorus = colourBy.getByRole('button', { name: 'Total phosphorus', exact: true });
      await phosphorus.click();
      await expect(phosphorus).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => new URL(page.url()).searchParams.get('params')).toContain('28');
      await page.keyboard.press('Escape');
      if (size === 'phone') {
        await page.keyboard.press('Escape');
        await expect(sheet).toBeHidden();
        return;
      }

      // The results are for the site chosen before entering graph mode.
      const results = page.getByRole('region', { name: 'Results' });
      await expect(results.getByRole('heading', { level: 2 })).toContainText('CC-10');

      // The southernmost site on the map: its popup would reach down into the results panel.
      const view = await viewOf(page);
      const { map } = await labelLayout(mapCanvas(page), EXPLORER_COVERS);
      const mapSize = { width: map.right - map.left, height: map.bottom - map.top };
      const onMap = wells
        .map((well) => ({ well, ...project(well, view, mapSize) }))
        .filter(({ x, y }) => x > 40 && x < mapSize.width - 60 && y > 40 && y < mapSize.height - 30);
      // One with no other site within 16 px, so the click picks it and no neighbour.
      const alone = onMap.filter((site) => onMap.every((other) => other === site || Math.hypot(other.x - site.x, other.y - site.y) > 16)).sort((a, b) => b.y - a.y);
      const lowest = alone[0]!;
      await page.mouse.click(map.left + lowest.x, map.top + lowest.y);
      const popup = page.locator('.maplibregl-popup');
      await expect(popup).toBeVisible();
      await expect(popup).toContainText(lowest.well.location_name);
      // Dates in the popup read MM-DD-YYYY.
      await expect(popup).toContainText(/\d{2}-\d{2}-\d{4} to \d{2}-\d{2}-\d{4}|No samples/);
      await expect(async () => {
        const popupBox = (await popup.boundingBox())!;
        const panelBox = (await results.boundingBox())!;
        const mapBox = (await mapCanvas(page).boundingBox())!;
        expect(popupBox.y + popupBox.height).toBeLessThanOrEqual(panelBox.y);
        expect(popupBox.y).toBeGreaterThanOrEqual(mapBox.y);
      }).toPass({ timeout: 10_000 });
      await page.screenshot({ path: `${SHOTS}/maps-graph-popup-${size}.png` });
    });

    for (const simple of SIMPLE_MAPS) {
      test(`${simple.name}: the small map labels its sites without overlaps, draws the basin, axe; screenshot`, async ({ page }) => {
        await page.goto(simple.path);
        // The section (the engine names its canvas region with the same words and more).
        const region = page.getByRole('region', { name: simple.region }).first();
        const canvas = region.getByTestId('simple-map-canvas');
        await expect(canvas).toHaveAttribute('data-locations', /^[1-9]\d*$/, { timeout: 60_000 });
        await expect(region.getByText('Loading map…')).toBeHidden({ timeout: 30_000 });
        await expectReadableLabels(canvas, '.basin-basemap-notice, [id$="-legend"]:not([hidden])');
        // With the legend open, labels keep clear of it too.
        await region.getByRole('button', { name: 'Legend' }).click();
        await expectReadableLabels(canvas, '.basin-basemap-notice, [id$="-legend"]:not([hidden])');
        await region.getByRole('button', { name: 'Legend' }).click();
        await region.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/maps-${simple.name}-${size}.png` });
        await region.screenshot({ path: `${SHOTS}/maps-${simple.name}-map-${size}.png` });
        expect(await violationsWithin(page, 'section[aria-label^="Map of"]')).toEqual([]);
      });
    }
  });
}

test.describe('Basemap tiles that cannot load', () => {
  test.use({ viewport: DESKTOP });

  test('the explorer and a small map say so over the map, and still show the sites', async ({ page }) => {
    // A deployment on The National Map's tiles, whose server cannot be reached.
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      await route.fulfill({ response, json: { ...config, basemap: { provider: 'usgs', styles: [] } } });
    });
    await page.route('https://basemap.nationalmap.gov/**', (route) => route.abort('connectionrefused'));
    await page.goto(MAP_PATH);
    await page.getByRole('dialog', { name: 'Disclaimer' }).getByRole('button', { name: 'Accept' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Basemap tiles could not be loaded; sites and layers are still shown.' });
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toBeHidden({ timeout: 30_000 });
    await expect(mapCanvas(page)).toHaveAttribute('data-locations', /^[1-9]\d*$/);
    await expect.poll(async () => Number(await page.locator('.basin-map-labels').getAttribute('data-labels')), { timeout: 30_000 }).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}/maps-tiles-failed-desktop.png` });

    await page.goto('/explore/stream-logger-data');
    const region = page.getByRole('region', { name: /^Map of the telemetry locations/ }).first();
    // The small map waits for the page's charts before it loads (useAfterCharts): allow it time.
    await expect(region.getByRole('status').filter({ hasText: 'Basemap tiles could not be loaded' })).toBeVisible({ timeout: 120_000 });
  });
});
