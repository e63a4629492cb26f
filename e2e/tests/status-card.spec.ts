import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from '../support/fixtures';
import { screenPath } from '../support/mapPage';

// Issue 30: "how is it now, and which way is it going", answered in plain words on current data, on
// the Reservoir Water Quality Summary (the reservoir as a whole) and on a site page (CC-10), each
// sentence checked against the numbers GET /api/site-status gives, at both sizes, the phone with touch.

const RESERVOIR_PAGE = '/water-quality-update/water-quality-parameter-viewer';
const CC10 = 68;
const DESKTOP = { width: 1400, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Period {
  start: string;
  end: string;
  label: string;
}
interface Trend {
  period: Period;
  trend: 'increasing' | 'decreasing' | 'stable' | 'no trend' | 'other';
  p: number | null;
  slope: number | null;
  results: number;
  few_values: boolean;
  many_nondetects: boolean;
}
interface SiteStatus {
  subject: { kind: string; name: string };
  parameters: {
    parameterid: number;
    parameter: string;
    unit: string;
    standing: { kind: 'standard' | 'benchmark' | 'none'; period: Period; value: number | null; reference: number | null; benchmark_class: number } | null;
    whole_record: Trend;
    last_ten_years: Trend;
  }[];
}

async function statusOf(request: APIRequestContext, subject: number | 'reservoir'): Promise<SiteStatus> {
  const answer = await request.get(`/api/site-status/${subject}`);
  expect(answer.ok()).toBeTruthy();
  return answer.json();
}

/** The card's number formats, written out here so the test reads the page against the API's raw numbers. */
const shownValue = (value: number) => (Math.abs(value) >= 100 ? Math.round(value).toLocaleString('en-US') : String(Number(value.toPrecision(3))));
const shownSlope = (slope: number) => (Math.abs(slope) >= 100 ? Math.round(Math.abs(slope)).toLocaleString('en-US') : String(Number(Math.abs(slope).toPrecision(2))));
const years = (period: Period) => period.label.replace(/^water years? /, '');

function trendWords(trend: Trend, unit: string): string {
  if (trend.results === 0) return 'there are no results';
  if (trend.few_values || trend.trend === 'other') return 'there are too few values to tell';
  if (trend.trend === 'increasing') return `it has been rising, about ${shownSlope(trend.slope!)} ${unit} a year`;
  if (trend.trend === 'decreasing') return `it has been falling, about ${shownSlope(trend.slope!)} ${unit} a year`;
  return trend.trend === 'stable' ? 'it has stayed about the same' : 'there is no clear trend';
}

/** Each key parameter's sentence on the card says the API's period, value, verdict and both trends. */
async function expectSentencesMatch(card: Locator, status: SiteStatus) {
  const items = card.getByRole('listitem');
  await expect(items).toHaveCount(status.parameters.length, { timeout: 30_000 });
  for (const [index, parameter] of status.parameters.entries()) {
    const item = items.nth(index);
    await expect(item).toContainText(`${parameter.parameter}:`);
    const standing = parameter.standing;
    if (standing && standing.value !== null) {
      await expect(item).toContainText(standing.period.label);
      await expect(item).toContainText(`${shownValue(standing.value)} ${parameter.unit}`);
      if (standing.kind === 'standard') {
        await expect(item).toContainText(`${standing.benchmark_class >= 3 ? 'above' : 'within'} the ${shownValue(standing.reference!)} ${parameter.unit} standard`);
      } else if (standing.kind === 'benchmark') {
        const side = standing.value > standing.reference! ? 'above' : standing.value < standing.reference! ? 'below' : 'at';
        await expect(item).toContainText(`${side} the ${shownValue(standing.reference!)} ${parameter.unit} benchmark`);
      }
    }
    await expect(item).toContainText(`Over the whole record (${years(parameter.whole_record.period)}) ${trendWords(parameter.whole_record, parameter.unit)}`);
    await expect(item).toContainText(`over the last ten years (${years(parameter.last_ten_years.period)}) ${trendWords(parameter.last_ten_years, parameter.unit)}`);
  }
}

/** The test behind the words, one click (or Enter) away: Seasonal Kendall, p and the Sen slope. */
async function expectDetailsByKeyboard(page: Page, card: Locator, status: SiteStatus) {
  const toggle = card.getByRole('button', { name: /the test details/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const table = card.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(status.parameters.length * 2);
  await expect(table).toContainText('Seasonal Kendall');
  const withTest = status.parameters.flatMap((parameter) => [parameter.whole_record, parameter.last_ten_years]).find((trend) => trend.p !== null);
  if (withTest) await expect(table).toContainText(withTest.p! < 0.001 ? '< 0.001' : withTest.p!.toFixed(3));
  await page.keyboard.press('Enter');
  await expect(table).toBeHidden();
}

/** The card's top edge and bottom edge against the first screen. */
async function inFirstScreen(card: Locator, height: number) {
  const box = (await card.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  // The verdict and both trends of the first key parameter are in the first screen.
  const first = (await card.getByRole('listitem').first().boundingBox())!;
  expect(first.y + first.height).toBeLessThanOrEqual(height);
}

test.describe('status card', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the reservoir summary opens on the reservoir’s answer, matching the API; details by keyboard; axe clean at 1400×900', async ({ page, consoleErrors }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    const status = await statusOf(page.request, 'reservoir');
    expect(status.parameters.map((parameter) => parameter.parameterid)).toEqual([24, 28, 29]);
    await page.goto(RESERVOIR_PAGE);
    const card = page.getByRole('region', { name: 'Is the reservoir getting better or worse?' });
    await expectSentencesMatch(card, status);
    // Chlorophyll-a: the standard tracker's verdict of its season.
    await expect(card.getByRole('listitem').first()).toContainText(/In July-September \d{4}.* the growing-season mean was .* (above|within) the 18 µg\/L standard/);
    await inFirstScreen(card, DESKTOP.height);
    await expectDetailsByKeyboard(page, card, status);
    await page.screenshot({ path: screenPath(testInfo, 'status-reservoir-desktop.png') });
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('CC-10’s site page opens on its answer, matching the API; axe clean at 1400×900', async ({ page, consoleErrors }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    const status = await statusOf(page.request, CC10);
    expect(status.parameters.length).toBeGreaterThan(0);
    await page.goto(`/sites/${CC10}`);
    const card = page.getByRole('region', { name: 'CC-10 now, and which way it is going' });
    await expectSentencesMatch(card, status);
    await inFirstScreen(card, DESKTOP.height);
    await expectDetailsByKeyboard(page, card, status);
    await page.screenshot({ path: screenPath(testInfo, 'status-cc10-desktop.png') });
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

    test('the reservoir’s answer is in the first screen, matching the API; axe clean', async ({ page, consoleErrors }, testInfo) => {
      const status = await statusOf(page.request, 'reservoir');
      await page.goto(RESERVOIR_PAGE);
      const card = page.getByRole('region', { name: 'Is the reservoir getting better or worse?' });
      await expectSentencesMatch(card, status);
      await inFirstScreen(card, PHONE.height);
      await page.screenshot({ path: screenPath(testInfo, 'status-reservoir-phone.png') });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    test('CC-10’s answer is in the first screen and its key charts about one scroll down; axe clean', async ({ page, consoleErrors }, testInfo) => {
      const status = await statusOf(page.request, CC10);
      await page.goto(`/sites/${CC10}`);
      const card = page.getByRole('region', { name: 'CC-10 now, and which way it is going' });
      await expectSentencesMatch(card, status);
      await inFirstScreen(card, PHONE.height);
      await page.screenshot({ path: screenPath(testInfo, 'status-cc10-phone.png') });
      const charts = page.getByRole('region', { name: 'Key parameters' });
      const firstChart = charts.getByRole('heading', { level: 3 }).first();
      await expect(firstChart).toBeVisible({ timeout: 30_000 });
      // The first key parameter's chart starts within about two screens (one scroll), not 9,000 px down.
      const top = await firstChart.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeLessThan(2 * PHONE.height);
      // The phone's charts open on the last ten years, and say so.
      await expect(charts.getByRole('button', { name: /10 y/ }).first()).toHaveAttribute('aria-pressed', 'true');
      await firstChart.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenPath(testInfo, 'status-cc10-phone-charts.png') });
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });
});
