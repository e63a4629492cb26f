import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { paintedPixels, readDownload } from '../support/downloads';
import { accessibilityViolations, expect, test } from '../support/fixtures';

const PATH = '/water-quality-update/ccr-inflow-concentrations';

interface Sample {
  rdate: string;
  locationid: number;
  location_name: string;
  parameterid: number;
  parameter: string;
  rvalue_converted: number;
  unit_name: string;
  flow_conditions: number | null;
  nondetect: boolean;
}

function recentWaterYears() {
  const year = new Date().getFullYear();
  return { start: `${year - 2}-10-01`, end: `${year}-09-30` };
}
const significant3 = (value: number) => new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 }).format(value);
const urlParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const summary = (page: Page) => page.locator('[data-part="summary"]');
/** The chart's point symbols (the legend's swatches are outside the chart's SVG). */
const markers = (page: Page, shape?: string) => page.locator(`[data-part="chart"] svg[role="img"] [data-marker${shape ? `="${shape}"` : ''}]`);

async function samplesOf(request: APIRequestContext, group: string, locations: number[], start: string, end: string): Promise<Sample[]> {
  const answer = await request.get(`/api/results-simple/ccr-inflow?parameterGroup=${group}&start_date=${start}&end_date=${end}&locationIds=${locations.join(',')}`);
  expect(answer.ok()).toBeTruthy();
  return answer.json();
}

/** The mean of a location's samples of a parameter in one flow condition (a non-detect counts as half its limit). */
function meanOf(samples: Sample[], locationid: number, parameterid: number, flow: number) {
  const values = samples.filter((row) => row.locationid === locationid && row.parameterid === parameterid && row.flow_conditions === flow).map((row) => (row.nondetect ? row.rvalue_converted / 2 : row.rvalue_converted));
  return values.length ? { mean: values.reduce((a, b) => a + b, 0) / values.length, count: values.length } : null;
}

test.describe('Watershed Water Quality', () => {
  test.use({ reducedMotion: 'reduce' });

  test('defaults: nitrogen at CC-10 and CT-2 over the recent water years; storm triangles, base-flow circles; summary as recomputed', async ({ page, request, consoleErrors }, testInfo) => {
    const { start, end } = recentWaterYears();
    const samples = await samplesOf(request, '29,45', [68, 83], start, end);
    expect(samples.length).toBeGreaterThan(0);
    const storm = samples.filter((row) => row.flow_conditions === 1);
    const base = samples.filter((row) => row.flow_conditions === 2);
    expect(storm.length).toBeGreaterThan(0);
    expect(base.length).toBeGreaterThan(0);

    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Watershed Water Quality');
    await expect(page.getByRole('heading', { level: 2, name: "Nitrogen (total and dissolved) in the reservoir's inflows" })).toBeVisible();
    await expect.poll(() => urlParams(page)).toEqual({ parameterGroup: '29,45', locationIds: '68,83', start_date: start, end_date: end });

    await expect(markers(page)).toHaveCount(samples.length);
    await expect(markers(page, 'triangle')).toHaveCount(storm.length);
    await expect(markers(page, 'circle')).toHaveCount(base.length);
    await expect(page.getByLabel('Legend')).toContainText('Storm Flow');
    await expect(page.getByLabel('Legend')).toContainText('Base Flow');

    const stormAtCt2 = meanOf(samples, 83, 29, 1);
    const baseAtCt2 = meanOf(samples, 83, 29, 2);
    if (baseAtCt2) await expect(summary(page)).toContainText(`Total nitrogen at CT-2 averaged ${significant3(baseAtCt2.mean)} µg/L in ${baseAtCt2.count} base-flow`);
    if (stormAtCt2) await expect(summary(page)).toContainText(`${significant3(stormAtCt2.mean)} µg/L in ${stormAtCt2.count} storm`);

    await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screens/ccr-inflow-concentrations-desktop.png'), fullPage: true });

    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page.getByText(`${samples.length} rows`, { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Storm Flow');
    expect(consoleErrors).toEqual([]);
  });

  test('each control changes the chart, the table and the URL (by keyboard); a bookmarked URL restores the view', async ({ page, request }) => {
    const { start, end } = recentWaterYears();
    await page.goto(PATH);
    await expect(markers(page).first()).toBeVisible();

    // Parameter group, by keyboard: phosphorus.
    await page.getByRole('combobox', { name: 'Parameter group' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.ant-select-item-option').filter({ hasText: 'Phosphorus' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => urlParams(page).parameterGroup).toBe('28,47');
    await expect(page.getByRole('heading', { level: 2, name: "Phosphorus (total and dissolved) in the reservoir's inflows" })).toBeVisible();
    const phosphorus = await samplesOf(request, '28,47', [68, 83], start, end);
    await expect(markers(page)).toHaveCount(phosphorus.length);
    await expect(summary(page)).toContainText('Total phosphorus at');

    // Locations, by keyboard: CT-2 off (Backspace removes the last chosen).
    await page.getByRole('combobox', { name: 'Locations' }).focus();
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Escape');
    await expect.poll(() => urlParams(page).locationIds).toBe('68');
    const cc10 = phosphorus.filter((row) => row.locationid === 68);
    await expect(markers(page)).toHaveCount(cc10.length);
    await expect(summary(page)).not.toContainText('CT-2');

    // Start date, typed: six water years.
    const newStart = `${new Date().getFullYear() - 6}-10-01`;
    await page.getByLabel('Start date').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(`10/01/${newStart.slice(0, 4)}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => urlParams(page).start_date).toBe(newStart);
    const longer = await samplesOf(request, '28,47', [68], newStart, end);
    await expect(markers(page)).toHaveCount(longer.length);
    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page.getByText(`${longer.length} rows`, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Graph' }).click();
    const view = await summary(page).textContent();

    await page.reload();
    await expect(summary(page)).toHaveText(view!);
    expect(urlParams(page)).toEqual({ parameterGroup: '28,47', locationIds: '68', start_date: newStart, end_date: end });
  });

  test("empty and error states use the spec's words", async ({ page }) => {
    await page.goto(`${PATH}?parameterGroup=30&locationIds=&start_date=2024-10-01&end_date=2026-09-30`);
    await expect(page.getByText('No data', { exact: true })).toBeVisible();
    await page.goto(`${PATH}?parameterGroup=30&locationIds=68,83&start_date=1980-01-01&end_date=1980-12-31`);
    await expect(page.getByText('No data', { exact: true })).toBeVisible();

    await page.route('**/api/results-simple/ccr-inflow?*', (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'The server could not complete the request.' } }),
    );
    await page.goto(PATH);
    await expect(page.getByRole('alert')).toHaveText('An error has occurred: The server could not complete the request.', { timeout: 20_000 });
  });

  test('Save PNG downloads the drawn chart', async ({ page }, testInfo) => {
    await page.goto(PATH);
    await expect(markers(page).first()).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save PNG' }).click()]);
    expect(download.suggestedFilename()).toBe('Watershed Water Quality.png');
    expect((await paintedPixels(page, await readDownload(download))).count).toBeGreaterThan(1000);
    await download.saveAs(path.join(testInfo.project.outputDir, 'screens/ccr-inflow-concentrations-saved.png'));
  });

  test('has no WCAG 2.2 A/AA violations, on a desktop and a phone', async ({ page }, testInfo) => {
    await page.goto(PATH);
    await expect(markers(page).first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    // The chart re-measures to the phone's width: nothing scrolls sideways.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(markers(page).first()).toBeVisible();
    await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screens/ccr-inflow-concentrations-phone.png'), fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
