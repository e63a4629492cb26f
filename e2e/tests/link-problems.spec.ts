import { expect, test } from '@playwright/test';

// Issue 30: a link that names an id the portal does not have says so in words above the page, with a
// way back to the page's defaults, and the page still works (it never draws an id it does not have).
const BAD_LINKS = [
  {
    path: '/explore/time-series-comparison?leftParameterId=99999&leftLocationIds=99998',
    says: ['The link asks for parameter 99999, which this portal does not have.', 'The link asks for location 99998, which this portal does not have.'],
  },
  { path: '/water-quality-update/nutrient-ratios?locationid=99999', says: ['The link asks for location 99999, which this portal does not have.'] },
  { path: '/water-quality-update/field-depth-profile?parameterid=99999', says: ["The link's parameterid '99999' cannot be read here; the page uses its default instead."] },
  { path: '/explore/stream-logger-data?locationids=99999', says: ['The link asks for location 99999, which this portal does not have.'] },
  { path: '/water-quality-update/ccr-inflow-concentrations?locationIds=99999', says: ['The link asks for location 99999, which this portal does not have.'] },
  { path: '/water-quality-update/wq-inflow-comparison?parameterid=99999', says: ['The link asks for parameter 99999, which this portal does not have.'] },
  { path: '/tools/download?locations=99999', says: ['The link asks for location 99999, which this portal does not have.'] },
];

for (const link of BAD_LINKS) {
  test(`${link.path.split('?')[0]}: an unknown id in the link is said in words, and the defaults are one click away`, async ({ page }) => {
    await page.goto(link.path);
    const notice = page.locator('[data-part="link-problems"]');
    for (const sentence of link.says) await expect(notice).toContainText(sentence);
    await expect(page.getByText(/^An error has occurred/)).toHaveCount(0);
    await notice.getByRole('link', { name: 'Show this page with its default choices' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page).not.toHaveURL(/99999/);
  });
}
