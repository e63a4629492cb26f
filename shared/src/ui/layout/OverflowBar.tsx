import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import EllipsisOutlined from '@ant-design/icons/EllipsisOutlined';
import { useT } from '@basin/shared';
import { fitCount } from './overflowFit';
import { PopoverButton } from './PopoverButton';

export interface OverflowItem {
  key: string;
  /** Lower stays in the row longer; the row shows the items in the order given. */
  priority: number;
  node: ReactNode;
}

export interface OverflowBarProps {
  items: readonly OverflowItem[];
  /** Name of the group (and of the More panel: "More <label>"). */
  label: string;
  /** Space between items, px. */
  gap?: number;
}

/** Until the More button has been measured. */
const MORE_ESTIMATE = 90;

/**
 * A row of controls that never wraps: the items that do not fit (lowest priority first) move into a
 * "More" popover at the row's end, and come back when the row grows. Items are measured in a first
 * layout pass (all in the row, before paint) whenever the set of items changes; later, a resize of the
 * row or of a shown item re-fits with the widths known.
 */
export function OverflowBar({ items, label, gap = 8 }: OverflowBarProps) {
  const t = useT();
  const rowRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLDivElement>(null);
  const widths = useRef(new Map<string, number>());
  const moreWidth = useRef(MORE_ESTIMATE);
  const keys = items.map((item) => item.key).join('\n');
  // null: measure every item (all shown in the row for one layout pass).
  const [fit, setFit] = useState<{ keys: string; count: number } | null>(null);
  const measuring = fit === null || fit.keys !== keys;

  const byPriority = useMemo(() => [...items].sort((a, b) => a.priority - b.priority).map((item) => item.key), [items]);
  const refit = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    const count = fitCount(
      byPriority.map((key) => widths.current.get(key) ?? 0),
      row.clientWidth,
      gap,
      moreWidth.current,
    );
    setFit((current) => (current && current.keys === keys && current.count === count ? current : { keys, count }));
  }, [byPriority, gap, keys]);
  const refitRef = useRef(refit);
  refitRef.current = refit;

  // The first pass after the items change: every item is in the row; measure them all before paint.
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!measuring || !row) return;
    for (const element of row.querySelectorAll<HTMLElement>(':scope > [data-overflow-key]')) widths.current.set(element.dataset.overflowKey!, element.getBoundingClientRect().width);
    refit();
  }, [measuring, refit]);

  // Afterwards the sizes come from a ResizeObserver (no layout read in a render's frame). An element
  // that left the row reports no size: its last width is kept for when the row grows again.
  const observer = useRef<ResizeObserver | null>(null);
  const observed = useRef(new WeakSet<Element>());
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    observer.current ??= new ResizeObserver((entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement;
        if (!element.isConnected) continue;
        const width = entry.borderBoxSize?.[0]?.inlineSize ?? element.getBoundingClientRect().width;
        if (element.dataset.overflowKey) widths.current.set(element.dataset.overflowKey, width);
        else if (element.dataset.overflowMore !== undefined && width > 0) moreWidth.current = width;
      }
      refitRef.current();
    });
    for (const element of [row, ...row.querySelectorAll(':scope > [data-overflow-key], :scope > [data-overflow-more]')]) {
      if (observed.current.has(element)) continue;
      observed.current.add(element);
      observer.current.observe(element);
    }
  });
  useLayoutEffect(
    () => () => {
      observer.current?.disconnect();
      observer.current = null;
      observed.current = new WeakSet();
    },
    [],
  );

  const shown = new Set(measuring ? byPriority : byPriority.slice(0, fit.count));
  const hidden = items.filter((item) => !shown.has(item.key));
  return (
    <div ref={rowRef} role="group" aria-label={label} style={{ display: 'flex', alignItems: 'center', gap, flex: '1 1 auto', minWidth: 0, flexWrap: 'nowrap' }}>
      {items
        .filter((item) => shown.has(item.key))
        .map((item) => (
          <div key={item.key} data-overflow-key={item.key} style={{ flex: 'none', display: 'flex', alignItems: 'center' }}>
            {item.node}
          </div>
        ))}
      {hidden.length > 0 && (
        <div ref={moreRef} data-overflow-more="" style={{ flex: 'none' }}>
          <PopoverButton
            label={t('shared.ui.more', { label: label.toLowerCase() })}
            align="end"
            trigger={(props) => (
              <Button {...props} icon={<EllipsisOutlined aria-hidden />}>
                {t('shared.ui.moreButton')}
              </Button>
            )}
          >
            <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap }}>
              {hidden.map((item) => (
                <div key={item.key}>{item.node}</div>
              ))}
            </div>
          </PopoverButton>
        </div>
      )}
    </div>
  );
}
