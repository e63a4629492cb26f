import { test, expect } from '../support/fixtures';

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
});
