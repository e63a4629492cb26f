// POST /api/import/aliases (issue 29, item 4): staff (Administrator or Developer) map pending values to
// existing entries (remembered as aliases) or add them as new, and the held rows load (docs/import.md
// "Pending values"). One transaction: a mapping that is refused is a 400 naming it, and nothing changes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STAFF_ONLY } from '../../../plugins/identity';
import { ErrorResponseSchema } from '../../../schemas';
import { ResolutionReportSchema, ResolutionRequestSchema } from '../../../schemas/import';
import { resolvePending } from '../../../wqx/import/pending';

const aliasesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '',
    {
      config: { ...STAFF_ONLY },
      schema: {
        summary: 'Map or add pending values of imports, and load the rows held for them (staff: role Administrator or Developer)',
        description:
          'mappings: each { kind, value, fraction?, target } maps a value to an existing entry (remembered: the next file matches by itself), ' +
          'or { kind, value, fraction?, new: {...} } adds a characteristic as a new parameter (group, default Other; unit, default that of its rows) ' +
          'or a site (latitude and longitude). acceptNew adds every characteristic still pending as a new parameter. ' +
          'Then the held rows are mapped again: the counts of rows loaded, present already, rejected and still pending.',
        tags: ['import'],
        body: ResolutionRequestSchema,
        response: { 200: ResolutionReportSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (request) => {
      const report = await resolvePending(app.db, request.body.mappings, { acceptNew: request.body.acceptNew ?? false });
      request.log.info({ event: 'import-aliases', sub: request.identity, aliases: report.aliases, loaded: report.loaded, stillPending: report.stillPending }, 'pending values resolved');
      return report;
    },
  );
};

export default aliasesRoute;
