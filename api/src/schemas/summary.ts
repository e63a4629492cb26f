// The water-quality summary (spec 01 §3 "Water quality summary row") and the period-of-record
// rebuild (spec 01 §7). No Node-only imports: the browser imports these types.
import { Type, type TSchema, type Static } from 'typebox';
import { BENCHMARK_CLASSES, type Flow } from '../domain';
import { IsoDateSchema } from './common';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
// Written out literal by literal: a mapped array would type the union as never for clients. The domain's
// TREND_CLASSES are the one list; summary.test.ts checks (in its types and at run time) that these equal it.
export const TrendSchema = Type.Union([Type.Literal('increasing'), Type.Literal('decreasing'), Type.Literal('stable'), Type.Literal('no trend'), Type.Literal('other')]);

const NullableClass = () => Nullable(Type.Integer({ minimum: Math.min(...BENCHMARK_CLASSES), maximum: Math.max(...BENCHMARK_CLASSES) }));
const NullableNumber = () => Nullable(Type.Number());
const NullableDate = () => Nullable(IsoDateSchema);
const Count = () => Type.Integer({ minimum: 0 });

/** The fields of one flow, with their literal names kept in the type (so clients get them too). */
function flowFields<F extends Flow>(flow: F) {
  return {
    [`has_${flow}`]: Type.Boolean(),
    [`${flow}_bmk_median`]: NullableClass(),
    [`${flow}_bmk_pctile`]: NullableClass(),
    [`${flow}_median`]: NullableNumber(),
    [`${flow}_pctile`]: Nullable(Type.Number({ description: '85th percentile' })),
    [`${flow}_trend_dynamic`]: Nullable(TrendSchema),
    [`${flow}_sen_slope`]: Nullable(Type.Number({ description: 'Seasonal Kendall (Sen) slope, units per year; null without a trend test' })),
    [`${flow}_trend_p`]: Nullable(Type.Number({ minimum: 0, maximum: 1, description: 'two-sided p of the Seasonal Kendall test; null without a trend test' })),
    [`${flow}_trend_p_corrected`]: Nullable(
      Type.Number({ minimum: 0, maximum: 1, description: 'the same p with the Hirsch-Slack (1984) correction for serial dependence between seasons' }),
    ),
    [`${flow}_recordcount`]: Type.Integer({ minimum: 0, description: 'values the median, percentile and trend were computed over' }),
    [`${flow}_nondetects`]: Type.Integer({ minimum: 0, description: 'how many values were non-detects (at half the detection limit)' }),
    [`${flow}_nondetects_limit_unknown`]: Type.Integer({
      minimum: 0,
      description: 'non-detects whose detection limit is unknown (no value): left out of the median, percentile and trend, and not in recordcount',
    }),
    [`${flow}_por_start`]: NullableDate(),
    [`${flow}_por_end`]: NullableDate(),
  } as { [K in `has_${F}`]: ReturnType<typeof Type.Boolean> } & {
    [K in `${F}_bmk_median` | `${F}_bmk_pctile`]: ReturnType<typeof NullableClass>;
  } & { [K in `${F}_median` | `${F}_pctile`]: ReturnType<typeof NullableNumber> } & {
    [K in `${F}_trend_dynamic`]: ReturnType<typeof Nullable<typeof TrendSchema>>;
  } & { [K in `${F}_sen_slope` | `${F}_trend_p` | `${F}_trend_p_corrected`]: ReturnType<typeof NullableNumber> } & { [K in `${F}_recordcount` | `${F}_nondetects` | `${F}_nondetects_limit_unknown`]: ReturnType<typeof Count> } & {
    [K in `${F}_por_start` | `${F}_por_end`]: ReturnType<typeof NullableDate>;
  };
}

export const WqSummaryRowSchema = Type.Object(
  {
    locationid: Type.Integer(),
    location_name: Type.String(),
    parameter_index: Type.Integer({ description: 'the parameter id' }),
    parameter: Type.String(),
    param_abbrev: Type.String(),
    unit_name: Type.String(),
    units: Type.String(),
    ...flowFields('alldata'),
    ...flowFields('baseflow'),
    ...flowFields('stormflow'),
    fullpor_start: IsoDateSchema,
    fullpor_end: IsoDateSchema,
    bmk_line0: Nullable(Type.Number()),
    bmk_line1: Nullable(Type.Number()),
    bmk_line2: Nullable(Type.Number()),
    bmk_line3: Nullable(Type.Number()),
    bmk_color0: Nullable(Type.String()),
    bmk_color1: Nullable(Type.String()),
    bmk_color2: Nullable(Type.String()),
    bmk_color3: Nullable(Type.String()),
    bmk_color4: Nullable(Type.String()),
    bmk_less_than_range: Type.Boolean({ description: "the legend's lowest class reads '< line 1' (the parameter's less_than_range)" }),
  },
  { title: 'WqSummaryRow' },
);
export const WqSummaryResponseSchema = Type.Array(WqSummaryRowSchema);

export const RebuildBodySchema = Type.Object(
  { startDate: IsoDateSchema, endDate: IsoDateSchema },
  { additionalProperties: false, title: 'RebuildRequest' },
);

/** The period a summary is read for: both dates or neither (the baseline, 2011-10-01 to 2021-09-30). */
export const PeriodQuerySchema = Type.Object(
  {
    startDate: Type.Optional({ ...IsoDateSchema, description: 'first day of the period (with endDate); default the baseline 2011-10-01' }),
    endDate: Type.Optional({ ...IsoDateSchema, description: 'last day of the period (with startDate); default the baseline 2021-09-30' }),
  },
  { additionalProperties: false },
);

/** The period staff pin (PUT) or unpin (DELETE, as the query): its two dates, checked as the rebuild's. */
export const PinBodySchema = Type.Object(
  { startDate: IsoDateSchema, endDate: IsoDateSchema },
  { additionalProperties: false, title: 'PinRequest' },
);

export const PinResponseSchema = Type.Object(
  {
    period_start: IsoDateSchema,
    period_end: IsoDateSchema,
    pinned: Type.Boolean({ description: 'whether the period is now kept forever (never evicted)' }),
    status: Type.Union([Type.Literal('running'), Type.Literal('complete'), Type.Literal('failed')], {
      description: "the period's computation: running (started or joined by this call), complete, failed (read it again to retry)",
    }),
  },
  { title: 'PinnedPeriod' },
);

export const RebuildResponseSchema = Type.Object({
  message: Type.String(),
  status: Type.Union([Type.Literal('running'), Type.Literal('complete')]),
});

export const RebuildStatusSchema = Type.Object(
  {
    status: Type.Union([Type.Literal('idle'), Type.Literal('running'), Type.Literal('complete'), Type.Literal('failed')]),
    period_start: Type.Optional(IsoDateSchema),
    period_end: Type.Optional(IsoDateSchema),
    finished_at: Type.Optional(Type.String({ format: 'date-time' })),
    reason: Type.Optional(Type.String()),
  },
  { title: 'RebuildStatus' },
);

export type WqSummaryRow = Static<typeof WqSummaryRowSchema>;
export type RebuildStatus = Static<typeof RebuildStatusSchema>;
