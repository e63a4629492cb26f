import { test, type Page } from '@playwright/test';
import { PORTAL_URL } from '../playwright.config';

/** Sends the served portal's API calls to another data service (support/basinApi.mjs): the pages meet that portal's answers. */
async function routeApiTo(page: Page, apiUrl: string): Promise<void> {
  await page.route(`${PORTAL_URL}/api/**`, async (route) => {
    const url = route.request().url().replace(PORTAL_URL, apiUrl);
    await route.fulfill({ response: await route.fetch({ url }) });
  });
}

/**
 * For every test of the calling spec: the pages' API calls go to `apiUrl`. A page still asking when its
 * test ends (a chart's late request) has that call dropped, not reported as an error outside any test.
 */
export function useDataService(apiUrl: string): void {
  test.beforeEach(async ({ page }) => routeApiTo(page, apiUrl));
  test.afterEach(async ({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));
}
