import { paintedPixels, readDownload } from '../support/downloads';
import { pdfImageWidths, pdfText } from '../support/pdfText';
import { test, expect, accessibilityViolations } from '../support/fixtures';
import { barControl, mapCanvas, openMap, screenPath } from '../support/mapPage';

// Legends generated from the layer styles, the PNG and PDF exports, the Share dialog and the coordinate
// search's marker (issue 13, "Exports and sharing" and "Keyboard, legends, states"), at 1400x900.
test.use({ viewport: { width: 1400, height: 900 } });

interface Layer {
  id: string;
  type: string;
  source: string;
  paint: Record<string, unknown> | null;
  legendOrder: number;
  lreProperties: { layerGroup: string | null; legendGroup: string | null; titleField: string | null };
}
interface Source {
  id: string;
  data: { features: Array<{ properties: Record<string, unknown> }> } | null;
}

/** The class names a layer's paint colours by, read the way a map reads them (the test's own reading). */
function expectedClasses(layer: Layer, source: Source | undefined): string[] {
  const color = layer.paint?.[`${layer.type}-color`];
  if (!Array.isArray(color)) return [];
  if (color[0] === 'match') {
    const pairs = color.slice(2, color.length % 2 === 1 ? -1 : undefined);
    return pairs.filter((_, index) => index % 2 === 0).map((key) => (Array.isArray(key) ? key.join(', ') : String(key)));
  }
  if (color[0] === 'get') {
    const field = layer.lreProperties.titleField ?? 'name';
    return [...new Set((source?.data?.features ?? []).map((feature) => String(feature.properties[field])))].sort((a, b) => a.localeCompare(b));
  }
  return [];
}

const SHAPE_OF_TYPE: Record<string, string> = { fill: 'fill', line: 'line', circle: 'circle' };

test.describe('Map legends', () => {
  test('legends follow the layer styles: one entry per land-use class, the drawn shapes, Non Point Sources listed', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const layers: Layer[] = await (await page.request.get('/api/public-map/layers')).json();
    const sources: Source[] = await (await page.request.get('/api/public-map/sources')).json();
    await openMap(page);

    // Every layer group the API serves has its checkbox in the Layers panel, Non Point Sources included.
    const groups = [...new Set(layers.map((layer) => layer.lreProperties.layerGroup ?? layer.id))];
    expect(groups).toContain('Non Point Sources');
    for (const group of groups) await expect(page.getByRole('checkbox', { name: `Show ${group}` })).toBeVisible();

    // Land use: one legend entry per class the paint colours by, each a filled square.
    const landUse = layers.find((layer) => layer.lreProperties.layerGroup === 'Land Use')!;
    const classes = expectedClasses(landUse, sources.find((source) => source.id === landUse.source));
    expect(classes.length).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Show legend of Land Use' }).click();
    const landUseLegend = page.getByRole('list', { name: 'Legend of Land Use' });
    await expect(landUseLegend.getByRole('listitem')).toHaveText(classes);
    for (const item of await landUseLegend.getByRole('listitem').all()) await expect(item).toHaveAttribute('data-legend-shape', 'fill');

    // Each layer's swatches have the shape the map draws it with.
    for (const group of groups) {
      const toggle = page.getByRole('button', { name: `Show legend of ${group}` });
      if (await toggle.count()) await toggle.click();
    }
    for (const layer of layers) {
      const group = layer.lreProperties.layerGroup ?? layer.id;
      const panel = page.locator(`#layer-group-${group.replace(/\W+/g, '-')}`);
      const shapes = await panel.locator('[data-shape]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.shape));
      expect(shapes, `swatches of ${group}`).toContain(SHAPE_OF_TYPE[layer.type]);
    }
    // The monitoring locations are circles, as drawn.
    const locations = page.getByRole('list', { name: 'Legend of Monitoring Point Locations' }).getByRole('listitem');
    await expect(locations.first()).toBeVisible();
    for (const item of await locations.all()) await expect(item).toHaveAttribute('data-legend-shape', 'circle');

    await page.getByRole('checkbox', { name: 'Show Non Point Sources' }).check();
    await expect(mapCanvas(page)).toHaveAttribute('data-map-state', 'idle', { timeout: 30_000 });
    await page.screenshot({ path: screenPath(testInfo, 'map-legends-desktop.png') });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('Map exports', () => {
  test('Save PNG: title, legend and map at twice the screen size', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await openMap(page);
    const mapWidth = (await mapCanvas(page).boundingBox())!.width;
    const [png] = await Promise.all([page.waitForEvent('download', { timeout: 90_000 }), (await barControl(page, page.getByRole('button', { name: 'More export options' }))).click().then(() => page.getByRole('menuitem', { name: 'Save PNG' }).click())]);
    expect(png.suggestedFilename()).toBe('basin-water-portal-map.png');
    const bytes = await readDownload(png);
    expect(bytes.length).toBeGreaterThan(100_000);
    const painted = await paintedPixels(page, bytes);
    // The map at 2x beside a legend column: wider than twice the map on screen.
    expect(painted.width).toBeGreaterThan(2 * mapWidth);
    expect(painted.count).toBeGreaterThan((painted.width * painted.height) / 4);
    await png.saveAs(screenPath(testInfo, 'map-export.png'));

    // The saved image, opened as a visitor would, for the screenshot.
    const viewer = await page.context().newPage();
    await viewer.setViewportSize({ width: 1400, height: 900 });
    await viewer.setContent(`<body style="margin:0;background:#555"><img alt="Exported map" style="width:1400px" src="data:image/png;base64,${bytes.toString('base64')}"></body>`);
    await expect(viewer.getByRole('img', { name: 'Exported map' })).toBeVisible();
    await viewer.screenshot({ path: screenPath(testInfo, 'map-export-png-opened.png'), fullPage: true });
  });

  test('Print PDF: the title, legend labels, Denver date, mode and period as real text; the map at print resolution', async ({ page }) => {
    test.setTimeout(150_000);
    await openMap(page, '?mode=graph&params=28&flow=stormflow&analysis=pctile');
    await (await barControl(page, page.getByRole('button', { name: 'Print PDF' }))).click();
    const dialog = page.getByRole('dialog', { name: 'Print PDF' });
    await dialog.getByLabel('Report title').fill('Cherry Creek phosphorus');
    const before = Date.now();
    const [pdf] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), dialog.getByRole('button', { name: 'Create PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe('cherry-creek-phosphorus.pdf');
    const bytes = await readDownload(pdf);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes).join('\n');
    expect(text).toContain('Cherry Creek phosphorus');
    // The date in Denver time, as the page printed it (a minute may have passed).
    const denver = (time: number) =>
      new Intl.DateTimeFormat('en-US', { timeZone: 'America/Denver', year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short' })
        .formatToParts(new Date(time))
        .reduce<Record<string, string>>((parts, part) => ({ ...parts, [part.type]: part.value }), {});
    const stamps = [before, Date.now()].map((time) => {
      const parts = denver(time);
      return `${parts.month}-${parts.day}-${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${parts.timeZoneName}`;
    });
    expect(stamps.some((stamp) => text.includes(stamp)), `one of ${stamps.join(' / ')} in the PDF`).toBe(true);
    // The mode's parameters and period in words, never internal values.
    expect(text).toContain('Graph mode: 85th Percentile of Storm Flow');
    expect(text).toContain('Parameters: Total phosphorus.');
    expect(text).toMatch(/Period of the statistics: \d\d-\d\d-\d{4} to \d\d-\d\d-\d{4}\./);
    expect(text).not.toMatch(/stormflow|pctile/);
    // The legend: the benchmark classes of the locations and the land-use classes.
    expect(text).toContain('Legend');
    expect(text).toMatch(/Benchmark classes/);
    const layers: Layer[] = await (await page.request.get('/api/public-map/layers')).json();
    const sources: Source[] = await (await page.request.get('/api/public-map/sources')).json();
    const landUse = layers.find((layer) => layer.lreProperties.layerGroup === 'Land Use')!;
    for (const label of expectedClasses(landUse, sources.find((source) => source.id === landUse.source))) expect(text).toContain(label);
    expect(text).toContain('Map data:');
    // 300 dpi: the map is more than 7 inches wide on the page.
    expect(Math.max(...pdfImageWidths(bytes))).toBeGreaterThan(2000);
  });
});

test.describe('Share', () => {
  test('copies a link that reopens the same view, and an iframe snippet of an embed route', async ({ page, context, baseURL }, testInfo) => {
    test.setTimeout(150_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await openMap(page, '?view=-104.78,39.52,11.5&types=Reservoir,Surface%20Water');
    // A change made on the page is in the link too.
    await page.getByRole('checkbox', { name: 'Show Land Use' }).uncheck();
    await expect.poll(() => new URL(page.url()).searchParams.get('layers')).not.toBeNull();
    const shown = await mapCanvas(page).getAttribute('data-locations');

    const share = await barControl(page, page.getByRole('button', { name: 'Share' }));
    await share.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Share this map' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Copied to the clipboard.' })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(await dialog.getByLabel('Link to this view').inputValue());
    const params = new URL(link).searchParams;
    expect(params.get('view')).toBe('-104.78,39.52,11.5');
    expect(params.get('types')).toBe('Reservoir,Surface Water');
    expect(params.get('layers')!.split(',')).not.toContain('land-use-fill');

    await dialog.getByRole('button', { name: 'Copy embed code' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Copied to the clipboard.' })).toHaveCount(2);
    const snippet = await page.evaluate(() => navigator.clipboard.readText());
    expect(snippet).toMatch(/^<iframe title="[^"]+" src="[^"]+"/);
    const src = new URL(/src="([^"]+)"/.exec(snippet)![1]!.replace(/&amp;/g, '&'));
    expect(src.pathname).toBe('/data-access/public-map-i-frame');
    expect(src.searchParams.get('view')).toBe('-104.78,39.52,11.5');
    await dialog.getByRole('radio', { name: /pollution abatement projects/ }).check();
    await expect(dialog.getByLabel('Embed code (HTML)')).toHaveValue(/public-map-i-frame-pap\?/);
    await page.screenshot({ path: screenPath(testInfo, 'map-share-dialog-desktop.png') });
    expect(await accessibilityViolations(page)).toEqual([]);
    // Escape closes the dialog and focus returns to the Share button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(share).toBeFocused();

    // The link opened in a new page shows the same view.
    const other = await context.newPage();
    await other.setViewportSize({ width: 1400, height: 900 });
    await other.goto(link);
    const disclaimer = other.getByRole('dialog', { name: 'Disclaimer' });
    if (await disclaimer.isVisible()) await disclaimer.getByRole('button', { name: 'Accept' }).click();
    await expect(mapCanvas(other)).toHaveAttribute('data-map-state', 'idle', { timeout: 30_000 });
    await expect(mapCanvas(other)).toHaveAttribute('data-locations', shown!);
    await expect(other.getByRole('checkbox', { name: 'Show Land Use' })).not.toBeChecked();
    const view = new URL(other.url()).searchParams.get('view');
    expect(view).toBe('-104.78,39.52,11.5');

    // The embed route of the snippet renders the map.
    await other.goto(src.toString());
    await expect(mapCanvas(other)).toHaveAttribute('data-map-state', 'idle', { timeout: 30_000 });
    await expect(mapCanvas(other)).toHaveAttribute('data-locations', shown!);
  });

  test('the Share dialog on a phone', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openMap(page);
    await (await barControl(page, page.getByRole('button', { name: 'Share' }))).click();
    await expect(page.getByRole('dialog', { name: 'Share this map' })).toBeVisible();
    await page.screenshot({ path: screenPath(testInfo, 'map-share-dialog-phone.png') });
  });
});

test.describe('Coordinate search', () => {
  test('drops a marker at the coordinates, which can be cleared', async ({ page }, testInfo) => {
    await openMap(page);
    const box = page.getByRole('searchbox', { name: /coordinates/ }).or(page.getByRole('textbox', { name: /coordinates/ }));
    await box.fill('39.45, -104.75');
    await box.press('Enter');
    const marker = page.getByRole('img', { name: 'Searched place: 39.45000, -104.75000' });
    await expect(marker).toBeVisible();
    await expect.poll(() => new URL(page.url()).searchParams.get('view'), { timeout: 20_000 }).toMatch(/^-104\.75,39\.45,/);
    await expect(mapCanvas(page)).toHaveAttribute('data-map-state', 'idle', { timeout: 30_000 });
    // The pin's tip is at the centre of the map, where the search flew to.
    const canvas = (await mapCanvas(page).boundingBox())!;
    const pin = (await marker.boundingBox())!;
    expect(Math.abs(pin.x + pin.width / 2 - (canvas.x + canvas.width / 2))).toBeLessThan(3);
    expect(Math.abs(pin.y + pin.height - (canvas.y + canvas.height / 2))).toBeLessThan(3);
    await expect(page.getByText('Marker at 39.45000, -104.75000')).toBeVisible();
    await page.screenshot({ path: screenPath(testInfo, 'map-coordinate-marker-desktop.png') });

    await page.getByRole('button', { name: 'Clear marker' }).click();
    await expect(marker).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Clear marker' })).toHaveCount(0);
  });
});
