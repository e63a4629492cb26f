import './ui.css';

/** What a page shows while its code loads: a light CSS spinner, announced politely. */
export function PageSpinner({ label = 'Loading page' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status">
      <span className="page-spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label}…</span>
    </div>
  );
}
