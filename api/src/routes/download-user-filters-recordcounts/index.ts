// POST /api/download-user-filters-recordcounts: how many records the caller's saved filter selects.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerKey } from '../../downloads/caller';
import { CALLER_DEPENDENT } from '../../plugins/identity';
import { RATE_LIMITED } from '../../plugins/rate-limits';
import { countRecords, readFilter } from '../../downloads/repository';
import { ErrorResponseSchema, RecordCountResponseSchema, UuidBodySchema } from '../../schemas';

const recordCounts: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '',
    {
      config: { ...CALLER_DEPENDENT, ...RATE_LIMITED.recordCounts },
      schema: {
        summary: "Record count of the caller's saved filter (0 when none is saved), with the download cap",
        tags: ['downloads'],
        body: UuidBodySchema,
        response: { 200: RecordCountResponseSchema, 400: ErrorResponseSchema, 403: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const key = callerKey(request, reply, request.body.uuid, 'uuid');
      if (key === null) return reply;
      const filter = await readFilter(app.db, key);
      return [{ sel_recordcount: filter ? await countRecords(app.db, filter) : 0, max_records: app.config.downloadRecordCap }];
    },
  );
};

export default recordCounts;
