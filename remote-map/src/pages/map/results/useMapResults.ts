// What the results panel shows, read from the map's URL and the shared queries (the same selection as
// the page's, useMapSelection): the panel, its tabs and sections take no props for it. The panel lives
// inside the page, which fetches these queries: the panel only reads them from the cache and follows
// their updates (enabled: false), so mounting a tab never fetches (nor refetches) them again.
import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Analysis, Flow } from '@basin/api/domain';
import type { BenchmarkScaleColor, MapLocation, WqSummaryRow } from '@basin/api/schemas';
import { useT } from '@basin/shared';
import { useParameterNames, useParameterSelection, useSelectedLocation, useSummaryPeriod } from '../hooks/useMapSelection';
import { benchmarkPalette, type BenchmarkPaletteEntry } from '../logic/benchmarks';
import { benchmarkColorsQuery } from '../queries/benchmarkColors';
import { filtersQuery } from '../queries/filters';
import { wellsQuery } from '../queries/wells';
import { wqSummaryQuery, type SummaryPeriod } from '../queries/wqSummary';
import { useMapUrlValue } from '../useMapUrlState';
import { summaryRowsOfLocation } from './locationSummary';

export interface MapResults {
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
  /** Benchmark colours and legend texts (GET /api/public-map/benchmark-scale-colors); undefined while they load. */
  benchmarkColors: BenchmarkScaleColor[] | undefined;
  palette: BenchmarkPaletteEntry[];
  /** A parameter's name: the filters', else the summary's, else its id. */
  nameOf: (id: number) => string;
  /** The location's summary row of a parameter: names, units and benchmark lines for the charts. */
  summaryRowOf: (id: number) => WqSummaryRow | undefined;
}

export function useMapResults(): MapResults {
  const t = useT();
  const period = useSummaryPeriod();
  const filters = useQuery({ ...filtersQuery, enabled: false }).data;
  const location = useSelectedLocation(useQuery({ ...wellsQuery, enabled: false }).data);
  const { parameters } = useParameterSelection(filters);
  const parameterNames = useParameterNames(filters);
  const summaryRows = useQuery({ ...wqSummaryQuery(period), enabled: false }).data;
  const flow = useMapUrlValue((state) => state.flow);
  const analysis = useMapUrlValue((state) => state.analysis);
  const expanded = useMapUrlValue((state) => state.panel === 'expanded');
  const benchmarkColors = useQuery({ ...benchmarkColorsQuery, enabled: false }).data;
  const palette = useMemo(() => benchmarkPalette(benchmarkColors, t), [benchmarkColors, t]);

  const locationId = location?.locationid ?? null;
  const summaryByParameter = useMemo(() => summaryRowsOfLocation(summaryRows ?? [], locationId), [summaryRows, locationId]);
  const summaryRowOf = useCallback((id: number) => summaryByParameter.get(id), [summaryByParameter]);
  const nameOf = useCallback(
    (id: number) => parameterNames.get(id) ?? summaryByParameter.get(id)?.parameter ?? t('map.data.parameter', { id: String(id) }),
    [parameterNames, summaryByParameter, t],
  );
  return { location, parameters, parameterNames, summaryRows, period, flow, analysis, expanded, benchmarkColors, palette, nameOf, summaryRowOf };
}
