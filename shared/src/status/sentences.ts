// The status card's words (issue 30, docs/decisions.md "Status card wording"): one plain sentence per
// key parameter that anyone can read, built from GET /site-status, with the test's numbers kept apart
// for the details one click away. Pure: every word the card shows is decided here and unit-tested.
import type { ParameterStanding, ParameterStatus, SiteStatus, StatusPeriod, StatusTrend } from '@basin/api/schemas';
import { currentT, parameterName, trendLabel, type Translate } from '@basin/shared';


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
export function formatP(p: number | null, t: Translate = currentT()): string {
  if (p === null) return t('shared.status.noTest');
  return p < 0.001 ? '< 0.001' : p.toFixed(3);
}

const monthYear = (t: Translate, isoDate: string) =>
  `${t.intl.formatDate(Date.UTC(2000, Number(isoDate.slice(5, 7)) - 1, 1), { month: 'short', timeZone: 'UTC' })} ${isoDate.slice(0, 4)}`;

/** The API's period label ('water year 2025', 'water years 1991-2025', 'July-September 2025') in the language. */
export function periodLabel(t: Translate, label: string): string {
  const years = /^water years? (\d{4})(?:-(\d{4}))?$/.exec(label);
  if (years) return years[2] ? t('shared.status.waterYears', { first: years[1], last: years[2] }) : t('shared.status.waterYear', { year: years[1] });
  const season = /^July-September (\d{4})$/.exec(label);
  return season ? t('shared.status.growingSeason', { year: season[1] }) : label;
}

/** 'water year 2025 (Oct 2024-Sep 2025)', 'July-September 2025': what a period is, in words. */
export function periodInWords(period: StatusPeriod, t: Translate = currentT()): string {
  const label = periodLabel(t, period.label);
  return period.label.startsWith('water year') ? `${label} (${monthYear(t, period.start)}-${monthYear(t, period.end)})` : label;
}

/** '1991-2025' of 'water years 1991-2025'. */
const yearSpan = (period: StatusPeriod) => period.label.replace(/^water years? /, '');

const withUnit = (value: number, unit: string) => (unit ? `${formatValue(value)} ${unit}` : formatValue(value));

/**
 * What the card is about: the location's name, or the reservoir with its stations. In English the data
 * service's words (its list has no serial comma); in another language the catalogue's, the stations
 * listed as the language lists them.
 */
export function subjectName(subject: SiteStatus['subject'], t: Translate = currentT()): string {
  if (subject.kind === 'location' || t.language === 'en') return subject.name;
  return t('shared.status.reservoirSubject', { stations: t.intl.formatList(subject.location_names) });
}

/** The standing of the latest complete period, as the first half of the sentence. */
export function standingInWords(standing: ParameterStanding | null, parameter: ParameterStatus, subject: SiteStatus['subject'], t: Translate = currentT()): string {
  if (!standing || standing.value === null) return t('shared.status.noCompleteYear');
  const when = t('shared.status.when', { period: periodInWords(standing.period, t), latest: standing.latest ? 'yes' : 'no' });
  const value = withUnit(standing.value, parameter.unit);
  if (standing.kind === 'standard') {
    const reference = withUnit(standing.reference!, parameter.unit);
    const pooled = subject.kind === 'reservoir' ? 'yes' : 'no';
    return t('shared.status.standardStanding', { when, pooled, name: subjectName(subject, t), value, above: standing.benchmark_class >= 3 ? 'yes' : 'no', reference });
  }
  if (standing.kind === 'none' || standing.reference === null) return t('shared.status.noBenchmark', { when, value });
  const reference = withUnit(standing.reference, parameter.unit);
  const side = standing.value > standing.reference ? 'above' : standing.value < standing.reference ? 'below' : 'at';
  const secondary = standing.benchmark_class === 4 && standing.secondary !== null ? t('shared.status.secondary', { value: withUnit(standing.secondary, parameter.unit) }) : '';
  return t('shared.status.benchmarkStanding', {
    when,
    value,
    side,
    reference,
    approaching: standing.benchmark_class === 2 ? 'yes' : 'no',
    secondary,
    worse: standing.lower_is_worse ? 'yes' : 'no',
  });
}

/** Which way the values went over a period, in words; weak evidence says so. */
export function trendInWords(trend: StatusTrend, unit: string, t: Translate = currentT()): string {
  if (trend.results === 0) return t('shared.status.noResults');
  if (trend.few_values || trend.trend === 'other') return t('shared.status.tooFewToTell');
  const perYear = trend.slope === null ? '' : t('shared.status.perYear', { slope: `${formatSlope(trend.slope)}${unit ? ` ${unit}` : ''}` });
  switch (trend.trend) {
    case 'increasing':
      return t('shared.status.rising', { perYear });
    case 'decreasing':
      return t('shared.status.falling', { perYear });
    case 'stable':
      return t('shared.status.stable');
    default:
      return t('shared.status.noClearTrend');
  }
}

/** Notes on weak evidence: too few values, many non-detects. */
export function trendNotes(status: SiteStatus, trend: StatusTrend, name: 'whole record' | 'last ten years', t: Translate = currentT()): string[] {
  const notes: string[] = [];
  const span = name === 'whole record' ? 'whole' : 'recent';
  if (trend.results > 0 && trend.few_values) {
    notes.push(
      t('shared.status.fewValuesNote', {
        span,
        waterYears: trend.water_years,
        seasonValues: trend.season_values,
        minYears: status.min_water_years,
        minValues: status.min_season_values,
      }),
    );
  }
  if (trend.many_nondetects && trend.nondetect_share !== null) {
    notes.push(t('shared.status.nondetectsNote', { span, share: String(Math.round(trend.nondetect_share * 100)) }));
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
export function parameterSentence(status: SiteStatus, parameter: ParameterStatus, t: Translate = currentT()): ParameterSentence {
  const now = capitalise(standingInWords(parameter.standing, parameter, status.subject, t));
  const whole = t('shared.status.overWholeRecord', { years: yearSpan(parameter.whole_record.period), trend: trendInWords(parameter.whole_record, parameter.unit, t) });
  const recent = t('shared.status.overLastTenYears', { years: yearSpan(parameter.last_ten_years.period), trend: trendInWords(parameter.last_ten_years, parameter.unit, t) });
  return {
    parameterid: parameter.parameterid,
    parameter: parameterName(t, parameter.parameterid, parameter.parameter),
    sentence: `${now}. ${capitalise(whole)}; ${recent}.`,
    notes: [...trendNotes(status, parameter.whole_record, 'whole record', t), ...trendNotes(status, parameter.last_ten_years, 'last ten years', t)],
  };
}

export const statusSentences = (status: SiteStatus, t: Translate = currentT()): ParameterSentence[] => status.parameters.map((parameter) => parameterSentence(status, parameter, t));

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

/** The details table's trend: the domain's words, but 'other' is a test not run here. */
const trendWords = (t: Translate, trend: StatusTrend['trend']) => (trend === 'other' ? t('shared.status.tooFewNoTest') : trendLabel(t, trend));

export function trendDetailRows(status: SiteStatus, t: Translate = currentT()): TrendDetailRow[] {
  return status.parameters.flatMap((parameter) =>
    ([['whole record', parameter.whole_record], ['last ten years', parameter.last_ten_years]] as const).map(([name, trend]) => ({
      key: `${parameter.parameterid}-${name}`,
      parameter: parameterName(t, parameter.parameterid, parameter.parameter),
      period: t('shared.status.periodRow', { span: name === 'whole record' ? 'whole' : 'recent', label: periodLabel(t, trend.period.label) }),
      trend: trendWords(t, trend.trend),
      test: trend.test,
      p: formatP(trend.p, t),
      slope: trend.slope === null ? '–' : t('shared.status.slopeRow', { slope: `${trend.slope < 0 ? '−' : ''}${formatSlope(trend.slope)} ${parameter.unit}`.trim() }),
      values: t('shared.status.valuesRow', { results: String(trend.results), seasonValues: String(trend.season_values), waterYears: String(trend.water_years) }),
      nondetects: trend.nondetect_share === null ? '–' : `${trend.nondetects} (${Math.round(trend.nondetect_share * 100)}%)`,
    })),
  );
}
