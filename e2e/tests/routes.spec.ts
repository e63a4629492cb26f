import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { ROUTE_TABLE, type RouteEntry } from '../../shared/src/routing/routeTable';
import { test, expect } from '../support/fixtures';

/**
 * The address to open for a route and the h1 it shows: the route itself, or for a page per record
 * (`/sites/:site`) the page of the first location, titled with its name.
 */
async function exampleOf(route: RouteEntry, request: APIRequestContext): Promise<{ path: string; title: string }> {
  if (!route.path.includes(':')) return { path: route.path, title: route.title };
  const response = await request.get('/api/public-map/wells');
  expect(response.ok()).toBeTruthy();
  const [first] = (await response.json()) as Array<{ locationid: number; location_name: string }>;
  return { path: route.path.replace(':site', String(first!.locationid)), title: first!.location_name };
}

/**
 * Pages whose own spec opens them by their route and checks the console (the file named here): not
 * opened a second time below, to keep the suite's time. The others (embeds) are opened here.
 */
const OWN_SPEC: Record<string, string> = {
  '/tools/map': 'map.spec.ts',
  '/sites/:site': 'site-page.spec.ts',
  '/explore/time-series-comparison': 'time-series-comparison.spec.ts',
  '/explore/year-comparison-graph': 'year-comparison.spec.ts',
  '/explore/correlation-graph': 'correlation-graph.spec.ts',
  '/explore/precipitation': 'precipitation.spec.ts',
  '/explore/stream-logger-data': 'streamflow.spec.ts',
  '/explore/prf-statistics-tool': 'prf-statistics-tool.spec.ts',
  '/water-quality-update/water-quality-parameter-viewer': 'water-quality-parameter-viewer.spec.ts',
  '/water-quality-update/field-depth-profile': 'field-depth-profile.spec.ts',
  '/water-quality-update/nutrient-ratios': 'nutrient-ratios.spec.ts',
  '/water-quality-update/wq-inflow-comparison': 'wq-inflow-comparison.spec.ts',
  '/water-quality-update/ccr-inflow-concentrations': 'ccr-inflow-concentrations.spec.ts',
  '/tools/download': 'download.spec.ts',
  '/tools/site-summary-table': 'site-summary-table.spec.ts',
  '/import-data': 'import-data.spec.ts',
};

test.describe('every route of the spec resolves to its page', () => {
  test('every route is opened by this file or by its own spec', () => {
    const ownSpecs = new Set(fs.readdirSync(__dirname));
    for (const route of ROUTE_TABLE) if (OWN_SPEC[route.path]) expect({ route: route.path, spec: ownSpecs.has(OWN_SPEC[route.path]!) }).toEqual({ route: route.path, spec: true });
  });

  test('home page', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Basin Water Portal/);
    expect(consoleErrors).toEqual([]);
  });

  test('accessibility page', async ({ page, consoleErrors }) => {
    await page.goto('/accessibility');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Accessibility');
    await expect(page.getByText('WCAG 2.2', { exact: false }).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  for (const route of ROUTE_TABLE.filter((entry) => !OWN_SPEC[entry.path])) {
    test(`${route.path} shows "${route.title}"`, async ({ page, request, consoleErrors }) => {
      const { path, title } = await exampleOf(route, request);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      // Embeds render without the portal's layout; every other page inside it.
      await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(route.layout === 'bare' ? 0 : 1);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Page not found. The page you are looking for might have been removed.')).toBeVisible();
    await page.getByRole('link', { name: 'Return to home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('logout signs out and returns home', async ({ page }) => {
    await page.goto('/auth/logout');
    await expect(page).toHaveURL(/\/$/);
  });
});
