/**
 * Six colours for years (spec 02 §9: year comparison has a 6-colour palette), in the order years are
 * given. Okabe-Ito and Tol based (colour-blind-friendly), each at least 3:1 against white (WCAG
 * 1.4.11; the lowest is vermilion, 3.9:1), neighbours far apart in hue or lightness: blue, vermilion,
 * green, wine, grey, ochre. The default two most recent years get the first two.
 */
export const YEAR_PALETTE = ['#0072b2', '#d55e00', '#117733', '#882255', '#666666', '#a6761d'] as const;

export function yearColor(index: number): string {
  return YEAR_PALETTE[index % YEAR_PALETTE.length] ?? YEAR_PALETTE[0];
}

/** WCAG relative luminance of a '#rrggbb' colour. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two '#rrggbb' colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
