// The map explorer as the e2e tests drive it: open it, wait for it, reach a filter-bar control wherever
// the layout put it (in the row, in the row's More menu, or in the phone's Filters sheet), and read the
// locations the page draws. One place, so a layout change is followed once.
import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

export const MAP_PATH = '/tools/map';

/** A row of GET /api/public-map/wells, as far as the tests read it. */
export interface Well {
  locationid: number;
  location_name: string;
  location_desc: string;
  location_type: string;
  longitude_dd: number;
  latitude_dd: number;
  telem: boolean;
  active: boolean;
  is_ccbwqa: boolean;
  recordcount_alldata: number;
  parameterid_array_alldata: number[];
}

export async function wellsOf(page: Page): Promise<Well[]> {
  const response = await page.request.get('/api/public-map/wells');
  expect(response.ok()).toBeTruthy();
  return response.json();
}

export const mapCanvas = (page: Page) => page.getByTestId('map-canvas');

/** Waits until the map has drawn everything it has (the page sets data-map-state on 'idle'). */
export async function mapIdle(page: Page) {
  await expect(mapCanvas(page)).toHaveAttribute('data-map-state', 'idle', { timeout: 30_000 });
}

export async function acceptDisclaimer(page: Page) {
  await page.getByRole('dialog', { name: 'Disclaimer' }).getByRole('button', { name: 'Accept' }).click();
  // The dialog's closing animation runs on a main thread busy starting the map: allow it time.
  await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toBeHidden({ timeout: 30_000 });
}

/** Opens the map explorer; the disclaimer is asked once per browser session. */
export async function openMap(page: Page, query = '', { disclaimer = true } = {}) {
  await page.goto(`${MAP_PATH}${query}`);
  if (disclaimer) await acceptDisclaimer(page);
  await mapIdle(page);
}

const phoneBar = (page: Page) => page.getByRole('group', { name: 'Map panels' });

/**
 * A filter-bar control, made visible: in the row, in its More menu when the row is too short for it,
 * or in the Filters sheet on a phone.
 */
export async function barControl(page: Page, control: Locator): Promise<Locator> {
  if (!(await control.isVisible())) {
    if (await phoneBar(page).isVisible()) await phoneBar(page).getByRole('button', { name: 'Filters' }).click();
    else await page.getByRole('group', { name: 'Map filters' }).getByRole('button', { name: 'More', exact: true }).click();
  }
  await expect(control).toBeVisible();
  return control;
}

/** The results panel of graph mode; on a phone it is a sheet opened from the bar under the map. */
export async function resultsPanel(page: Page): Promise<Locator> {
  const results = page.getByRole('region', { name: 'Results' });
  if (!(await results.isVisible()) && (await phoneBar(page).isVisible())) await phoneBar(page).getByRole('button', { name: 'Results' }).click();
  await expect(results).toBeVisible();
  return results;
}

/** Where a test saves the screenshots people look at (test-results/screens/<name>.png). */
export function screenPath(testInfo: TestInfo, name: string) {
  return path.join(testInfo.project.outputDir, 'screens', name.endsWith('.png') ? name : `${name}.png`);
}
