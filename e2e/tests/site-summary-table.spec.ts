import path from 'node:path';
import { test, expect, accessibilityViolations } from '../support/fixtures';

const PATH = '/tools/site-summary-table';

test.describe('Site Summary Table', () => {
  test('shows rows from the database and filters them by the two checkboxes', async ({ page, request, consoleErrors }) => {
    const api = await request.get('/api/locations-param-summary');
    expect(api.ok()).toBeTruthy();
    const rows: Array<{ is_ccbwqa: boolean; location_descrip: string }> = await api.json();
    const ccbwqaCount = rows.filter((row) => row.is_ccbwqa).length;
    const otherCount = rows.length - ccbwqaCount;
    expect(ccbwqaCount).toBeGreaterThan(0);
    expect(otherCount).toBeGreaterThan(0);

    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site Summary Table');
    const ccbwqa = page.getByRole('checkbox', { name: 'CCBWQA Locations' });
    const other = page.getByRole('checkbox', { name: 'Other Public Locations' });
    await expect(ccbwqa).toBeChecked();
    await expect(other).not.toBeChecked();

    const table = page.getByRole('table');
    // The 11 columns of the spec, page size 60 (a full first page of CCBWQA rows).
    await expect(table.getByRole('columnheader')).toHaveCount(11);
    const bodyRows = table.locator('tbody tr.ant-table-row');
    await expect(bodyRows).toHaveCount(Math.min(60, ccbwqaCount));
    await expect(page.getByText(`${ccbwqaCount} rows`, { exact: true })).toBeVisible();

    await other.click();
    await expect(other).toBeChecked();
    await expect(page).toHaveURL(/other=1/);
    await expect(page.getByText(`${rows.length} rows`, { exact: true })).toBeVisible();

    await ccbwqa.click();
    await expect(ccbwqa).not.toBeChecked();
    await expect(page.getByText(`${otherCount} rows`, { exact: true })).toBeVisible();
    await expect(bodyRows).toHaveCount(Math.min(60, otherCount));
    await expect(table).not.toContainText(rows.find((row) => row.is_ccbwqa)!.location_descrip);
    await expect(table).toContainText(rows.find((row) => !row.is_ccbwqa)!.location_descrip);

    await other.click();
    await expect(page.getByText("0 rows", { exact: true })).toBeVisible();
    await expect(table).toContainText('No data');
    expect(consoleErrors).toEqual([]);
  });

  test('copy puts the rows on the clipboard and shows the toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(PATH);
    await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await page.getByRole('button', { name: /copy/i }).click();
    await expect(page.getByText('Data was copied to your clipboard.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n').length).toBeGreaterThan(1);
  });

  test('at 1400x900 the table scrolls in a box within the window: header sticky, horizontal scrollbar on screen; screenshot', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${PATH}?other=1`);
    const box = page.getByRole('region', { name: /Site summary.*\(scrollable\)/ });
    const bodyRows = box.locator('tbody tr.ant-table-row');
    await expect(bodyRows).toHaveCount(60);
    // Every column is in the box, which is as wide as the content column and ends above the window's bottom edge
    // (its horizontal scrollbar, at its bottom, is visible without scrolling the page), pagination under it.
    await expect(box.getByRole('columnheader')).toHaveCount(11);
    const frame = (await box.boundingBox())!;
    expect(frame.y + frame.height).toBeLessThanOrEqual(900);
    expect(frame.x + frame.width).toBeLessThanOrEqual(1400);
    const overflow = await box.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth, scrollHeight: element.scrollHeight, clientHeight: element.clientHeight }));
    // 60 rows do not fit: the box scrolls, not the page.
    expect(overflow.scrollHeight).toBeGreaterThan(overflow.clientHeight);
    const pager = page.getByRole('listitem', { name: 'Next Page' });
    await expect(pager).toBeInViewport();
    await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screens/site-summary-table-desktop.png') });

    // Scrolled down inside the box, the header is still at the top of the box.
    const header = box.getByRole('columnheader', { name: 'Location', exact: true });
    const before = (await header.boundingBox())!;
    await box.evaluate((element) => element.scrollBy(0, 1200));
    await expect.poll(() => box.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    const after = (await header.boundingBox())!;
    expect(Math.abs(after.y - before.y)).toBeLessThan(2);
    await expect(header).toBeInViewport();
    await expect(bodyRows.first()).not.toBeInViewport();
    await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screens/site-summary-table-desktop-scrolled.png') });

    // The box scrolls by keyboard too (it is focusable), and sideways when the columns are wider than it.
    if (overflow.scrollWidth > overflow.clientWidth) {
      await box.focus();
      await page.keyboard.press('End');
      await box.evaluate((element) => element.scrollBy(400, 0));
      await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    }
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('on a 390x844 phone the rows are cards with their site link and a details expander; screenshot', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PATH);
    const cards = page.getByRole('list', { name: /Site summary/ }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = cards.first();
    await expect(card.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', /^\/sites\/\d+$/);
    await expect(card).toContainText('Parameter');
    await expect(card).toContainText(/First Sample\s*\d{2}-\d{2}-\d{4}/);
    // The other columns are behind "More details".
    await expect(card.getByText('Latitude')).toBeHidden();
    await card.getByText('More details').click();
    await expect(card.getByText('Latitude')).toBeVisible();
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screens/site-summary-table-phone.png') });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
