import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { paintedPixels, readDownload } from '../support/downloads';
import { accessibilityViolations, expect, test } from '../support/fixtures';

const PATH = '/water-quality-update/nutrient-ratios';

interface Ratio {
  rdate: string;
  location_name: string;
  tn_tp: number | null;
  tdn_tdp: number | null;
  tin_srp: number | null;
  chla: number | null;
  lmt: string | null;
}

/** The page's default period: October 1 two years back to September 30 of this year. */
function recentWaterYears() {
  const year = new Date().getFullYear();
  return { start: `${year - 2}-10-01`, end: `${year}-09-30` };
}
const significant3 = (value: number) => new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 }).format(value);
function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
const urlParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const summary = (page: Page) => page.locator('[data-part="summary"]');
const markersOf = (page: Page, key: string) => page.locator(`[data-part="chart"] g[data-series="${key}"] [data-marker]`);

async function ratiosOf(request: APIRequestContext, locationid: number, start: string, end: string): Promise<Ratio[]> {
  const answer = await request.get(`/api/depth-profile-additional-ratio-graph-data-crosstabbed?start_date=${start}&end_date=${end}&locationid=${locationid}`);
  expect(answer.ok()).toBeTruthy();
  return answer.json();
}

async function typeDate(page: Page, label: string, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  await page.getByLabel(label).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`${month}/${day}/${year}`);
  await page.keyboard.press('Enter');
}

test.describe('Nutrient Ratios', () => {
  test.use({ reducedMotion: 'reduce' });

  test('defaults: CCR-2 over the recent water years, lines, reference lines and a summary recomputed from the API', async ({ page, request, consoleErrors }, testInfo) => {
    const { start, end } = recentWaterYears();
    const rows = await ratiosOf(request, 80, start, end);
    const ratios = rows.filter((row) => row.tn_tp !== null);
    // The e2e dataset is sparse (5 % of the sampling): a few days with a TN:TP in two water years.
    expect(ratios.length).toBeGreaterThan(1);

    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nutrient Ratios');
    await expect(page.getByRole('heading', { level: 2, name: 'Nutrient ratios and chlorophyll-a at CCR-2' })).toBeVisible();
    await expect.poll(() => urlParams(page)).toEqual({ locationid: '80', start_date: start, end_date: end });
    await expect(summary(page)).toContainText(`the molar TN:TP had a median of ${significant3(median(ratios.map((row) => row.tn_tp!)))} on ${ratios.length} sampling days`);
    const nitrogen = ratios.filter((row) => row.tn_tp! < 20).length;
    expect(ratios.filter((row) => row.lmt === 'Nitrogen')).toHaveLength(nitrogen);
    await expect(summary(page)).toContainText(`${nitrogen} ${nitrogen === 1 ? 'day' : 'days'} below 20 (nitrogen-limited)`);

    // A marker per day with a ratio; chlorophyll-a on the right axis; the three reference lines.
    await expect(markersOf(page, 'tn_tp')).toHaveCount(ratios.length);
    await expect(markersOf(page, 'chla')).toHaveCount(rows.filter((row) => row.chla !== null).length);
    await expect(page.locator('[data-part="reference"]')).toHaveCount(3);
    expect((await page.locator('[data-part="reference-label"]').allTextContents()).sort()).toEqual(['N-limited below 20', 'P-limited above 50', 'Redfield ratio 16']);
    // The labels are drawn over the data (after every line), each on a halo, inside the plot (issue 30).
    const order = await page.locator('[data-part="chart"] [data-part="marks"]').evaluate((marks) => [...marks.children].map((child) => child.getAttribute('data-part') ?? 'series'));
    expect(order.slice(-3)).toEqual(['reference-label', 'reference-label', 'reference-label']);
    for (const label of await page.locator('[data-part="reference-label"]').all()) expect(Number(await label.getAttribute('y'))).toBeGreaterThanOrEqual(11);
    await expect(page.getByText(/A molar TN:TP below about 20 suggests that algae are limited by nitrogen, above about 50 by phosphorus/)).toBeVisible();
    await expect(page.getByLabel('Legend')).toContainText('Chlorophyll-a (µg/L, right axis)');

    await page.screenshot({ path: '/work/notes/shots/nutrient-ratios-desktop.png', fullPage: true });

    // The table: the API's row of each sampling day.
    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page.getByText(`${rows.length} rows`, { exact: true })).toBeVisible();
    const [y, m, d] = rows[0]!.rdate.split('-');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(`${m}-${d}-${y}`);
    expect(consoleErrors).toEqual([]);
  });

  test('each control changes the chart, the table and the URL (by keyboard); a bookmarked URL restores the view', async ({ page, request }) => {
    const { start, end } = recentWaterYears();
    await page.goto(PATH);
    await expect(summary(page)).toContainText('At CCR-2');

    // Location, by keyboard.
    await page.getByLabel('Location').focus();
    await page.keyboard.type('CCR-3');
    await page.keyboard.press('Enter');
    await expect.poll(() => urlParams(page)).toEqual({ locationid: '81', start_date: start, end_date: end });
    await expect(summary(page)).toContainText('At CCR-3');
    await expect(page.getByRole('heading', { level: 2, name: 'Nutrient ratios and chlorophyll-a at CCR-3' })).toBeVisible();

    // Start date, typed: six water years.
    const newStart = `${new Date().getFullYear() - 6}-10-01`;
    await typeDate(page, 'Start date', newStart);
    await expect.poll(() => urlParams(page).start_date).toBe(newStart);
    const rows = await ratiosOf(request, 81, newStart, end);
    const ratios = rows.filter((row) => row.tn_tp !== null);
    await expect(summary(page)).toContainText(`on ${ratios.length} sampling days`);
    await expect(markersOf(page, 'tn_tp')).toHaveCount(ratios.length);
    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page.getByText(`${rows.length} rows`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Graph' }).click();
    const view = await summary(page).textContent();

    await page.reload();
    await expect(summary(page)).toHaveText(view!);
    await expect(page.getByLabel('Start date')).toHaveValue(`10/01/${newStart.slice(0, 4)}`);
    expect(urlParams(page)).toEqual({ locationid: '81', start_date: newStart, end_date: end });
  });

  test("empty and error states use the spec's words", async ({ page }) => {
    // A period without samples.
    await page.goto(`${PATH}?locationid=80&start_date=1980-01-01&end_date=1980-12-31`);
    await expect(page.getByText('No data', { exact: true })).toBeVisible();

    await page.route('**/api/depth-profile-additional-ratio-graph-data-crosstabbed?*', (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'The server could not complete the request.' } }),
    );
    await page.goto(PATH);
    await expect(page.getByRole('alert')).toHaveText('An error has occurred: The server could not complete the request.', { timeout: 20_000 });
  });

  test('Save PNG downloads the drawn chart', async ({ page }, testInfo) => {
    await page.goto(PATH);
    await expect(markersOf(page, 'tn_tp').first()).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save PNG' }).click()]);
    expect(download.suggestedFilename()).toBe('Nutrient Ratios.png');
    expect((await paintedPixels(page, await readDownload(download))).count).toBeGreaterThan(1000);
    await download.saveAs(path.join(testInfo.project.outputDir, 'screens/nutrient-ratios-saved.png'));
  });

  test('has no WCAG 2.2 A/AA violations, on a desktop and a phone', async ({ page }, testInfo) => {
    await page.goto(PATH);
    await expect(markersOf(page, 'tn_tp').first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    // The chart re-measures to the phone's width: nothing scrolls sideways.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(markersOf(page, 'tn_tp').first()).toBeVisible();
    await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screens/nutrient-ratios-phone.png'), fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('Nutrient Ratios: no axis past today, legible on a phone (issue 30)', () => {
  test('a period ending after today draws no tick after today', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const nextYear = new Date().getFullYear() + 1;
    await page.goto(`/water-quality-update/nutrient-ratios?locationid=80&start_date=${nextYear - 3}-10-01&end_date=${nextYear}-09-30`);
    await expect(page.getByRole('img', { name: /molar TN:TP/ })).toBeVisible({ timeout: 60_000 });
    const ticks = await page.locator('.visx-axis-bottom .visx-axis-tick text').allTextContents();
    expect(ticks.length).toBeGreaterThan(1);
    const now = Date.now();
    for (const tick of ticks) {
      const [month, day, year] = tick.split('-').map(Number);
      expect(Date.UTC(year!, month! - 1, day!)).toBeLessThanOrEqual(now);
    }
  });

  test.describe('phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test('at most 4 date ticks, labels inside the plot, no sideways scroll, axe clean', async ({ page }) => {
      await page.goto('/water-quality-update/nutrient-ratios');
      await expect(page.locator('[data-part="chart"] svg[role="img"]')).toBeVisible();
      const ticks = await page.locator('[data-part="chart"] .visx-axis-bottom .visx-axis-tick text').allTextContents();
      expect(ticks.length).toBeLessThanOrEqual(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.waitForTimeout(300);
      await page.screenshot({ path: '/work/notes/shots/nutrient-ratios-phone.png', fullPage: true });
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
});
