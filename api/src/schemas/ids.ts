// Ids in requests. Every id the database stores is a PostgreSQL `integer`, so a request id outside
// 1..2,147,483,647 is a 400 naming the field, never a query that fails (a 500). Every route takes its
// ids from these schemas: one range, written once. No Node-only imports (the browser imports the types).
import { Type } from 'typebox';

/** Largest id the database stores (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/**
 * One id as text, 1 to MAX_ID with no leading zeros: each alternative covers the numbers of one
 * length or one leading part of MAX_ID ('214748364[0-7]' ends at 2147483647). ids.test.ts checks it.
 */
export const ID_TEXT_PATTERN =
  '(?:[1-9]\\d{0,8}|1\\d{9}|20\\d{8}|21[0-3]\\d{7}|214[0-6]\\d{6}|2147[0-3]\\d{5}|21474[0-7]\\d{4}|214748[0-2]\\d{3}|2147483[0-5]\\d{2}|21474836[0-3]\\d|214748364[0-7])';

/**
 * An integer in a path, query or body, bounds included. Twice 'integer' because of how Ajv coerces text:
 * '1e400', 'Infinity' or 400 nines become Infinity, which a lone integer schema lets through (its
 * bounds are only checked on finite numbers); the second check sees the coerced number and refuses it.
 */
export const RequestIntegerSchema = (options: { minimum: number; maximum: number; description?: string }) => {
  const { description, ...bounds } = options;
  return Type.Intersect([Type.Integer(), Type.Integer(bounds)], description === undefined ? {} : { description });
};

/** One id, as a number (path, query or JSON body). */
export const IdSchema = (description: string) => RequestIntegerSchema({ minimum: 1, maximum: MAX_ID, description });

/**
 * A comma-separated id list as the pages send it in a path or query, e.g. '79,80,81'. A repeated query
 * parameter (?locationIds=79&locationIds=80) is joined into this form.
 */
export const IdListSchema = (description: string, max = 200) =>
  Type.String({ pattern: `^${ID_TEXT_PATTERN}(?:,${ID_TEXT_PATTERN}){0,${max - 1}}$`, description: `${description} (comma-separated, at most ${max})` });

/**
 * A comma-separated list the route's schema accepted (an IdListSchema, or the years of the inflow
 * comparison) as its numbers, each once, in the order given: '79,80,79' is [79, 80].
 */
export const decodeNumberList = (list: string): number[] => [...new Set(list.split(',').map(Number))];

/** A JSON array of distinct ids. */
export const IdArraySchema = (description: string, maxItems: number) =>
  Type.Array(IdSchema(description), { minItems: 1, maxItems, uniqueItems: true, description });
