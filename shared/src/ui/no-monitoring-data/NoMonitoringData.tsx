import { useId, type CSSProperties } from 'react';
import { Typography } from 'antd';
import { DATA_MANAGER_ROLES } from '@basin/api/domain';
import { isVisibleTo, tokens, useBasinStore, useT } from '@basin/shared';


export interface NoMonitoringDataProps {
  /** A compact box (the map's overlay, a panel) instead of the page-wide notice. */
  compact?: boolean;
}

/**
 * What a page shows on a portal without monitoring data (a new installation before its first import),
 * in place of its filters, charts and tables: no error, no endless spinner, no blank chart. Staff who
 * manage the data (Administrators, Developers) also read where to import it. Its heading is an h2, under
 * the page's h1. Pages decide on the answers of the API (an empty list of locations), never on a setting.
 */
export function NoMonitoringData({ compact = false }: NoMonitoringDataProps) {
  const t = useT();
  const headingId = useId();
  const dataManager = useBasinStore((state) => isVisibleTo(DATA_MANAGER_ROLES, state.user));
  return (
    // A status, not an alert: nothing went wrong, and screen readers hear it without being interrupted.
    <section role="status" aria-labelledby={headingId} style={compact ? compactBox : pageBox}>
      <Typography.Title id={headingId} level={2} style={{ fontSize: compact ? 16 : 20, margin: 0 }}>
        {/* The empty portal's heading (issue 29, "Start empty"), the same on every page. */}
        {t('shared.noMonitoringData.title')}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('shared.noMonitoringData.text')}
      </Typography.Paragraph>
      {dataManager && (
        <Typography.Paragraph style={{ margin: 0 }}>
          {t.rich('shared.noMonitoringData.staff', {
            strong: (chunks) => <strong key="strong">{chunks}</strong>,
            importCommand: <Typography.Text key="import" code>{'npm run import -- <files>'}</Typography.Text>,
            loadCommand: <Typography.Text key="load" code>{'npm run load-basin -- <folder>'}</Typography.Text>,
          })}
        </Typography.Paragraph>
      )}
    </section>
  );
}

const pageBox: CSSProperties = {
  display: 'grid',
  gap: 8,
  maxWidth: '75ch',
  padding: '16px 20px',
  background: tokens.colors.surface,
  border: `1px solid ${tokens.colors.border}`,
  borderRadius: 8,
};
const compactBox: CSSProperties = { display: 'grid', gap: 6, maxWidth: '48ch', textAlign: 'left' };
