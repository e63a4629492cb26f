import { Spin } from 'antd';

/** Shown while a lazy page loads; the status role gives the spinner its accessible name. */
export function PageSpinner() {
  return (
    <div role="status" aria-label="Loading page" style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <Spin size="large" />
    </div>
  );
}
