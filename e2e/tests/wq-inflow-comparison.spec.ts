import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { paintedPixels, readDownload } from '../support/downloads';
import { accessibilityViolations, expect, test } from '../support/fixtures';

const PATH = '/water-quality-update/wq-inflow-comparison';
const SITES = [
  { id: 68, name: 'CC-10' },
  { id: 83, name: 'CT-2' },
];

interface MonthlyMean {
  locationid: number;
  year: number;
  month: number;
  rvalue: number;
  unit_name: string;
  parameter: string;
  location_name: string;
}

const YEAR = new Date().getFullYear();
const significant3 = (value: number) => new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 }).format(value);
const urlParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const card = (page: Page, site: string) => page.locator('.ant-card').filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(` at ${site}, monthly means`) }) });
const barsOf = (scope: Locator) => scope.locator('[data-part="chart"] rect[data-part="bar"]');
const chip = (page: Page, year: number) => page.getByRole('group', { name: 'Years' }).getByRole('button', { name: String(year), exact: true });

async function meansOf(request: APIRequestContext, parameterid: number, years: number[], flowcond: number): Promise<MonthlyMean[]> {
  const answer = await request.get(`/api/wq-inflow-comparison?parameterid=${parameterid}&years=${years.join(',')}&flowcond=${flowcond}`);
  expect(answer.ok()).toBeTruthy();
  return answer.json();
}

/** Pixels per unit of each drawn bar (height / value), read from the SVG and the API's values in drawing order. */
async function pixelsPerUnit(scope: Locator, means: MonthlyMean[], years: number[]): Promise<number[]> {
  const heights = await barsOf(scope).evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('height'))));
  // Bars are drawn month by month, the years side by side within each month.
  const ordered = [...means].sort((a, b) => a.month - b.month || years.indexOf(a.year) - years.indexOf(b.year));
  return heights.map((height, index) => height / ordered[index]!.rvalue);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).focus();
  await page.keyboard.press('ArrowDown');
  const item = page.locator('.ant-select-item-option').filter({ hasText: option });
  await expect(item).toBeVisible();
  // Move the active option down to the one wanted (at most the three choices).
  for (let step = 0; step < 4 && !(await item.getAttribute('class'))?.includes('ant-select-item-option-active'); step++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

test.describe('Reservoir Inflow Comparisons', () => {
  test.use({ reducedMotion: 'reduce' });

  test('defaults: total nitrogen, all flows, the last two years, one shared fixed axis; bars and tables as the API answers', async ({ page, request, consoleErrors }, testInfo) => {
    const years = [YEAR - 1, YEAR];
    const means = await meansOf(request, 29, years, 3);
    expect(means.length).toBeGreaterThan(0);
    const top = Math.max(...means.map((mean) => mean.rvalue)) * 1.05;

    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reservoir Inflow Comparisons');
    await expect.poll(() => urlParams(page)).toEqual({ parameterid: '29', years: years.join(','), flowcond: '3', scaletype: 'fixed' });
    for (const year of years) await expect(chip(page, year)).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, 2015)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('group', { name: 'Years' }).getByRole('button')).toHaveCount(YEAR - 2015 + 1);

    const scales: number[] = [];
    for (const site of SITES) {
      const ofSite = means.filter((mean) => mean.locationid === site.id);
      const scope = card(page, site.name);
      await expect(scope.getByRole('heading', { level: 2 })).toHaveText(`Total nitrogen at ${site.name}, monthly means (All Data)`);
      if (ofSite.length === 0) {
        await expect(scope.getByText('No data for current selections')).toBeVisible();
        continue;
      }
      await expect(barsOf(scope)).toHaveCount(ofSite.length);
      await expect(scope.locator('[data-part="summary"]')).toContainText(`Both charts share a y axis from 0 to ${significant3(top)} µg/L.`);
      scales.push(...(await pixelsPerUnit(scope, ofSite, years)));
    }
    // One scale for both charts: every bar has the same pixels per µg/L.
    for (const scale of scales) expect(scale).toBeCloseTo(scales[0]!, 3);
    // This year is still running: named partial in the legend, its bars hatched (issue 30).
    const withYear = SITES.find((site) => means.some((mean) => mean.locationid === site.id && mean.year === YEAR));
    if (withYear) {
      const scope = card(page, withYear.name);
      await expect(scope.getByLabel('Legend')).toContainText(new RegExp(`${YEAR} \\(through [A-Z][a-z]+, partial\\)`));
      await expect(scope.locator(`rect[data-part="bar"][data-series="${YEAR}"][data-partial="true"]`).first()).toBeVisible();
    }

    await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screens/wq-inflow-comparison-desktop.png'), fullPage: true });

    // Each chart's table: the monthly means of its site.
    for (const site of SITES) {
      const count = means.filter((mean) => mean.locationid === site.id).length;
      if (count === 0) continue;
      const scope = card(page, site.name);
      await scope.getByRole('button', { name: 'Table' }).click();
      await expect(scope.getByText(`${count} ${count === 1 ? 'row' : 'rows'}`, { exact: true })).toBeVisible();
      await scope.getByRole('button', { name: 'Graph' }).click();
    }
    expect(consoleErrors).toEqual([]);
  });

  test('each control changes the charts, the tables and the URL (by keyboard); a bookmarked URL restores the view', async ({ page, request }) => {
    await page.goto(PATH);
    await expect(barsOf(card(page, 'CT-2')).first()).toBeVisible();

    // Scale type: dynamic, each chart its own axis.
    await choose(page, 'Scale type', 'Dynamic');
    await expect.poll(() => urlParams(page).scaletype).toBe('dynamic');
    await expect(card(page, 'CT-2').locator('[data-part="summary"]')).not.toContainText('Both charts share');

    // Year chips, by keyboard: add 2019 and 2020, drop the current year.
    for (const year of [2019, 2020, YEAR]) {
      await chip(page, year).focus();
      await page.keyboard.press('Enter');
    }
    const years = [2019, 2020, YEAR - 1];
    await expect.poll(() => urlParams(page).years).toBe(years.join(','));
    await expect(chip(page, YEAR)).toHaveAttribute('aria-pressed', 'false');
    let means = await meansOf(request, 29, years, 3);
    for (const site of SITES) await expect(barsOf(card(page, site.name))).toHaveCount(means.filter((mean) => mean.locationid === site.id).length);

    // Flow condition: base flow only.
    await choose(page, 'Flow condition', 'Base Flow');
    await expect.poll(() => urlParams(page).flowcond).toBe('2');
    means = await meansOf(request, 29, years, 2);
    for (const site of SITES) {
      const scope = card(page, site.name);
      await expect(scope.getByRole('heading', { level: 2 })).toHaveText(`Total nitrogen at ${site.name}, monthly means (Base Flow)`);
      const count = means.filter((mean) => mean.locationid === site.id).length;
      if (count === 0) await expect(scope.getByText('No data for current selections')).toBeVisible();
      else await expect(barsOf(scope)).toHaveCount(count);
    }

    // Parameter, by keyboard.
    await page.getByRole('combobox', { name: 'Parameter' }).focus();
    await page.keyboard.type('Total phosphorus');
    await page.keyboard.press('Enter');
    await expect.poll(() => urlParams(page)).toEqual({ parameterid: '28', years: years.join(','), flowcond: '2', scaletype: 'dynamic' });
    means = await meansOf(request, 28, years, 2);
    const cc10 = means.filter((mean) => mean.locationid === 68);
    if (cc10.length > 0) {
      await card(page, 'CC-10').getByRole('button', { name: 'Table' }).click();
      await expect(card(page, 'CC-10').getByText(`${cc10.length} ${cc10.length === 1 ? 'row' : 'rows'}`, { exact: true })).toBeVisible();
      await expect(card(page, 'CC-10').getByRole('table')).toContainText('Total phosphorus');
      await card(page, 'CC-10').getByRole('button', { name: 'Graph' }).click();
    }
    const views = await page.locator('[data-part="summary"]').allTextContents();

    await page.reload();
    await expect(page.locator('[data-part="summary"]')).toHaveText(views);
    for (const year of years) await expect(chip(page, year)).toHaveAttribute('aria-pressed', 'true');
    expect(urlParams(page)).toEqual({ parameterid: '28', years: years.join(','), flowcond: '2', scaletype: 'dynamic' });
  });

  test("empty and error states use the spec's words", async ({ page }) => {
    // No year chosen.
    await page.goto(`${PATH}?parameterid=29&years=&flowcond=3&scaletype=fixed`);
    await expect(page.getByText('No data for current selections')).toHaveCount(2);

    // Years without samples.
    await page.goto(`${PATH}?parameterid=29&years=1980&flowcond=3&scaletype=fixed`);
    await expect(page.getByText('No data for current selections')).toHaveCount(2);

    await page.route('**/api/wq-inflow-comparison?*', (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'The server could not complete the request.' } }),
    );
    await page.goto(PATH);
    await expect(page.getByRole('alert').first()).toHaveText('An error has occurred: The server could not complete the request.', { timeout: 20_000 });
  });

  test('Save PNG downloads the drawn chart', async ({ page }, testInfo) => {
    await page.goto(PATH);
    const scope = card(page, 'CT-2');
    await expect(barsOf(scope).first()).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), scope.getByRole('button', { name: 'Save PNG' }).click()]);
    expect(download.suggestedFilename()).toBe('Reservoir Inflow Comparison CT-2.png');
    expect((await paintedPixels(page, await readDownload(download))).count).toBeGreaterThan(1000);
    await download.saveAs(path.join(testInfo.project.outputDir, 'screens/wq-inflow-comparison-saved.png'));
  });

  test('has no WCAG 2.2 A/AA violations, on a desktop and a phone', async ({ page }, testInfo) => {
    await page.goto(PATH);
    await expect(barsOf(card(page, 'CT-2')).first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    // The chart re-measures to the phone's width: nothing scrolls sideways.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(barsOf(card(page, 'CT-2')).first()).toBeVisible();
    await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screens/wq-inflow-comparison-phone.png'), fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
