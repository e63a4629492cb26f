// The results panel's tabs (Analytics, Daily, Annual) for a chosen location and parameters: loaded with
// their tables and charts only once there is something to show, so graph mode's first view does not
// download them (issue 17).
import { useMemo } from 'react';
import { Tabs } from 'antd';
import { useT } from '@basin/shared';
import { StatusCard } from '@basin/shared/status';
import { AnalyticsTable } from './AnalyticsTable';
import { AnnualSection } from './AnnualSection';
import { ParameterResults } from './ParameterResults';
import { Loading } from './parts';
import { analyticsRows } from './resultsData';
import { useMapResults } from './useMapResults';

/** The tabs of the selected location; the panel shows them only once a location and a parameter are selected. */
export default function ResultsTabs() {
  const t = useT();
  const { location, parameters, parameterNames, summaryRows, period, flow, analysis, benchmarkColors, palette } = useMapResults();
  const locationId = location?.locationid ?? null;
  // The analytics rows of the location; undefined while the summary loads.
  const rows = useMemo(
    () => (summaryRows && locationId !== null ? analyticsRows(summaryRows, locationId, parameters, flow, analysis, palette) : undefined),
    [summaryRows, locationId, parameters, flow, analysis, palette],
  );
  if (!location) return null;
  return (
    <Tabs
      defaultActiveKey="analytics"
      items={[
        {
          key: 'analytics',
          label: t('map.results.tabAnalytics'),
          children: (
            // One column no wider than the panel (minmax(0, 1fr)): an auto column grew to the table's width, and
            // the period's sentence above it ran past the panel's edge instead of wrapping.
            <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }}>
              {rows ? (
                <AnalyticsTable rows={rows} locationName={location.location_name} flow={flow} analysis={analysis} period={period} />
              ) : (
                <Loading>{t('map.results.loadingAnalytics')}</Loading>
              )}
              {/* Issue 30: how the site is now and which way it is going, on the current data (under the period's table). */}
              <StatusCard subject={location.locationid} headingLevel={3} />
            </div>
          ),
        },
        {
          key: 'daily',
          label: t('map.results.tabDaily'),
          children: (
            <ParameterResults
              locationId={location.locationid}
              locationName={location.location_name}
              parameterIds={parameters}
              parameterNames={parameterNames}
              summaryRows={summaryRows}
              period={period}
              benchmarkColors={benchmarkColors}
              flow={flow}
            />
          ),
        },
        {
          key: 'annual',
          label: t('map.results.tabAnnual'),
          children: (
            <AnnualSection />
          ),
        },
      ]}
    />
  );
}
