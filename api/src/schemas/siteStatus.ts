// GET /site-status/{locationId} and /site-status/reservoir (issue 30): how a site's key parameters are
// now and which way they are going, computed on the current data (docs/statistics.md "Status card").
import { Type, type Static, type TSchema } from 'typebox';
import { IsoDateSchema } from './common';
import { IdSchema } from './ids';
import { requestDate } from './analysis';
import { TrendSchema } from './summary';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const SiteStatusQuerySchema = Type.Object(
  {
    as_of: Type.Optional(
      requestDate('the day the answer is given for (YYYY-MM-DD); default today in America/Denver. A water year or growing season counts once its September 30 has passed.'),
    ),
  },
  { additionalProperties: false },
);

export const SiteStatusParamsSchema = Type.Object({ locationId: IdSchema('location id') });

export const StatusPeriodSchema = Type.Object(
  {
    start: IsoDateSchema,
    end: IsoDateSchema,
    label: Type.String({ description: "in words: 'water year 2025', 'July-September 2025', 'water years 1991-2025'", examples: ['water year 2025'] }),
  },
  { title: 'StatusPeriod' },
);

export const ParameterStandingSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('standard'), Type.Literal('benchmark'), Type.Literal('none')], {
      description: "'standard': the reservoir's chlorophyll-a growing-season mean against the standard; 'benchmark': a water year's median against the benchmark lines; 'none': a median without a benchmark",
    }),
    statistic: Type.Union([Type.Literal('mean'), Type.Literal('median')]),
    period: StatusPeriodSchema,
    latest: Type.Boolean({ description: 'the period is the latest complete one on as_of (false: the latest complete one with results, earlier)' }),
    value: Nullable(Type.Number({ description: 'the mean (as reported, one decimal) or the median of the period' })),
    values: Type.Integer({ description: 'results the value is computed from' }),
    nondetects: Type.Integer({ description: 'of which non-detects (counted at half their detection limit)' }),
    reference: Nullable(Type.Number({ description: 'the standard, or the benchmark (line 2); null without one' })),
    approaching: Nullable(Type.Number({ description: "the benchmark's 'approaching' line (line 1), when set" })),
    secondary: Nullable(Type.Number({ description: 'the secondary benchmark (line 3), when set' })),
    lower_is_worse: Type.Boolean({ description: 'dissolved oxygen, Secchi depth: below the line is worse' }),
    benchmark_class: Type.Integer({ minimum: 0, maximum: 4, description: 'the benchmark class of the value (0 no benchmark or no data, 1 below, 2 approaching, 3 above, 4 above the secondary); for a standard, 1 met or 3 exceeded' }),
    standard_locationids: Type.Array(Type.Integer(), { description: "for 'standard': the stations the standard is assessed on (CCR-1, CCR-2, CCR-3)" }),
  },
  { title: 'ParameterStanding' },
);

export const StatusTrendSchema = Type.Object(
  {
    period: StatusPeriodSchema,
    test: Type.Literal('Seasonal Kendall'),
    trend: TrendSchema,
    p: Nullable(Type.Number({ description: 'two-sided p of the test; null without a test' })),
    p_corrected: Nullable(Type.Number({ description: 'p with the Hirsch-Slack correction for serial dependence' })),
    slope: Nullable(Type.Number({ description: 'Seasonal Kendall (Sen) slope, unit per year' })),
    results: Type.Integer({ description: 'results in the period (non-detects at half their limit)' }),
    nondetects: Type.Integer(),
    nondetect_share: Nullable(Type.Number({ description: 'nondetects / results; null without results' })),
    season_values: Type.Integer({ description: 'season-year medians the test compares (water-year quarters)' }),
    water_years: Type.Integer({ description: 'water years with results' }),
    few_values: Type.Boolean({ description: 'fewer than min_water_years water years or min_season_values season-year values: no test' }),
    many_nondetects: Type.Boolean({ description: 'more than a quarter of the results are non-detects' }),
  },
  { title: 'StatusTrend' },
);

export const ParameterStatusSchema = Type.Object(
  {
    parameterid: Type.Integer(),
    parameter: Type.String(),
    unit: Type.String(),
    standing: Nullable(ParameterStandingSchema),
    whole_record: StatusTrendSchema,
    last_ten_years: StatusTrendSchema,
  },
  { title: 'ParameterStatus' },
);

export const SiteStatusSchema = Type.Object(
  {
    as_of: IsoDateSchema,
    subject: Type.Object({
      kind: Type.Union([Type.Literal('location'), Type.Literal('reservoir')]),
      name: Type.String({ description: "the location's name, or 'Cherry Creek Reservoir' style name of the reservoir" }),
      location_type: Type.String(),
      locationids: Type.Array(Type.Integer(), { description: 'the locations whose results are pooled (one for a location)' }),
      location_names: Type.Array(Type.String(), { description: 'the names of locationids, in the same order (a page writes the reservoir\'s name in its language)' }),
    }),
    min_water_years: Type.Integer({ description: 'the fewest water years a trend test is run on' }),
    min_season_values: Type.Integer({ description: 'the fewest season-year values a trend test is run on' }),
    many_nondetects_share: Type.Number({ description: 'above this share of non-detects a trend is flagged' }),
    parameters: Type.Array(ParameterStatusSchema, { description: 'the key parameters the subject has results for, most important first (keyParametersOf)' }),
  },
  { title: 'SiteStatus' },
);

export type SiteStatusQuery = Static<typeof SiteStatusQuerySchema>;
export type StatusPeriod = Static<typeof StatusPeriodSchema>;
export type ParameterStanding = Static<typeof ParameterStandingSchema>;
export type StatusTrend = Static<typeof StatusTrendSchema>;
export type ParameterStatus = Static<typeof ParameterStatusSchema>;
export type SiteStatus = Static<typeof SiteStatusSchema>;
