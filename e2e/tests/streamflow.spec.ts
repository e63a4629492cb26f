import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { paintedPixels, readDownload } from '../support/downloads';
import { test, expect, accessibilityViolations } from '../support/fixtures';

const PATH = '/explore/stream-logger-data';
const EMBED = '/data-access/public-map-i-frame-stream-logger';
const STATS = '/api/stream-logger-results-viewer-daily-stats-table';

interface DailyStat {
  locationid: number;
  location_name: string;
  rdate: string;
  daily_average: number;
  daily_min: number;
  daily_max: number;
  result_unit_name: string;
}

const isoToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
const DEFAULT_START = `${new Date().getFullYear() - 1}-10-01`;
/**
 * The seeded telemetry covers fixed days (the generator's last water year ends 2026-09-30; at the e2e scale
 * its last 55 days) while the page's default dates follow today: the data checks name their dates.
 */
const SEEDED = { start: '2026-08-01', end: '2026-09-30' };
const SEEDED_QUERY = `start_date=${SEEDED.start}&end_date=${SEEDED.end}`;

async function telemetryIds(request: APIRequestContext): Promise<{ locationid: number; location_name: string }[]> {
  const response = await request.get('/api/list-locations-telem');
  expect(response.ok()).toBeTruthy();
  return response.json();
}

async function dailyStats(request: APIRequestContext, parameterId: number, ids: readonly number[], start: string, end: string): Promise<DailyStat[]> {
  const response = await request.get(`${STATS}/${parameterId}/${[...ids].sort((a, b) => a - b).join(',')}?start_date=${start}&end_date=${end}`);
  expect(response.ok()).toBeTruthy();
  return response.json();
}

/** The summary's number, recomputed: the location with the highest mean daily average, 3 significant digits. */
function highestMean(rows: readonly DailyStat[]): { name: string; text: string } {
  const byLocation = new Map<string, number[]>();
  for (const row of rows) byLocation.set(row.location_name, [...(byLocation.get(row.location_name) ?? []), row.daily_average]);
  const means = [...byLocation].map(([name, values]) => ({ name, mean: values.reduce((sum, value) => sum + value, 0) / values.length }));
  const top = means.reduce((best, entry) => (entry.mean > best.mean ? entry : best));
  return { name: top.name, text: new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 }).format(top.mean) };
}

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const chartCard = (page: Page | ReturnType<Page['frameLocator']>, title: RegExp | string) => page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const tableCard = (page: Page) => page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: /^Daily (Flow|Stage) table$/ }) });
const rowCount = (card: Locator) => card.getByRole('status').filter({ hasText: /^\d+ rows?$/ });

test.describe('Streamflow Data', () => {
  test('opens with Flow, every telemetry location, October 1 of last year to today, as the API answers', async ({ page, request, consoleErrors }) => {
    const ids = (await telemetryIds(request)).map((location) => location.locationid);
    expect(ids.length).toBeGreaterThan(0);
    const rows = await dailyStats(request, 2, ids, DEFAULT_START, isoToday());
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Streamflow Data');
    await expect(page).toHaveTitle(/Streamflow Data/);
    // The URL holds the whole state, the explicit list of locations included.
    await expect.poll(() => param(page, 'locationids')).toBe(ids.join(','));
    expect([param(page, 'parameterid'), param(page, 'start_date'), param(page, 'end_date')]).toEqual(['2', DEFAULT_START, isoToday()]);
    await expect(page.getByLabel('Start date')).toHaveValue(DEFAULT_START.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2/$3/$1'));
    await expect(page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Parameter' }) })).toContainText('Flow');
    const chart = chartCard(page, 'Daily Flow');
    if (rows.length > 0) await expect(chart.locator('[data-part="summary"]')).toContainText(`${highestMean(rows).text} cfs`);
    else await expect(chart.getByText('No Data Available', { exact: true })).toBeVisible();
    await expect(rowCount(tableCard(page))).toHaveText(`${rows.length} ${rows.length === 1 ? 'row' : 'rows'}`);
    expect(consoleErrors).toEqual([]);
  });

  test('shows real data: the summary, the bands, the table with its filters, the map; desktop and phone', async ({ page, request, consoleErrors }, testInfo) => {
    const ids = (await telemetryIds(request)).map((location) => location.locationid);
    const rows = await dailyStats(request, 2, ids, SEEDED.start, SEEDED.end);
    expect(rows.length).toBeGreaterThan(0);

    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${PATH}?${SEEDED_QUERY}`);
    const chart = chartCard(page, 'Daily Flow');
    await expect(chart.locator('svg[role="img"]')).toBeVisible();
    await expect.poll(() => param(page, 'locationids')).toBe(ids.join(','));

    // The summary's number equals the API's answer recomputed; one band per location, no markers.
    const top = highestMean(rows);
    const summary = chart.locator('[data-part="summary"]');
    await expect(summary).toContainText(top.name);
    await expect(summary).toContainText(`${top.text} cfs`);
    await expect(chart.locator('[data-part="band"]')).not.toHaveCount(0);
    await expect(chart.locator('svg[role="img"] [data-marker]')).toHaveCount(0);
    await expect(chart.locator('svg[role="img"]')).toContainText('Flow (cfs)');
    const byLocation = new Set(rows.map((row) => row.location_name));
    for (const name of byLocation) await expect(chart.getByRole('list', { name: 'Legend' })).toContainText(name);

    // The table card: every row, MM-DD-YYYY dates, per-column filters.
    const table = tableCard(page);
    await expect(rowCount(table)).toHaveText(`${rows.length} ${rows.length === 1 ? 'row' : 'rows'}`);
    await expect(table.locator('tbody tr.ant-table-row').first()).toContainText(/\d{2}-\d{2}-\d{4}/);
    const first = rows[0]!.location_name;
    await table.getByLabel('Filter by Location').fill(first);
    await expect(rowCount(table)).toHaveText(`${rows.filter((row) => row.location_name.toLowerCase().includes(first.toLowerCase())).length} rows`);
    await table.getByLabel('Filter by Location').fill('');

    // The map of the telemetry locations.
    await expect(page.getByRole('region', { name: 'Map', exact: true })).toBeVisible();

    await page.screenshot({ path: 'test-results/screens/streamflow-desktop.png', fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    // A phone (or a turned tablet): the page reflows to the narrower window, nothing sticks out.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(chart.locator('svg[role="img"]')).toBeVisible();
    // What sticks out past the window and is not inside a scrolling box (e.g. the table's), for a readable failure.
    const stickingOut = () =>
      page.evaluate(() => {
        const clipped = (element: Element | null): boolean =>
          !!element && element !== document.body && (getComputedStyle(element).overflowX !== 'visible' || clipped(element.parentElement));
        return [...document.querySelectorAll('main *')]
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1 && !clipped(element.parentElement))
          .slice(0, 5)
          .map((element) => `${element.tagName}.${String(element.className)} ${Math.round(element.getBoundingClientRect().right)}`);
      });
    await expect.poll(stickingOut).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/screens/streamflow-phone.png', fullPage: true });
    await testInfo.attach('phone', { path: 'test-results/screens/streamflow-phone.png', contentType: 'image/png' });
    expect(consoleErrors).toEqual([]);
  });

  test('each control changes the chart, the table and the URL; the filters work by keyboard', async ({ page, request, consoleErrors }) => {
    const ids = (await telemetryIds(request)).map((location) => location.locationid);
    expect(ids.length).toBeGreaterThan(1);
    await page.goto(`${PATH}?${SEEDED_QUERY}`);
    const table = tableCard(page);
    await expect(chartCard(page, 'Daily Flow').locator('svg[role="img"]')).toBeVisible();
    await expect.poll(() => param(page, 'locationids')).toBe(ids.join(','));

    // Parameter, by keyboard: Flow → Stage.
    const stage = await dailyStats(request, 1901, ids, SEEDED.start, SEEDED.end);
    await page.getByRole('combobox', { name: 'Parameter' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.ant-select-item-option').filter({ hasText: 'Stage' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => param(page, 'parameterid')).toBe('1901');
    const stageChart = chartCard(page, 'Daily Stage');
    await expect(stageChart.locator('svg[role="img"]')).toContainText('Stage (ft)');
    await expect(stageChart.locator('[data-part="summary"]')).toContainText(`${highestMean(stage).text} ft`);
    await expect(rowCount(table)).toHaveText(`${stage.length} rows`);

    // Start date, typed: fewer days in the chart and the table.
    const september = await dailyStats(request, 1901, ids, '2026-09-15', SEEDED.end);
    const start = page.getByLabel('Start date');
    await start.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('09/15/2026');
    await page.keyboard.press('Enter');
    await expect.poll(() => param(page, 'start_date')).toBe('2026-09-15');
    await expect(rowCount(table)).toHaveText(`${september.length} rows`);
    await expect(stageChart.locator('[data-part="summary"]')).toContainText(`${highestMean(september).text} ft`);

    // Locations, by keyboard: Backspace takes the last one off.
    const kept = ids.slice(0, -1);
    const locations = page.getByRole('combobox', { name: 'Locations' });
    await locations.focus();
    await page.keyboard.press('Backspace');
    await expect.poll(() => param(page, 'locationids')).toBe(kept.join(','));
    const fewer = await dailyStats(request, 1901, kept, '2026-09-15', SEEDED.end);
    await expect(rowCount(table)).toHaveText(`${fewer.length} rows`);
    // ... down to one, then the last: an empty selection clears chart and table, with no stats call.
    for (let index = 1; index < kept.length; index += 1) await page.keyboard.press('Backspace');
    await expect.poll(() => param(page, 'locationids')).toBe(String(kept[0]));
    let statsCalls = 0;
    page.on('request', (sent) => {
      if (sent.url().includes(STATS)) statsCalls += 1;
    });
    await page.keyboard.press('Backspace');
    await expect.poll(() => param(page, 'locationids')).toBe('');
    await expect(stageChart.getByText('No Data Available', { exact: true })).toBeVisible();
    await expect(rowCount(table)).toHaveText('0 rows');
    await expect(table.getByText('No data', { exact: true })).toBeVisible();
    expect(statsCalls).toBe(0);
    // The empty selection survives a reload (it is not the "everything" default).
    await page.reload();
    await expect(chartCard(page, 'Daily Stage').getByText('No Data Available', { exact: true })).toBeVisible();
    expect(param(page, 'locationids')).toBe('');
    expect(consoleErrors).toEqual([]);
  });

  test('a bookmarked URL restores the view', async ({ page, request }) => {
    const [location] = await telemetryIds(request);
    const rows = await dailyStats(request, 1901, [location!.locationid], '2026-09-01', '2026-09-30');
    await page.goto(`${PATH}?parameterid=1901&locationids=${location!.locationid}&start_date=2026-09-01&end_date=2026-09-30`);
    const chart = chartCard(page, 'Daily Stage');
    await expect(chart.locator('[data-part="summary"]')).toContainText(`${location!.location_name} averaged ${highestMean(rows).text} ft`);
    await expect(page.getByLabel('Start date')).toHaveValue('09/01/2026');
    await expect(page.getByLabel('End date')).toHaveValue('09/30/2026');
    await expect(page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Locations' }) })).toContainText(location!.location_name);
    await expect(rowCount(tableCard(page))).toHaveText(`${rows.length} rows`);
    expect(param(page, 'locationids')).toBe(String(location!.locationid));
  });

  test('a failing stats call shows the error texts of chart and table', async ({ page, consoleErrors }) => {
    await page.route(`**${STATS}/**`, (route) => route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'database unavailable' } }));
    await page.goto(PATH);
    await expect(page.getByText('An error has occurred: database unavailable', { exact: true })).toBeVisible();
    await expect(tableCard(page).getByText('Error loading table.', { exact: true })).toBeVisible();
    // Only the browser's own note of the 500 answer.
    expect(consoleErrors.filter((message) => !message.includes('500'))).toEqual([]);
  });

  test('Save PNG downloads a picture of the chart', async ({ page }) => {
    await page.goto(`${PATH}?${SEEDED_QUERY}`);
    const chart = chartCard(page, 'Daily Flow');
    await expect(chart.locator('svg[role="img"]')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), chart.getByRole('button', { name: 'Save PNG' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    const bytes = await readDownload(download);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect((await paintedPixels(page, bytes)).count).toBeGreaterThan(1000);
  });
});

test.describe('Stream logger embed', () => {
  test('shows the selectors and the chart only, without the portal layout', async ({ page, request, consoleErrors }) => {
    const ids = (await telemetryIds(request)).map((location) => location.locationid);
    await page.setViewportSize({ width: 900, height: 700 });
    await page.goto(`${EMBED}?${SEEDED_QUERY}`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.locator('.portal-header')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Parameter' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Locations' })).toBeVisible();
    await expect(page.getByLabel('Start date')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Map', exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /table$/ })).toHaveCount(0);
    await expect(chartCard(page, 'Daily Flow').locator('svg[role="img"]')).toBeVisible();
    await expect.poll(() => param(page, 'locationids')).toBe(ids.join(','));
    await page.screenshot({ path: 'test-results/screens/streamflow-embed.png', fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('works inside another site’s iframe, options from the URL', async ({ page, request, baseURL }) => {
    const [location] = await telemetryIds(request);
    const rows = await dailyStats(request, 1901, [location!.locationid], SEEDED.start, SEEDED.end);
    await page.setContent(
      `<h1>Partner site</h1><iframe title="Stream logger" src="${baseURL}${EMBED}?parameterid=1901&locationids=${location!.locationid}&${SEEDED_QUERY}" width="900" height="640"></iframe>`,
    );
    const frame = page.frameLocator('iframe[title="Stream logger"]');
    const chart = chartCard(frame, 'Daily Stage');
    await expect(chart.locator('svg[role="img"]')).toBeVisible({ timeout: 30_000 });
    await expect(chart.locator('[data-part="summary"]')).toContainText(`${highestMean(rows).text} ft`);
    await expect(frame.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    // The chart's own table switch is the embed's way to the numbers.
    await chart.getByRole('button', { name: 'Table' }).click();
    await expect(chart.getByRole('status').filter({ hasText: /rows?$/ })).toHaveText(`${rows.length} rows`);
    await page.screenshot({ path: 'test-results/screens/streamflow-iframe.png' });
  });
});
