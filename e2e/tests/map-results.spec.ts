import type { Page } from '@playwright/test';
import { test, expect, accessibilityViolations } from '../support/fixtures';
import { acceptDisclaimer, resultsPanel, screenPath, wellsOf } from '../support/mapPage';

// The map's results panel (issue 13 "Results charts and tables"): one chart per parameter on its own
// unit axis, benchmark classes shaded and in words, a log scale for wide ranges, the statistics and the
// trend in words. Driven as a visitor at a desktop and a phone size.

interface DailyPoint {
  parameterid: number;
  result: number;
  units: string;
}

/** E. coli (MPN/100 mL), total phosphorus (µg/L), specific conductance (µS/cm), water temperature (°C), TSS (mg/L). */
const WANTED = [73, 28, 1902, 8, 30];

/** The stream site with the most of the wanted parameters, those parameters, and their daily points. */
async function siteWithUnits(page: Page) {
  const wells = await wellsOf(page);
  const site = wells
    .map((well) => ({ well, ids: WANTED.filter((id) => well.parameterid_array_alldata.includes(id)) }))
    .sort((a, b) => b.ids.length - a.ids.length || a.well.locationid - b.well.locationid)[0]!;
  const points: DailyPoint[] = await (await page.request.get(`/api/public-map/wq-time-series/daily/${site.well.locationid}/${site.ids.join(',')}`)).json();
  const units = new Map(points.map((point) => [point.parameterid, point.units]));
  const ids = site.ids.filter((id) => units.has(id));
  const wide = ids.filter((id) => {
    const values = points.filter((point) => point.parameterid === id && point.result > 0).map((point) => point.result);
    return Math.max(...values) / Math.min(...values) > 100;
  });
  return { site: site.well, ids, units, wide };
}

async function openResults(page: Page) {
  const { site, ids, units, wide } = await siteWithUnits(page);
  expect(new Set(ids.map((id) => units.get(id))).size).toBeGreaterThanOrEqual(3);
  await page.goto(`/tools/map?mode=graph&params=${ids.join(',')}&loc=${site.locationid}&panel=expanded`);
  await acceptDisclaimer(page);
  const results = await resultsPanel(page);
  await expect(results.getByRole('heading', { level: 2 })).toContainText(site.location_name);
  await results.getByRole('tab', { name: 'Daily' }).click();
  return { results, site, ids, units, wide };
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: screenPath(test.info(), name) });
}

for (const size of [
  { name: 'desktop', width: 1400, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`Map results at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('one chart per parameter on its own unit axis, log scale for wide ranges, statistics, trend and benchmarks in words', async ({ page, consoleErrors }) => {
      test.setTimeout(240_000);
      const { results, ids, units, wide } = await openResults(page);
      const blocks = results.locator('[data-parameter]');
      await expect(blocks).toHaveCount(ids.length);
      for (const id of ids) {
        const chart = results.locator(`[data-parameter="${id}"]`);
        // Each chart's value axis is labelled with its parameter's unit, and only that one.
        const axisLabel = await chart.locator('[data-part="axes"] .visx-axis-left .visx-axis-label').textContent();
        expect(axisLabel).toContain(`(${units.get(id)})`);
        for (const other of new Set(units.values())) if (other !== units.get(id)) expect(axisLabel).not.toContain(`(${other})`);
      }
      // The log toggle is offered exactly for the parameters whose values span more than two decades.
      await expect(results.getByRole('switch', { name: /^Log scale for / })).toHaveCount(wide.length);
      if (wide.length) {
        const id = wide[0]!;
        const toggle = results.locator('.ant-card').filter({ has: page.locator(`[data-parameter="${id}"]`) }).getByRole('switch');
        await toggle.click();
        await expect(results.locator(`[data-parameter="${id}"]`)).toHaveAttribute('data-scale', 'log');
      }

      // Statistics, trend and benchmark classes in words, with units and MM-DD-YYYY dates.
      const facts = results.locator('[data-part="parameter-facts"]').first();
      await expect(facts.getByRole('term').filter({ hasText: '85th percentile' })).toBeVisible();
      // Issue 30: the facts name their period (every result, dates MM-DD-YYYY) above the list, and the trend names its own.
      await expect(results.locator('[data-part="facts-period"]').first()).toContainText(/\d{2}-\d{2}-\d{4} to \d{2}-\d{2}-\d{4}/);
      await expect(results.getByText(/^Trend(, [^:]+)?: (Increasing|Decreasing|Stable|No trend): about [+−]?[\d.,]+ .+ per year \(Seasonal Kendall, p [=<] [\d.]+(; p [=<] [\d.]+ allowing for serial dependence)?\)|^Trend(, [^:]+)?: (Other \(too few data\)|Not available)/).first()).toBeVisible();
      const phosphorusClasses = results.getByRole('list', { name: 'Total phosphorus benchmark classes' });
      if (ids.includes(28)) await expect(phosphorusClasses.getByRole('listitem').first()).toHaveText(/^Below benchmark: .*µg\/L$/);
      await expect(results.getByText('Non-detect (open symbol, at its detection limit)').or(results.getByText('Detected result (filled symbol)')).first()).toBeVisible();
      expect(await results.getByText(/\b(stormflow|baseflow|alldata)\b/).count()).toBe(0);

      // The period shortcuts zoom every chart.
      await results.getByRole('button', { name: /^5 y \(last 5 years of data\)$/ }).click();
      await expect(results.getByText(/^Showing from \d{2}-\d{2}-\d{4} to \d{2}-\d{2}-\d{4}$/)).toBeVisible();

      // The note opens by keyboard.
      const note = results.locator('summary', { hasText: 'About this parameter' }).first();
      await note.focus();
      await page.keyboard.press('Enter');
      await expect(note.locator('xpath=..')).toHaveAttribute('open', '');

      await results.locator('[data-parameter]').first().scrollIntoViewIfNeeded();
      await screenshot(page, `map-results-${size.name}.png`);
      await facts.scrollIntoViewIfNeeded();
      await screenshot(page, `map-results-${size.name}-words.png`);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });
}
