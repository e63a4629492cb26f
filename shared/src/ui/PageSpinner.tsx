import { tokens } from '../theme/tokens';
import { useT } from '../i18n/translate';
import './pageSpinner.css';

/**
 * Shown while a lazy page loads; the status role gives the spinner its accessible name. A CSS ring rather
 * than antd's Spin: this is on the home page, whose JavaScript budget Spin's code (about 4 KB gzip) does not fit.
 */
export function PageSpinner() {
  const t = useT();
  return (
    <div role="status" aria-label={t('shared.ui.loadingPage')} className="page-spinner">
      <span className="page-spinner__ring" style={{ borderTopColor: tokens.colors.primary }} aria-hidden="true" />
    </div>
  );
}
