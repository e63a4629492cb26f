import type { Page } from '@playwright/test';
import { ROUTE_TABLE } from '../../shared/src/routing/routeTable';
import spanish from '../../shared/src/i18n/es.json';
import hostSpanish from '../../host/src/i18n/es.json';
import { test, expect, accessibilityViolations } from '../support/fixtures';
import { wellsOf } from '../support/mapPage';

// Issue 33: every page in Spanish, at a laptop's and a phone's size, has no English left outside data
// values (site names), keeps Spanish after a reload, and is axe-clean with `lang="es"` on the page.

/**
 * English words that are not also Spanish: one of them on a Spanish page is a text left untranslated.
 * Function words and the portal's interface words (data values such as site names are removed first).
 */
const ENGLISH_WORDS = new Set(
  `the and of with from this that these those is are was were be been not or at by for your you all
   select show hide loading download downloads results result chart charts table year years date dates value values
   choose open close apply reset clear search page pages map site sites location locations parameter parameters data
   between than more less each every which when where what how only here there about above below into over under
   after before month months day days help settings layers legend filters filter export print home menu sign previous next
   back none yes please could cannot error failed retry`.split(/\s+/),
);

/** Proper names that are not data but stay as they are in any language. */
const PROPER_NAMES = ['The National Map'];

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
  ];
}

/** The words of the page's visible text that are English, site names removed. */
async function englishLeft(page: Page, dataValues: readonly string[]): Promise<string[]> {
  let text = await page.locator('body').innerText();
  for (const value of dataValues) text = text.split(value).join(' ');
  const words = text.toLowerCase().match(/[a-záéíóúñü]+/g) ?? [];
  return [...new Set(words.filter((word) => ENGLISH_WORDS.has(word)))];
}

for (const [sizeName, { axe, ...size }] of Object.entries(SIZES)) {
  test.describe(`every page in Spanish (${sizeName})`, () => {
    test.use(size);

    test(`has no English left${axe ? ', and is axe-clean' : ''}`, async ({ page }) => {
      // About 20 pages, each loaded with its data (a phone's pages took over 6 minutes on a busy CI machine).
      test.setTimeout(ROUTE_TABLE.length * 45_000);
      const wells = await wellsOf(page);
      const site = wells[0]!;
      // Data values are not translated: the locations' names and descriptions, longest first.
      const dataValues = [...wells.flatMap((well) => [well.location_name, well.location_desc ?? '']), ...PROPER_NAMES].filter(Boolean).sort((a, b) => b.length - a.length);
      const problems: Record<string, unknown> = {};
      for (const visit of visits(site.locationid, site.location_name)) {
        try {
          await page.goto(`${visit.path}?lang=es`);
          await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(visit.heading);
          await expect(page.locator('html')).toHaveAttribute('lang', 'es');
          await page.waitForLoadState('networkidle');
          // A remote that failed shows its title too: the page itself must be there.
          await expect(page.locator('#remote-failure-title')).toHaveCount(0);
          const english = await englishLeft(page, dataValues);
          const violations = axe ? await accessibilityViolations(page) : [];
          if (english.length > 0 || violations.length > 0) problems[visit.path] = { english, violations };
        } catch (error) {
          problems[visit.path] = (error as Error).message.split('\n').slice(0, 4).join(' ');
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
