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

  test('at 1400x900 the table fills the window: 15 or more one-line rows in view, header sticky, pagination under the box; screenshot', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${PATH}?other=1`);
    const box = page.getByRole('region', { name: /Site summary.*\(scrollable\)/ });
    const bodyRows = box.locator('tbody tr.ant-table-row');
    await expect(bodyRows).toHaveCount(60);
    await expect(box.getByRole('columnheader')).toHaveCount(11);
    await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screens/site-summary-table-desktop.png') });
    // Scrolled to (the page scrolls on past the box's last row), the box is the window's height less the pagination,
    // and shows 15 or more whole rows without scrolling inside it (issue 30: it showed 5 of 60 in a 489 px box).
    await box.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY));
    const frame = (await box.boundingBox())!;
    expect(frame.height).toBeGreaterThanOrEqual(900 - 64 - 2);
    expect(frame.x + frame.width).toBeLessThanOrEqual(1400);
    const whole = await bodyRows.evaluateAll((rows, bottom) => rows.filter((row) => row.getBoundingClientRect().top >= 0 && row.getBoundingClientRect().bottom <= bottom).length, Math.min(900, frame.y + frame.height));
    expect(whole).toBeGreaterThanOrEqual(15);
    const overflow = await box.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth, scrollHeight: element.scrollHeight, clientHeight: element.clientHeight, scrollTop: element.scrollTop }));
    expect(overflow.scrollTop).toBe(0);
    // 60 rows do not fit: the box scrolls; the pagination is under it, in view with the box's bottom edge.
    expect(overflow.scrollHeight).toBeGreaterThan(overflow.clientHeight);
    const pager = page.getByRole('listitem', { name: 'Next Page' });
    await expect(pager).toBeInViewport();
    await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screens/site-summary-table-desktop-filled.png') });

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
