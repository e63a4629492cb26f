import { useId, type KeyboardEventHandler, type ReactNode } from 'react';

/**
 * A visible label above a control; the control gets the id (antd puts it on its input).
 * `onKeyDownCapture` sees the control's keys before it does (IdSelect's Tab).
 */
export function Field({ label, children, onKeyDownCapture }: { label: string; children: (id: string) => ReactNode; onKeyDownCapture?: KeyboardEventHandler }) {
  const id = useId();
  return (
    // Keys are only watched here on their way to the control, which is the interactive element.
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4, minWidth: 0 }} onKeyDownCapture={onKeyDownCapture}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}
