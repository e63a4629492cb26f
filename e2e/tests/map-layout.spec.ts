import type { Locator, Page, TestInfo } from '@playwright/test';
import { test, expect, accessibilityViolations } from '../support/fixtures';
import { acceptDisclaimer, MAP_PATH, mapCanvas, mapIdle, openMap, screenPath } from '../support/mapPage';

// The map explorer as a full-height application screen (issue 13, "Layout" and "Keyboard, legends,
// states"): nothing overlaps, the filter bar is one row, the results panel resizes, the phone shows the
// map first, every popover works by keyboard, and an empty filter result says so with a way back.
const DESKTOP = { width: 1400, height: 900 };
const PHONE = { width: 390, height: 844 };
/** A location with summary data, and total phosphorus (as in map.spec.ts). */
const GRAPH_QUERY = '?mode=graph&params=28&loc=68';

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = screenPath(testInfo, name);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** The page itself never scrolls: the document is exactly the window's height. */
async function expectNoPageScroll(page: Page) {
  const { scrollHeight, innerHeight, scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    innerHeight: window.innerHeight,
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollHeight).toBeLessThanOrEqual(innerHeight);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** The element at the centre of each locator is the locator's own (nothing is drawn over it). */
async function expectOnTop(locators: Locator[]) {
  for (const locator of locators) {
    await expect(locator).toBeVisible();
    // Inside a scrolled box (the results panel's body) it is on top once scrolled to.
    await locator.scrollIntoViewIfNeeded();
    const onTop = await locator.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && (element === hit || element.contains(hit));
    });
    expect(onTop, `${locator} is covered`).toBe(true);
  }
}

/** The boxes of the filter bar's parts: one row when they share their vertical centre. */
async function filterBarRows(page: Page) {
  const centres = await page.locator('.map-filter-bar').evaluate((bar) =>
    [...bar.querySelectorAll(':scope > [role=group] > *, :scope > button')].map((element) => {
      const box = element.getBoundingClientRect();
      return Math.round(box.top + box.height / 2);
    }),
  );
  return new Set(centres).size;
}

test.describe('Map layout at 1400x900', () => {
  test.use({ viewport: DESKTOP });

  // The explorer's first view, its empty result and its popovers, from one load of it (a map load costs
  // seconds of software WebGL). Reset filters restores the defaults before the popovers are tried.
  test('explorer: focus on the heading after the disclaimer; a full-height screen, one-row filters (screenshot); an empty result and Reset; every popover by keyboard', async ({ page, consoleErrors }, testInfo) => {
    const wells: Array<{ active: boolean; is_ccbwqa: boolean; recordcount_alldata: number }> = await (await page.request.get('/api/public-map/wells')).json();
    const defaults = wells.filter((well) => well.active && well.is_ccbwqa && well.recordcount_alldata >= 1).length;
    await page.goto(MAP_PATH);
    await acceptDisclaimer(page);

    await test.step('after the disclaimer, focus is on the map heading', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Public Map Explorer' })).toBeFocused();
    });
    await mapIdle(page);

    await test.step('a full-height screen, the top bar stays, one-row filters, the map takes the height; screenshot', async () => {
      await expectNoPageScroll(page);
      await expect(page.locator('.portal-header')).toBeInViewport();
      // No footer over the content; its line is at the end of the options panel.
      await expect(page.locator('footer')).toHaveCount(0);
      await expect(page.getByText(/© \d{4} Basin Water Quality Authority/)).toBeVisible();
      expect(await filterBarRows(page)).toBe(1);
      const map = (await mapCanvas(page).boundingBox())!;
      expect(map.height).toBeGreaterThanOrEqual(DESKTOP.height * 0.6);
      expect(map.y + map.height).toBeLessThanOrEqual(DESKTOP.height);
      await screenshot(page, testInfo, 'map-layout-desktop');
      expect(consoleErrors).toEqual([]);
    });

    await test.step('an empty filter result is shown and announced, and Reset filters restores the defaults', async () => {
      const status = page.getByRole('status').filter({ hasText: /locations (shown|match)/ });
      await expect(status).toHaveText(`${defaults} of ${wells.length} locations shown`);
      await expect(status).toHaveAttribute('aria-live', 'polite');
      await expect(page.getByRole('button', { name: 'Reset filters' })).toHaveCount(0);

      await page.getByRole('button', { name: /^Loc Types/ }).click();
      await page.getByRole('group', { name: 'Loc Types' }).getByRole('button', { name: 'Clear' }).click();
      await page.keyboard.press('Escape');
      await expect(mapCanvas(page)).toHaveAttribute('data-locations', '0');
      const message = page.getByText(`0 of ${wells.length} locations match these filters`);
      await expect(message).toBeVisible();
      await expect(status).toHaveText(`0 of ${wells.length} locations match these filters`);
      const reset = page.getByRole('button', { name: 'Reset filters' });
      await expectOnTop([message, reset]);
      await reset.click();
      await expect(mapCanvas(page)).toHaveAttribute('data-locations', String(defaults));
      await expect(status).toHaveText(`${defaults} of ${wells.length} locations shown`);
      await expect(message).toBeHidden();
      await expect(page.getByRole('button', { name: /^Loc Types/ }).locator('.map-filter-count')).toHaveCount(0);
      await expect.poll(() => new URL(page.url()).searchParams.get('types')).toBeNull();
    });

    await test.step('every popover by keyboard: focus goes in, Tab stays in order, Escape closes and returns to its button', async () => {
      const more = page.getByRole('group', { name: 'Map filters' }).getByRole('button', { name: 'More', exact: true });
      for (const name of ['Loc Types', 'Param Groups', 'More Filters', 'Colour by']) {
        const button = page.getByRole('button', { name: new RegExp(`^${name}`) });
        // At 1400 px a popover button may be in the More menu: open it by keyboard first.
        if ((await button.count()) === 0) {
          await more.focus();
          await page.keyboard.press('Enter');
          await expect(page.getByRole('dialog', { name: 'More map filters' })).toBeVisible();
        }
        await button.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name });
        await expect(dialog).toBeVisible();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        const inside = () => dialog.evaluate((element) => element.contains(document.activeElement));
        await expect.poll(inside, { message: `${name} takes focus` }).toBe(true);
        await page.keyboard.press('Tab');
        expect(await inside(), `Tab stays in ${name}`).toBe(true);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        if (await page.getByRole('dialog', { name: 'More map filters' }).isVisible()) {
          // The next Escape closes the More menu itself, and focus returns to More.
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog', { name: 'More map filters' })).toBeHidden();
          await expect(more).toBeFocused();
        }
      }
      // A choice made by keyboard applies: Space on a checkbox in Loc Types.
      const types = page.getByRole('button', { name: /^Loc Types/ });
      await types.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await expect(types.locator('.map-filter-count')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(types).toBeFocused();
    });
  });

  test('graph mode: filters in one row with a More menu, the map keeps 60%, the results panel is clickable and resizes; screenshot', async ({ page, consoleErrors }, testInfo) => {
    // Each step of a drag resizes the WebGL map (software rendering): slow on a loaded machine.
    test.setTimeout(150_000);
    await openMap(page, GRAPH_QUERY);
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('table').first()).toBeVisible({ timeout: 30_000 });
    await expectNoPageScroll(page);
    await expect(page.locator('footer')).toHaveCount(0);
    expect(await filterBarRows(page)).toBe(1);
    // Graph mode's controls do not all fit at 1400 px: the rest are in the More menu.
    const more = page.getByRole('group', { name: 'Map filters' }).getByRole('button', { name: 'More', exact: true });
    await expect(more).toBeVisible();
    await more.click();
    const morePanel = page.getByRole('dialog', { name: 'More map filters' });
    await expect(morePanel).toBeVisible();
    await expect(morePanel.getByRole('button').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(morePanel).toBeHidden();
    await expect(more).toBeFocused();

    expect((await mapCanvas(page).boundingBox())!.height).toBeGreaterThanOrEqual(DESKTOP.height * 0.6);
    // The panel's buttons, tabs and any pagination: visible, on top, clickable without force.
    const controls = [results.getByRole('button', { name: /Expand panel/ }), ...(await results.getByRole('tab').all())];
    const pages = results.locator('.ant-pagination li[title]');
    if ((await pages.count()) > 0) controls.push(pages.last());
    await expectOnTop(controls);
    for (const tab of await results.getByRole('tab').all()) await tab.click();
    await results.getByRole('tab').first().click();
    // The Analytics tab's period sentence wraps inside the panel (it ran past its edge beside a wide table).
    const [panelBox, periodBox] = await Promise.all([results.boundingBox(), results.locator('[data-part="analytics-period"]').boundingBox()]);
    expect(periodBox!.x + periodBox!.width).toBeLessThanOrEqual(panelBox!.x + panelBox!.width);
    await screenshot(page, testInfo, 'map-layout-desktop-graph');

    // The separator: keyboard (arrows, Home, End), drag, and the presets.
    const separator = page.getByRole('separator', { name: 'Resize the results panel' });
    await expect(separator).toHaveAttribute('aria-valuenow', '28');
    await expect(separator).toHaveAttribute('aria-valuemin', '12');
    await expect(separator).toHaveAttribute('aria-valuemax', '80');
    const panelHeight = async () => (await results.boundingBox())!.height;
    const compact = await panelHeight();
    await separator.focus();
    await page.keyboard.press('ArrowUp');
    await expect(separator).toHaveAttribute('aria-valuenow', '33');
    await expect.poll(panelHeight).toBeGreaterThan(compact);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(separator).toHaveAttribute('aria-valuenow', '23');
    await page.keyboard.press('Home');
    await expect(separator).toHaveAttribute('aria-valuenow', '12');
    await page.keyboard.press('End');
    await expect(separator).toHaveAttribute('aria-valuenow', '80');
    await expect(results.getByRole('button', { name: /Compact panel/ })).toBeVisible();
    await results.getByRole('button', { name: /Compact panel/ }).click();
    await expect(separator).toHaveAttribute('aria-valuenow', '28');
    await results.getByRole('button', { name: /Expand panel/ }).click();
    await expect(separator).toHaveAttribute('aria-valuenow', '55');
    await results.getByRole('button', { name: /Compact panel/ }).click();
    const box = (await separator.boundingBox())!;
    const area = (await page.locator('.map-main').boundingBox())!;
    // A drag in several steps: on a loaded machine two pointer moves could reach the page after the release.
    await separator.hover();
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, area.y + area.height * 0.5, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => Number(await separator.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(45);
    expect(Number(await separator.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(55);
    await expectOnTop([results.getByRole('button', { name: /panel/ })]);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('other pages keep their footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText('Basin Water Quality Authority');
  });
});

test.describe('Map layout on a 390x844 phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the map comes first and fills the screen; filters, layers and results open as bottom sheets; screenshots', async ({ page, consoleErrors }, testInfo) => {
    await openMap(page, GRAPH_QUERY);
    await expectNoPageScroll(page);
    await expect(page.locator('.portal-header')).toBeInViewport();
    const header = (await page.locator('.portal-header').boundingBox())!;
    const map = (await mapCanvas(page).boundingBox())!;
    // Under the top bar and the page's one-line title; most of the screen.
    expect(map.y).toBeLessThanOrEqual(header.y + header.height + 40);
    expect(map.height).toBeGreaterThanOrEqual(PHONE.height * 0.6);
    const panels = page.getByRole('group', { name: 'Map panels' });
    await expectOnTop([panels.getByRole('button', { name: 'Filters' }), panels.getByRole('button', { name: 'Layers' }), panels.getByRole('button', { name: 'Results' })]);
    await screenshot(page, testInfo, 'map-layout-phone');

    await panels.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await expect(filters.getByRole('button', { name: /^Loc Types/ })).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Return to Map Explorer' })).toBeVisible();
    await expect(filters.getByRole('combobox', { name: /Search locations/ })).toBeVisible();
    await screenshot(page, testInfo, 'map-layout-phone-filters');
    await page.keyboard.press('Escape');
    await expect(filters).toBeHidden();

    await panels.getByRole('button', { name: 'Layers' }).click();
    const options = page.getByRole('dialog', { name: 'Map options' });
    await expect(options.getByRole('button', { name: 'Basemaps' }).or(options.getByText('Basemaps')).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(options).toBeHidden();

    await panels.getByRole('button', { name: 'Results' }).click();
    const results = page.getByRole('dialog', { name: 'Results' });
    // The analytics: a table on the desktop, cards on a phone (issue 30), under the period they are for.
    await expect(results.getByRole('region', { name: 'Results' }).getByText('Statistics for:').first()).toBeVisible({ timeout: 30_000 });
    await expectOnTop([...(await results.getByRole('tab').all())]);
    await screenshot(page, testInfo, 'map-layout-phone-results');
    await page.keyboard.press('Escape');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('the explorer on a phone: the map near the top, an empty result and Reset in the filters sheet; screenshot', async ({ page }, testInfo) => {
    await openMap(page);
    await expectNoPageScroll(page);
    const map = (await mapCanvas(page).boundingBox())!;
    expect(map.y).toBeLessThan(160);
    await page.getByRole('group', { name: 'Map panels' }).getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await filters.getByRole('button', { name: /^Param Groups/ }).click();
    await page.getByRole('group', { name: 'Param Groups' }).getByRole('button', { name: 'Clear' }).click();
    await page.keyboard.press('Escape');
    await filters.getByRole('button', { name: 'Close' }).click();
    await expect(filters).toBeHidden();
    await expect(page.getByText(/^0 of \d+ locations match these filters$/)).toBeVisible();
    await screenshot(page, testInfo, 'map-layout-phone-empty');
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(page.getByText(/locations match these filters/)).toBeHidden();
  });
});
