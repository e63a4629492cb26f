import { useId, type ReactNode } from 'react';

/** A visible label above a control; the control gets the id (antd puts it on its input). */
export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 4, minWidth: 0 }}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}
