import path from 'node:path';
import type { Page } from '@playwright/test';
import { paintedPixels, readDownload } from '../support/downloads';
import { accessibilityViolations, expect, test } from '../support/fixtures';

const PATH = '/explore/year-comparison-graph';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** YEAR_PALETTE's first two colours (the two default years). */
const FIRST_COLOURS = ['#0072b2', '#d55e00'];

interface Row {
  rdate: string;
  rvalue_converted: number;
  depth_value: number | null;
  unit_name: string;
  nondetect: boolean;
  year: number;
  month: number;
}

/**
 * The bars, recomputed here from the API's rows: the two most recent years, the shallowest depth,
 * each month's mean with a non-detect as half its detection limit.
 */
function expectedDefaults(rows: readonly Row[]) {
  const years = [...new Set(rows.map((row) => row.year))].sort((a, b) => a - b).slice(-2);
  const depths = rows.map((row) => row.depth_value).filter((depth): depth is number => depth !== null);
  const shallowest = depths.length > 0 ? Math.min(...depths) : null;
  const used = rows.filter((row) => years.includes(row.year) && (shallowest === null || row.depth_value === shallowest));
  const bars = years.flatMap((year) =>
    MONTHS.flatMap((month, index) => {
      const values = used.filter((row) => Number(row.rdate.slice(0, 4)) === year && Number(row.rdate.slice(5, 7)) === index + 1).map((row) => (row.nondetect ? row.rvalue_converted / 2 : row.rvalue_converted));
      return values.length === 0 ? [] : [{ year, month, mean: values.reduce((a, b) => a + b, 0) / values.length }];
    }),
  );
  return { years, shallowest, used, bars };
}

const significant3 = (value: number) => new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 }).format(value);
const twoDecimals = (value: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
const urlParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const summary = (page: Page) => page.locator('[data-part="summary"]');
const chip = (page: Page, year: number) => page.getByRole('group', { name: 'Years' }).getByRole('button', { name: String(year), exact: true });
const bars = (page: Page, year: number) => page.locator(`[data-part="chart"] rect[data-part="bar"][data-series="${year}"]`);

async function rowsOf(request: import('@playwright/test').APIRequestContext, locationid: number, parameterid: number): Promise<Row[]> {
  const answer = await request.get(`/api/results-simple/year-comparison?locationid=${locationid}&parameterid=${parameterid}`);
  expect(answer.ok()).toBeTruthy();
  return answer.json();
}

test.describe('Year Comparison Graph', () => {
  test.use({ reducedMotion: 'reduce' });

  test('defaults: CCR-1 total nitrogen, the two most recent years at the shallowest depth, bars equal to a recomputation', async ({ page, request, consoleErrors }, testInfo) => {
    const rows = await rowsOf(request, 79, 29);
    const { years, shallowest, used, bars: expected } = expectedDefaults(rows);
    expect(years).toHaveLength(2);
    expect(shallowest).not.toBeNull();
    const peak = expected.reduce((best, bar) => (bar.mean > best.mean ? bar : best));

    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Year Comparison Graph');
    await expect(page.getByRole('heading', { level: 2, name: `Total nitrogen at CCR-1 (${shallowest} m), monthly averages by year` })).toBeVisible();
    await expect(summary(page)).toContainText(`the highest value was ${significant3(peak.mean)} µg/L in ${peak.month} ${peak.year}.`);
    await expect.poll(() => urlParams(page)).toEqual({ locationid: '79', parameterid: '29' });
    for (const year of years) await expect(chip(page, year)).toHaveAttribute('aria-pressed', 'true');

    // One bar per month with results, in the year's colour (the year still running hatched in it and
    // named partial in the legend and the summary), at most 18 px wide.
    const currentYear = new Date().getFullYear();
    for (const [index, year] of years.entries()) {
      await expect(bars(page, year)).toHaveCount(expected.filter((bar) => bar.year === year).length);
      if (year === currentYear) {
        await expect(bars(page, year).first()).toHaveAttribute('stroke', FIRST_COLOURS[index]!);
        await expect(bars(page, year).first()).toHaveAttribute('data-partial', 'true');
        await expect(bars(page, year).first()).toHaveAttribute('fill', /^url\(#/);
        await expect(page.getByLabel('Legend')).toContainText(new RegExp(`${year} \\(through [A-Z][a-z]+, partial\\)`));
      } else {
        await expect(bars(page, year).first()).toHaveAttribute('fill', FIRST_COLOURS[index]!);
      }
    }
    const widths = await page.locator('rect[data-part="bar"]').evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('width'))));
    expect(Math.max(...widths)).toBeLessThanOrEqual(18);

    // The tooltip of the peak's month: each year's mean with 2 decimals.
    const peakBar = bars(page, peak.year).nth(expected.filter((bar) => bar.year === peak.year).indexOf(peak));
    const box = (await peakBar.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 20));
    await expect(page.locator('[data-part="tooltip"]')).toContainText(`${peak.year}: ${twoDecimals(peak.mean)} µg/L`);

    await page.screenshot({ path: '/work/notes/shots/year-comparison-desktop.png', fullPage: true });

    // The table: exactly the results behind the bars.
    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page.getByText(`${used.length} ${used.length === 1 ? 'row' : 'rows'}`, { exact: true })).toBeVisible();
    const first = used[0]!;
    const [y, m, d] = first.rdate.split('-');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(`${m}-${d}-${y}`);
    expect(consoleErrors).toEqual([]);
  });

  test('each control changes the graph, the table and the URL (by keyboard); a bookmarked URL restores the view', async ({ page, request }) => {
    const rows = await rowsOf(request, 80, 29);
    const { years } = expectedDefaults(rows);
    const depths = [...new Set(rows.map((row) => row.depth_value).filter((depth) => depth !== null))].sort((a, b) => a! - b!) as number[];
    const deepest = depths.at(-1)!;

    await page.goto(PATH);
    await expect(summary(page)).toContainText('CCR-1');

    // Location, by keyboard.
    await page.getByLabel('Location').focus();
    await page.keyboard.type('CCR-2');
    await page.keyboard.press('Enter');
    await expect.poll(() => urlParams(page)).toEqual({ locationid: '80', parameterid: '29' });
    await expect(summary(page)).toContainText('Total nitrogen at CCR-2');
    await expect(page.getByRole('heading', { level: 2, name: `Total nitrogen at CCR-2 (${depths[0]} m), monthly averages by year` })).toBeVisible();

    // Depths, by keyboard: add the deepest.
    await page.getByLabel('Depths').focus();
    await page.keyboard.type(`${deepest} m`);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect.poll(() => urlParams(page).depths).toBe(`${depths[0]},${deepest}`);
    await expect(page.getByRole('heading', { level: 2, name: `Total nitrogen at CCR-2 (${depths[0]} m, ${deepest} m), monthly averages by year` })).toBeVisible();

    // A year chip, by keyboard: the older default year off.
    const [older, newer] = years as [number, number];
    await chip(page, older).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => urlParams(page).years).toBe(String(newer));
    await expect(chip(page, older)).toHaveAttribute('aria-pressed', 'false');
    await expect(bars(page, older)).toHaveCount(0);
    await expect(summary(page)).toContainText(`in ${newer}`);
    const kept = rows.filter((row) => row.year === newer && (row.depth_value === depths[0] || row.depth_value === deepest));
    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page.getByText(`${kept.length} ${kept.length === 1 ? 'row' : 'rows'}`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Graph' }).click();

    // Parameter, by keyboard: the depth filter starts again at the new parameter's shallowest depth.
    await page.getByLabel('Parameter').focus();
    await page.keyboard.type('Total phosphorus');
    await page.keyboard.press('Enter');
    await expect.poll(() => urlParams(page)).toEqual({ locationid: '80', parameterid: '28', years: String(newer) });
    await expect(summary(page)).toContainText('Total phosphorus at CCR-2');
    const view = await summary(page).textContent();

    await page.reload();
    await expect(summary(page)).toHaveText(view!);
    await expect(chip(page, newer)).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, older)).toHaveAttribute('aria-pressed', 'false');
    expect(urlParams(page)).toEqual({ locationid: '80', parameterid: '28', years: String(newer) });
  });

  test('a stream site has no depths: the filter says so and every result counts', async ({ page, request }) => {
    const rows = await rowsOf(request, 68, 29);
    expect(rows.every((row) => row.depth_value === null)).toBe(true);
    const { years } = expectedDefaults(rows);
    await page.goto(`${PATH}?locationid=68&parameterid=29`);
    await expect(page.getByText('No depths recorded here: every result is used.')).toBeVisible();
    await expect(summary(page)).toContainText('Total nitrogen at CC-10');
    for (const year of years) await expect(chip(page, year)).toHaveAttribute('aria-pressed', 'true');
  });

  test("empty and error states use the spec's words", async ({ page }) => {
    // No year chosen.
    await page.goto(`${PATH}?locationid=79&parameterid=29&years=`);
    await expect(page.getByText('No data for current selections')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Years' }).getByRole('button', { pressed: true })).toHaveCount(0);

    // No results at all.
    await page.route('**/api/results-simple/year-comparison?*', (route) => route.fulfill({ json: [] }));
    await page.goto(`${PATH}?locationid=79&parameterid=29`);
    await expect(page.getByText('No data for current selections')).toBeVisible();

    await page.unroute('**/api/results-simple/year-comparison?*');
    await page.route('**/api/results-simple/year-comparison?*', (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'The server could not complete the request.' } }),
    );
    await page.goto(`${PATH}?locationid=79&parameterid=29`);
    await expect(page.getByRole('alert')).toHaveText('An error has occurred: The server could not complete the request.', { timeout: 20_000 });
  });

  test('Save PNG downloads the drawn graph', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.locator('rect[data-part="bar"]').first()).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save PNG' }).click()]);
    expect(download.suggestedFilename()).toBe('Year Comparison Graph.png');
    expect((await paintedPixels(page, await readDownload(download))).count).toBeGreaterThan(1000);
  });

  test('has no WCAG 2.2 A/AA violations, on a desktop and a phone', async ({ page }, testInfo) => {
    await page.goto(PATH);
    await expect(page.locator('rect[data-part="bar"]').first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('rect[data-part="bar"]').first()).toBeVisible();
    await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screens/year-comparison-phone.png'), fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('Year Comparison Graph on a phone (issue 30)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('no sideways scroll, axe clean', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.locator('[data-part="chart"] rect[data-part="bar"]').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.waitForTimeout(300);
    await page.screenshot({ path: '/work/notes/shots/year-comparison-phone.png', fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test('an unknown location in the link is said in words; the page shows its default location', async ({ page }) => {
  await page.goto(`${PATH}?locationid=99999&parameterid=29`);
  await expect(page.locator('[data-part="link-problems"]')).toContainText('The link asks for location 99999, which this portal does not have.');
  await expect(page.getByRole('heading', { level: 2, name: /^Total nitrogen at CCR-1/ })).toBeVisible();
  await expect(page.getByText(/^An error has occurred/)).toHaveCount(0);
});
