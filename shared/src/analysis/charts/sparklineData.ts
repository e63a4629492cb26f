// The sparkline's drawing in pixels: a small line of values in order (a null value breaks it), a
// dot per value, and an optional reference line (a standard) the dots are compared with.

export interface SparklinePoint {
  /** What the value is of, e.g. '2021': named in the accessible description. */
  label: string;
  /** null: no value (the line breaks there). */
  value: number | null;
}

export interface DrawnSparkDot {
  key: string;
  x: number;
  y: number;
  /** Above the reference line. */
  above: boolean;
}

export interface SparklineModel {
  segments: { x: number; y: number }[][];
  dots: DrawnSparkDot[];
  /** y of the reference line, when there is one. */
  referenceY?: number;
}

/** Room around the drawing, px (a dot on the edge stays whole). */
export const SPARKLINE_PADDING = 4;

/**
 * Positions of the points across `width` (evenly spaced, in order) and their values up `height`, on
 * a scale from 0 (or the lowest value, if negative) to the highest value or the reference, whichever
 * is higher, so the reference line is always inside.
 */
export function buildSparkline(points: readonly SparklinePoint[], width: number, height: number, reference?: number): SparklineModel {
  const values = points.flatMap((point) => (point.value !== null && Number.isFinite(point.value) ? [point.value] : []));
  const top = Math.max(...values, reference ?? Number.NEGATIVE_INFINITY, 0);
  const bottom = Math.min(...values, 0);
  const span = top - bottom || 1;
  const pad = SPARKLINE_PADDING;
  const step = points.length > 1 ? (width - 2 * pad) / (points.length - 1) : 0;
  const xOf = (index: number) => (points.length > 1 ? pad + index * step : width / 2);
  const yOf = (value: number) => height - pad - ((value - bottom) / span) * (height - 2 * pad);
  const segments: { x: number; y: number }[][] = [];
  let current: { x: number; y: number }[] = [];
  const dots: DrawnSparkDot[] = [];
  points.forEach((point, index) => {
    if (point.value === null || !Number.isFinite(point.value)) {
      if (current.length) segments.push(current);
      current = [];
      return;
    }
    const drawn = { x: xOf(index), y: yOf(point.value) };
    current.push(drawn);
    dots.push({ key: `${point.label}-${index}`, ...drawn, above: reference !== undefined && point.value > reference });
  });
  if (current.length) segments.push(current);
  return { segments, dots, referenceY: reference === undefined ? undefined : yOf(reference) };
}
