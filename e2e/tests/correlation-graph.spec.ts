import type { Page } from '@playwright/test';
import { paintedPixels, readDownload } from '../support/downloads';
import { accessibilityViolations, expect, test } from '../support/fixtures';

const PATH = '/explore/correlation-graph';

interface Pair {
  locationid: number;
  location_name: string;
  p1_value: number;
  p2_value: number;
  outlier: boolean;
}

/** Ordinary least squares of y on x, computed here independently of the API. */
function ols(pairs: readonly Pair[]) {
  const n = pairs.length;
  const mx = pairs.reduce((sum, p) => sum + p.p1_value, 0) / n;
  const my = pairs.reduce((sum, p) => sum + p.p2_value, 0) / n;
  const sxy = pairs.reduce((sum, p) => sum + (p.p1_value - mx) * (p.p2_value - my), 0);
  const sxx = pairs.reduce((sum, p) => sum + (p.p1_value - mx) ** 2, 0);
  const syy = pairs.reduce((sum, p) => sum + (p.p2_value - my) ** 2, 0);
  return { n, slope: sxy / sxx, r2: (sxy * sxy) / (sxx * syy) };
}

const urlParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const fits = (page: Page) => page.getByRole('region', { name: 'Fit by location' }).getByRole('listitem');

test.describe('Correlation Graph', () => {
  test.use({ reducedMotion: 'reduce' });

  test('defaults: CCR-1, total phosphorus against chlorophyll-a, with the fit equal to an independent least-squares fit', async ({ page, request, consoleErrors }, testInfo) => {
    const api = await request.get('/api/results-simple/correlation-graph?locationids=79&p1=28&p2=24');
    const pairs: Pair[] = await api.json();
    expect(pairs.length).toBeGreaterThan(5);
    const fit = ols(pairs);

    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Correlation Graph');
    await expect(fits(page)).toHaveCount(1);
    await expect(fits(page).first()).toContainText(`r² = ${fit.r2.toFixed(2)}, n = ${fit.n}, slope ${Number(fit.slope.toPrecision(3))}`);
    await expect.poll(() => urlParams(page)).toEqual({ locationids: '79', p1: '28', p2: '24', exclude_outliers: '0' });
    const chart = page.locator('[data-part="chart"] svg[role="img"]');
    await expect(chart).toHaveAttribute('aria-label', /(Chlorophyll-a shows an? (weak|moderate|strong) relationship with .* at CCR-1: it|There is no useful relationship between Chlorophyll-a and .* at CCR-1: the fitted line explains) .*\(r² = /);
    await expect(page.locator('[data-part="summary"]')).toContainText('CCR-1');
    await page.screenshot({ path: testInfo.outputPath('correlation-desktop.png'), fullPage: true });

    await page.getByRole('button', { name: 'Table' }).click();
    await expect(page.getByText(`${pairs.length} rows`, { exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: /Total phosphorus \(µg\/L\)/ })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('each control changes the graph and the URL; a bookmarked URL restores the view', async ({ page, request }) => {
    await page.goto(PATH);
    await expect(fits(page)).toHaveCount(1);

    // Keyboard only: add CCR-2 to the locations.
    await page.getByLabel('Locations').focus();
    await page.keyboard.type('CCR-2');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect.poll(() => urlParams(page).locationids).toBe('79,80');
    await expect(fits(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Swap Axes' }).click();
    await expect.poll(() => urlParams(page)).toMatchObject({ p1: '24', p2: '28' });
    await expect(page.locator('[data-part="chart"] svg[role="img"]')).toHaveAttribute('aria-label', /^(Total phosphorus shows an? (weak|moderate|strong) relationship with chlorophyll-a|There is no useful relationship between Total phosphorus and chlorophyll-a)/);

    const withOutliers = await (await request.get('/api/results-simple/correlation-graph?locationids=79,80&p1=24&p2=28&exclude_outliers=true')).json();
    const refit = withOutliers.find((pair: { locationid: number }) => pair.locationid === 79);
    await page.getByRole('checkbox', { name: 'Exclude outliers' }).check();
    await expect.poll(() => urlParams(page).exclude_outliers).toBe('1');
    await expect(fits(page).first()).toContainText(`n = ${refit.n}`);

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Exclude outliers' })).toBeChecked();
    await expect(fits(page)).toHaveCount(2);
    await expect(fits(page).first()).toContainText(`n = ${refit.n}`);
    expect(urlParams(page)).toEqual({ locationids: '79,80', p1: '24', p2: '28', exclude_outliers: '1' });
  });

  test("empty and error states use the spec's words", async ({ page }) => {
    await page.route('**/api/results-simple/correlation-graph?*', (route) => route.fulfill({ json: [] }));
    await page.goto(`${PATH}?locationids=81`);
    await expect(page.getByText('No Data Available')).toBeVisible();
    await expect(page.getByRole('note')).toContainText('No same-date pairs of the two parameters at CCR-3');

    await page.unroute('**/api/results-simple/correlation-graph?*');
    await page.route('**/api/results-simple/correlation-graph?*', (route) => route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'The server could not complete the request.' } }));
    await page.goto(`${PATH}?locationids=79&p1=28&p2=24`);
    await expect(page.getByRole('alert')).toHaveText('An error has occurred: The server could not complete the request.', { timeout: 20_000 });
  });

  test('Save PNG downloads the drawn graph', async ({ page }) => {
    await page.goto(PATH);
    await expect(fits(page)).toHaveCount(1);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save PNG' }).click()]);
    expect(download.suggestedFilename()).toBe('Correlation Graph.png');
    expect((await paintedPixels(page, await readDownload(download))).count).toBeGreaterThan(1000);
  });

  test('has no WCAG 2.2 A/AA violations, on a desktop and a phone', async ({ page }, testInfo) => {
    await page.goto(PATH);
    await expect(fits(page)).toHaveCount(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('correlation-phone.png'), fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

/** The tick labels of the chart's y axis, as numbers. */
const yTicks = async (page: Page) =>
  (await page.locator('[data-part="chart"] svg[role="img"] .visx-axis-left .visx-axis-tick text').allTextContents()).map((text) => Number(text.replace(/,/g, '')));

test.describe('Correlation Graph: honest axes and bad links (issue 30)', () => {
  test('no negative concentration ticks; an unknown parameter in the link is said in words, with a way back to the defaults', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(PATH);
    await expect(fits(page)).toHaveCount(1);
    const ticks = await yTicks(page);
    expect(ticks.length).toBeGreaterThan(1);
    for (const tick of ticks) expect(tick).toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: '/work/notes/shots/correlation-desktop.png', fullPage: true });

    await page.goto(`${PATH}?locationids=79&p1=99999&p2=24`);
    const notice = page.locator('[data-part="link-problems"]');
    await expect(notice).toContainText('The link asks for parameter 99999, which this portal does not have.');
    // The select and the chart use the default instead of the raw id; no red error.
    await expect(page.getByRole('heading', { level: 2, name: 'Chlorophyll-a against Total phosphorus' })).toBeVisible();
    await expect(page.getByText('99999', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/^An error has occurred/)).toHaveCount(0);
    await expect(fits(page)).toHaveCount(1);
    expect(await accessibilityViolations(page)).toEqual([]);
    await notice.getByRole('link', { name: 'Show this page with its default choices' }).click();
    await expect(notice).toHaveCount(0);
    await expect.poll(() => urlParams(page)).toEqual({ locationids: '79', p1: '28', p2: '24', exclude_outliers: '0' });
  });

  test('a value that cannot be read is said in words too', async ({ page }) => {
    await page.goto(`${PATH}?locationids=79&p1=abc`);
    await expect(page.locator('[data-part="link-problems"]')).toContainText("The link's p1 'abc' cannot be read here; the page uses its default instead.");
  });
});

test.describe('Correlation Graph on a phone (issue 30)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('no negative ticks, no sideways scroll, axe clean (target sizes of the multi-select)', async ({ page }) => {
    await page.goto(PATH);
    await expect(fits(page)).toHaveCount(1);
    for (const tick of await yTicks(page)) expect(tick).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.waitForTimeout(300);
    await page.screenshot({ path: '/work/notes/shots/correlation-phone.png', fullPage: true });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
