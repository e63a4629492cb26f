// The answer of both CSV downloads (./index.ts, ./wqx): the caller's saved filter, refused over the cap,
// streamed as the profile writes it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callerKey } from '../../../downloads/caller';
import { downloadCsv } from '../../../downloads/csvStream';
import type { DownloadProfile } from '../../../downloads/rows';
import { downloadCapMessage } from '../../../schemas/downloads';
import { readFilter } from '../download-user-filters/repository';
import { countRecords } from '../download-user-filters-recordcounts/repository';

/** A handler sending the records of the caller's saved filter as the CSV file `fileName` of `profile`. */
export function csvDownload(app: FastifyInstance, profile: DownloadProfile, fileName: string) {
  const recordCap = app.config.downloadRecordCap;
  return async (request: FastifyRequest<{ Body: { uuid: string } }>, reply: FastifyReply) => {
    const key = callerKey(request, reply, request.body.uuid, 'uuid');
    if (key === null) return reply;
    const filter = await readFilter(app.db, key);
    if (!filter) return reply.code(404).send({ error: 'Not Found', message: 'no saved filter: submit filters first' });
    if ((await countRecords(app.db, filter)) > recordCap) {
      return reply.code(413).send({ error: 'Payload Too Large', message: downloadCapMessage(recordCap) });
    }
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store');
    return reply.send(await downloadCsv(app.db, filter, profile));
  };
}
