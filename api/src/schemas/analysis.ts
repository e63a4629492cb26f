// Calls of the analysis and reservoir pages (spec 02 §3, §5, §7, §9).
import { Type, type TSchema, type Static } from 'typebox';
import { IsoDateSchema } from './common';
import { IdListSchema, IdSchema, RequestIntegerSchema } from './ids';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A date in a request: 'YYYY-MM-DD', a real calendar day, years 1000-9999 (PostgreSQL has no year 0). */
export const requestDate = (description = 'YYYY-MM-DD') =>
  Type.String({ format: 'date', pattern: '^[1-9]\\d{3}-\\d{2}-\\d{2}$', description, examples: ['2021-09-30'] });
const RequestDateSchema = requestDate();

/** Spec 02 §3 "Result row". */
export const ResultRowSchema = Type.Object(
  {
    rdate: IsoDateSchema,
    rtime: Nullable(Type.String()),
    location_name: Type.String(),
    locationid: Type.Integer(),
    parameter: Type.String(),
    parameterid: Type.Integer(),
    rvalue: Type.Number(),
    rvalue_converted: Type.Number(),
    unit_name: Type.String(),
    depth_value: Nullable(Type.Number()),
    flow_conditions_display: Nullable(Type.String()),
    flow_conditions: Nullable(Type.Integer()),
    year: Type.Integer(),
    month: Type.Integer(),
    nondetect: Type.Boolean({ description: 'not detected: rvalue is the detection limit' }),
  },
  { title: 'ResultRow' },
);
export const ResultRowsSchema = Type.Array(ResultRowSchema);

/** Spec 02 §3 "Comparison data record". */
export const ComparisonRecordSchema = Type.Object(
  {
    locationid: Type.Integer(),
    parameterid: Type.Integer(),
    param_group: Type.String(),
    param_descrip: Type.String(),
    location_descrip: Type.String(),
    result_value: Type.Number(),
    result_unit: Type.String(),
    rdate: IsoDateSchema,
    source_desc: Nullable(Type.String()),
    location_type: Type.String(),
    taxa: Nullable(Type.String()),
    depth_value: Nullable(Type.Number()),
    depth_unitid: Nullable(Type.String()),
    depth_category: Nullable(Type.String()),
    flag: Nullable(Type.String()),
    flow_conditions_display: Nullable(Type.String()),
    flow_conditions: Nullable(Type.Integer({ description: '1 storm, 2 base; null where no flow condition applies' })),
    nondetect: Type.Boolean({ description: "not detected: result_value is the detection limit (flag also says 'Not detected')" }),
  },
  { title: 'ComparisonRecord' },
);
export const ComparisonParamsSchema = Type.Object({
  parameterId: IdSchema('parameter id'),
  locationIds: IdListSchema('location ids'),
  startDate: RequestDateSchema,
  endDate: RequestDateSchema,
});

export const YearComparisonQuerySchema = Type.Object({ locationid: IdSchema('location id'), parameterid: IdSchema('parameter id') }, { additionalProperties: false });

export const CorrelationQuerySchema = Type.Object(
  {
    locationids: IdListSchema('location ids', 50),
    p1: IdSchema('first parameter (x axis)'),
    p2: IdSchema('second parameter (y axis)'),
    exclude_outliers: Type.Boolean({ default: false, description: 'drop the outliers of the first fit and fit again (spec 02: Exclude outliers)' }),
  },
  { additionalProperties: false },
);
export const CorrelationPointSchema = Type.Object(
  {
    locationid: Type.Integer(),
    location_name: Type.String(),
    rdate: IsoDateSchema,
    p1_value: Type.Number({ description: 'daily mean of p1' }),
    p2_value: Type.Number({ description: 'daily mean of p2' }),
    p1_unit: Type.String(),
    p2_unit: Type.String(),
    p1_nondetect: Type.Boolean({ description: 'every p1 result of the day is a non-detect (p1_value is then the mean of detection limits)' }),
    p2_nondetect: Type.Boolean({ description: 'every p2 result of the day is a non-detect (p2_value is then the mean of detection limits)' }),
    fitted: Nullable(Type.Number({ description: 'p2 on the least-squares line of the location at p1_value' })),
    ci_lower: Nullable(Type.Number({ description: 'fitted - 2 standard errors of the fitted mean (95 % band)' })),
    ci_upper: Nullable(Type.Number({ description: 'fitted + 2 standard errors of the fitted mean (95 % band)' })),
    outlier: Type.Boolean({ description: 'residual beyond 2 standard deviations of the residuals' }),
    slope: Nullable(Type.Number()),
    intercept: Nullable(Type.Number()),
    r_squared: Nullable(Type.Number()),
    n: Type.Integer({ description: 'pairs in the fit of the location' }),
  },
  {
    title: 'CorrelationPoint',
    description:
      'A same-date pair at one location with the regression of that location done on the server (DOMAIN.md: ordinary least squares of p2 on p1, ' +
      'outliers beyond 2 standard deviations of the residuals, band = fitted +/- 2 standard errors). Fit fields are null with fewer than 3 pairs ' +
      'or when all p1 values are equal. Swap Axes = ask again with p1 and p2 exchanged.',
  },
);

const seasonSchema = (description: string) => Type.Union([Type.Literal('annual'), Type.Literal('summer')], { description });
export const SeasonSchema = seasonSchema('annual, or summer (July-September)');
export const YearlyStandardQuerySchema = Type.Object(
  {
    parameterid: IdSchema('parameter id'),
    start_year: RequestIntegerSchema({ minimum: 1900, maximum: 2100 }),
    end_year: RequestIntegerSchema({ minimum: 1900, maximum: 2100 }),
    season: Type.Optional(seasonSchema('summer (July-September, the default) or annual (the whole calendar year)')),
  },
  { additionalProperties: false },
);
export const YearlyStandardRowSchema = Type.Object(
  {
    date_time: IsoDateSchema,
    location: Type.String(),
    locationid: Type.Integer(),
    parameter: Type.String(),
    rvalue: Type.Number({ description: 'photic-zone mean of the year: July-September (summer) or the whole year (annual)' }),
    unit_name: Type.String(),
    chlora_standard: Type.Optional(Type.Number()),
  },
  { title: 'YearlyStandardRow' },
);

export const DrilldownQuerySchema = Type.Object(
  { parameterid: IdSchema('parameter id'), start_date: RequestDateSchema, end_date: RequestDateSchema, season: SeasonSchema, locationIds: IdListSchema('location ids', 50) },
  { additionalProperties: false },
);
export const CcrInflowQuerySchema = Type.Object(
  { parameterGroup: IdListSchema('parameter ids of the group, e.g. 29,45', 20), start_date: RequestDateSchema, end_date: RequestDateSchema, locationIds: IdListSchema('location ids', 50) },
  { additionalProperties: false },
);

export const InflowComparisonQuerySchema = Type.Object(
  {
    parameterid: IdSchema('parameter id'),
    years: Type.String({ pattern: '^\\d{4}(,\\d{4}){0,39}$', description: 'comma-separated years (at most 40)' }),
    flowcond: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { description: '3 all, 2 base, 1 storm' }),
  },
  { additionalProperties: false },
);
export const InflowComparisonRowSchema = Type.Object(
  {
    locationid: Type.Integer(),
    year: Type.Integer(),
    month: Type.Integer(),
    rvalue: Type.Number({ description: 'monthly mean' }),
    unit_name: Type.String(),
    parameter: Type.String(),
    location_name: Type.String(),
    flow_conditions: Type.Integer(),
  },
  { title: 'InflowComparisonRow' },
);

export const DepthProfileQuerySchema = Type.Object(
  {
    start_date: RequestDateSchema,
    end_date: RequestDateSchema,
    locationid: Type.Union([Type.Literal(79), Type.Literal(80), Type.Literal(81), Type.Literal(120)], { description: 'reservoir station 79, 80, 81 or 120' }),
    parameterid: IdSchema('parameter id'),
  },
  { additionalProperties: false },
);
export const DepthProfileRowSchema = Type.Object(
  { depth_value: Type.Number(), rdate: IsoDateSchema, rvalue_converted: Type.Number(), unit_name: Type.String() },
  { title: 'DepthProfileRow' },
);

export const RatioQuerySchema = Type.Object(
  { start_date: RequestDateSchema, end_date: RequestDateSchema, locationid: IdSchema('location id') },
  { additionalProperties: false },
);
export const RatioRowSchema = Type.Object(
  {
    rdate: IsoDateSchema,
    location_name: Type.String(),
    tn_tp: Nullable(Type.Number()),
    tdn_tdp: Nullable(Type.Number()),
    tin_srp: Nullable(Type.Number()),
    chla: Nullable(Type.Number()),
    lmt: Nullable(
      Type.Union([Type.Literal('Nitrogen'), Type.Literal('Co-limited or unclear'), Type.Literal('Phosphorus')], {
        description: "limitation TN:TP suggests (DOMAIN.md, Guildford and Hecky 2000): 'Nitrogen' below 20, 'Phosphorus' above 50, 'Co-limited or unclear' from 20 to 50; null without TN:TP",
      }),
    ),
  },
  { title: 'RatioRow' },
);

export type ResultRow = Static<typeof ResultRowSchema>;
export type ComparisonRecord = Static<typeof ComparisonRecordSchema>;
export type CorrelationPoint = Static<typeof CorrelationPointSchema>;
export type YearlyStandardRow = Static<typeof YearlyStandardRowSchema>;
export type InflowComparisonRow = Static<typeof InflowComparisonRowSchema>;
export type DepthProfileRow = Static<typeof DepthProfileRowSchema>;
export type RatioRow = Static<typeof RatioRowSchema>;
