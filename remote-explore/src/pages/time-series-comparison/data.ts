// The time series comparison's data: which locations each axis offers (the chosen parameter, the two
// program checkboxes), the clearing rules of its inputs (spec 02 §4), the two axes' rows shaped into
// one line per location and axis, the no-data warning (§8), the table rows, the summary, and the
// week ticks of the x axis (§9). Pure functions, unit-tested.
import type { ComparisonRecord, LocationAssocItem, ParameterItem } from '@basin/api/schemas';
import { NO_MARKER_PARAMETERS } from '@basin/api/domain';
import { parameterName, type Translate } from '@basin/shared';
import { describeSeriesSet, formatDayMDY, MAX_TICKS, type LineSeries, type Tick } from '@basin/shared/analysis';

export type Axis = 'left' | 'right';
export const AXES: readonly Axis[] = ['left', 'right'];

/** A line breaks where two samples of a location are more than this many days apart (sampling gaps are shown). */
export const GAP_DAYS = 45;

/** One axis' inputs, as the URL holds them. */
export interface AxisInputs {
  group: number;
  /** The one parameter of the group; null until chosen. */
  parameterId: number | null;
  locationIds: readonly number[];
  /** 'CCBWQA Locations' (on by default) and 'Other Public Locations' (off by default). */
  ccbwqa: boolean;
  other: boolean;
}

/** The URL fields of the page (names after the API's path parameters, one set per axis). */
export interface ComparisonUrl {
  startDate: string;
  endDate: string;
  leftGroup: number;
  leftParameterId: readonly number[];
  leftLocationIds: readonly number[];
  leftCcbwqa: boolean;
  leftOther: boolean;
  rightGroup: number;
  rightParameterId: readonly number[];
  rightLocationIds: readonly number[];
  rightCcbwqa: boolean;
  rightOther: boolean;
  submitted: boolean;
}

/** An axis' inputs read from the URL fields (the parameter is a list of at most one id: empty = none). */
export function axisInputs(url: ComparisonUrl, axis: Axis): AxisInputs {
  return {
    group: url[`${axis}Group` as const],
    parameterId: url[`${axis}ParameterId` as const][0] ?? null,
    locationIds: url[`${axis}LocationIds` as const],
    ccbwqa: url[`${axis}Ccbwqa` as const],
    other: url[`${axis}Other` as const],
  };
}

/** The URL fields of an axis' inputs. */
export function axisFields(axis: Axis, inputs: AxisInputs): Partial<ComparisonUrl> {
  return {
    [`${axis}Group`]: inputs.group,
    [`${axis}ParameterId`]: inputs.parameterId === null ? [] : [inputs.parameterId],
    [`${axis}LocationIds`]: [...inputs.locationIds],
    [`${axis}Ccbwqa`]: inputs.ccbwqa,
    [`${axis}Other`]: inputs.other,
  } as Partial<ComparisonUrl>;
}

/** The parameters of one group, by name. */
export function groupParameters(parameters: readonly ParameterItem[], group: number): ParameterItem[] {
  return parameters.filter((parameter) => parameter.param_groupid === group).sort((a, b) => a.param_descrip.localeCompare(b.param_descrip));
}

/**
 * The locations an axis offers: those that measured its parameter (before one is chosen, any
 * parameter of its group) and whose CCBWQA status its checkboxes allow.
 */
export function candidateLocations(locations: readonly LocationAssocItem[], inputs: AxisInputs): LocationAssocItem[] {
  return locations.filter(
    (location) =>
      (inputs.parameterId === null ? location.param_groupid_array.includes(inputs.group) : location.parameterid_array.includes(inputs.parameterId)) &&
      (location.is_ccbwqa ? inputs.ccbwqa : inputs.other),
  );
}

/** The chosen locations that the axis still offers (a bookmarked id the checkboxes now exclude is dropped), in the order chosen. */
export function effectiveLocations(inputs: AxisInputs, locations: readonly LocationAssocItem[]): number[] {
  const offered = new Set(candidateLocations(locations, inputs).map((location) => location.locationid));
  return inputs.locationIds.filter((id) => offered.has(id));
}

// The clearing rules of spec 02 §4.
/** A new group clears the axis' parameter and locations. */
export const withGroup = (inputs: AxisInputs, group: number): AxisInputs => ({ ...inputs, group, parameterId: null, locationIds: [] });
/** A new parameter clears the axis' locations. */
export const withParameter = (inputs: AxisInputs, parameterId: number): AxisInputs => ({ ...inputs, parameterId, locationIds: [] });
/** A checkbox change drops the chosen locations of the program it turns off ("the checkboxes filter selected locations by CCBWQA status"). */
export function withPrograms(inputs: AxisInputs, programs: { ccbwqa?: boolean; other?: boolean }, locations: readonly LocationAssocItem[]): AxisInputs {
  const next = { ...inputs, ...programs };
  return { ...next, locationIds: effectiveLocations(next, locations) };
}

/**
 * Submit is enabled when the left axis has a parameter and at least one location; the right axis is
 * optional (issue 30: two sites of one parameter share one scale without a second axis; the spec asked
 * for both, see docs/decisions.md).
 */
export const canSubmit = (left: readonly number[]) => left.length > 0;

/** An axis' inputs as submitted: asked for when it has a parameter and at least one location. */
export const isAsked = (inputs: AxisInputs | undefined): boolean => inputs !== undefined && inputs.parameterId !== null && inputs.locationIds.length > 0;

/**
 * Spec 02 §8, decided precisely: 'No data available for left axis' when only the left axis' answer is
 * empty, '... right axis' when only the right's is, '... left or right axis' when both are; null when
 * both have rows (the axis with data is still drawn). `rightRows` is null when the right axis was not
 * asked for (it is optional).
 */
export function noDataWarning(t: Translate, leftRows: number, rightRows: number | null): string | null {
  if (rightRows === null) return leftRows === 0 ? t('explore.timeSeries.noDataLeft') : null;
  if (leftRows === 0 && rightRows === 0) return t('explore.timeSeries.noDataBoth');
  if (leftRows === 0) return t('explore.timeSeries.noDataLeft');
  if (rightRows === 0) return t('explore.timeSeries.noDataRight');
  return null;
}

/** One day's value of a location: the mean of its results that day (all depths); a non-detect when all of them are. */
export interface DailyValue {
  locationid: number;
  location: string;
  date: string;
  value: number;
  nondetect: boolean;
  count: number;
}

export function dailyMeans(rows: readonly ComparisonRecord[]): DailyValue[] {
  const days = new Map<string, DailyValue & { sum: number }>();
  for (const row of rows) {
    const key = `${row.locationid}|${row.rdate}`;
    const day = days.get(key);
    if (day) {
      day.sum += row.result_value;
      day.count += 1;
      day.nondetect = day.nondetect && row.nondetect;
    } else {
      days.set(key, { locationid: row.locationid, location: row.location_descrip, date: row.rdate, sum: row.result_value, count: 1, nondetect: row.nondetect, value: 0 });
    }
  }
  return [...days.values()]
    .map(({ sum, ...day }) => ({ ...day, value: sum / day.count }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.locationid - b.locationid);
}

/** One side's inputs as the chart needs them: its parameter's name and unit, and whether it was asked for. */
export interface SideUnits {
  axis: Axis;
  parameter: string;
  units?: string;
  asked: boolean;
}

/**
 * Which value axis each side's lines are drawn on, and the axes' labels: one axis per unit (the first
 * unit on the left, a second one on the right), so the same parameter, or two of one unit, compared
 * across sites share one scale and their heights compare honestly (issue 30). Sides of two units keep
 * an axis each. A side not asked for draws nothing.
 */
export interface AxisPlan {
  drawnOn: Record<Axis, Axis>;
  /** 'Total phosphorus (µg/L)', or 'Total phosphorus, Total nitrogen (µg/L)' for two parameters of one unit. */
  labels: Partial<Record<Axis, string>>;
}

export function unitAxes(sides: readonly SideUnits[]): AxisPlan {
  const asked = sides.filter((side) => side.asked);
  const units = [...new Set(asked.map((side) => side.units ?? ''))];
  const drawnOn = Object.fromEntries(AXES.map((axis) => [axis, axis])) as Record<Axis, Axis>;
  for (const side of asked) drawnOn[side.axis] = units.indexOf(side.units ?? '') === 0 ? 'left' : 'right';
  const labels: Partial<Record<Axis, string>> = {};
  for (const axis of AXES) {
    const onAxis = asked.filter((side) => drawnOn[side.axis] === axis);
    const [first] = onAxis;
    if (!first) continue;
    labels[axis] = axisLabel([...new Set(onAxis.map((side) => side.parameter))].join(', '), first.units);
  }
  return { drawnOn, labels };
}

/**
 * One line per location of a side, on the value axis the side is drawn on: the daily means by date (a
 * line breaks across gaps longer than GAP_DAYS), by location name, non-detects drawn open, no point
 * markers for continuous telemetry parameters (spec 02 §9). Lines on the right value axis are dashed and
 * say so, so the two axes read apart without colour.
 */
export function axisSeries(t: Translate, rows: readonly ComparisonRecord[], axis: Axis, drawnOn: Axis = axis): LineSeries[] {
  const byLocation = new Map<number, DailyValue[]>();
  for (const day of dailyMeans(rows)) byLocation.set(day.locationid, [...(byLocation.get(day.locationid) ?? []), day]);
  const first = rows[0];
  if (!first) return [];
  const markers = !NO_MARKER_PARAMETERS.includes(first.parameterid);
  const parameter = parameterName(t, first.parameterid, first.param_descrip);
  return [...byLocation.values()]
    .sort((a, b) => a[0]!.location.localeCompare(b[0]!.location))
    .map((days) => ({
    key: `${axis}-${days[0]!.locationid}`,
    label:
      drawnOn === 'right'
        ? t('explore.timeSeries.seriesRightAxis', { location: days[0]!.location, parameter })
        : `${days[0]!.location} – ${parameter}`,
    axis: drawnOn,
    units: first.result_unit,
    dashed: drawnOn === 'right',
    markers,
    points: days.map((day) => ({ x: day.date, y: day.value, nondetect: day.nondetect })),
  }));
}

/** 'Total phosphorus (µg/L)': an axis label. */
export const axisLabel = (parameter: string | undefined, units: string | undefined) => (parameter ? (units ? `${parameter} (${units})` : parameter) : undefined);

/** A row of the table: a result of one axis' answer. */
export type ComparisonTableRow = ComparisonRecord & { axis: string; key: string };

export function tableRows(t: Translate, left: readonly ComparisonRecord[], right: readonly ComparisonRecord[]): ComparisonTableRow[] {
  return [
    ...left.map((row, index) => ({ ...row, axis: t('explore.timeSeries.axisName', { axis: 'left' }), key: `left-${index}` })),
    ...right.map((row, index) => ({ ...row, axis: t('explore.timeSeries.axisName', { axis: 'right' }), key: `right-${index}` })),
  ];
}

/**
 * The chart's summary: a sentence per parameter about its lines (the highest average of daily means
 * among its locations, or that it has no data); the two sides of one parameter are one set of locations.
 * With two value axes each sentence names its axis.
 */
export function comparisonSummary(t: Translate, sides: readonly { axis: Axis; parameter: string; units?: string; series: readonly LineSeries[] }[], plan?: AxisPlan): string {
  const drawnOn = (axis: Axis) => plan?.drawnOn[axis] ?? axis;
  const twoAxes = new Set(sides.map((side) => drawnOn(side.axis))).size > 1;
  const byParameter = new Map<string, { axis: Axis; parameter: string; units?: string; series: LineSeries[] }>();
  for (const side of sides) {
    const key = `${side.parameter}|${side.units ?? ''}`;
    const entry = byParameter.get(key);
    if (entry) entry.series.push(...side.series);
    else byParameter.set(key, { ...side, axis: drawnOn(side.axis), series: [...side.series] });
  }
  return [...byParameter.values()]
    .map(({ axis, parameter, units, series }) => {
      const sentence = describeSeriesSet({ parameter, units, series: series.map((entry) => ({ label: entry.label.replace(/ – .*$/, ''), points: entry.points })) });
      return twoAxes ? t('explore.timeSeries.axisSentence', { axis, sentence }) : sentence;
    })
    .join(' ');
}

