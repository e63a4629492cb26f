import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, accessibilityViolations } from '../support/fixtures';
import { newContext, testUser } from '../support/signIn';

// The staff's Import Data page (issue 29, item 5; docs/import.md "The Import Data page"): a WQP file
// checked, a pending value resolved, imported, listed and undone, by keyboard where a keyboard can.
test.describe.configure({ timeout: 180_000 });

/**
 * narrowResult.csv without its station file: rows of known sites load, rows of unknown sites and a
 * characteristic wait, two are rejected. Its unknown site gets a name of this run: the portal's database
 * outlives a run, and with it the mapping this test makes.
 */
function fixture(): { file: string; site: string } {
  const site = `USGS-E2E-${Date.now()}`;
  const text = fs.readFileSync(path.resolve(__dirname, '../../api/src/wqx/import/fixtures/narrowResult.csv'), 'utf8');
  const file = test.info().outputPath('narrowResult.csv');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text.replaceAll('USGS-399999999999999', site));
  return { file, site };
}

/** Presses Enter on a control, as a keyboard user would after tabbing to it. */
async function press(page: Page, control: ReturnType<Page['getByRole']>) {
  await control.focus();
  await expect(control).toBeFocused();
  await page.keyboard.press('Enter');
}

test('staff check a file, resolve a pending value, import it and undo it; the page is axe-clean', async ({ browser }) => {
  const context = await newContext(browser, 'admin');
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await press(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Import Data', exact: true }));
  await expect(page).toHaveURL(/\/import-data$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import Data');
  const history = page.getByRole('region', { name: 'Past imports' });
  await expect(history.locator('.ant-table-row, .ant-empty, .ant-table-placeholder').first()).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // Enter on the drop area opens the system's file dialog, which Playwright answers.
  const { file, site } = fixture();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), press(page, page.getByRole('button', { name: /^Choose files, or drop them here/ }))]);
  expect(chooser.isMultiple()).toBe(true);
  await chooser.setFiles(file);
  await expect(page.getByRole('region', { name: 'Files' })).toContainText('narrowResult.csv');
  await press(page, page.getByRole('button', { name: 'Check files' }));
  const report = page.getByRole('region', { name: 'Report' });
  await expect(report.getByRole('heading', { name: 'Check: nothing imported yet' })).toBeVisible();
  await expect(report).toContainText('Rows to add');
  await expect(report).toContainText('Glyphosate (Total)');
  await expect(report).toContainText('narrowResult.csv:6');
  await expect(report).toContainText("unparseable date '2021-13-05'");
  expect(await accessibilityViolations(page)).toEqual([]);

  // The unknown site is mapped to a site of the portal; the check runs again and its row is to add.
  await press(page, report.getByRole('button', { name: `Resolve site ${site}` }));
  const dialog = page.getByRole('dialog', { name: `Resolve site '${site}'` });
  await expect(dialog).toBeVisible();
  // Checked before the select is used: antd leaves its closed listbox in the page, without a name (the kit's IdSelect, every page).
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByLabel('Site', { exact: true }).focus();
  await page.keyboard.type('CC-10');
  await page.keyboard.press('Enter');
  await press(page, dialog.getByRole('button', { name: 'Save' }));
  await expect(dialog).toHaveCount(0);
  await expect(report.getByRole('button', { name: `Resolve site ${site}` })).toHaveCount(0);

  await press(page, page.getByRole('button', { name: 'Import', exact: true }));
  await expect(report.getByRole('heading', { name: 'Imported' })).toBeVisible();
  const first = history.locator('.ant-table-row').first();
  await expect(first).toContainText('narrowResult.csv (results, 10 rows)');
  await expect(first).toContainText(testUser('admin').name);
  await expect(first).toContainText('Imported');

  await press(page, first.getByRole('button', { name: /^Undo import \d+/ }));
  const confirm = page.getByRole('dialog', { name: /^Undo import \d+\?$/ });
  await expect(confirm.getByRole('button', { name: 'Undo import' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(first).toContainText(`by ${testUser('admin').name}`);
  await expect(first.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('a public visitor has no Import Data in the sidebar, and the page says it is for staff', async ({ page, consoleErrors }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: /Flood Alert/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Import Data/ })).toHaveCount(0);
  await page.goto('/import-data');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import Data');
  await expect(page.getByText('Import Data is for staff: sign in with the role Administrator or Developer.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check files' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
