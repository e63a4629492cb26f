import { lazy, memo, Suspense, useId } from 'react';
import { Alert, Button, Typography } from 'antd';
// One file per icon: the package index pulls in every icon (and is ESM-only under jest).
import ArrowsAltOutlined from '@ant-design/icons/ArrowsAltOutlined';
import ShrinkOutlined from '@ant-design/icons/ShrinkOutlined';
import { analysisLabel, flowLabel, locationTypeLabel, tokens, useT } from '@basin/shared';
import { Loading } from './parts';
import { useMapResults } from './useMapResults';

const ResultsTabs = lazy(() => import('./ResultsTabs'));

/** Panel heights: compact leaves most of the map visible; expanded gives the tables room. */
export const COMPACT_HEIGHT = '30vh';
export const EXPANDED_HEIGHT = '55vh';

export interface ResultsPanelProps {
  /** The Compact/Expand button: the page also forgets a dragged size, which the URL does not hold. */
  onToggleExpanded(): void;
}

/**
 * The graph-mode bottom panel (spec 01 §2): analytics of the selected location for the selected
 * parameters, and their daily and annual time series, each as a chart with a table. What it shows comes
 * from the map's URL and the shared queries (useMapResults).
 */
function ResultsPanelComponent({ onToggleExpanded }: ResultsPanelProps) {
  const t = useT();
  const bodyId = useId();
  const { location, parameters, flow, analysis, expanded } = useMapResults();

  const ready = location !== null && parameters.length > 0;
  return (
    <section
      aria-label={t('map.results.label')}
      style={{
        height: expanded ? EXPANDED_HEIGHT : COMPACT_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        background: tokens.colors.surface,
        borderTop: `1px solid ${tokens.colors.border}`,
        fontFamily: tokens.fontFamily,
      }}
    >
      <header style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 16px', borderBottom: `1px solid ${tokens.colors.border}` }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {location ? t('map.results.titleFor', { name: location.location_name }) : t('map.results.title')}
          </Typography.Title>
          {location && (
            <Typography.Text style={{ color: tokens.colors.textSecondary }}>
              {t('map.results.subtitle', { description: location.location_desc, type: locationTypeLabel(t, location.location_type), analysis: analysisLabel(t, analysis), flow: flowLabel(t, flow).toLocaleLowerCase(t.intl.locale) })}
            </Typography.Text>
          )}
        </div>
        <Button
          icon={expanded ? <ShrinkOutlined aria-hidden /> : <ArrowsAltOutlined aria-hidden />}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={onToggleExpanded}
        >
          {expanded ? t('map.results.compact') : t('map.results.expand')}
        </Button>
      </header>
      <div id={bodyId} style={{ flex: 1, overflow: 'auto', padding: '8px 16px 16px' }}>
        {!ready ? (
          <Alert type="info" showIcon title={t('map.results.select')} />
        ) : (
          // The tabs, their tables and charts load when there is something to show (issue 17: not at first view).
          <Suspense fallback={<Loading>{t('map.results.loading')}</Loading>}>
            <ResultsTabs />
          </Suspense>
        )}
      </div>
    </section>
  );
}

export const ResultsPanel = memo(ResultsPanelComponent);
