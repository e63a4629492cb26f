// The answer of both CSV downloads (./index.ts, ./wqx): the caller's saved filter, refused over the cap,
// streamed as the profile writes it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiProblem } from '../../../apiProblem';
import { callerKey } from '../../../downloads/caller';
import { downloadCsv } from '../../../downloads/csvStream';
import type { DownloadProfile } from '../../../downloads/rows';
import { readFilter } from '../download-user-filters/repository';
import { countRecords } from '../download-user-filters-recordcounts/repository';

/** A handler sending the records of the caller's saved filter as the CSV file `fileName` of `profile`. */
export function csvDownload(app: FastifyInstance, profile: DownloadProfile, fileName: string) {
  const recordCap = app.config.downloadRecordCap;
  return async (request: FastifyRequest<{ Body: { uuid: string } }>, reply: FastifyReply) => {
    const key = callerKey(request, reply, request.body.uuid, 'uuid');
    const filter = await readFilter(app.db, key);
    if (!filter) throw new ApiProblem(404, { id: 'downloads.noSavedFilter' });
    if ((await countRecords(app.db, filter)) > recordCap) throw new ApiProblem(413, { id: 'downloads.cap', values: { cap: recordCap } });
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store');
    return reply.send(await downloadCsv(app.db, filter, profile));
  };
}
