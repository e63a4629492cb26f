import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { paintedPixels, readDownload } from '../support/downloads';
import { accessibilityViolations, expect, test } from '../support/fixtures';

const PATH = '/water-quality-update/field-depth-profile';

interface Row {
  depth_value: number;
  rdate: string;
  rvalue_converted: number;
  unit_name: string;
}

/** Spec 02 §5: October 1 two years before the current year to September 30 of the current year. */
function defaultPeriod() {
  const year = new Date().getFullYear();
  return { start: `${year - 2}-10-01`, end: `${year}-09-30` };
}
const DEFAULTS = { ...defaultPeriod(), locationid: '80', parameterid: '3' };
/** Total nitrogen's breaks and colours (the page's fixed scale: 75 % of the 910 µg/L standard, the standard, ...). */
const NITROGEN = { breaks: [500, 683, 910, 1200, 1600], colors: ['#f7fcfd', '#bfd3e6', '#9ebcda', '#8c6bb1', '#88419d', '#4d004b'] };

const urlParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const summary = (page: Page) => page.locator('[data-part="summary"]');
const cells = (page: Page) => page.locator('[data-part="chart"] rect[data-part="cell"]');
const mdy = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

async function rowsOf(request: APIRequestContext, query: Record<string, string>): Promise<Row[]> {
  const answer = await request.get(`/api/depth-profile-graph-data?${new URLSearchParams(query)}`);
  expect(answer.ok()).toBeTruthy();
  return answer.json();
}

/** rLakeAnalyzer's water.density and the number of dates with a thermocline (a span of at least 1 °C over at least 3 depths). */
const density = (t: number) => 1000 * (1 - ((t + 288.9414) / (508929.2 * (t + 68.12963))) * (t - 3.9863) ** 2);
function datesWithThermocline(rows: readonly Row[]): number {
  const byDate = new Map<string, number[]>();
  for (const row of rows) byDate.set(row.rdate, [...(byDate.get(row.rdate) ?? []), row.rvalue_converted]);
  return [...byDate.values()].filter((temperatures) => temperatures.length >= 3 && Math.max(...temperatures) - Math.min(...temperatures) >= 1).length;
}

/**
 * Focus on to the chart, and wait until the page is as wide as the window again: a select's or the date
 * picker's closing panel (antd, under reduced motion) sits far off to the right until focus leaves it,
 * which would stretch a full-page screenshot.
 */
async function focusChart(page: Page) {
  await page.getByRole('group', { name: 'Heat map cells' }).focus();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** Types a date into a date field as MM/DD/YYYY and presses Enter; retried, as a busy machine may open the picker after the first keys and drop them. */
async function typeDate(page: Page, label: string, iso: string, field: string) {
  const typed = `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
  await expect(async () => {
    await page.getByLabel(label).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(typed);
    await expect(page.getByLabel(label)).toHaveValue(typed, { timeout: 2_000 });
    await page.keyboard.press('Enter');
    await expect.poll(() => urlParams(page)[field], { timeout: 3_000 }).toBe(iso);
  }).toPass({ timeout: 30_000 });
}

async function pickByKeyboard(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).focus();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

test.describe('Reservoir Depth Profile', () => {
  test.use({ reducedMotion: 'reduce' });

  test('defaults: CCR-2 dissolved oxygen, measured at every depth, so nearly every cell has a value', async ({ page, request }) => {
    const rows = await rowsOf(request, { start_date: DEFAULTS.start, end_date: DEFAULTS.end, locationid: '80', parameterid: '3' });
    expect(rows.length).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 2, name: 'Dissolved oxygen by depth at CCR-2' })).toBeVisible();
    await expect.poll(() => urlParams(page)).toEqual({ start_date: DEFAULTS.start, end_date: DEFAULTS.end, locationid: '80', parameterid: '3' });
    await expect(cells(page)).toHaveCount(rows.length);
    // A profile every metre: at least three depths per date on average, not two.
    expect(rows.length / new Set(rows.map((row) => row.rdate)).size).toBeGreaterThan(3);
    await page.screenshot({ path: '/work/notes/shots/field-depth-profile-desktop.png', fullPage: true });
  });

  test('CCR-2 total nitrogen over the default period, each cell coloured by its class', async ({ page, request, consoleErrors }, testInfo) => {
    const rows = await rowsOf(request, { start_date: DEFAULTS.start, end_date: DEFAULTS.end, locationid: '80', parameterid: '29' });
    expect(rows.length).toBeGreaterThan(0);
    const dates = [...new Set(rows.map((row) => row.rdate))].sort();
    const depths = [...new Set(rows.map((row) => row.depth_value))].sort((a, b) => a - b);

    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${PATH}?parameterid=29`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reservoir Depth Profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Total nitrogen by depth at CCR-2' })).toBeVisible();
    await expect.poll(() => urlParams(page)).toEqual({ start_date: DEFAULTS.start, end_date: DEFAULTS.end, locationid: '80', parameterid: '29' });
    await expect(cells(page)).toHaveCount(rows.length);
    await expect(summary(page)).toContainText(`Total nitrogen at CCR-2 on ${dates.length} sampling dates from ${mdy(dates[0]!)} to ${mdy(dates.at(-1)!)}`);
    await expect(page.locator('[data-part="chart"] svg[role="img"]')).toHaveAttribute('aria-label', await summary(page).innerText());

    // Each cell's colour is its value's class.
    for (const row of rows) {
      const index = NITROGEN.breaks.filter((limit) => row.rvalue_converted >= limit).length;
      await expect(cells(page).and(page.locator(`[data-date="${row.rdate}"][data-depth="${row.depth_value}"]`))).toHaveAttribute('fill', NITROGEN.colors[index]!);
    }
    // One column per date: the cells of a date share their x and width.
    const geometry = await cells(page).evaluateAll((rects) => rects.map((rect) => ({ date: rect.getAttribute('data-date')!, x: rect.getAttribute('x'), width: rect.getAttribute('width') })));
    for (const date of dates) expect(new Set(geometry.filter((cell) => cell.date === date).map((cell) => `${cell.x}/${cell.width}`)).size).toBe(1);

    // Nutrients are sampled at the photic zone and the bottom: the page says so, and why the breaks are where they are.
    const rationale = page.locator('[data-part="scale-rationale"]');
    await expect(rationale).toContainText('Total nitrogen: the reservoir standard is 910 µg/L');
    if (depths.length <= 3) await expect(rationale).toContainText(`Sampled at ${depths.slice(0, -1).join(', ')} and ${depths.at(-1)} m only`);
    const legend = page.getByRole('list', { name: 'Legend' });
    await expect(legend).toContainText('910 to 1,200 µg/L (above the standard)');
    await expect(legend).toContainText('Not sampled');

    await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screens/field-depth-profile-desktop.png'), fullPage: true });

    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page.getByText(`${rows.length} rows`, { exact: true })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(mdy(rows[0]!.rdate));
    expect(consoleErrors).toEqual([]);
  });

  test('each control changes the chart, the table and the URL (by keyboard); a bookmarked URL restores the view', async ({ page, request }, testInfo) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${PATH}?parameterid=29`);
    await expect(cells(page).first()).toBeVisible();

    // Station, by keyboard (CCR-3 has total nitrogen in the default period).
    await pickByKeyboard(page, 'Station', 'CCR-3');
    await expect.poll(() => urlParams(page).locationid).toBe('81');
    const ccr3 = await rowsOf(request, { start_date: DEFAULTS.start, end_date: DEFAULTS.end, locationid: '81', parameterid: '29' });
    await expect(summary(page)).toContainText('Total nitrogen at CCR-3');
    await expect(cells(page)).toHaveCount(ccr3.length);

    // Parameter, by keyboard: dissolved oxygen, with its fixed scale.
    await pickByKeyboard(page, 'Parameter', 'Dissolved oxygen');
    await expect.poll(() => urlParams(page).parameterid).toBe('3');
    const oxygen = await rowsOf(request, { start_date: DEFAULTS.start, end_date: DEFAULTS.end, locationid: '81', parameterid: '3' });
    await expect(cells(page)).toHaveCount(oxygen.length);
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText('< 2 mg/L (hypoxic)');
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Top of the hypoxic layer (2 mg/L)');

    // Station CCR-1 and dates typed as MM/DD/YYYY: from three years before the default start (late summers with
    // hypoxic bottom water) to a year before the default end.
    await pickByKeyboard(page, 'Station', 'CCR-1');
    await expect.poll(() => urlParams(page).locationid).toBe('79');
    const newStart = `${Number(DEFAULTS.start.slice(0, 4)) - 3}-06-01`;
    const newEnd = `${Number(DEFAULTS.end.slice(0, 4)) - 1}-09-30`;
    await typeDate(page, 'Start date', newStart, 'start_date');
    await typeDate(page, 'End date', newEnd, 'end_date');
    await focusChart(page);
    const longer = await rowsOf(request, { start_date: newStart, end_date: newEnd, locationid: '79', parameterid: '3' });
    const hypoxicDates = new Set(longer.filter((row) => row.rvalue_converted < 2).map((row) => row.rdate));
    await expect(cells(page)).toHaveCount(longer.length);
    await expect(page.locator('[data-line="hypoxic"] [data-part="depth-point"]')).toHaveCount(hypoxicDates.size);
    await expect(summary(page)).toContainText(hypoxicDates.size > 0 ? `Water below 2 mg/L (hypoxic) on ${hypoxicDates.size} of` : 'No water below 2 mg/L');
    await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screens/field-depth-profile-oxygen.png'), fullPage: true });
    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page.getByText(`${longer.length} rows`, { exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Top of the hypoxic layer/ })).toBeVisible();
    await page.getByRole('button', { name: 'Graph' }).click();

    // Temperature: the thermocline of each date where the profile spans at least 1 °C.
    await pickByKeyboard(page, 'Parameter', 'Water temperature');
    await expect.poll(() => urlParams(page).parameterid).toBe('8');
    const temperature = await rowsOf(request, { start_date: newStart, end_date: newEnd, locationid: '79', parameterid: '8' });
    await expect(cells(page)).toHaveCount(temperature.length);
    await expect(page.locator('[data-part="depth-point"]')).toHaveCount(datesWithThermocline(temperature));
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Thermocline');
    await focusChart(page);
    await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screens/field-depth-profile-temperature.png'), fullPage: true });

    const view = await summary(page).textContent();
    const params = urlParams(page);
    await page.reload();
    await expect(summary(page)).toHaveText(view!);
    expect(urlParams(page)).toEqual(params);
    expect(params).toEqual({ start_date: newStart, end_date: newEnd, locationid: '79', parameterid: '8' });
  });

  test('invalid URL values fall back to the defaults with a console warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${PATH}?start_date=2025-13-01&end_date=soon&locationid=68&parameterid=73`);
    await expect(summary(page)).toContainText('Dissolved oxygen at CCR-2');
    await expect.poll(() => urlParams(page)).toEqual({ start_date: DEFAULTS.start, end_date: DEFAULTS.end, locationid: '80', parameterid: '3' });
    // The link's values that could not be read are said on the page too (issue 30).
    await expect(page.locator('[data-part="link-problems"]')).toContainText("The link's start_date '2025-13-01' cannot be read here");
    for (const value of ['2025-13-01', 'soon', '68', '73']) expect(warnings.some((warning) => warning.includes(`'${value}'`))).toBe(true);

    // A reversed period: both dates valid, the start after the end.
    warnings.length = 0;
    await page.goto(`${PATH}?start_date=2026-06-01&end_date=2025-06-01&locationid=81&parameterid=8`);
    await expect.poll(() => urlParams(page)).toEqual({ start_date: DEFAULTS.start, end_date: DEFAULTS.end, locationid: '81', parameterid: '8' });
    expect(warnings.some((warning) => warning.includes('the start is after the end'))).toBe(true);
  });

  test("empty and error states use the spec's words", async ({ page }) => {
    await page.goto(`${PATH}?locationid=120`);
    await expect(page.getByText('No data for current selections')).toBeVisible();
    await expect(page.getByRole('note')).toContainText('CCR Composite samples are mixed over the photic zone');

    await page.goto(`${PATH}?start_date=1990-01-01&end_date=1990-12-31&locationid=80&parameterid=29`);
    await expect(page.getByText('No data for current selections')).toBeVisible();

    await page.route('**/api/depth-profile-graph-data?*', (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'The server could not complete the request.' } }),
    );
    await page.goto(PATH);
    await expect(page.getByRole('alert')).toHaveText('An error has occurred: The server could not complete the request.', { timeout: 20_000 });
  });

  test('Save PNG downloads the drawn heat map with its legend', async ({ page }, testInfo) => {
    await page.goto(`${PATH}?locationid=80&parameterid=3`);
    await expect(cells(page).first()).toBeVisible();
    const svgHeight = Number(await page.locator('[data-part="chart"] svg[role="img"]').getAttribute('height'));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save PNG' }).click()]);
    expect(download.suggestedFilename()).toBe('Reservoir Depth Profile.png');
    const bytes = await readDownload(download);
    // Kept in the test output, to look at.
    await mkdir(path.join(testInfo.project.outputDir, 'screens'), { recursive: true });
    await writeFile(path.join(testInfo.project.outputDir, 'screens/field-depth-profile-saved.png'), bytes);
    const png = await paintedPixels(page, bytes);
    expect(png.count).toBeGreaterThan(5000);
    // Drawn at 2x: taller than the chart by the legend's rows.
    expect(png.height).toBeGreaterThan(svgHeight * 2 + 20);
  });

  test('a keyboard user reaches the heat map with Tab and reads each cell with the arrow keys', async ({ page, request }) => {
    const rows = await rowsOf(request, { start_date: DEFAULTS.start, end_date: DEFAULTS.end, locationid: '80', parameterid: '8' });
    const first = [...rows].sort((a, b) => a.rdate.localeCompare(b.rdate) || a.depth_value - b.depth_value)[0]!;
    await page.goto(`${PATH}?locationid=80&parameterid=8`);
    await expect(cells(page).first()).toBeVisible();

    await page.getByRole('button', { name: 'Save PNG' }).focus();
    const grid = page.getByRole('group', { name: 'Heat map cells' });
    for (let presses = 0; presses < 5 && !(await grid.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab');
    await expect(grid).toBeFocused();
    const announcement = page.locator('[data-part="cell-announcement"]');
    await page.keyboard.press('ArrowDown');
    await expect(announcement).toHaveText(new RegExp(`^${mdy(first.rdate)}, ${first.depth_value} m: `));
    await expect(page.locator('[data-part="tooltip"]')).toContainText(mdy(first.rdate));
    await page.keyboard.press('ArrowDown');
    await expect(announcement).toContainText(`${mdy(first.rdate)}, ${first.depth_value + 1} m: `);
    await page.keyboard.press('End');
    const last = [...rows].sort((a, b) => a.rdate.localeCompare(b.rdate)).at(-1)!;
    await expect(announcement).toContainText(mdy(last.rdate));
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-part="tooltip"]')).toHaveCount(0);
  });

  test('has no WCAG 2.2 A/AA violations, on a desktop and a phone', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${PATH}?locationid=79&parameterid=3&start_date=2021-06-01`);
    await expect(cells(page).first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    // With a cell's tooltip open.
    await page.getByRole('group', { name: 'Heat map cells' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('[data-part="tooltip"]')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PATH);
    await expect(cells(page).first()).toBeVisible();
    await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screens/field-depth-profile-phone.png'), fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
