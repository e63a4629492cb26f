import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { IMPORT_DATA_PATH, ROUTE_TABLE } from '../../shared/src/routing/routeTable';
import spanish from '../../shared/src/i18n/es.json';
import hostSpanish from '../../host/src/i18n/es.json';
import kitEnglish from '../../shared/src/i18n/kit/en.json';
import kitSpanish from '../../shared/src/i18n/kit/es.json';
import { test, expect, accessibilityViolations } from '../support/fixtures';
import { wellsOf } from '../support/mapPage';
import { newContext } from '../support/signIn';

// Issue 33: every page in Spanish, at a laptop's and a phone's size, has no English left outside data
// values (site names), keeps Spanish after a reload, and is axe-clean with `lang="es"` on the page.

/**
 * English words that are not also Spanish: one of them on a Spanish page is a text left untranslated.
 * Function words, the portal's interface words, and month and day names that differ from the Spanish
 * (data values such as site names are removed first).
 */
const ENGLISH_WORDS = new Set(
  `the and of with from this that these those is are was were be been not or at by for your you all
   select show hide loading download downloads results result chart charts table year years date dates value values
   choose open close apply reset clear search page pages map site sites location locations parameter parameters data
   between than more less each every which when where what how only here there about above below into over under
   after before month months day days help settings layers legend filters filter export print home menu sign previous next
   back none yes please could cannot error failed retry
   january february march april june july august september october november december jan apr aug dec
   monday tuesday wednesday thursday friday saturday sunday`.split(/\s+/),
);

/**
 * The domain's English names whose Spanish differs (parameters, groups, location types, flows, classes):
 * one of them on a Spanish page is a name left untranslated. Longest first, so a name is reported whole
 * ("Total dissolved phosphorus", not the "Phosphorus" inside it).
 */
const ENGLISH_DOMAIN_NAMES = Object.entries(kitEnglish as Record<string, string>)
  .filter(([key, english]) => key.startsWith('shared.domain.') && (kitSpanish as Record<string, string>)[key] !== english)
  .map(([, english]) => english)
  .sort((a, b) => b.length - a.length);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Proper names that are not data but stay as they are in any language. */
const PROPER_NAMES = ['The National Map', 'USGS Water Data'];

/**
 * Both sizes are read for English; axe scans the laptop's (accessibility.spec.ts scans every page at a
 * phone's size too, and the suite's time is bounded).
 */
const SIZES = {
  laptop: { viewport: { width: 1366, height: 768 }, isMobile: false, hasTouch: false, axe: true },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, axe: false },
} as const;

// The sizes' tests run side by side (each visits every page).
test.describe.configure({ mode: 'parallel' });

const spanishTitle = (path: string) => (spanish as Record<string, string>)[`shared.route.${path}.title`]!;

/** The host's own pages and every route of the route table, each with the h1 it shows in Spanish. */
function visits(siteId: number, siteName: string) {
  return [
    { path: '/', heading: 'Basin Water Portal' },
    { path: '/accessibility', heading: hostSpanish['host.accessibility.title'] },
    ...ROUTE_TABLE.filter((route) => !route.visibleTo).map((route) =>
      route.path === '/sites/:site' ? { path: `/sites/${siteId}`, heading: siteName } : { path: route.path, heading: spanishTitle(route.path) },
    ),
    // The map in graph mode with a location and parameters chosen: its parameter chips, group headings and results panel.
    { path: '/tools/map', query: 'mode=graph&params=28,29,8&loc=68&panel=expanded&', heading: spanishTitle('/tools/map') },
  ];
}

/**
 * The basin's own names, not translated: its locations' names and descriptions, and its map layers'
 * groups and names (a layer is named by its source id, as the layers panel names it). Longest first.
 */
async function dataValuesOf(page: Page): Promise<string[]> {
  const layers: Array<{ source: string; lreProperties: { layerGroup: string | null; legendGroup: string | null } }> = await (await page.request.get('/api/public-map/layers')).json();
  const layerNames = layers.flatMap((layer) => [layer.lreProperties.layerGroup ?? '', layer.lreProperties.legendGroup ?? '', sourceName(layer.source)]);
  const wells = await wellsOf(page);
  const names = [...wells.flatMap((well) => [well.location_name, well.location_desc ?? '']), ...layerNames, ...PROPER_NAMES];
  return [...new Set(names.filter(Boolean))].sort((a, b) => b.length - a.length);
}

/** 'point-sources' → 'Point sources' (remote-map's layerLegend.ts). */
const sourceName = (sourceId: string) => {
  const words = sourceId.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The domain names and words of the page's visible text that are English, data values removed. */
async function englishLeft(page: Page, dataValues: readonly string[]): Promise<string[]> {
  let text = await page.locator('body').innerText();
  for (const value of dataValues) text = text.split(value).join(' ');
  const names: string[] = [];
  for (const name of ENGLISH_DOMAIN_NAMES) {
    const pattern = new RegExp(`(?<!\\p{L})${escapeRegExp(name)}(?!\\p{L})`, 'giu');
    if (pattern.test(text)) names.push(name);
    text = text.replace(pattern, ' ');
  }
  const words = text.toLowerCase().match(/[a-záéíóúñü]+/g) ?? [];
  return [...names, ...new Set(words.filter((word) => ENGLISH_WORDS.has(word)))];
}

for (const [sizeName, { axe, ...size }] of Object.entries(SIZES)) {
  test.describe(`every page in Spanish (${sizeName})`, () => {
    test.use(size);

    test(`has no English left${axe ? ', and is axe-clean' : ''}`, async ({ page }) => {
      // About 20 pages, each loaded with its data (a phone's pages took over 6 minutes on a busy CI machine).
      test.setTimeout(ROUTE_TABLE.length * 45_000);
      const site = (await wellsOf(page))[0]!;
      const dataValues = await dataValuesOf(page);
      const problems: Record<string, unknown> = {};
      for (const visit of visits(site.locationid, site.location_name)) {
        const visitName = visit.query ? `${visit.path}?${visit.query}` : visit.path;
        try {
          await page.goto(`${visit.path}?${visit.query ?? ''}lang=es`);
          await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(visit.heading);
          await expect(page.locator('html')).toHaveAttribute('lang', 'es');
          await page.waitForLoadState('networkidle');
          // A remote that failed shows its title too: the page itself must be there.
          await expect(page.locator('#remote-failure-title')).toHaveCount(0);
          const english = await englishLeft(page, dataValues);
          const violations = axe ? await accessibilityViolations(page) : [];
          if (english.length > 0 || violations.length > 0) problems[visitName] = { english, violations };
        } catch (error) {
          problems[visitName] = (error as Error).message.split('\n').slice(0, 4).join(' ');
        }
      }
      expect(problems).toEqual({});
    });
  });
}

test('the choice of Spanish survives a reload without lang, and English comes back with the switch', async ({ page }) => {
  await page.goto('/explore/precipitation?lang=es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishTitle('/explore/precipitation'));
  await page.goto('/explore/precipitation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishTitle('/explore/precipitation'));
  await page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Precipitation in the Basin');
  await expect(page).toHaveURL(/lang=en/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('word for word in Spanish', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("Precipitation in the Basin: the chart's summary sentence, from the API's records", async ({ page, request }) => {
    const [start, end] = ['2018-10-01', '2019-09-30'];
    const records: Array<{ locationid: number; location_name: string; rdate: string; daily_precip: number }> = await (
      await request.get(`/api/ts-precip-daily-cumulative/?start_date=${start}&end_date=${end}`)
    ).json();
    expect(records.length).toBeGreaterThan(600);
    // A gauge is named with its description, a data value (not translated).
    const descriptions = new Map((await wellsOf(page)).map((well) => [well.locationid, well.location_desc]));
    const label = (id: number, name: string) => (descriptions.get(id) ? `${name} (${descriptions.get(id)})` : name);
    // Each gauge's total, summed in hundredths of an inch; the wettest day the first of the highest.
    const totals = new Map<number, { name: string; total: number }>();
    for (const record of records) {
      const before = totals.get(record.locationid)?.total ?? 0;
      totals.set(record.locationid, { name: label(record.locationid, record.location_name), total: before + Math.round(record.daily_precip * 100) });
    }
    const wettest = records.reduce((best, record) => (record.daily_precip > best.daily_precip ? record : best));
    const inches = (value: number) => `${value.toFixed(3)} in`;
    const day = (date: string) => `${date.slice(5, 7)}-${date.slice(8, 10)}-${date.slice(0, 4)}`;
    const dates = records.map((record) => record.rdate).sort();
    const [first, ...rest] = [...totals.values()].map(({ name, total }) => `${inches(total / 100)} en ${name}`);
    const list = rest.length === 0 ? `cayeron ${first}` : `cayeron ${[first, ...rest.slice(0, -1)].join(', ')} y ${rest.at(-1)}`;

    await page.goto(`/explore/precipitation?start_date=${start}&end_date=${end}&rolling=0&lang=es`);
    await expect(page.locator('[data-part="summary"]')).toHaveText(
      `Del ${day(dates[0]!)} al ${day(dates.at(-1)!)}, ${list}; el día más lluvioso fue el ${day(wettest.rdate)}, con ${inches(wettest.daily_precip)} en ${label(wettest.locationid, wettest.location_name)}.`,
    );
  });

  test("the map's results panel: its title, tabs, statistics period and columns", async ({ page }) => {
    // CC-10 (id 68), a stream site of the seeded basin, with total phosphorus (28).
    await page.goto('/tools/map?mode=graph&params=28&loc=68&panel=expanded&lang=es');
    await page.getByRole('dialog', { name: 'Aviso legal' }).getByRole('button', { name: 'Aceptar' }).click();
    const results = page.getByRole('region', { name: 'Resultados' });
    await expect(results.getByRole('heading', { level: 2 })).toHaveText('Resultados de CC-10');
    for (const tab of ['Análisis', 'Diario', 'Anual']) await expect(results.getByRole('tab', { name: tab })).toBeVisible();
    await expect(results.locator('[data-part="analytics-period"]')).toHaveText(
      'Estadísticas de: Período de referencia (WY2012-WY2021), los colores del mapa. La pestaña Diario grafica todos los resultados; el estado de abajo se calcula con los datos más recientes.',
    );
    await expect(results.getByRole('columnheader', { name: 'Mediana (Todos los datos), WY2012-WY2021' })).toBeVisible();
    await expect(results.getByRole('row').filter({ hasText: 'Fósforo total' })).toBeVisible();
    // No English left in the panel's tabs either, the basin's own names aside.
    const dataValues = await dataValuesOf(page);
    for (const tab of ['Análisis', 'Diario', 'Anual']) {
      await results.getByRole('tab', { name: tab }).click();
      await expect(results.getByRole('tabpanel')).toBeVisible();
      expect(await englishLeft(page, dataValues), tab).toEqual([]);
    }
  });
});

test("the staff's Import Data page in Spanish: the page, a file's check and its report", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await newContext(browser, 'admin');
  const page = await context.newPage();
  const dataValues = await dataValuesOf(page);
  await page.goto(`${IMPORT_DATA_PATH}?lang=es`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishTitle(IMPORT_DATA_PATH));
  await expect(page.getByRole('region', { name: 'Importaciones anteriores' }).locator('.ant-table-row, .ant-empty, .ant-table-placeholder').first()).toBeVisible();
  expect(await englishLeft(page, dataValues)).toEqual([]);

  const file = test.info().outputPath('narrowResult.csv');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.copyFileSync(path.resolve(__dirname, '../../api/src/wqx/import/fixtures/narrowResult.csv'), file);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: /^Elija archivos/ }).click()]);
  await chooser.setFiles(file);
  await page.getByRole('button', { name: 'Revisar archivos' }).click();
  const report = page.getByRole('region', { name: 'Informe' });
  await expect(report.getByRole('heading', { name: 'Revisión: todavía no se importó nada' })).toBeVisible({ timeout: 60_000 });
  // The rejected rows' reasons come from the data service, in the page's language (Accept-Language).
  await expect(report).toContainText("fecha ilegible '2021-13-05' (se espera AAAA-MM-DD o M/D/AAAA)");
  await expect(report).toContainText("unidad no convertible 'mg/l' (a NTU)");
  expect(await englishLeft(page, dataValues)).toEqual([]);
  expect(await accessibilityViolations(page)).toEqual([]);
  await context.close();
});
