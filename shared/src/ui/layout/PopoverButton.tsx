import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { tokens } from '../../theme/tokens';

/** What the trigger button must carry; spread it on a button (antd's Button takes it too). */
export interface PopoverTriggerProps {
  ref: Ref<HTMLButtonElement>;
  onClick: () => void;
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-haspopup': 'dialog';
}

export interface PopoverButtonProps {
  /** The panel's accessible name (usually the button's text). */
  label: string;
  /** Renders the button that opens and closes the panel. */
  trigger: (props: PopoverTriggerProps) => ReactNode;
  /** The panel's content, rendered only while it is open. */
  children: ReactNode;
  /** Which edge of the button the panel lines up with: 'end' for buttons at the right of a bar. */
  align?: 'start' | 'end';
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** The panel's Tab stops in order: visible controls, one per radio group (its checked radio, if any). */
function tabStops(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    if (element.getClientRects().length === 0) return false;
    if (element instanceof HTMLInputElement && element.type === 'radio' && !element.checked && element.name) {
      return !panel.querySelector(`input[type=radio][name="${CSS.escape(element.name)}"]:checked`);
    }
    return true;
  });
}

const panelStyle: CSSProperties = {
  position: 'absolute',
  top: 'calc(100% + 4px)',
  zIndex: 1050,
  minWidth: 200,
  maxWidth: 'min(420px, calc(100vw - 24px))',
  padding: 12,
  background: tokens.colors.surface,
  border: `1px solid ${tokens.colors.border}`,
  borderRadius: 8,
  boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)',
  textAlign: 'left',
};

/**
 * A button with a non-modal panel under it (the disclosure pattern; the panel is a labelled dialog).
 * Opening moves focus to the panel's first control; Tab and Shift+Tab move through its controls and
 * wrap around (the dialog pattern); Escape closes it and returns focus to the button; a click
 * outside closes it. Parts the panel opens in portals (an antd Select's list, a Modal) count as inside:
 * React events bubble through portals, so a click there reaches this wrapper first.
 */
export function PopoverButton({ label, trigger, children, align = 'start' }: PopoverButtonProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pointerInside = useRef(false);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    // The press that opened the panel went through the wrapper too: start counting from here.
    pointerInside.current = false;
    const panel = panelRef.current;
    (panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel)?.focus();
    const onPointerDown = () => {
      if (!pointerInside.current) setOpen(false);
      pointerInside.current = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Tab and Shift+Tab cycle through the panel's controls (as in a dialog); Escape leaves.
  const onPanelKeyDown = (event: KeyboardEvent) => {
    const panel = panelRef.current;
    if (event.key !== 'Tab' || !panel) return;
    const stops = tabStops(panel);
    if (stops.length === 0) return;
    const index = stops.indexOf(document.activeElement as HTMLElement);
    const wrap = event.shiftKey ? index <= 0 : index === -1 || index === stops.length - 1;
    if (!wrap) return;
    event.preventDefault();
    event.stopPropagation();
    stops[event.shiftKey ? stops.length - 1 : 0]!.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // An open list inside (a Select's, a date picker's) closes first, by itself.
    if ((event.target as Element).getAttribute?.('aria-expanded') === 'true') return;
    // A dialog the panel opened in a portal (a Modal) closes by itself: Escape closes the top layer only.
    if (!event.currentTarget.contains(event.target as Node)) return;
    event.stopPropagation();
    close(true);
  };
  const triggerProps = { ref: buttonRef, onClick: () => setOpen((value) => !value), 'aria-expanded': open, 'aria-controls': panelId, 'aria-haspopup': 'dialog' as const };

  return (
    <div style={{ position: 'relative', display: 'inline-block' }} onPointerDownCapture={() => (pointerInside.current = true)} onKeyDown={onKeyDown}>
      {trigger(triggerProps)}
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onPanelKeyDown}
          style={{ ...panelStyle, ...(align === 'end' ? { right: 0 } : { left: 0 }) }}
        >
          {children}
        </div>
      )}
    </div>
  );
}
