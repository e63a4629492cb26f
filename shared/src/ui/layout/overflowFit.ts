/**
 * How many items of a one-row bar fit, the rest going to a "More" menu. The widths are in priority
 * order (the first is kept longest); `gap` is the space between two items and before the More button.
 * Everything fits without the More button, or the longest prefix that fits with it (at least none).
 */
export function fitCount(widths: readonly number[], available: number, gap: number, moreWidth: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + width + gap > available) break;
    used += width + gap;
    count += 1;
  }
  return count;
}
