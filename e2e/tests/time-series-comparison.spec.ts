import type { APIRequestContext, Page } from '@playwright/test';
import { paintedPixels, readDownload } from '../support/downloads';
import { test, expect, accessibilityViolations } from '../support/fixtures';

const PATH = '/explore/time-series-comparison';
const BEFORE_SUBMIT = 'Choose a parameter and at least one location for the left axis (the right axis is optional), then click Submit.';
const SHOTS = '/work/notes/shots';
const START = '2021-10-01';

interface Location {
  locationid: number;
  location_descrip: string;
  is_ccbwqa: boolean;
  parameterid_array: number[];
}
interface Row {
  locationid: number;
  location_descrip: string;
  rdate: string;
  result_value: number;
}

/** Today as the browser's default end date has it (both run in this machine's time zone). */
const todayIso = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
const compareUrl = (parameterId: number, ids: number[], end: string) => `/api/ts-compare-daily-data/${parameterId}/${ids.join(',')}/${START}/${end}`;

/** CCBWQA locations that measured the parameter and have results since the start date, as the API says. */
async function locationsWithData(request: APIRequestContext, parameterId: number, count: number, end: string) {
  const all: Location[] = await (await request.get('/api/dropdown-locations-assoc')).json();
  const found: Location[] = [];
  for (const location of all.filter((item) => item.is_ccbwqa && item.parameterid_array.includes(parameterId))) {
    const rows: Row[] = await (await request.get(compareUrl(parameterId, [location.locationid], end))).json();
    if (rows.length > 0) found.push(location);
    if (found.length === count) break;
  }
  expect(found).toHaveLength(count);
  return found;
}

/** The chart's highest average of daily means among the locations, as the summary writes it (3 significant digits). */
function highestAverage(rows: Row[]) {
  const days = new Map<string, number[]>();
  for (const row of rows) days.set(`${row.locationid}|${row.rdate}`, [...(days.get(`${row.locationid}|${row.rdate}`) ?? []), row.result_value]);
  const byLocation = new Map<number, number[]>();
  for (const [key, values] of days) {
    const id = Number(key.split('|')[0]);
    byLocation.set(id, [...(byLocation.get(id) ?? []), values.reduce((a, b) => a + b, 0) / values.length]);
  }
  const averages = [...byLocation].map(([id, means]) => ({ id, average: means.reduce((a, b) => a + b, 0) / means.length }));
  const top = averages.reduce((best, entry) => (entry.average > best.average ? entry : best));
  return { id: top.id, text: new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 }).format(top.average) };
}

/** Chooses an option of a labelled antd select by keyboard: focus, type, Enter. */
async function choose(page: Page, label: string, text: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.focus();
  await page.keyboard.type(text);
  // antd keeps hidden role=option copies for screen readers; wait for the visible item.
  await page.locator(`.ant-select-item-option[title="${text}"]`).filter({ visible: true }).first().waitFor();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
}

const search = (page: Page) => new URL(page.url()).searchParams;

test.describe('Time Series Comparisons', () => {
  // Several navigations and selects each, on a machine shared with other builds.
  test.describe.configure({ timeout: 120_000 });
  test('defaults, inputs chosen by keyboard, Submit draws both axes from the API', async ({ page, request, consoleErrors }, testInfo) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const end = todayIso();
    const left = await locationsWithData(request, 28, 2, end);
    const [right] = await locationsWithData(request, 3, 1, end);
    const leftRows: Row[] = await (await request.get(compareUrl(28, left.map((item) => item.locationid), end))).json();
    const rightRows: Row[] = await (await request.get(compareUrl(3, [right!.locationid], end))).json();

    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Time Series Comparisons');
    await expect(page.getByText(BEFORE_SUBMIT)).toBeVisible();
    await expect(page).toHaveURL(/submitted=0/);
    expect(Object.fromEntries(search(page))).toMatchObject({ startDate: START, endDate: end, leftGroup: '147', rightGroup: '152', leftCcbwqa: '1', leftOther: '0' });
    await expect(page.getByLabel('Start date')).toHaveValue('10/01/2021');
    const leftGroup = page.getByRole('group', { name: 'Left axis' });
    await expect(leftGroup.getByRole('checkbox', { name: 'CCBWQA Locations' })).toBeChecked();
    await expect(leftGroup.getByRole('checkbox', { name: 'Other Public Locations' })).not.toBeChecked();
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();

    await choose(page, 'Left parameter', 'Total phosphorus');
    await expect(page).toHaveURL(/leftParameterId=28/);
    for (const location of left) await choose(page, 'Left locations', location.location_descrip);
    await choose(page, 'Right parameter', 'Dissolved oxygen');
    await choose(page, 'Right locations', right!.location_descrip);
    await expect.poll(() => search(page).get('leftLocationIds')).toBe(left.map((item) => item.locationid).join(','));
    await expect.poll(() => search(page).get('rightLocationIds')).toBe(String(right!.locationid));
    await expect(submit).toBeEnabled();
    await submit.focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/submitted=1/);
    const chart = page.locator('[data-part="chart"] svg[role="img"]');
    await expect(chart).toBeVisible();
    // One line per location, dashed on the right axis; the axis labels name parameter and unit.
    await expect(page.locator('[data-series^="left-"]')).toHaveCount(2);
    await expect(page.locator('[data-series^="right-"]')).toHaveCount(1);
    await expect(chart).toContainText('Total phosphorus (µg/L)');
    await expect(chart).toContainText('Dissolved oxygen (mg/L)');
    // The summary's number equals a recomputation from the API's answer.
    const top = highestAverage(leftRows);
    const topName = leftRows.find((row) => row.locationid === top.id)!.location_descrip;
    await expect(page.locator('[data-part="summary"]')).toContainText(`Left axis: Of 2 locations, ${topName} had the highest average Total phosphorus`);
    await expect(page.locator('[data-part="summary"]')).toContainText(`${top.text} µg/L`);
    await expect(page.getByText(/No data available/)).toHaveCount(0);
    await page.waitForTimeout(500);
    await page.screenshot({ path: 'test-results/screens/time-series-comparison-desktop.png', fullPage: true });
    await testInfo.attach('desktop', { path: 'test-results/screens/time-series-comparison-desktop.png', contentType: 'image/png' });
    expect(await accessibilityViolations(page)).toEqual([]);

    // The table: every row of both answers.
    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page.getByText(`${leftRows.length + rightRows.length} rows`, { exact: true })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Left');
    await page.getByRole('button', { name: 'Graph' }).click();

    // Changing the left group clears its parameter and locations; the submitted graph stays until Submit.
    await choose(page, 'Left parameter group', 'Biological');
    await expect.poll(() => search(page).get('leftParameterId')).toBe('');
    expect(search(page).get('leftLocationIds')).toBe('');
    expect(search(page).get('submitted')).toBe('0');
    await expect(page.getByText('The graph shows the inputs last submitted. Click Submit to show the new ones.')).toBeVisible();
    await expect(chart).toBeVisible();
    await expect(submit).toBeDisabled();
    // A new parameter clears the side's locations.
    await choose(page, 'Right parameter', 'pH');
    await expect.poll(() => search(page).get('rightLocationIds')).toBe('');
    expect(consoleErrors).toEqual([]);
  });

  test('a bookmarked view restores the graph, with week ticks; Save PNG downloads it', async ({ page, request, consoleErrors }) => {
    const end = todayIso();
    const left = await locationsWithData(request, 28, 1, end);
    const [right] = await locationsWithData(request, 3, 1, end);
    const bookmark = `${PATH}?startDate=${START}&endDate=${end}&leftGroup=147&leftParameterId=28&leftLocationIds=${left[0]!.locationid}&leftCcbwqa=1&leftOther=0&rightGroup=152&rightParameterId=3&rightLocationIds=${right!.locationid}&rightCcbwqa=1&rightOther=0&submitted=1`;

    await page.goto(bookmark);
    const chart = page.locator('[data-part="chart"] svg[role="img"]');
    await expect(chart).toBeVisible();
    await expect(page.getByText(BEFORE_SUBMIT)).toHaveCount(0);
    await expect(page.locator('[data-series^="left-"]')).toHaveCount(1);
    await expect(page.locator('[data-series^="right-"]')).toHaveCount(1);
    // Week ticks: at most 9, MM-DD-YYYY, each a Sunday.
    const ticks = await page.locator('[data-part="axes"] .visx-axis-bottom .visx-axis-tick text').allTextContents();
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks.length).toBeLessThanOrEqual(9);
    for (const tick of ticks) {
      const [month, day, year] = tick.split('-').map(Number);
      expect(new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay()).toBe(0);
    }

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save PNG' }).click()]);
    await download.saveAs(test.info().outputPath('saved-chart.png'));
    expect(download.suggestedFilename()).toBe('Time Series Comparison.png');
    const png = await readDownload(download);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect((await paintedPixels(page, png)).count).toBeGreaterThan(1000);
    expect(consoleErrors).toEqual([]);
  });

  test('an empty axis is named, both empty say so, a failing API says so', async ({ page, request, consoleErrors }) => {
    const end = todayIso();
    const left = await locationsWithData(request, 28, 1, end);
    const [right] = await locationsWithData(request, 3, 1, end);
    const bookmark = `${PATH}?startDate=${START}&endDate=${end}&leftGroup=147&leftParameterId=28&leftLocationIds=${left[0]!.locationid}&leftCcbwqa=1&leftOther=0&rightGroup=152&rightParameterId=3&rightLocationIds=${right!.locationid}&rightCcbwqa=1&rightOther=0&submitted=1`;

    // The right axis' answer empty: its warning, the left axis still drawn.
    await page.route('**/api/ts-compare-daily-data/3/**', (route) => route.fulfill({ json: [] }));
    await page.goto(bookmark);
    await expect(page.getByText('No data available for right axis', { exact: true })).toBeVisible();
    await expect(page.locator('[data-series^="left-"]')).toHaveCount(1);
    await expect(page.locator('[data-series^="right-"]')).toHaveCount(0);
    await page.unroute('**/api/ts-compare-daily-data/3/**');

    // Both empty: the warning for both and the chart's empty text.
    await page.route('**/api/ts-compare-daily-data/**', (route) => route.fulfill({ json: [] }));
    await page.goto(bookmark);
    await expect(page.getByText('No data available for left or right axis', { exact: true })).toBeVisible();
    await expect(page.getByText('No Data Available', { exact: true })).toBeVisible();
    await page.unroute('**/api/ts-compare-daily-data/**');

    // The API failing.
    await page.route('**/api/ts-compare-daily-data/**', (route) => route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error', message: 'database unavailable' } }));
    await page.goto(bookmark);
    await expect(page.getByText(/^An error has occurred: /)).toBeVisible();
    expect(consoleErrors.filter((error) => !/500|Internal Server Error/.test(error))).toEqual([]);
  });

  test('phone layout', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const end = todayIso();
    const left = await locationsWithData(request, 28, 1, end);
    const [right] = await locationsWithData(request, 3, 1, end);
    await page.goto(`${PATH}?leftParameterId=28&leftLocationIds=${left[0]!.locationid}&rightParameterId=3&rightLocationIds=${right!.locationid}&submitted=1`);
    await expect(page.locator('[data-part="chart"] svg[role="img"]')).toBeVisible();
    await page.waitForTimeout(500);
    await page.screenshot({ path: 'test-results/screens/time-series-comparison-phone.png', fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

/** The names of the locations with total phosphorus since the start date, by id (CC-10 and CT-2, the two inflows). */
const CC10 = 68;
const CT2 = 83;
const sharedAxisBookmark = (end: string) =>
  `${PATH}?startDate=${START}&endDate=${end}&leftGroup=147&leftParameterId=28&leftLocationIds=${CC10}&leftCcbwqa=1&leftOther=0&rightGroup=147&rightParameterId=28&rightLocationIds=${CT2}&rightCcbwqa=1&rightOther=0&submitted=1`;

test.describe('Time Series Comparisons: one scale for one parameter (issue 30)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('keyboard adds exactly what was chosen; Submit without a right axis; two sites of one parameter share one y axis', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(PATH);
    await choose(page, 'Left parameter', 'Total phosphorus');
    // Typing CC-10, Enter, Escape, Tab adds CC-10 and nothing else (antd chose the highlighted option on Tab).
    const locations = page.getByLabel('Left locations', { exact: true });
    await locations.focus();
    await page.keyboard.type('CC-10');
    // Option titles are 'CC-10 - <description>'.
    await page.locator('.ant-select-item-option[title^="CC-10"]').filter({ visible: true }).first().waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect.poll(() => search(page).get('leftLocationIds')).toBe(String(CC10));
    await page.waitForTimeout(300);
    expect(search(page).get('leftLocationIds')).toBe(String(CC10));
    await locations.focus();
    // The focused select shows a solid 2 px ring in the primary colour (#0b5f8a), not a faint border change.
    const focusedSelect = page.locator('.ant-select-focused').filter({ has: locations });
    await expect(focusedSelect).toHaveCount(1);
    expect(await focusedSelect.evaluate((element) => getComputedStyle(element).boxShadow)).toContain('rgb(11, 95, 138) 0px 0px 0px 2px');
    await page.keyboard.type('CT-2');
    await page.locator('.ant-select-item-option[title^="CT-2"]').filter({ visible: true }).first().waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect.poll(() => search(page).get('leftLocationIds')).toBe(`${CC10},${CT2}`);

    // Submit with the right axis empty: one call, one y axis, both sites on it.
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();
    await submit.click();
    const chart = page.locator('[data-part="chart"] svg[role="img"]');
    await expect(chart).toBeVisible();
    await expect(page.locator('[data-series^="left-"]')).toHaveCount(2);
    await expect(chart.locator('.visx-axis-right')).toHaveCount(0);
    await expect(chart).toContainText('Total phosphorus (µg/L)');
    await expect(page.locator('[data-part="summary"]')).toContainText('Of 2 locations,');
    await expect(page.locator('[data-part="summary"]')).not.toContainText('Left axis');
    expect(consoleErrors).toEqual([]);
  });

  test('the same parameter chosen for both sides is drawn on one axis, solid; axe at desktop size', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(sharedAxisBookmark(todayIso()));
    const chart = page.locator('[data-part="chart"] svg[role="img"]');
    await expect(chart).toBeVisible();
    await expect(page.locator('[data-series^="left-"]')).toHaveCount(1);
    await expect(page.locator('[data-series^="right-"]')).toHaveCount(1);
    await expect(chart.locator('.visx-axis-right')).toHaveCount(0);
    await expect(chart.locator('.visx-axis-left')).toHaveCount(1);
    await expect(page.locator('[data-series^="right-"] [data-part="line-segment"][stroke-dasharray]')).toHaveCount(0);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/time-series-comparison-desktop.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('Time Series Comparisons on a phone (issue 30)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test.describe.configure({ timeout: 120_000 });

  test('one shared axis, readable ticks, no sideways scroll; axe clean with the filled selects', async ({ page }) => {
    await page.goto(sharedAxisBookmark(todayIso()));
    const chart = page.locator('[data-part="chart"] svg[role="img"]');
    await expect(chart).toBeVisible();
    await expect(chart.locator('.visx-axis-right')).toHaveCount(0);
    const ticks = await chart.locator('.visx-axis-bottom .visx-axis-tick text').allTextContents();
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.length).toBeLessThanOrEqual(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/time-series-comparison-phone.png`, fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
