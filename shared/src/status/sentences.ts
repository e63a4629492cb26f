// The status card's words (issue 30, docs/decisions.md "Status card wording"): one plain sentence per
// key parameter that anyone can read, built from GET /site-status, with the test's numbers kept apart
// for the details one click away. Pure: every word the card shows is decided here and unit-tested.
import type { ParameterStanding, ParameterStatus, SiteStatus, StatusPeriod, StatusTrend } from '@basin/api/schemas';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A measured value as people read it: whole numbers from 100 up, else three significant digits. */
export function formatValue(value: number): string {
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-US');
  return Number(value.toPrecision(3)).toLocaleString('en-US', { maximumFractionDigits: 6 });
}

/** A yearly change: two significant digits is all a Sen slope over noisy data can say. */
export function formatSlope(slope: number): string {
  const size = Math.abs(slope);
  if (size >= 100) return Math.round(size).toLocaleString('en-US');
  return Number(size.toPrecision(2)).toLocaleString('en-US', { maximumFractionDigits: 6 });
}

/** A p-value as the details table shows it. */
export function formatP(p: number | null): string {
  if (p === null) return 'no test';
  return p < 0.001 ? '< 0.001' : p.toFixed(3);
}

const monthYear = (isoDate: string) => `${MONTHS[Number(isoDate.slice(5, 7)) - 1]} ${isoDate.slice(0, 4)}`;

/** 'water year 2025 (Oct 2024-Sep 2025)', 'July-September 2025': what a period is, in words. */
export function periodInWords(period: StatusPeriod): string {
  return period.label.startsWith('water year') ? `${period.label} (${monthYear(period.start)}-${monthYear(period.end)})` : period.label;
}

/** '1991-2025' of 'water years 1991-2025'. */
const yearSpan = (period: StatusPeriod) => period.label.replace(/^water years? /, '');

const withUnit = (value: number, unit: string) => (unit ? `${formatValue(value)} ${unit}` : formatValue(value));

/** The standing of the latest complete period, as the first half of the sentence. */
export function standingInWords(standing: ParameterStanding | null, parameter: ParameterStatus, subject: SiteStatus['subject']): string {
  if (!standing || standing.value === null) return 'there are no results from a complete water year yet';
  const when = `in ${periodInWords(standing.period)}${standing.latest ? '' : ', the latest with results,'}`;
  const value = withUnit(standing.value, parameter.unit);
  if (standing.kind === 'standard') {
    const reference = withUnit(standing.reference!, parameter.unit);
    const verdict = standing.benchmark_class >= 3 ? `above the ${reference} standard` : `within the ${reference} standard`;
    const pooled = subject.kind === 'reservoir';
    const scope = pooled ? '' : ' (the standard itself is judged on the mean of the reservoir stations CCR-1, CCR-2 and CCR-3)';
    return `${when} the growing-season mean${pooled ? '' : ` at ${subject.name}`} was ${value}, ${verdict}${scope}`;
  }
  if (standing.kind === 'none' || standing.reference === null) return `${when} the median was ${value} (there is no benchmark for it)`;
  const reference = withUnit(standing.reference, parameter.unit);
  const side = standing.value > standing.reference ? 'above' : standing.value < standing.reference ? 'below' : 'at';
  const worse = standing.lower_is_worse ? ' (for this parameter, lower is worse)' : '';
  const approaching = standing.benchmark_class === 2 ? ', close to it' : '';
  const secondary = standing.benchmark_class === 4 && standing.secondary !== null ? ` and beyond the secondary benchmark of ${withUnit(standing.secondary, parameter.unit)}` : '';
  return `${when} the median was ${value}, ${side} the ${reference} benchmark${approaching}${secondary}${worse}`;
}

/** Which way the values went over a period, in words; weak evidence says so. */
export function trendInWords(trend: StatusTrend, unit: string): string {
  if (trend.results === 0) return 'there are no results';
  if (trend.few_values || trend.trend === 'other') return 'there are too few values to tell';
  const perYear = trend.slope === null ? '' : `, about ${formatSlope(trend.slope)}${unit ? ` ${unit}` : ''} a year`;
  switch (trend.trend) {
    case 'increasing':
      return `it has been rising${perYear}`;
    case 'decreasing':
      return `it has been falling${perYear}`;
    case 'stable':
      return 'it has stayed about the same';
    default:
      return 'there is no clear trend';
  }
}

/** Notes on weak evidence: too few values, many non-detects. */
export function trendNotes(status: SiteStatus, trend: StatusTrend, name: 'whole record' | 'last ten years'): string[] {
  const notes: string[] = [];
  if (trend.results > 0 && trend.few_values) {
    notes.push(
      `Over the ${name} there are ${trend.water_years} water year${trend.water_years === 1 ? '' : 's'} and ${trend.season_values} seasonal value${trend.season_values === 1 ? '' : 's'} with results; a trend test needs at least ${status.min_water_years} water years and ${status.min_season_values} seasonal values.`,
    );
  }
  if (trend.many_nondetects && trend.nondetect_share !== null) {
    notes.push(
      `Over the ${name}, ${Math.round(trend.nondetect_share * 100)}% of the results were below the laboratory's detection limit (counted at half that limit), more than a quarter, so the trend is less certain.`,
    );
  }
  return notes;
}

export interface ParameterSentence {
  parameterid: number;
  parameter: string;
  /** The plain sentence, without the parameter's name in front. */
  sentence: string;
  notes: string[];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One sentence per key parameter: now (standing), over the whole record, over the last ten years. */
export function parameterSentence(status: SiteStatus, parameter: ParameterStatus): ParameterSentence {
  const now = capitalise(standingInWords(parameter.standing, parameter, status.subject));
  const whole = `over the whole record (${yearSpan(parameter.whole_record.period)}) ${trendInWords(parameter.whole_record, parameter.unit)}`;
  const recent = `over the last ten years (${yearSpan(parameter.last_ten_years.period)}) ${trendInWords(parameter.last_ten_years, parameter.unit)}`;
  return {
    parameterid: parameter.parameterid,
    parameter: parameter.parameter,
    sentence: `${now}. ${capitalise(whole)}; ${recent}.`,
    notes: [...trendNotes(status, parameter.whole_record, 'whole record'), ...trendNotes(status, parameter.last_ten_years, 'last ten years')],
  };
}

export const statusSentences = (status: SiteStatus): ParameterSentence[] => status.parameters.map((parameter) => parameterSentence(status, parameter));

/** One row of the details table: the test behind one trend. */
export interface TrendDetailRow {
  key: string;
  parameter: string;
  period: string;
  trend: string;
  test: string;
  p: string;
  slope: string;
  values: string;
  nondetects: string;
}

const TREND_WORDS: Record<StatusTrend['trend'], string> = {
  increasing: 'Increasing',
  decreasing: 'Decreasing',
  stable: 'Stable',
  'no trend': 'No trend',
  other: 'Too few values (no test)',
};

export function trendDetailRows(status: SiteStatus): TrendDetailRow[] {
  return status.parameters.flatMap((parameter) =>
    ([['whole record', parameter.whole_record], ['last ten years', parameter.last_ten_years]] as const).map(([name, trend]) => ({
      key: `${parameter.parameterid}-${name}`,
      parameter: parameter.parameter,
      period: `${capitalise(name)}: ${trend.period.label}`,
      trend: TREND_WORDS[trend.trend],
      test: trend.test,
      p: formatP(trend.p),
      slope: trend.slope === null ? '–' : `${trend.slope < 0 ? '−' : ''}${formatSlope(trend.slope)} ${parameter.unit} a year`.trim(),
      values: `${trend.results} results, ${trend.season_values} seasonal values, ${trend.water_years} water years`,
      nondetects: trend.nondetect_share === null ? '–' : `${trend.nondetects} (${Math.round(trend.nondetect_share * 100)}%)`,
    })),
  );
}
