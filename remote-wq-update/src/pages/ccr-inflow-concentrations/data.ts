// The watershed page's data: every inflow sample of the chosen parameter group (GET
// /results-simple/ccr-inflow) shaped into point series over time, one colour per location and
// parameter and one symbol per flow condition (storm triangles, base-flow circles), and the summary.
import { parameterName, type Translate } from '@basin/shared';
import type { ResultRow } from '@basin/api/schemas';
import { FLOW_CONDITIONS, type FlowCondition } from '@basin/api/domain';
import { formatDayMDY, formatNumber, seriesColor, withUnits, type TimeSeries } from '@basin/shared/analysis';
import { flowConditionLabel, listAnd } from '../../i18n/words';

/** Storm and base-flow samples differ by symbol, not by colour alone; a sample without a flow condition is a square. */
export const FLOW_SHAPES = { [FLOW_CONDITIONS.storm]: 'triangle', [FLOW_CONDITIONS.base]: 'circle', none: 'square' } as const;
/** The order of the flows in the legend and the summary: base flow, storm flow, then samples without a condition. */
const FLOW_ORDER = [FLOW_CONDITIONS.base, FLOW_CONDITIONS.storm, null] as const;

const flowOf = (row: ResultRow): FlowCondition | null => (row.flow_conditions === FLOW_CONDITIONS.storm || row.flow_conditions === FLOW_CONDITIONS.base ? row.flow_conditions : null);
const flowLabel = (t: Translate, flow: FlowCondition | null) => (flow === null ? t('wqUpdate.ccr.noFlowCondition') : flowConditionLabel(t, flow));

/** A non-detect counts as half its detection limit in a mean (DOMAIN.md, "Statistics"). */
const averaged = (row: ResultRow) => (row.nondetect ? row.rvalue_converted / 2 : row.rvalue_converted);

interface Pair {
  locationid: number;
  location: string;
  parameterid: number;
  parameter: string;
  units: string;
  rows: ResultRow[];
}

/** The rows of each location and parameter, in the order of `locationIds` and `parameterIds`; the parameter named in the language. */
function pairs(t: Translate, rows: readonly ResultRow[], locationIds: readonly number[], parameterIds: readonly number[]): Pair[] {
  return locationIds.flatMap((locationid) =>
    parameterIds.flatMap((parameterid) => {
      const own = rows.filter((row) => row.locationid === locationid && row.parameterid === parameterid);
      const first = own[0];
      return first ? [{ locationid, location: first.location_name, parameterid, parameter: parameterName(t, parameterid, first.parameter), units: first.unit_name, rows: own }] : [];
    }),
  );
}

/**
 * One point series per location, parameter and flow condition: the colour of the location and
 * parameter (SERIES_COLORS in order), the symbol of the flow (FLOW_SHAPES); non-detects open.
 */
export function concentrationSeries(t: Translate, rows: readonly ResultRow[], locationIds: readonly number[], parameterIds: readonly number[]): TimeSeries[] {
  return pairs(t, rows, locationIds, parameterIds).flatMap((pair, index) =>
    FLOW_ORDER.flatMap((flow) => {
      const ofFlow = pair.rows.filter((row) => flowOf(row) === flow);
      if (ofFlow.length === 0) return [];
      return [
        {
          key: `${pair.locationid}-${pair.parameterid}-${flow ?? 'none'}`,
          label: `${pair.location} ${pair.parameter}, ${flowLabel(t, flow)}`,
          kind: 'point' as const,
          units: pair.units,
          color: seriesColor(index),
          shape: FLOW_SHAPES[flow ?? 'none'],
          points: ofFlow.map((row) => ({ x: row.rdate, y: row.rvalue_converted, nondetect: row.nondetect })),
        },
      ];
    }),
  );
}

/** '24 base-flow samples', '1 storm sample', '2 other samples'. */
function samples(t: Translate, count: number, flow: FlowCondition | null): string {
  const kind = flow === FLOW_CONDITIONS.base ? 'base' : flow === FLOW_CONDITIONS.storm ? 'storm' : 'other';
  return t('wqUpdate.ccr.samples', { count, kind });
}

/**
 * E.g. 'From 10-15-2024 to 09-10-2026, Total nitrogen at CC-10 averaged 1,450 µg/L in 24 base-flow
 * samples and 2,100 µg/L in 8 storm samples; Total nitrogen at CT-2 averaged …'
 */
export function concentrationSummary(t: Translate, rows: readonly ResultRow[], locationIds: readonly number[], parameterIds: readonly number[]): string {
  const found = pairs(t, rows, locationIds, parameterIds);
  if (found.length === 0) return t('wqUpdate.ccr.noSamples');
  const clauses = found.map((pair) => {
    const parts = FLOW_ORDER.flatMap((flow) => {
      const values = pair.rows.filter((row) => flowOf(row) === flow).map(averaged);
      if (values.length === 0) return [];
      const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
      return [t('wqUpdate.ccr.meanIn', { mean: withUnits(formatNumber(mean), pair.units), samples: samples(t, values.length, flow) })];
    });
    return t('wqUpdate.ccr.averaged', { parameter: pair.parameter, location: pair.location, means: listAnd(t, parts) });
  });
  const dates = rows.map((row) => row.rdate).sort();
  return t('wqUpdate.ccr.summary', { from: formatDayMDY(dates[0]!), to: formatDayMDY(dates.at(-1)!), clauses: clauses.join('; ') });
}

/** The raw table's rows: every sample, each with a key (replicates may share date, time and value). */
export type ConcentrationTableRow = ResultRow & { key: string };

export function tableRows(rows: readonly ResultRow[]): ConcentrationTableRow[] {
  return rows.map((row, index) => ({ ...row, key: `${row.locationid}|${row.parameterid}|${row.rdate}|${index}` }));
}
