import { accessibilityViolations, expect, test } from '../support/fixtures';

// The simpler locations map of the analysis pages (spec 02 "Shared map features"), in a real page:
// the precipitation page's two gauges, and the comparison page's selection rings.
test.describe('Locations map on the analysis pages', () => {
  test('draws the page locations, toggles scroll zoom with the dark-red border, shows the legend and the list', async ({ page }) => {
    await page.goto('/explore/precipitation');
    const map = page.getByRole('region', { name: 'Map of the precipitation gauges' });
    const canvas = map.getByTestId('simple-map-canvas');
    await expect(canvas).toHaveAttribute('data-locations', '2', { timeout: 30_000 });
    await expect(map.getByText('Loading map…')).toBeHidden({ timeout: 30_000 });
    const frame = map.locator('[data-scroll-zoom]');
    await expect(frame).toHaveAttribute('data-scroll-zoom', 'off');
    await expect(map.getByText('Click the map to enable scroll zoom')).toBeVisible();
    const border = () => frame.evaluate((element) => getComputedStyle(element).borderTopColor);
    const before = await border();

    // A click on empty map toggles scroll zoom; the border turns dark red and the hint says so. The map
    // sits below the page's introduction: in view first, or the click lands outside the window.
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const emptySpot = { x: box.x + box.width * 0.15, y: box.y + box.height * 0.5 };
    await expect(async () => {
      await page.mouse.click(emptySpot.x, emptySpot.y);
      await expect(frame).toHaveAttribute('data-scroll-zoom', 'on', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(map.getByText('Scroll zoom on — click the map to turn it off')).toBeVisible();
    expect(await border()).not.toBe(before);
    await page.mouse.click(emptySpot.x, emptySpot.y);
    await expect(frame).toHaveAttribute('data-scroll-zoom', 'off');

    await map.getByRole('button', { name: 'Legend' }).click();
    await expect(map.getByText('Location types')).toBeVisible();
    await expect(map.getByText(/^Weather \(2\)$/)).toBeVisible();

    await map.getByRole('button', { name: 'Locations list (2)' }).click();
    const list = map.getByRole('listitem').filter({ hasText: /CCR-WX|PG-1/ });
    await expect(list).toHaveCount(2);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('rings the locations chosen for the left and right axes', async ({ page }) => {
    await page.goto('/explore/time-series-comparison?leftGroup=147&leftParameterId=28&leftLocationIds=68,83&rightGroup=152&rightParameterId=3&rightLocationIds=68');
    const map = page.getByRole('region', { name: /^Map of the locations the two axes offer/ });
    await expect(map.getByTestId('simple-map-canvas')).toHaveAttribute('data-locations', /^[1-9]\d*$/, { timeout: 30_000 });
    await map.getByRole('button', { name: 'Legend' }).click();
    await expect(map.getByRole('list', { name: 'Selection rings' }).getByRole('listitem')).toHaveCount(3);
    await map.getByRole('button', { name: /^Locations list/ }).click();
    await expect(map.getByRole('listitem').filter({ hasText: /^CC-10/ })).toContainText('selected on both axes');
    await expect(map.getByRole('listitem').filter({ hasText: /^CT-2/ })).toContainText('selected on the left axis');
  });
});
