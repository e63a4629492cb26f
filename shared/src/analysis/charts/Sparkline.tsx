import { tokens } from '@basin/shared';
import { buildSparkline, type SparklinePoint } from './sparklineData';

export interface SparklineProps {
  points: readonly SparklinePoint[];
  /** A reference value drawn as a dashed line (e.g. a standard); dots above it are filled red squares. */
  reference?: number;
  /** The accessible name: one sentence saying what the line shows (e.g. each value and the reference). */
  summary: string;
  width?: number;
  height?: number;
  /** Colour of the line and of dots at or below the reference. */
  color?: string;
}

/**
 * A word-sized chart (Tufte): a line of a few values in order, a dot for each value and an optional
 * dashed reference line. Dots above the reference are red squares (shape too, so colour is not the
 * only cue); a missing value breaks the line. One image (role img) named by `summary`: it has no axes,
 * so the text beside it must give the numbers.
 */
export function Sparkline({ points, reference, summary, width = 160, height = 40, color = tokens.colors.primary }: SparklineProps) {
  const model = buildSparkline(points, width, height, reference);
  return (
    // At most its width: in a narrow place (a phone's row card) it shrinks with its box rather than run out of it.
    <svg
      role="img"
      aria-label={summary}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      data-part="sparkline"
      style={{ display: 'block', overflow: 'visible', maxWidth: '100%', height: 'auto' }}
    >
      {model.referenceY !== undefined && (
        <line data-part="reference" x1={0} x2={width} y1={model.referenceY} y2={model.referenceY} stroke={tokens.colors.error} strokeWidth={1} strokeDasharray="4 2" />
      )}
      {model.segments.map((segment, index) => (
        <polyline key={index} points={segment.map((point) => `${point.x},${point.y}`).join(' ')} fill="none" stroke={color} strokeWidth={1.5} />
      ))}
      {model.dots.map((dot) =>
        dot.above ? (
          <rect key={dot.key} data-part="dot" data-above="true" x={dot.x - 3} y={dot.y - 3} width={6} height={6} fill={tokens.colors.error} />
        ) : (
          <circle key={dot.key} data-part="dot" cx={dot.x} cy={dot.y} r={2.5} fill={color} />
        ),
      )}
    </svg>
  );
}
