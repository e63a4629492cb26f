import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { paintedPixels, readDownload } from '../support/downloads';
import { test, expect, accessibilityViolations } from '../support/fixtures';

const PATH = '/explore/precipitation';
const API = '/api/ts-precip-daily-cumulative/';

interface PrecipitationRecord {
  locationid: number;
  location_name: string;
  rdate: string;
  daily_precip: number;
}

/** The last complete water year before today (the page's default period, docs/decisions.md). */
function lastCompleteWaterYear(now = new Date()) {
  const endYear = now.getMonth() >= 9 ? now.getFullYear() : now.getFullYear() - 1;
  return { start: `${endYear - 1}-10-01`, end: `${endYear}-09-30` };
}

/** The API's records for a period and each gauge's total over it, recomputed here in hundredths of an inch. */
async function apiTotals(request: APIRequestContext, query: string) {
  const response = await request.get(`${API}${query}`);
  expect(response.ok()).toBeTruthy();
  const records: PrecipitationRecord[] = await response.json();
  const totals = new Map<string, number>();
  for (const record of records) totals.set(record.location_name, (totals.get(record.location_name) ?? 0) + Math.round(record.daily_precip * 100));
  return { records, totals: [...totals].map(([name, hundredths]) => ({ name, text: `${(hundredths / 100).toFixed(3)} in` })) };
}

const screens = (name: string) => path.join(__dirname, '../../test-results/screens', name);
const chips = (page: Page) => page.locator('[data-part="total"]');
const chart = (page: Page) => page.locator('[data-part="chart"] svg[role="img"]');

async function expectChips(page: Page, totals: { name: string; text: string }[]) {
  await expect(chips(page)).toHaveCount(totals.length);
  for (const total of totals) {
    await expect(chips(page).filter({ hasText: new RegExp(`^${total.name}[ :]`) })).toHaveText(new RegExp(`^${total.name}( \\(.*\\))?: ${total.text.replace('.', '\\.')}$`));
  }
}

test.describe('Precipitation in the Basin', () => {
  // A water year is over 700 bars: axe and the chart take their time on a shared 2-core machine.
  test.describe.configure({ timeout: 150_000 });

  test('opens on the last complete water year with the API numbers in chips, chart and table', async ({ page, request, consoleErrors }) => {
    const { start, end } = lastCompleteWaterYear();
    const { records, totals } = await apiTotals(request, `?start_date=${start}&end_date=${end}`);
    expect(records.length).toBeGreaterThan(600);
    expect(totals.map((total) => total.name).sort()).toEqual(['CCR-WX', 'PG-1']);

    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Precipitation in the Basin');
    await expect(page).toHaveURL(new RegExp(`start_date=${start}.*end_date=${end}.*rolling=0`));
    await expect(page.getByLabel('Start date')).toHaveValue(`10/01/${start.slice(0, 4)}`);
    await expect(page.getByLabel('End date')).toHaveValue(`09/30/${end.slice(0, 4)}`);
    await expect(page.getByRole('checkbox', { name: 'Previous days' })).not.toBeChecked();
    await expectChips(page, totals);
    await expect(chips(page).first()).toContainText('(Reservoir weather station)');

    // One bar per record, two dashed cumulative lines (one per gauge) on the right axis.
    await expect(chart(page)).toBeVisible();
    await expect(page.locator('[data-part="bar"]')).toHaveCount(records.length);
    await expect(page.locator('[data-part="line-segment"][stroke-dasharray]')).toHaveCount(2);
    await expect(page.locator('[data-part="summary"]')).toContainText(`${totals[0]!.text} fell at`);

    // The map shows the two gauges.
    await expect(page.getByRole('region', { name: 'Map', exact: true })).toBeVisible();

    // The table: every record, the chart's cumulative beside the API's running totals.
    await page.getByRole('button', { name: 'Table' }).click();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Water-year-to-date total' })).toBeVisible();
    await expect(page.getByText(`${records.length} rows`, { exact: true })).toBeVisible();
    await expect(table.locator('tbody tr.ant-table-row').first()).toContainText(`10-01-${start.slice(0, 4)}`);
    expect(consoleErrors).toEqual([]);
  });

  test('each control changes the URL, the chips and the chart, by keyboard', async ({ page, request }) => {
    const { start } = lastCompleteWaterYear();
    await page.goto(PATH);
    await expect(chips(page)).toHaveCount(2);

    // The Date Filters panel collapses and opens from the keyboard.
    const panel = page.getByRole('button', { name: /Date Filters/ });
    await panel.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(panel).toHaveAttribute('aria-expanded', 'true');

    // A start date typed as MM/DD/YYYY.
    const newStart = `${Number(start.slice(0, 4)) + 1}-06-01`;
    const startInput = page.getByLabel('Start date');
    await startInput.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`06/01/${newStart.slice(0, 4)}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`start_date=${newStart}`));
    const june = await apiTotals(request, `?start_date=${newStart}&end_date=${newStart.slice(0, 4)}-09-30`);
    await expectChips(page, june.totals);
    await expect(page.locator('[data-part="bar"]')).toHaveCount(june.records.length);

    // Rolling mode with empty days: every record.
    const rolling = page.getByRole('checkbox', { name: 'Previous days' });
    await rolling.focus();
    await page.keyboard.press('Space');
    await expect(rolling).toBeChecked();
    await expect(page).toHaveURL(/rolling=1/);
    await expect(page.getByLabel('Start date')).toBeDisabled();
    const all = await apiTotals(request, '');
    await expectChips(page, all.totals);

    // 30 previous days: the seeded data end on the last September 30, so nothing is left.
    const days = page.getByLabel('Number of days (empty: all records)');
    await days.focus();
    await page.keyboard.type('30');
    await expect(page).toHaveURL(/days=30/);
    await expect(page.getByText('No Data Available')).toBeVisible();
    await expect(chips(page)).toHaveCount(0);
  });

  test('a bookmarked URL restores the view', async ({ page, request }) => {
    const { end } = lastCompleteWaterYear();
    const year = end.slice(0, 4);
    const july = await apiTotals(request, `?start_date=${year}-07-01&end_date=${year}-07-31`);
    await page.goto(`${PATH}?start_date=${year}-07-01&end_date=${year}-07-31&rolling=0&days=`);
    await expect(page.getByLabel('Start date')).toHaveValue(`07/01/${year}`);
    await expect(page.getByLabel('End date')).toHaveValue(`07/31/${year}`);
    await expectChips(page, july.totals);
    await expect(page.locator('[data-part="bar"]')).toHaveCount(62);

    await page.goto(`${PATH}?rolling=1&days=&start_date=${year}-07-01&end_date=${year}-07-31`);
    await expect(page.getByRole('checkbox', { name: 'Previous days' })).toBeChecked();
    await expectChips(page, (await apiTotals(request, '')).totals);
  });

  test('shows the error text when the API fails', async ({ page }) => {
    await page.route('**/api/ts-precip-daily-cumulative/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal Server Error', message: 'database unavailable' }) }),
    );
    await page.goto(PATH);
    await expect(page.getByText('An error has occurred: database unavailable')).toBeVisible();
    await expect(chips(page)).toHaveCount(0);
  });

  test('Save PNG downloads a non-blank picture of the chart', async ({ page }) => {
    await page.goto(PATH);
    await expect(chart(page)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save PNG' }).click()]);
    expect(download.suggestedFilename()).toBe('Precipitation.png');
    const painted = await paintedPixels(page, await readDownload(download));
    expect(painted.width).toBeGreaterThan(300);
    expect(painted.count).toBeGreaterThan(1000);
  });

  test('has no accessibility violations, on a desktop and a phone', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(PATH);
    await expect(chart(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Map', exact: true }).locator('canvas').first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: screens('precipitation-desktop.png'), fullPage: true });
    await testInfo.attach('desktop', { path: screens('precipitation-desktop.png'), contentType: 'image/png' });

    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PATH);
    await expect(chart(page)).toBeVisible();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: screens('precipitation-phone.png'), fullPage: true });
    await testInfo.attach('phone', { path: screens('precipitation-phone.png'), contentType: 'image/png' });
  });
});
