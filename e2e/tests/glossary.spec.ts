import path from 'node:path';
import { glossaryAnchor } from '../../shared/src/glossary/anchor';
import kitEnglish from '../../shared/src/i18n/kit/en.json';
import { test, expect, accessibilityViolations } from '../support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? path.join(__dirname, '../../test-results/screens');
const RESERVOIR_SUMMARY = '/water-quality-update/water-quality-parameter-viewer';
const ENGLISH = kitEnglish as Record<string, string>;
/** The glossary's terms, from the catalogue's English (the glossary module reads it through the page's translator). */
const KEYS = Object.keys(ENGLISH).flatMap((id) => /^shared\.glossary\.([^.]+)\.term$/.exec(id)?.[1] ?? []);
const term = (key: string) => ENGLISH[`shared.glossary.${key}.term`]!;
/** A definition's words up to its first number (the numbers come from the domain module, placeholders here). */
const definitionStart = (key: string) => ENGLISH[`shared.glossary.${key}.definition`]!.split('{')[0]!;

// Issue 30: one glossary, explained where a term appears (keyboard and touch) and listed on its own page;
// the reservoir summary answers first.
for (const size of [
  { name: 'desktop', viewport: { width: 1400, height: 900 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const) {
  test.describe(`glossary (${size.name})`, () => {
    test.use({ viewport: size.viewport, hasTouch: size.phone, isMobile: size.phone });

    test('the glossary page lists every term, alphabetically, each at its own anchor', async ({ page, consoleErrors }) => {
      await page.goto('/glossary');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glossary');
      await expect(page).toHaveTitle(/Glossary/);
      const terms = page.locator('.glossary-page__list dt');
      await expect(terms).toHaveCount(KEYS.length);
      for (const key of KEYS) {
        const entry = page.locator(`#${glossaryAnchor(key)}`);
        await expect(entry.locator('dt')).toHaveText(term(key));
        await expect(entry.locator('dd')).toContainText(definitionStart(key));
      }
      const listed = await terms.allTextContents();
      expect(listed[0]).toBe('85th percentile');
      expect(listed).toContain('CCBWQA');
      await page.screenshot({ path: path.join(SHOTS, `glossary-page-${size.name}.png`), fullPage: !size.phone });
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    test("a term's pop-up opens by keyboard, closes with Escape, and links to its glossary entry", async ({ page }) => {
      await page.goto(RESERVOIR_SUMMARY);
      const tracker = page.getByRole('region', { name: 'Chlorophyll-a standard tracker' });
      const term = tracker.getByRole('button', { name: 'growing season', exact: true });
      await term.focus();
      await expect(term).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(term).toHaveAttribute('aria-expanded', 'true');
      const popup = page.locator(`[id="${await term.getAttribute('aria-controls')}"]`);
      await expect(popup).toContainText(definitionStart('growingSeason'));
      // The pop-up stays inside the window, and the term is a target of at least 24 by 24 px.
      const box = (await popup.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.viewport.width);
      const target = (await term.boundingBox())!;
      expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(24);
      await page.screenshot({ path: path.join(SHOTS, `term-popup-${size.name}.png`) });
      expect(await accessibilityViolations(page)).toEqual([]);

      // Tab reaches the link inside; Escape closes and puts the focus back on the term.
      await page.keyboard.press('Tab');
      await expect(popup.getByRole('link', { name: /More in the glossary/ })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(term).toHaveAttribute('aria-expanded', 'false');
      await expect(popup).toHaveCount(0);
      await expect(term).toBeFocused();

      // Space opens it too; the link opens the term's entry on the glossary page.
      await page.keyboard.press('Space');
      await page.getByRole('link', { name: /More in the glossary/ }).click();
      await expect(page).toHaveURL(/\/glossary#growing-season$/);
      await expect(page.locator('#growing-season')).toBeFocused();
      await expect(page.locator('#growing-season')).toBeInViewport();
    });

    test('the reservoir summary answers first: the verdict is on the first screen; axe clean with the explanation open', async ({ page }) => {
      await page.goto(RESERVOIR_SUMMARY);
      const answer = page.locator('[data-part="answer"]');
      await expect(answer).toHaveText(/^(Meeting|Not meeting) the standard over the last 5 seasons$/);
      await expect(page.locator('[data-part="window"]')).toContainText(/\d of the last 5 seasons/);
      // The status card ("Is the reservoir getting better or worse?", status-card.spec.ts) comes first and
      // answers on the first screen; the standard tracker's verdict follows it within one more screen.
      const box = (await answer.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(2 * size.viewport.height);
      await answer.scrollIntoViewIfNeeded();
      await expect(page.locator('[data-part="season-mean"]')).toBeInViewport();
      await expect(page.locator('[data-part="sparkline"]')).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `reservoir-summary-${size.name}.png`) });
      expect(await accessibilityViolations(page)).toEqual([]);

      // The explanation is collapsed under the answer, and opens from the keyboard.
      const how = page.getByText('How this is assessed', { exact: true });
      await expect(page.getByRole('button', { name: 'photic zone' })).toBeHidden();
      await how.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'photic zone' })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });
}
