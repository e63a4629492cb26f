import { useId, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { tokens } from '../../theme/tokens';
import { sizeAfterKey, sizeAtPointer, type SplitBounds } from './splitSize';

export interface ResizableSplitProps {
  /** The main pane (on top); it takes what the lower pane leaves. */
  main: ReactNode;
  /** The lower pane; null shows the main pane alone. */
  pane: ReactNode | null;
  /** The lower pane's size in percent of the split's height. */
  size: number;
  /** Called when a drag ends or a key moves the separator. */
  onSizeChange: (size: number) => void;
  /** The separator's name, e.g. "Resize the results panel". */
  label: string;
  /** How the size is read out, e.g. (size) => `Results panel, ${size}% of the height`. */
  valueText?: (size: number) => string;
  bounds?: SplitBounds;
  className?: string;
}

export const DEFAULT_SPLIT_BOUNDS: SplitBounds = { min: 15, max: 80, step: 5, pageStep: 20 };

const separatorStyle: CSSProperties = {
  flex: 'none',
  height: 10,
  cursor: 'row-resize',
  touchAction: 'none',
  background: tokens.colors.background,
  borderTop: `1px solid ${tokens.colors.border}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
};
const gripStyle: CSSProperties = { width: 40, height: 4, borderRadius: 2, background: tokens.colors.textSecondary };

/**
 * Two panes one above the other with a separator between them that resizes the lower pane by drag
 * (pointer, touch) and by keyboard (WAI-ARIA window splitter: a focusable role="separator" with its value
 * in percent; arrows, Page Up/Down, Home, End). While dragging, the size is local; the parent hears it
 * when the drag ends, so a drag re-renders the split alone.
 */
export function ResizableSplit({ main, pane, size, onSizeChange, label, valueText, bounds = DEFAULT_SPLIT_BOUNDS, className }: ResizableSplitProps) {
  const paneId = useId();
  const splitRef = useRef<HTMLDivElement>(null);
  const [dragSize, setDragSize] = useState<number | null>(null);
  // Whether a drag is on, read by the next pointer events at once: a quick drag's release can arrive
  // before React has rendered the press, when `dragSize` would still say "no drag" and drop it.
  const dragging = useRef(false);
  const [focused, setFocused] = useState(false);
  const shown = dragSize ?? size;

  const sizeAt = (clientY: number) => {
    const box = splitRef.current!.getBoundingClientRect();
    return sizeAtPointer(clientY, box.top, box.bottom, bounds);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    dragging.current = true;
    setDragSize(sizeAt(event.clientY));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) setDragSize(sizeAt(event.clientY));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    dragging.current = false;
    const next = sizeAt(event.clientY);
    setDragSize(null);
    onSizeChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = sizeAfterKey(event.key, size, bounds);
    if (next === null) return;
    event.preventDefault();
    onSizeChange(next);
  };

  return (
    <div ref={splitRef} className={className} style={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0, minWidth: 0 }}>
      <div style={{ flex: '1 1 0', minHeight: 0, display: 'flex', flexDirection: 'column', position: 'relative' }}>{main}</div>
      {pane !== null && (
        <>
          <div
            role="separator"
            aria-orientation="horizontal"
            aria-label={label}
            aria-controls={paneId}
            aria-valuenow={shown}
            aria-valuemin={bounds.min}
            aria-valuemax={bounds.max}
            aria-valuetext={valueText?.(shown)}
            tabIndex={0}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              dragging.current = false;
              setDragSize(null);
            }}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            style={{ ...separatorStyle, ...(focused ? { outline: `2px solid ${tokens.colors.primary}`, outlineOffset: -2 } : null) }}
          >
            <span aria-hidden style={gripStyle} />
          </div>
          <div id={paneId} style={{ flex: `0 0 ${shown}%`, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
            {pane}
          </div>
        </>
      )}
    </div>
  );
}
