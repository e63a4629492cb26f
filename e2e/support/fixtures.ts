import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/**
 * Every test page records console errors and uncaught exceptions; `consoleErrors` lets a test
 * assert there were none. Requests the test aborts on purpose are filtered by the test itself.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** WCAG 2.2 A/AA scan with axe-core; returns the violations (id + affected nodes) for a readable failure. */
export async function accessibilityViolations(page: Page) {
  // Colours read in the middle of a CSS transition (a button turning enabled fades for 0.2 s) are
  // neither the old nor the new ones: axe must see where the page settles, so transitions end first.
  const settled = await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  await settled.evaluate((style) => (style as Element).remove());
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
