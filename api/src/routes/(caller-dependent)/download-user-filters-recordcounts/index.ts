// POST /api/download-user-filters-recordcounts: how many records the caller's saved filter selects.
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../../contract/serve';
import { callerKey } from '../../../downloads/caller';
import { RATE_LIMITED } from '../../../plugins/rateLimits';
import { readFilter } from '../download-user-filters/repository';
import { postDownloadUserFiltersRecordcounts } from './contract';
import { countRecords } from './repository';

const recordCounts: FastifyPluginAsync = async (app) => {
  serve(
    app,
    postDownloadUserFiltersRecordcounts,
    async (request, reply) => {
      const key = callerKey(request, reply, request.body.uuid, 'uuid');
      const filter = await readFilter(app.db, key);
      return [{ sel_recordcount: filter ? await countRecords(app.db, filter) : 0, max_records: app.config.downloadRecordCap }];
    },
    { config: RATE_LIMITED.recordCounts },
  );
};

export default recordCounts;
