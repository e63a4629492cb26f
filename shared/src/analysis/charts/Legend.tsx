import { useId } from 'react';
import { tokens, useT } from '@basin/shared';
import { CHART_FONT_SIZE } from './seriesStyle';
import { Marker } from './Marker';
import type { LegendItem } from './types';

const SWATCH_WIDTH = 24;
const SWATCH_HEIGHT = 14;

/** The dash of a line's stretches to or from a value not approved (a dashed line's included). */
export const DOTTED_LINE = '2 3';

function Swatch({ item }: { item: LegendItem }) {
  const middle = SWATCH_HEIGHT / 2;
  const hatchId = useId();
  return (
    <svg width={SWATCH_WIDTH} height={SWATCH_HEIGHT} aria-hidden focusable="false" style={{ flex: 'none' }}>
      {item.hatched && <HatchPattern id={hatchId} color={item.color} />}
      {item.swatch === 'bar' && (
        <rect
          x={6}
          y={1}
          width={12}
          height={SWATCH_HEIGHT - 2}
          fill={item.hatched ? `url(#${hatchId})` : item.open ? tokens.colors.surface : item.color}
          stroke={item.color}
        />
      )}
      {item.swatch === 'area' && <rect x={0} y={2} width={SWATCH_WIDTH} height={SWATCH_HEIGHT - 4} fill={item.color} fillOpacity={0.25} />}
      {(item.swatch === 'line' || (item.swatch === 'bar' && item.dotted)) && (
        <line
          x1={0}
          x2={SWATCH_WIDTH}
          y1={middle}
          y2={middle}
          stroke={item.color}
          strokeWidth={2}
          strokeDasharray={item.dotted ? DOTTED_LINE : item.dashed ? '6 3' : undefined}
        />
      )}
      {item.shape && item.swatch !== 'bar' && item.swatch !== 'area' && (
        <Marker shape={item.shape} x={SWATCH_WIDTH / 2} y={middle} color={item.color} open={item.open} />
      )}
    </svg>
  );
}

/** Diagonal stripes of `color` on white: the fill of a partial year's bars. */
export function HatchPattern({ id, color }: { id: string; color: string }) {
  return (
    <defs>
      <pattern id={id} patternUnits="userSpaceOnUse" width={6} height={6} patternTransform="rotate(45)">
        <rect width={6} height={6} fill={tokens.colors.surface} />
        <rect width={3} height={6} fill={color} />
      </pattern>
    </defs>
  );
}

/** The legend under a chart: one swatch and name per series, plus the meaning of special symbols. */
export function Legend({ items }: { items: readonly LegendItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <ul
      aria-label={t('shared.analysis.chart.legend')}
      data-part="legend"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '4px 16px',
        listStyle: 'none',
        margin: '4px 0 0',
        padding: 0,
        fontFamily: tokens.fontFamily,
        fontSize: CHART_FONT_SIZE + 1,
        color: tokens.colors.text,
      }}
    >
      {items.map((item) => (
        <li key={item.key} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <Swatch item={item} />
          <span>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
