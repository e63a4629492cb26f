import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, accessibilityViolations } from '../support/fixtures';
import { readDownload } from '../support/downloads';

const PATH = '/tools/download';
/** Spec 02 §3 "Download row": the file's header, in order. */
const HEADER = 'location_name,parameter,parameter_group,collect_date,result,result_units,flow_condition,location_type,data_source,taxa,depth,depth_units,depth_category,flag,status';
/** The e2e server's cap (playwright.config.ts), below the small dataset's whole record. */
const CAP = 20_000;
/** Total phosphorus and nitrogen at the three reservoir stations, all flows, 1990 to 2025: a few hundred records. */
const SMALL = '?types=Reservoir&locations=79,80,81&groups=147&parameters=28,29&flows=3&start=1990-01-01&end=2025-12-31';
/** Every parameter at the three reservoir stations: some thousands of records (under the cap). */
const STATIONS = '?types=Reservoir&locations=79,80,81&flows=3&start=1990-01-01&end=2025-12-31';

/** The count of the saved filter as the API gives it to this browser (the page's cookies). */
async function apiCount(page: Page): Promise<number> {
  const response = await page.request.post('/api/download-user-filters-recordcounts', { data: { uuid: 'public' } });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as Array<{ sel_recordcount: number }>)[0]!.sel_recordcount;
}

const recordsLine = (page: Page) => page.getByText(/^Records selected:/);
const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Filters' });
const downloadButton = (page: Page) => page.getByRole('button', { name: 'Download', exact: true });

const submittedToast = (page: Page) => page.getByText('New filters were applied to the database').first();

/** Submit Filters: the save answers (an earlier Submit's toast may still show) and the success toast shows. */
async function submit(page: Page) {
  await expect(submitButton(page)).toBeEnabled();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/download-user-filters') && response.request().method() === 'PUT');
  await submitButton(page).click();
  expect((await saved).status()).toBe(200);
  await expect(submittedToast(page)).toBeVisible();
}

/**
 * A first visit in a fresh browser fills the URL once the lists and the (absent) saved filter are in:
 * slow under load, where a busy server's 503 makes a list wait its Retry-After before asking again.
 */
const FIRST_SELECTION = { timeout: 60_000 };

test.describe('Query & Download', () => {
  // Each test loads the page (with its map) more than once, submits and downloads: slow on a loaded machine.
  test.describe.configure({ timeout: 120_000 });

  test('from a selection in the link to a downloaded file with exactly the counted rows and the spec header; screenshot', async ({ page, consoleErrors }, testInfo) => {
    await page.goto(`${PATH}${SMALL}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Query & Download');
    // A first visit has nothing saved: the count asks for a Submit, Download waits.
    await expect(recordsLine(page)).toContainText('Records selected: 0 (Submit Filters');
    await expect(downloadButton(page)).toBeDisabled();

    await submit(page);
    const count = await apiCount(page);
    expect(count).toBeGreaterThan(100);
    await expect(recordsLine(page)).toHaveText(`Records selected: ${count.toLocaleString('en-US')}`);
    await expect(downloadButton(page)).toBeEnabled();
    await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screens/download-desktop.png'), fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton(page).click()]);
    expect(download.suggestedFilename()).toBe('Time Series Data.csv');
    const lines = (await readDownload(download)).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(count + 1);
    // Only the selection's locations and parameters.
    expect(new Set(lines.slice(1).map((line) => line.split(',')[1]))).toEqual(new Set(['Total phosphorus', 'Total nitrogen']));
    await expect(page.getByText(`Saved Time Series Data.csv (${count.toLocaleString('en-US')} rows).`)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a first visit selects everything, above the cap; a narrower submitted filter is restored on return, and only in this browser', async ({ page, browser }) => {
    await page.goto(PATH);
    const assoc = (await (await page.request.get('/api/dropdown-locations-assoc')).json()) as Array<{ locationid: number; is_ccbwqa: boolean }>;
    await expect(page).toHaveURL(/locations=\d/, FIRST_SELECTION);
    const chosen = () => new URL(page.url()).searchParams.get('locations')!.split(',').map(Number).sort((a, b) => a - b);
    expect(chosen()).toEqual(assoc.map((location) => location.locationid).sort((a, b) => a - b));
    await expect(page).toHaveURL(/flows=3,2,1|flows=1,2,3/);

    // Everything is more than the cap: the message, how to narrow, and no Download.
    await submit(page);
    const everything = await apiCount(page);
    expect(everything).toBeGreaterThan(CAP);
    await expect(page.getByText(`Maximum records for download is ${CAP.toLocaleString('en-US')}`)).toBeVisible();
    await expect(page.getByText(`This selection has ${everything.toLocaleString('en-US')} records. To download, narrow it`)).toBeVisible();
    await expect(downloadButton(page)).toBeDisabled();

    await page.getByRole('group', { name: 'Select locations' }).getByRole('button', { name: 'Select Only CCBWQA' }).click();
    const ccbwqa = assoc.filter((location) => location.is_ccbwqa).map((location) => location.locationid).sort((a, b) => a - b);
    await expect.poll(chosen).toEqual(ccbwqa);
    await submit(page);

    // Back later, without the link: the saved filter, not everything.
    await page.goto(PATH);
    await expect(page).toHaveURL(/locations=\d/, FIRST_SELECTION);
    expect(chosen()).toEqual(ccbwqa);
    await expect(recordsLine(page)).toHaveText(`Records selected: ${(await apiCount(page)).toLocaleString('en-US')}`);

    // Another browser at the same time has its own (no) filter.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(PATH);
    await expect(otherPage).toHaveURL(/locations=\d/, FIRST_SELECTION);
    expect(new URL(otherPage.url()).searchParams.get('locations')!.split(',')).toHaveLength(assoc.length);
    await expect(recordsLine(otherPage)).toContainText('Records selected: 0');
    await other.close();
  });

  test('a download shows its progress and can be cancelled; the page stays usable', async ({ page }) => {
    await page.goto(`${PATH}${STATIONS}`);
    await expect(page).toHaveURL(/parameters=\d/);
    await submit(page);
    const count = await apiCount(page);
    expect(count).toBeGreaterThan(2000);
    expect(count).toBeLessThanOrEqual(CAP);
    await expect(downloadButton(page)).toBeEnabled();

    // A slow line (about 1 KB/s), so the file takes tens of seconds to arrive: it comes compressed (brotli,
    // about a tenth of its rows' bytes), and the throttle counts the bytes on the wire.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 1_000, uploadThroughput: 40_000 });
    let saved = false;
    page.on('download', () => (saved = true));
    await downloadButton(page).click();
    const progress = page.getByRole('group', { name: 'Download progress' });
    await expect(progress.getByRole('progressbar')).toBeVisible();
    await expect(progress.getByText(new RegExp(`^[1-9][\\d,]* of ${count.toLocaleString('en-US')} rows received$`))).toBeVisible({ timeout: 20_000 });
    await expect(downloadButton(page)).toBeDisabled();
    // Meanwhile the filters still work.
    await page.getByRole('group', { name: 'Select parameters' }).getByRole('button', { name: 'Select None' }).click();
    await expect(page).toHaveURL(/parameters=(&|$)/);
    await progress.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(/^Download cancelled after [\d,]+ rows; nothing was saved\.$/)).toBeVisible();
    await expect(progress).toHaveCount(0);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect(saved).toBe(false);
    await expect(downloadButton(page)).toBeEnabled();
  });

  test('Copy API request gives curl commands that save, count and download the same selection; then keyboard only from selection to file; no WCAG 2.2 A/AA violations; phone screenshot', async ({ page, context }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${PATH}${SMALL}`);
    await expect(submitButton(page)).toBeEnabled();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Copy API request' }).click();
    const dialog = page.getByRole('dialog', { name: 'This selection as API calls' });
    await expect(dialog.getByRole('link', { name: 'API reference (OpenAPI)' })).toHaveAttribute('href', /\/api\/docs$/);
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('The API request was copied.')).toBeVisible();
    const commands = await page.evaluate(() => navigator.clipboard.readText());
    expect(commands).toContain('curl -sS -b bwp-cookies.txt -c bwp-cookies.txt -X PUT');
    expect(commands).toContain('"locations":[79,80,81]');
    expect(commands).toContain("-o 'Time Series Data.csv'");
    // Run as they are, they save, count and download the same selection (as another anonymous client).
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bwp-curl-'));
    const printed = execFileSync('bash', ['-c', commands], { cwd: folder, encoding: 'utf8' });
    const counted = Number(/"sel_recordcount":(\d+)/.exec(printed)?.[1]);
    const file = fs.readFileSync(path.join(folder, 'Time Series Data.csv'), 'utf8').split('\r\n').filter(Boolean);
    expect(counted).toBeGreaterThan(100);
    expect(file).toHaveLength(counted + 1);
    expect(file[0]).toBe(HEADER);
    fs.rmSync(folder, { recursive: true });
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Keyboard only: choose, submit and download without a pointer.
    // Select None, then pick one location by typing its name into the locations box.
    await page.getByRole('group', { name: 'Select locations' }).getByRole('button', { name: 'Select None' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/locations=(&|$)/);
    await expect(submitButton(page)).toBeDisabled();
    await page.getByLabel('Locations', { exact: true }).focus();
    await page.keyboard.type('CCR-1');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/locations=79(&|$)/);
    // Tab on to Submit Filters and press it.
    await page.getByLabel('End date').focus();
    for (let step = 0; step < 5 && !(await submitButton(page).evaluate((button) => button === document.activeElement)); step += 1) await page.keyboard.press('Tab');
    await expect(submitButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(submittedToast(page)).toBeVisible();
    const count = await apiCount(page);
    await expect(recordsLine(page)).toHaveText(`Records selected: ${count.toLocaleString('en-US')}`);
    await downloadButton(page).focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const lines = (await readDownload(download)).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(count + 1);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0]))).toEqual(new Set(['CCR-1']));

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(submitButton(page)).toBeVisible();
    await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screens/download-phone.png'), fullPage: true });
  });
});

/** The cells of one CSV line (RFC 4180 quoting; the files' cells hold no line breaks). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted && char === '"' && line[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else {
      cell += char;
    }
  }
  return [...cells, cell];
}

/** A downloaded CSV as one object per row, by header. */
async function csvRows(download: Parameters<typeof readDownload>[0]): Promise<Array<Record<string, string>>> {
  const [header, ...lines] = (await readDownload(download)).toString('utf8').split('\r\n').filter(Boolean).map(csvCells);
  return lines.map((cells) => Object.fromEntries(header!.map((name, index) => [name, cells[index] ?? ''])));
}

test.describe('Query & Download exports (issue 18)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the File format choice saves the selection as WQX 3.0 CSV with the same values as the spec CSV, and the locations as GeoJSON; keyboard only; no WCAG 2.2 A/AA violations', async ({ page, consoleErrors }) => {
    await page.goto(`${PATH}${SMALL}`);
    await submit(page);
    const count = await apiCount(page);
    expect(count).toBeGreaterThan(100);
    await expect(recordsLine(page)).toHaveText(`Records selected: ${count.toLocaleString('en-US')}`);
    const formats = page.getByRole('group', { name: 'File format:' });
    await expect(formats.getByRole('radio', { name: 'Portal CSV' })).toBeChecked();

    // The spec's file first (the default), by keyboard.
    await downloadButton(page).focus();
    const [portalDownload] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(portalDownload.suggestedFilename()).toBe('Time Series Data.csv');
    const portal = await csvRows(portalDownload);

    // Then WQX 3.0: the arrow key moves the choice, Download makes that file.
    await formats.getByRole('radio', { name: 'Portal CSV' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(formats.getByRole('radio', { name: 'WQX 3.0 CSV' })).toBeChecked();
    await expect(downloadButton(page)).toBeEnabled();
    await downloadButton(page).focus();
    const [wqxDownload] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(wqxDownload.suggestedFilename()).toBe('Time Series Data (WQX).csv');
    const header = (await readDownload(wqxDownload)).toString('utf8').split('\r\n')[0]!;
    expect(header).toMatch(/^Org_Identifier,Org_FormalName,Location_Identifier,Location_Name,Location_Type,Location_Latitude,Location_Longitude,/);
    expect(header).toContain(',Result_Characteristic,Result_SampleFraction,Result_Measure,Result_MeasureUnit,');
    const wqx = await csvRows(wqxDownload);
    expect(wqx).toHaveLength(count);
    await expect(page.getByText(`Saved Time Series Data (WQX).csv (${count.toLocaleString('en-US')} rows).`)).toBeVisible();
    expect(new Set(wqx.map((row) => row.Location_Identifier))).toEqual(new Set(['CCBWQA-CCR-1', 'CCBWQA-CCR-2', 'CCBWQA-CCR-3']));
    expect(new Set(wqx.map((row) => row.Location_Type))).toEqual(new Set(['Lake, Reservoir, Impoundment']));
    expect(new Set(wqx.map((row) => `${row.Result_Characteristic} ${row.Result_SampleFraction} ${row.Result_MeasureUnit}`))).toEqual(
      new Set(['Phosphorus Total ug/L', 'Nitrogen Total ug/L']),
    );
    // Row by row the same records as the spec's file: date and value (a non-detect's value is its detection limit).
    wqx.forEach((row, index) => {
      const spec = portal[index]!;
      expect([row.Activity_StartDate, row.Result_Measure || row.DetectionLimit_MeasureA]).toEqual([spec.collect_date, spec.result]);
      expect(row.Result_ResultDetectionCondition === 'Not Detected').toBe((spec.flag ?? '').startsWith('Not detected'));
    });

    // The selection's locations as GeoJSON.
    const [geojsonDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download locations (GeoJSON)' }).click()]);
    expect(geojsonDownload.suggestedFilename()).toBe('Locations.geojson');
    const collection = JSON.parse((await readDownload(geojsonDownload)).toString('utf8')) as {
      type: string;
      features: Array<{ id: number; geometry: { type: string; coordinates: [number, number] }; properties: { identifier: string } }>;
    };
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.map((feature) => [feature.id, feature.properties.identifier, feature.geometry.type])).toEqual([
      [79, 'CCBWQA-CCR-1', 'Point'],
      [80, 'CCBWQA-CCR-2', 'Point'],
      [81, 'CCBWQA-CCR-3', 'Point'],
    ]);
    for (const { geometry } of collection.features) {
      expect(geometry.coordinates[0]).toBeCloseTo(-104.85, 1);
      expect(geometry.coordinates[1]).toBeCloseTo(39.64, 1);
    }
    await expect(page.getByText(/^Saved Locations\.geojson/)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
