import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROUTE_TABLE } from '../../shared/src/routing/routeTable';
import { test, expect, accessibilityViolations } from '../support/fixtures';
import { acceptDisclaimer, mapIdle, resultsPanel } from '../support/mapPage';
import { signedInState, type TestUsername } from '../support/signIn';

// WCAG 2.2 A/AA (target size included) on every route of the route table and the host's own pages, at a
// desktop's 1400x900 and a phone's 390x844 with touch, in the states a visitor opens: a dialog, the map's
// results panel, analysis charts with their data drawn. One page per route and size; every state of it is
// scanned on that page and the test fails on any violation, listed with its state, rule and nodes.

/** A state of the page opened after the first scan (a dialog, a panel), scanned again. */
interface State {
  name: string;
  open: (page: Page) => Promise<void>;
}

interface Visit {
  /** The route-table path it covers, or the host page's own path. */
  route: string;
  /** The address opened (a route with its query, or a record's page). */
  path: string;
  /** Signed in as this test user (staff pages, the signed-in header). */
  signedIn?: TestUsername;
  /** Until the page shows what a visitor reads: its data drawn, its controls enabled. */
  ready: (page: Page) => Promise<void>;
  states?: State[];
  /** Only at this size (a state that exists only there). */
  only?: SizeName;
}

type SizeName = 'desktop' | 'phone';

const SIZES: Record<SizeName, { viewport: { width: number; height: number }; isMobile: boolean; hasTouch: boolean }> = {
  desktop: { viewport: { width: 1400, height: 900 }, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
};

/** The seeded locations the visits open: CC-10 (a stream site), CT-2 (its neighbour), CCR-1 (a reservoir station). */
const CC_10 = 68;
const CT_2 = 83;
const CCR_1 = 79;
/** Days the seeded telemetry covers (the stream-logger pages' defaults follow today). */
const TELEMETRY_DAYS = 'start_date=2026-08-01&end_date=2026-09-30';
/** The PRF dashboard's address in the e2e server (playwright.config.ts): a stand-in served here. */
const PRF_DASHBOARD = 'https://prf-dashboard.example/';

const h1 = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();
/** A chart of the analysis kit with its marks drawn (markers, bars, cells, bands or lines). */
const drawnChart = async (page: Page) => {
  await expect(page.locator('[data-part="chart"] svg[role="img"]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-part="chart"] svg[role="img"] :is([data-marker], rect[data-part="bar"], rect[data-part="cell"], [data-part="band"], [data-part="line"], path)').first()).toBeAttached();
};
const openDialog = (button: string, dialog: string | RegExp): State => ({
  name: `dialog "${button}"`,
  open: async (page) => {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
  },
});

const VISITS: Visit[] = [
  // The host's pages, signed out and signed in.
  {
    route: '/',
    path: '/',
    ready: h1,
    states: [
      {
        name: 'menu open',
        open: async (page) => {
          await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
          await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
        },
      },
    ],
    only: 'phone',
  },
  { route: '/', path: '/', ready: h1, only: 'desktop' },
  { route: '/ (signed in)', path: '/', signedIn: 'admin', ready: async (page) => expect(page.getByRole('banner').getByRole('link', { name: 'Sign out' })).toBeVisible({ timeout: 30_000 }) },
  { route: '/accessibility', path: '/accessibility', ready: h1 },
  { route: '/glossary', path: '/glossary', ready: h1 },
  { route: '*', path: '/no/such/page', ready: h1 },

  // The map remote: the explorer with its disclaimer, graph mode's results panel, the two embeds, a site page.
  {
    route: '/tools/map',
    path: '/tools/map',
    ready: async (page) => expect(page.getByRole('dialog', { name: 'Disclaimer' })).toBeVisible({ timeout: 30_000 }),
    states: [
      {
        name: 'disclaimer accepted, map drawn',
        open: async (page) => {
          await acceptDisclaimer(page);
          await mapIdle(page);
        },
      },
    ],
  },
  {
    route: '/tools/map (results panel)',
    path: `/tools/map?mode=graph&params=28&loc=${CC_10}&panel=expanded`,
    ready: async (page) => {
      await acceptDisclaimer(page);
      await mapIdle(page);
      const results = await resultsPanel(page);
      await expect(results.getByRole('heading', { level: 2 })).toContainText('CC-10');
      // The parameter's row: a table row on the desktop, a card on a phone.
      await expect(results.getByText('Total phosphorus (µg/L)', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    },
    states: [
      {
        name: 'Daily charts',
        open: async (page) => {
          const results = await resultsPanel(page);
          await results.getByRole('tab', { name: 'Daily' }).click();
          await expect(results.locator('[data-parameter] svg').first()).toBeVisible({ timeout: 30_000 });
        },
      },
    ],
  },
  { route: '/data-access/public-map-i-frame', path: '/data-access/public-map-i-frame?mode=graph&params=28', ready: mapIdle },
  {
    route: '/data-access/public-map-i-frame-pap',
    path: '/data-access/public-map-i-frame-pap',
    ready: async (page) => {
      await mapIdle(page);
      await expect(page.getByRole('list', { name: 'Pollution abatement projects in view' }).getByRole('button').first()).toBeVisible();
    },
  },
  { route: '/sites/:site', path: `/sites/${CC_10}`, ready: async (page) => drawnChart(page) },

  // The explore remote, each page with its chart drawn.
  {
    route: '/explore/time-series-comparison',
    path: `/explore/time-series-comparison?leftParameterId=28&leftLocationIds=${CC_10},${CT_2}&rightParameterId=3&rightLocationIds=${CCR_1}&submitted=1`,
    ready: drawnChart,
  },
  // The empty form as a first visit sees it, with its placeholders.
  {
    route: '/explore/time-series-comparison (empty form)',
    path: '/explore/time-series-comparison',
    ready: async (page) => expect(page.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 30_000 }),
  },
  { route: '/explore/year-comparison-graph', path: '/explore/year-comparison-graph', ready: async (page) => expect(page.locator('[data-part="chart"] rect[data-part="bar"]').first()).toBeVisible({ timeout: 30_000 }) },
  {
    route: '/explore/correlation-graph',
    path: '/explore/correlation-graph',
    ready: async (page) => expect(page.getByRole('region', { name: 'Fit by location' }).getByRole('listitem').first()).toBeVisible({ timeout: 30_000 }),
  },
  { route: '/explore/precipitation', path: '/explore/precipitation', ready: drawnChart },
  { route: '/explore/stream-logger-data', path: `/explore/stream-logger-data?${TELEMETRY_DAYS}`, ready: drawnChart },
  {
    route: '/explore/prf-statistics-tool',
    path: '/explore/prf-statistics-tool',
    ready: async (page) => expect(page.frameLocator('iframe[title="PRF statistics dashboard"]').getByRole('heading', { name: 'PRF dashboard stand-in' })).toBeVisible({ timeout: 30_000 }),
    states: [openDialog('View Fullscreen', /PRF/)],
  },
  { route: '/data-access/public-map-i-frame-stream-logger', path: `/data-access/public-map-i-frame-stream-logger?${TELEMETRY_DAYS}`, ready: drawnChart },

  // The water-quality-update remote, and the staff's Import Data page.
  { route: '/water-quality-update/water-quality-parameter-viewer', path: '/water-quality-update/water-quality-parameter-viewer', ready: drawnChart },
  {
    route: '/water-quality-update/field-depth-profile',
    path: `/water-quality-update/field-depth-profile?locationid=${CCR_1}&parameterid=3&start_date=2021-06-01`,
    ready: async (page) => expect(page.locator('[data-part="chart"] rect[data-part="cell"]').first()).toBeVisible({ timeout: 30_000 }),
    states: [
      {
        name: 'a cell tooltip open',
        open: async (page) => {
          await page.getByRole('group', { name: 'Heat map cells' }).focus();
          await page.keyboard.press('ArrowDown');
          await expect(page.locator('[data-part="tooltip"]')).toBeVisible();
        },
      },
    ],
  },
  { route: '/water-quality-update/nutrient-ratios', path: '/water-quality-update/nutrient-ratios', ready: drawnChart },
  { route: '/water-quality-update/wq-inflow-comparison', path: '/water-quality-update/wq-inflow-comparison', ready: async (page) => expect(page.locator('[data-part="chart"] rect[data-part="bar"]').first()).toBeVisible({ timeout: 30_000 }) },
  { route: '/water-quality-update/ccr-inflow-concentrations', path: '/water-quality-update/ccr-inflow-concentrations', ready: drawnChart },
  {
    route: '/import-data',
    path: '/import-data',
    signedIn: 'admin',
    ready: async (page) => expect(page.getByRole('region', { name: 'Past imports' }).locator('.ant-table-row, .ant-empty, .ant-table-placeholder').first()).toBeVisible({ timeout: 30_000 }),
  },

  // The tools remote.
  {
    route: '/tools/download',
    path: `/tools/download?locations=${CC_10}`,
    ready: async (page) => expect(page.getByRole('button', { name: 'Submit Filters' })).toBeEnabled({ timeout: 30_000 }),
    states: [
      {
        name: 'filters submitted',
        open: async (page) => {
          await page.getByRole('button', { name: 'Submit Filters' }).click();
          await expect(page.getByText(/^Records selected: [\d,]+$/)).toBeVisible({ timeout: 30_000 });
          await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeEnabled();
        },
      },
      openDialog('Copy API request', 'This selection as API calls'),
    ],
  },
  {
    route: '/tools/site-summary-table',
    path: '/tools/site-summary-table',
    ready: async (page) => {
      // The first page and its enabled tools: the toolbar must not be caught before the rows are in.
      await expect(page.locator('tbody tr.ant-table-row, [aria-label^="Site summary"] > li').first()).toBeVisible({ timeout: 30_000 });
      for (const name of ['Copy', 'Export CSV']) await expect(page.getByRole('button', { name })).toBeEnabled();
    },
  },
];

/** A violation where it was seen: the state, the rule and the nodes (selectors). */
interface Finding {
  state: string;
  rule: string;
  help: string;
  nodes: string[];
}

async function scan(page: Page, state: string): Promise<Finding[]> {
  // Late answers settle the page (a bounded wait: a page that keeps a connection open is scanned anyway).
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  return (await accessibilityViolations(page)).map((violation) => ({ state, rule: violation.id, help: violation.help, nodes: violation.nodes }));
}

// Reduced motion (the portal honours it): a scan during antd's 0.2 s colour transition of a button
// that was just enabled would measure a colour half-way between disabled and enabled.
test.use({ reducedMotion: 'reduce' });
// Each case opens its own page: the two workers share them.
test.describe.configure({ mode: 'parallel' });

test('every route of the route table is scanned at both sizes', () => {
  const scanned = new Set(VISITS.map((visit) => visit.route));
  expect(ROUTE_TABLE.map((route) => route.path).filter((route) => !scanned.has(route))).toEqual([]);
});

for (const [sizeName, size] of Object.entries(SIZES) as Array<[SizeName, (typeof SIZES)[SizeName]]>) {
  test.describe(`at ${size.viewport.width}x${size.viewport.height}${size.hasTouch ? ' with touch' : ''}`, () => {
    test.use(size);
    test.describe.configure({ timeout: 120_000 });

    for (const visit of VISITS.filter((candidate) => !candidate.only || candidate.only === sizeName)) {
      test(`${visit.route} has no WCAG 2.2 A/AA violations${visit.states?.length ? ` (also ${visit.states.map((state) => state.name).join(', ')})` : ''}`, async ({ browser, page: publicPage, baseURL }, testInfo) => {
        let page = publicPage;
        if (visit.signedIn) {
          const storageState = await signedInState(browser, visit.signedIn, String(baseURL), path.join(testInfo.project.outputDir, '.auth'));
          const context = await browser.newContext({ ...size, baseURL, ignoreHTTPSErrors: true, reducedMotion: 'reduce', storageState });
          page = await context.newPage();
        }
        await page.route(`${PRF_DASHBOARD}**`, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><head><title>PRF dashboard</title></head><body><h1>PRF dashboard stand-in</h1></body></html>' }),
        );
        await page.goto(visit.path);
        await visit.ready(page);
        const findings = await scan(page, 'as opened');
        for (const state of visit.states ?? []) {
          await state.open(page);
          findings.push(...(await scan(page, state.name)));
        }
        if (findings.length > 0) testInfo.annotations.push({ type: 'violations', description: JSON.stringify(findings) });
        if (visit.signedIn) await page.context().close();
        expect(findings).toEqual([]);
      });
    }
  });
}
