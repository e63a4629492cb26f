import { ROUTE_TABLE } from '../../shared/src/routing/routeTable';
import { test, expect } from '../support/fixtures';
import { HOME_BUDGET_BYTES, formatScripts, formatTable, kb, measurePage, type TablePage } from '../support/bundles.cjs';
import { wellsOf } from '../support/mapPage';

// The JavaScript budget: every script the page loads until it settles, gzip level 9, each page in a fresh
// browser context (nothing cached). The same code as `node e2e/measure-bundles.mjs`.
test.describe('JavaScript budget', () => {
  test(`the home page loads at most ${kb(HOME_BUDGET_BYTES)} of JavaScript (gzip)`, async ({ browser, baseURL }, testInfo) => {
    const portal = baseURL!;
    const home = await measurePage(browser, `${portal}/`, {
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      },
    });
    const report = `/: ${home.scripts.length} scripts, ${kb(home.gzip)} gzip (budget ${kb(HOME_BUDGET_BYTES)})\n${formatScripts(home, portal)}`;
    console.log(report);
    await testInfo.attach('home-javascript.txt', { body: report, contentType: 'text/plain' });
    expect(home.scripts.length, 'the home page loads scripts').toBeGreaterThan(0);
    expect(home.gzip, `gzip bytes of JavaScript on the home page (${kb(home.gzip)}; budget ${kb(HOME_BUDGET_BYTES)}), its scripts are listed above`).toBeLessThanOrEqual(HOME_BUDGET_BYTES);
  });

  // A report, not a check (routes.spec.ts checks that every route renders): tagged @report, it runs in
  // `npm run bench`, not in `npm test`, where it took a worker for three and a half minutes.
  test('every route of the route table: total JavaScript and its own chunks beyond home @report', async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(ROUTE_TABLE.length * 30_000);
    const portal = baseURL!;
    const home = await measurePage(browser, `${portal}/`);
    const pages: TablePage[] = [{ path: '/', measurement: home }];
    // A route with a parameter is measured at a real value, with the heading that value gives it.
    const probe = await browser.newPage({ baseURL: portal });
    const site = (await wellsOf(probe))[0]!;
    await probe.close();
    const examples: Record<string, { path: string; title: string }> = {
      '/sites/:site': { path: `/sites/${site.locationid}`, title: site.location_name },
    };
    for (const route of ROUTE_TABLE) {
      const { path, title } = examples[route.path] ?? route;
      try {
        expect(path, 'a parameterised route needs an example value here').not.toContain(':');
        const measurement = await measurePage(browser, portal + path, {
          ready: async (page) => {
            await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
          },
        });
        pages.push({ path: route.path, measurement });
      } catch (error) {
        pages.push({ path: route.path, error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
      }
    }
    const table = formatTable(pages, portal);
    console.log(`\nJavaScript per page (gzip):\n${table}`);
    await testInfo.attach('javascript-per-page.txt', { body: table, contentType: 'text/plain' });
    expect(pages.filter((page) => page.error).map((page) => `${page.path}: ${page.error}`), 'every page renders and settles').toEqual([]);
  });
});
