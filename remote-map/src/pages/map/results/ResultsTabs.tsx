// The results panel's tabs (Analytics, Daily, Annual) for a chosen location and parameters: loaded with
// their tables and charts only once there is something to show, so graph mode's first view does not
// download them (issue 17).
import { Tabs } from 'antd';
import { StatusCard } from '@basin/shared/status';
import type { MapLocation, WqSummaryRow } from '@basin/api/schemas';
import { AnalyticsTable } from './AnalyticsTable';
import { AnnualSection } from './AnnualSection';
import { ParameterResults } from './ParameterResults';
import { Loading } from './parts';
import type { ResultsPanelProps } from './ResultsPanel';
import type { AnalyticsRow } from './resultsData';

/** The panel's data for a selected location, with what the panel derives from it. */
export interface ResultsTabsProps extends Omit<ResultsPanelProps, 'location' | 'expanded' | 'onToggleExpanded'> {
  location: MapLocation;
  /** The analytics rows of the location; undefined while the summary loads. */
  rows: AnalyticsRow[] | undefined;
  nameOf: (id: number) => string;
  summaryRowOf: (id: number) => WqSummaryRow | undefined;
}

export default function ResultsTabs({ location, parameters, parameterNames, summaryRows, period, flow, analysis, benchmarkColors, rows, nameOf, summaryRowOf }: ResultsTabsProps) {
  return (
    <Tabs
      defaultActiveKey="analytics"
      items={[
        {
          key: 'analytics',
          label: 'Analytics',
          children: (
            // One column no wider than the panel (minmax(0, 1fr)): an auto column grew to the table's width, and
            // the period's sentence above it ran past the panel's edge instead of wrapping.
            <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }}>
              {rows ? (
                <AnalyticsTable rows={rows} locationName={location.location_name} flow={flow} analysis={analysis} period={period} />
              ) : (
                <Loading>Loading analytics…</Loading>
              )}
              {/* Issue 30: how the site is now and which way it is going, on the current data (under the period's table). */}
              <StatusCard subject={location.locationid} headingLevel={3} />
            </div>
          ),
        },
        {
          key: 'daily',
          label: 'Daily',
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
          label: 'Annual',
          children: (
            <AnnualSection
              locationId={location.locationid}
              locationName={location.location_name}
              parameters={parameters}
              nameOf={nameOf}
              summaryRowOf={summaryRowOf}
              flow={flow}
              analysis={analysis}
            />
          ),
        },
      ]}
    />
  );
}
