import { Spin } from 'antd';
import { useT } from '../i18n/translate';

/** Shown while a lazy page loads; the status role gives the spinner its accessible name. */
export function PageSpinner() {
  const t = useT();
  return (
    <div role="status" aria-label={t('shared.ui.loadingPage')} style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <Spin size="large" />
    </div>
  );
}
