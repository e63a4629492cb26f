import { tokens } from '@basin/shared';
import { CHART_FONT_SIZE } from './seriesStyle';
import type { TooltipModel } from './types';

/**
 * The tooltip: a title (the date MM-DD-YYYY, the year or category, or the series) and one row per
 * value. Beside the point, on its left in the right half of the plot so it stays inside the chart.
 */
export function TooltipBox({ model, left, top, flip }: { model: TooltipModel; left: number; top: number; flip: boolean }) {
  return (
    <div
      data-part="tooltip"
      style={{
        position: 'absolute',
        left,
        top,
        transform: `translate(${flip ? 'calc(-100% - 12px)' : '12px'}, -50%)`,
        pointerEvents: 'none',
        zIndex: 10,
        background: tokens.colors.surface,
        border: `1px solid ${tokens.colors.textSecondary}`,
        borderRadius: 4,
        padding: '6px 8px',
        boxShadow: '0 2px 6px rgba(0, 0, 0, 0.15)',
        fontFamily: tokens.fontFamily,
        fontSize: CHART_FONT_SIZE + 1,
        color: tokens.colors.text,
        whiteSpace: 'nowrap',
      }}
    >
      <div style={{ fontWeight: 600, marginBottom: 2 }}>{model.title}</div>
      {model.rows.map((row) => (
        <div key={row.key} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          {row.color && <span aria-hidden style={{ width: 10, height: 10, background: row.color, display: 'inline-block', flex: 'none' }} />}
          <span>{row.label ? `${row.label}: ` : ''}{row.value}</span>
        </div>
      ))}
    </div>
  );
}
