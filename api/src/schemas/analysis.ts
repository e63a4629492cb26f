// Calls of the analysis and reservoir pages (spec 02 §3, §5, §7, §9).
import { Type, type TSchema } from 'typebox';
import { IsoDateSchema } from './common';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A comma-separated id list as the pages send it, e.g. '79,80,81'. */
export const IdListSchema = (description: string, max = 200) =>
  Type.String({ pattern: `^\\d+(,\\d+){0,${max - 1}}$`, description: `${description} (comma-separated, at most ${max})` });
const Id = (description: string) => Type.Integer({ minimum: 1, description });

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
  },
  { title: 'ComparisonRecord' },
);
export const ComparisonParamsSchema = Type.Object({
  parameterId: Id('parameter id'),
  locationIds: IdListSchema('location ids'),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
});

export const YearComparisonQuerySchema = Type.Object({ locationid: Id('location id'), parameterid: Id('parameter id') }, { additionalProperties: false });

export const CorrelationQuerySchema = Type.Object(
  { locationids: IdListSchema('location ids', 50), p1: Id('first parameter'), p2: Id('second parameter') },
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
  },
  { title: 'CorrelationPoint' },
);

export const YearlyStandardQuerySchema = Type.Object(
  { parameterid: Id('parameter id'), start_year: Type.Integer({ minimum: 1900, maximum: 2100 }), end_year: Type.Integer({ minimum: 1900, maximum: 2100 }) },
  { additionalProperties: false },
);
export const YearlyStandardRowSchema = Type.Object(
  {
    date_time: IsoDateSchema,
    location: Type.String(),
    locationid: Type.Integer(),
    parameter: Type.String(),
    rvalue: Type.Number({ description: 'July-September photic-zone mean of the year' }),
    unit_name: Type.String(),
    chlora_standard: Type.Optional(Type.Number()),
  },
  { title: 'YearlyStandardRow' },
);

export const SeasonSchema = Type.Union([Type.Literal('annual'), Type.Literal('summer')], { description: 'annual, or summer (July-September)' });
export const DrilldownQuerySchema = Type.Object(
  { parameterid: Id('parameter id'), start_date: IsoDateSchema, end_date: IsoDateSchema, season: SeasonSchema, locationIds: IdListSchema('location ids', 50) },
  { additionalProperties: false },
);
export const CcrInflowQuerySchema = Type.Object(
  { parameterGroup: IdListSchema('parameter ids of the group, e.g. 29,45', 20), start_date: IsoDateSchema, end_date: IsoDateSchema, locationIds: IdListSchema('location ids', 50) },
  { additionalProperties: false },
);

export const InflowComparisonQuerySchema = Type.Object(
  {
    parameterid: Id('parameter id'),
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
    start_date: IsoDateSchema,
    end_date: IsoDateSchema,
    locationid: Type.Union([Type.Literal(79), Type.Literal(80), Type.Literal(81), Type.Literal(120)], { description: 'reservoir station 79, 80, 81 or 120' }),
    parameterid: Id('parameter id'),
  },
  { additionalProperties: false },
);
export const DepthProfileRowSchema = Type.Object(
  { depth_value: Type.Number(), rdate: IsoDateSchema, rvalue_converted: Type.Number(), unit_name: Type.String() },
  { title: 'DepthProfileRow' },
);

export const RatioQuerySchema = Type.Object(
  { start_date: IsoDateSchema, end_date: IsoDateSchema, locationid: Id('location id') },
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
    lmt: Nullable(Type.String({ description: "limiting nutrient by the Redfield ratio of TN:TP (16): 'Nitrogen' below, 'Phosphorus' above" })),
  },
  { title: 'RatioRow' },
);
