import path from 'node:path';
import { test, expect, accessibilityViolations } from '../support/fixtures';

const PATH = '/explore/prf-statistics-tool';
// The machine is offline: the dashboard's address (LINK_PRF_DASHBOARD in playwright.config.ts) is a stand-in the test serves.
const DASHBOARD = 'https://prf-dashboard.example/';
const FRAME = 'iframe[title="PRF statistics dashboard"]';
const screens = (name: string) => path.join(__dirname, '../../test-results/screens', name);

test.describe('PRF Statistics Tool', () => {
  test('shows the dashboard once its frame has loaded, and full screen in a dialog', async ({ page, consoleErrors }, testInfo) => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`${DASHBOARD}**`, async (route) => {
      // Held until the test has seen the spinner.
      await answered;
      await route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><head><title>PRF dashboard</title></head><body><h1>PRF dashboard stand-in</h1></body></html>',
      });
    });
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(PATH);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PRF Statistics Tool');
    await expect(page.getByRole('status', { name: 'Loading the PRF statistics dashboard' })).toBeVisible();
    await expect(page.locator(FRAME)).toBeHidden();
    answer();

    await expect(page.frameLocator(FRAME).getByRole('heading', { name: 'PRF dashboard stand-in' })).toBeVisible();
    await expect(page.locator(FRAME)).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading the PRF statistics dashboard' })).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: screens('prf-statistics-tool-desktop.png'), fullPage: true });
    await testInfo.attach('desktop', { path: screens('prf-statistics-tool-desktop.png'), contentType: 'image/png' });

    // Full screen: a dialog as wide as the window with the dashboard, closed by its close control or Escape.
    await page.getByRole('button', { name: 'View Fullscreen' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page.frameLocator('iframe[title="PRF statistics dashboard (full screen)"]').getByRole('heading', { name: 'PRF dashboard stand-in' })).toBeVisible();
    // As wide as the window once its opening animation has run.
    await expect.poll(async () => (await page.locator('.ant-modal').boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(1400 - 4);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: screens('prf-statistics-tool-fullscreen.png') });
    await testInfo.attach('full screen', { path: screens('prf-statistics-tool-fullscreen.png'), contentType: 'image/png' });
    await page.getByRole('button', { name: 'Close full screen' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'View Fullscreen' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.frameLocator(FRAME).getByRole('heading', { name: 'PRF dashboard stand-in' })).toBeVisible();
    await page.screenshot({ path: screens('prf-statistics-tool-phone.png'), fullPage: true });
    await testInfo.attach('phone', { path: screens('prf-statistics-tool-phone.png'), contentType: 'image/png' });
    expect(consoleErrors).toEqual([]);
  });

  test('says so when the frame has not loaded after 20 s and offers the dashboard in a new tab', async ({ page }, testInfo) => {
    await page.clock.install();
    // Never answered: the frame never loads.
    await page.route(`${DASHBOARD}**`, () => new Promise<void>(() => undefined));
    await page.goto(PATH);
    await expect(page.getByRole('status', { name: 'Loading the PRF statistics dashboard' })).toBeVisible();

    // The installed clock also runs in real time (seconds pass on a loaded machine while the page
    // loads): 15 s forward leaves a margin before the 20 s mark, 6 s more passes it.
    await page.clock.fastForward(15_000);
    await expect(page.getByText('The PRF statistics dashboard has not loaded after 20 seconds.')).toHaveCount(0);
    await page.clock.fastForward(6_000);
    await expect(page.getByRole('alert')).toContainText('The PRF statistics dashboard has not loaded after 20 seconds.');
    await expect(page.getByRole('status', { name: 'Loading the PRF statistics dashboard' })).toHaveCount(0);
    const link = page.getByRole('alert').getByRole('link', { name: 'Open the PRF statistics dashboard in a new tab' });
    await expect(link).toHaveAttribute('href', DASHBOARD);
    await expect(link).toHaveAttribute('target', '_blank');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: screens('prf-statistics-tool-timeout.png'), fullPage: true });
    await testInfo.attach('time-out', { path: screens('prf-statistics-tool-timeout.png'), contentType: 'image/png' });
  });
});
