// The streamflow viewer's data: the API's daily statistics of the 15-minute telemetry shaped into one
// line (daily average) with its daily min-max band per location, the axis label and the summary.
import type { StreamLoggerDailyStat } from '@basin/api/schemas';
import { NO_MARKER_PARAMETERS, PARAMETERS } from '@basin/api/domain';
import { withValueStatus, type Translate } from '@basin/shared';
import { describeSeriesSet, type TimeSeries } from '@basin/shared/analysis';

/**
 * Spec 02 §2, §9: the viewer's two parameters, Flow (2) and Stage (1901). `fileLabel` names the
 * downloads (file names stay English, a data contract); `labelKey` the text shown.
 */
export const STREAMFLOW_PARAMETERS = [
  { value: PARAMETERS.flow, fileLabel: 'Flow', labelKey: 'explore.streamLogger.flow' },
  { value: PARAMETERS.stage, fileLabel: 'Stage', labelKey: 'explore.streamLogger.stage' },
] as const;
export type StreamflowParameter = (typeof STREAMFLOW_PARAMETERS)[number]['value'];

const streamflowParameter = (parameterId: number) => STREAMFLOW_PARAMETERS.find((parameter) => parameter.value === parameterId);

export const parameterLabel = (t: Translate, parameterId: number): string => {
  const parameter = streamflowParameter(parameterId);
  return parameter ? t(parameter.labelKey) : t('explore.parameterFallback', { id: parameterId });
};

/** The parameter in the downloads' file names ('Streamflow Data Flow'), in English whatever the language. */
export const fileLabel = (parameterId: number): string => streamflowParameter(parameterId)?.fileLabel ?? `Parameter ${parameterId}`;

/** The rows to show: none for an empty location selection (spec 02 §4: it clears chart and table). */
export function shownRows(rows: readonly StreamLoggerDailyStat[] | undefined, locationIds: readonly number[]): readonly StreamLoggerDailyStat[] {
  return locationIds.length === 0 ? [] : (rows ?? []);
}

/** The unit of the rows ('cfs', 'ft'); undefined without rows. */
export function unitOf(rows: readonly StreamLoggerDailyStat[]): string | undefined {
  return rows.find((row) => row.result_unit_name)?.result_unit_name;
}

/** 'Flow (cfs)', from the rows' unit; the bare parameter name without rows. */
export function axisLabel(t: Translate, parameterId: number, rows: readonly StreamLoggerDailyStat[]): string {
  const unit = unitOf(rows);
  return unit ? `${parameterLabel(t, parameterId)} (${unit})` : parameterLabel(t, parameterId);
}

/**
 * One series per location, in the API's order (by name): the daily average as a line, the daily
 * minimum to maximum as its translucent band. Telemetry is continuous: no point markers (spec 02 §9).
 * Each day keeps its status, so the chart draws the days not approved apart.
 */
export function streamSeries(t: Translate, rows: readonly StreamLoggerDailyStat[], parameterId: number): TimeSeries[] {
  const byLocation = new Map<number, StreamLoggerDailyStat[]>();
  for (const row of rows) {
    const list = byLocation.get(row.locationid);
    if (list) list.push(row);
    else byLocation.set(row.locationid, [row]);
  }
  const markers = !NO_MARKER_PARAMETERS.includes(parameterId);
  return [...byLocation.values()].map((days) => {
    const first = days[0]!;
    return {
      key: String(first.locationid),
      label: first.location_name,
      kind: 'line',
      units: first.result_unit_name,
      markers,
      points: days.map((day) => ({ x: day.rdate, y: day.daily_average, status: day.status })),
      band: days.map((day) => ({ x: day.rdate, low: day.daily_min, high: day.daily_max })),
      bandLabel: t('explore.streamLogger.bandLabel', { location: first.location_name }),
    };
  });
}

/**
 * The chart's summary: the one location's mean daily average, or which location had the highest, and
 * which of the days shown are not approved.
 */
export function streamSummary(t: Translate, rows: readonly StreamLoggerDailyStat[], series: readonly TimeSeries[], parameterId: number): string {
  const averages = describeSeriesSet({
    parameter: parameterLabel(t, parameterId),
    units: series.find((entry) => entry.units)?.units,
    series: series.map((entry) => ({ label: entry.label, points: entry.points })),
  });
  return withValueStatus(averages, rows);
}
