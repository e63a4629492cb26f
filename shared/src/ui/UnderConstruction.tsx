import { useId } from 'react';
import { Alert, Typography } from 'antd';
import { useLocation } from 'react-router-dom';
import { useT } from '../i18n/translate';
import { findRoute, routeTitle } from '../routing/routeTable';
import { useDocumentTitle } from './PageTitle';

/**
 * A page that a later issue builds: its title and an honest notice, never a fake page.
 * The README lists these pages.
 */
export default function UnderConstruction() {
  const t = useT();
  const route = findRoute(useLocation().pathname);
  const title = route ? routeTitle(t, route) : t('shared.ui.page');
  useDocumentTitle(title);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ padding: 24 }}>
      <Typography.Title id={headingId} level={1}>
        {title}
      </Typography.Title>
      {/* A notice, not an alert: nothing went wrong, so screen readers need not interrupt. */}
      <Alert role="note" type="info" showIcon title={t('shared.ui.underConstruction')} description={t('shared.ui.underConstructionText')} />
    </section>
  );
}
