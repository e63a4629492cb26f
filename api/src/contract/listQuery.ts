// Query lists also come as repeated parameters (?locationIds=79&locationIds=80): this hook joins them
// into the comma form the schemas check (IdListSchema, the inflow comparison's years). A route that takes
// such a list adds it to its own plugin (`app.addHook('preValidation', joinListQuery)`): the hook runs
// for that route only, so no other route starts accepting a repeated parameter it answers 400 to today.
import type { FastifyRequest } from 'fastify';

/** The query fields the analysis pages send as lists. */
const LIST_QUERY_FIELDS = ['locationids', 'locationIds', 'parameterGroup', 'years'];

export async function joinListQuery(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query) return;
  for (const field of LIST_QUERY_FIELDS) {
    const value = query[field];
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) query[field] = value.join(',');
  }
}
