// Body lists a client may send as one comma-separated string ('147,152'): split before the schema checks
// the items, so a bad item is a 400 naming its index (parameterGroups.1).
import type { FastifyRequest } from 'fastify';

/** A preValidation hook splitting the named body fields when they come as one string ('' is the empty list). */
export function splitCommaLists(fields: readonly string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = request.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object') return;
    for (const field of fields) {
      const value = body[field];
      if (typeof value === 'string') body[field] = value === '' ? [] : value.split(',').map((item) => item.trim());
    }
  };
}
