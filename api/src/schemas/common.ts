// Building blocks shared by the route schemas. No Node-only imports: the browser imports these types.
import { Type, type Static } from 'typebox';

/**
 * A calendar date as the API sends it: 'YYYY-MM-DD' (dates are never shifted through time zones). Not
 * year 0000, which the format allows and PostgreSQL's dates do not have (a 500 before).
 */
export const IsoDateSchema = Type.String({ format: 'date', pattern: '^(?!0000)\\d{4}-\\d{2}-\\d{2}$', examples: ['2021-09-30'] });

/** Body of every 4xx/5xx answer. `field` names the offending input when there is one. */
export const ErrorResponseSchema = Type.Object(
  {
    error: Type.String({ examples: ['Bad Request'] }),
    field: Type.Optional(Type.String({ examples: ['is_ccbwqa'] })),
    message: Type.String({ examples: ['must be boolean'] }),
  },
  { title: 'Error' },
);

/**
 * How far the agency stands behind a value (issue 31, docs/feeds.md): approved, provisional (subject to
 * revision) or estimated. A day's status is its least sure reading's: estimated if any reading is,
 * else provisional if any is.
 */
export const ValueStatusSchema = Type.Union([Type.Literal('approved'), Type.Literal('provisional'), Type.Literal('estimated')], {
  description: 'approved; provisional (subject to revision by the agency); estimated',
});

export type ValueStatus = Static<typeof ValueStatusSchema>;
export type ErrorResponse = Static<typeof ErrorResponseSchema>;
