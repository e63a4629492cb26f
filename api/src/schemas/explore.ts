// Precipitation and stream-logger calls of the explore pages (spec 02 §3, §7).
import { Type, type TSchema, type Static } from 'typebox';
import { requestDate } from './analysis';
import { IsoDateSchema, ValueStatusSchema } from './common';
import { IdListSchema, IdSchema } from './ids';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const PrecipitationRecordSchema = Type.Object(
  {
    locationid: Type.Integer(),
    location_name: Type.String(),
    parameter: Type.String(),
    parameterid: Nullable(Type.Integer({ description: 'precipitation has no parameter id in the catalogue: null' })),
    rdate: IsoDateSchema,
    daily_precip: Type.Number({ description: 'inches' }),
    result_unit_name: Type.String(),
    total_7day: Type.Number({ description: 'inches, this day and the 6 before' }),
    total_30day: Type.Number({ description: 'inches, this day and the 29 before' }),
    total_ytd: Type.Number({ description: 'inches since the start of the water year (October 1)' }),
    status: ValueStatusSchema,
  },
  { title: 'PrecipitationRecord' },
);
export const PrecipitationResponseSchema = Type.Array(PrecipitationRecordSchema);

/**
 * Optional day range (inclusive) of the explore pages' daily calls; without it, every day. Unknown query
 * fields are ignored as before (no additionalProperties: false), so old callers get the same answer.
 */
const DateRangeQuerySchema = (description: string) =>
  Type.Object(
    {
      start_date: Type.Optional(requestDate('first day returned (YYYY-MM-DD); absent: from the first stored day')),
      end_date: Type.Optional(requestDate('last day returned (YYYY-MM-DD), not before start_date; absent: to the last stored day')),
    },
    { description },
  );
export const PrecipitationQuerySchema = DateRangeQuerySchema(
  'The 7-day, 30-day and water-year-to-date totals of a returned day are those of the whole record: days before start_date count.',
);

export const TelemetryLocationSchema = Type.Object({ locationid: Type.Integer(), location_name: Type.String() }, { title: 'TelemetryLocation' });
export const TelemetryLocationsResponseSchema = Type.Array(TelemetryLocationSchema);

export const StreamLoggerParamsSchema = Type.Object({
  parameterId: IdSchema('a telemetry parameter: 2 Flow, 1901 Stage, 1906-1908 logger parameters'),
  locationIds: IdListSchema('location ids', 50),
});

export const StreamLoggerQuerySchema = DateRangeQuerySchema('Days are America/Denver calendar days.');

export const StreamLoggerDailyStatSchema = Type.Object(
  {
    locationid: Type.Integer(),
    location_name: Type.String(),
    parameter: Type.String(),
    rdate: IsoDateSchema,
    daily_average: Type.Number(),
    daily_min: Type.Number(),
    daily_max: Type.Number(),
    result_unit_name: Type.String(),
    status: ValueStatusSchema,
  },
  { title: 'StreamLoggerDailyStat' },
);
export const StreamLoggerDailyStatsResponseSchema = Type.Array(StreamLoggerDailyStatSchema);

export type PrecipitationRecord = Static<typeof PrecipitationRecordSchema>;
export type TelemetryLocation = Static<typeof TelemetryLocationSchema>;
export type StreamLoggerDailyStat = Static<typeof StreamLoggerDailyStatSchema>;
