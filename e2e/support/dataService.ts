import type { Page } from '@playwright/test';
import { PORTAL_URL } from '../playwright.config';

/** Sends the served portal's API calls to another data service (support/basinApi.mjs): the pages meet that portal's answers. */
export async function routeApiTo(page: Page, apiUrl: string): Promise<void> {
  await page.route(`${PORTAL_URL}/api/**`, async (route) => {
    const url = route.request().url().replace(PORTAL_URL, apiUrl);
    await route.fulfill({ response: await route.fetch({ url }) });
  });
}
