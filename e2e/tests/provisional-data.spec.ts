import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readDownload } from '../support/downloads';
import { test, expect, accessibilityViolations } from '../support/fixtures';

// Issue 31: the newest telemetry days and the last 60 days of rain in the demo data are provisional (some
// telemetry days estimated). The streamflow and precipitation pages draw them apart, name them in the
// legend and the summary, say where each site's approved values end, and give each day's status in the
// table and its CSV. The expectations are recomputed from the API's answer.

const STREAMFLOW = '/explore/stream-logger-data';
const PRECIPITATION = '/explore/precipitation';
const EMBED = '/data-access/public-map-i-frame-stream-logger';
/** Days the seeded telemetry covers (its defaults follow today), the provisional ones at the end. */
const TELEMETRY_DAYS = { start: '2026-08-01', end: '2026-09-30' };
const PROVISIONAL_LEGEND = 'Provisional (subject to revision)';

interface StatusDay {
  location_name: string;
  rdate: string;
  status: 'approved' | 'provisional' | 'estimated';
}

async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok()).toBeTruthy();
  return response.json() as Promise<T>;
}

/** 'YYYY-MM-DD' as the pages write dates, MM-DD-YYYY. */
const mdy = (day: string) => `${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)}`;

/** The first day not approved. */
const firstNotApproved = (rows: readonly StatusDay[]) =>
  rows
    .filter((row) => row.status !== 'approved')
    .map((row) => row.rdate)
    .sort()[0]!;

/**
 * "Approved through" as the page should say it: one date when every site's approved values end that day,
 * else a line per site (which starts with the site's name, the precipitation page adding its description).
 */
async function expectApprovedThrough(card: Locator, rows: readonly StatusDay[]) {
  const newest = new Map<string, string | undefined>();
  for (const row of rows) {
    const known = newest.get(row.location_name);
    newest.set(row.location_name, row.status === 'approved' && (!known || row.rdate > known) ? row.rdate : known);
  }
  const dates = [...new Set(newest.values())];
  const words = card.locator('[data-part="approved-through"]');
  if (dates.length === 1 && dates[0]) {
    await expect(words).toHaveText(`Approved through ${mdy(dates[0])}${newest.size > 1 ? ' at every location shown' : ''}.`);
  } else {
    await expect(words).toContainText('Approved through, by location:');
    for (const [site, date] of newest) {
      await expect(words.getByRole('listitem').filter({ hasText: site })).toContainText(date ? mdy(date) : 'no approved values in the period shown');
    }
  }
}

const chartCard = (page: Page, title: string) => page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const rowCount = (scope: Locator) => scope.getByRole('status').filter({ hasText: /^\d+ rows?$/ });

test.describe('Provisional and estimated values', () => {
  // A water year of rain is over 700 bars: axe and the chart take their time on a shared 2-core machine.
  test.describe.configure({ timeout: 150_000 });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
  });

  test('Streamflow Data: dotted provisional days, the legend, the summary, approved through, the Status column and its CSV', async ({ page, request, consoleErrors }) => {
    const ids = (await apiJson<{ locationid: number }[]>(request, '/api/list-locations-telem')).map((location) => location.locationid).sort((a, b) => a - b);
    const query = `start_date=${TELEMETRY_DAYS.start}&end_date=${TELEMETRY_DAYS.end}`;
    const rows = await apiJson<StatusDay[]>(request, `/api/stream-logger-results-viewer-daily-stats-table/2/${ids.join(',')}?${query}`);
    const provisional = rows.filter((row) => row.status === 'provisional');
    expect(provisional.length).toBeGreaterThan(0);

    await page.goto(`${STREAMFLOW}?parameterid=2&locationids=${ids.join(',')}&${query}`);
    const chart = chartCard(page, 'Daily Flow');
    await expect(chart.locator('svg[role="img"]')).toBeVisible();
    await expect(chart.locator('[data-part="unsure-segment"]').first()).toBeAttached();
    const legend = chart.getByRole('list', { name: 'Legend' });
    await expect(legend).toContainText(PROVISIONAL_LEGEND);
    if (rows.some((row) => row.status === 'estimated')) await expect(legend).toContainText('Estimated');
    await expect(chart.locator('[data-part="summary"]')).toContainText(`from ${mdy(firstNotApproved(rows))} on are provisional`);
    await expectApprovedThrough(chart, rows);

    // The table: the Status column filters to the provisional days, and the CSV carries it.
    const table = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'Daily Flow table' }) });
    await expect(table.getByRole('columnheader', { name: 'Status' })).toBeVisible();
    await table.getByLabel('Filter by Status').fill('Provisional');
    await expect(rowCount(table)).toHaveText(`${provisional.length} ${provisional.length === 1 ? 'row' : 'rows'}`);
    await expect(table.locator('tbody tr.ant-table-row').first().getByRole('cell', { name: 'Provisional', exact: true })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), table.getByRole('button', { name: 'Export CSV' }).click()]);
    const lines = (await readDownload(download)).toString('utf8').replace(/^\ufeff/, '').trim().split(/\r\n/);
    expect(lines[0]).toMatch(/,Status$/);
    expect(lines.slice(1)).toHaveLength(provisional.length);
    for (const line of lines.slice(1)) expect(line).toMatch(/,Provisional$/);

    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the stream logger embed: the same marks, legend, summary and approved through, without the page around it', async ({ page, request, consoleErrors }) => {
    const ids = (await apiJson<{ locationid: number }[]>(request, '/api/list-locations-telem')).map((location) => location.locationid).sort((a, b) => a - b);
    const query = `start_date=${TELEMETRY_DAYS.start}&end_date=${TELEMETRY_DAYS.end}`;
    const rows = await apiJson<StatusDay[]>(request, `/api/stream-logger-results-viewer-daily-stats-table/1901/${ids.join(',')}?${query}`);

    await page.goto(`${EMBED}?parameterid=1901&locationids=${ids.join(',')}&${query}`);
    const chart = chartCard(page, 'Daily Stage');
    await expect(chart.locator('svg[role="img"]')).toBeVisible();
    await expect(chart.locator('[data-part="unsure-segment"]').first()).toBeAttached();
    await expect(chart.getByRole('list', { name: 'Legend' })).toContainText(PROVISIONAL_LEGEND);
    await expect(chart.locator('[data-part="summary"]')).toContainText(`from ${mdy(firstNotApproved(rows))} on are provisional`);
    await expectApprovedThrough(chart, rows);
    await chart.getByRole('button', { name: 'Table' }).click();
    await expect(chart.getByRole('columnheader', { name: 'Status' })).toBeVisible();

    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('Precipitation in the Basin: hatched provisional bars, the legend, the summary, approved through and the Status column', async ({ page, request, consoleErrors }) => {
    await page.goto(PRECIPITATION);
    // The page writes its default period (the last complete water year) into the URL: the same period from the API.
    await expect(page).toHaveURL(/start_date=\d{4}-10-01.*end_date=\d{4}-09-30/);
    const url = new URL(page.url());
    const rows = await apiJson<StatusDay[]>(
      request,
      `/api/ts-precip-daily-cumulative/?start_date=${url.searchParams.get('start_date')}&end_date=${url.searchParams.get('end_date')}`,
    );
    const provisional = rows.filter((row) => row.status === 'provisional');
    expect(provisional.length).toBeGreaterThan(0);

    const chart = chartCard(page, 'Daily Precipitation vs Cumulative Precipitation');
    await expect(chart.locator('svg[role="img"]')).toBeVisible();
    await expect(chart.locator('[data-part="bar"][data-status="provisional"]')).toHaveCount(provisional.length);
    await expect(chart.getByRole('list', { name: 'Legend' })).toContainText(PROVISIONAL_LEGEND);
    await expect(chart.locator('[data-part="summary"]')).toContainText(`from ${mdy(firstNotApproved(rows))} on are provisional: subject to revision by the agency.`);
    await expectApprovedThrough(chart, rows);

    await chart.getByRole('button', { name: 'Table' }).click();
    await expect(chart.getByRole('columnheader', { name: 'Status' })).toBeVisible();
    await chart.getByRole('searchbox').fill('Provisional');
    await expect(rowCount(chart)).toHaveText(`${provisional.length} rows`);
    await expect(chart.locator('tbody tr.ant-table-row').first().getByRole('cell', { name: 'Provisional', exact: true })).toBeVisible();

    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
