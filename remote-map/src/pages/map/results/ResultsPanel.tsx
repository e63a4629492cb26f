import { lazy, memo, Suspense, useCallback, useId, useMemo } from 'react';
import { Alert, Button, Typography } from 'antd';
// One file per icon: the package index pulls in every icon (and is ESM-only under jest).
import ArrowsAltOutlined from '@ant-design/icons/ArrowsAltOutlined';
import ShrinkOutlined from '@ant-design/icons/ShrinkOutlined';
import { ANALYSIS_LABELS, FLOW_LABELS, type Analysis, type Flow } from '@basin/api/domain';
import type { BenchmarkScaleColor, MapLocation, WqSummaryRow } from '@basin/api/schemas';
import { tokens } from '@basin/shared';
import { benchmarkPalette } from '../logic/benchmarks';
import type { SummaryPeriod } from '../queries/wqSummary';
import { Loading } from './parts';
import { analyticsRows } from './resultsData';

const ResultsTabs = lazy(() => import('./ResultsTabs'));

/** Spec 01 §8 panel message. */
export const SELECT_MESSAGE = 'Please select at least one parameter on the left legend and a monitoring location on the map above.';

/** Panel heights: compact leaves most of the map visible; expanded gives the tables room. */
export const COMPACT_HEIGHT = '30vh';
export const EXPANDED_HEIGHT = '55vh';

export interface ResultsPanelProps {
  /** The selected monitoring location; null until one is clicked. */
  location: MapLocation | null;
  /** Selected parameter ids, in the order they were selected. */
  parameters: number[];
  /** Parameter names by id (from the filters), for the charts and tables. */
  parameterNames: Map<number, string>;
  /** The summary rows (GET /api/public-map/wq-summary); undefined while they load. */
  summaryRows: WqSummaryRow[] | undefined;
  /** The period the summary rows describe. */
  period: SummaryPeriod;
  flow: Flow;
  analysis: Analysis;
  expanded: boolean;
  onToggleExpanded(): void;
  /** Benchmark colours and legend texts (GET /api/public-map/benchmark-scale-colors); defaults when missing. */
  benchmarkColors: BenchmarkScaleColor[] | undefined;
}

/**
 * The graph-mode bottom panel (spec 01 §2): analytics of the selected location for the selected
 * parameters, and their daily and annual time series, each as a chart with a table.
 */
function ResultsPanelComponent({
  location,
  parameters,
  parameterNames,
  summaryRows,
  period,
  flow,
  analysis,
  expanded,
  onToggleExpanded,
  benchmarkColors,
}: ResultsPanelProps) {
  const bodyId = useId();
  const locationId = location?.locationid ?? null;
  const palette = useMemo(() => benchmarkPalette(benchmarkColors), [benchmarkColors]);

  // The location's summary row of each parameter: names, units and benchmark lines for the charts.
  const summaryByParameter = useMemo(
    () => new Map((summaryRows ?? []).filter((row) => row.locationid === locationId).map((row) => [row.parameter_index, row])),
    [summaryRows, locationId],
  );
  const summaryRowOf = useCallback((id: number) => summaryByParameter.get(id), [summaryByParameter]);
  const nameOf = useCallback(
    (id: number) => parameterNames.get(id) ?? summaryByParameter.get(id)?.parameter ?? `Parameter ${id}`,
    [parameterNames, summaryByParameter],
  );
  const rows = useMemo(
    () => (summaryRows && locationId !== null ? analyticsRows(summaryRows, locationId, parameters, flow, analysis, palette) : undefined),
    [summaryRows, locationId, parameters, flow, analysis, palette],
  );

  const ready = location !== null && parameters.length > 0;
  return (
    <section
      aria-label="Results"
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
            {location ? `Results for ${location.location_name}` : 'Results'}
          </Typography.Title>
          {location && (
            <Typography.Text style={{ color: tokens.colors.textSecondary }}>
              {`${location.location_desc} (${location.location_type}) · ${ANALYSIS_LABELS[analysis]}, ${FLOW_LABELS[flow].toLowerCase()}`}
            </Typography.Text>
          )}
        </div>
        <Button
          icon={expanded ? <ShrinkOutlined aria-hidden /> : <ArrowsAltOutlined aria-hidden />}
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={onToggleExpanded}
        >
          {expanded ? 'Compact panel' : 'Expand panel'}
        </Button>
      </header>
      <div id={bodyId} style={{ flex: 1, overflow: 'auto', padding: '8px 16px 16px' }}>
        {!ready ? (
          <Alert type="info" showIcon title={SELECT_MESSAGE} />
        ) : (
          // The tabs, their tables and charts load when there is something to show (issue 17: not at first view).
          <Suspense fallback={<Loading>Loading results…</Loading>}>
            <ResultsTabs
              location={location}
              parameters={parameters}
              parameterNames={parameterNames}
              summaryRows={summaryRows}
              period={period}
              flow={flow}
              analysis={analysis}
              benchmarkColors={benchmarkColors}
              rows={rows}
              nameOf={nameOf}
              summaryRowOf={summaryRowOf}
            />
          </Suspense>
        )}
      </div>
    </section>
  );
}

export const ResultsPanel = memo(ResultsPanelComponent);
