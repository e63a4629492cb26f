// POST /api/download-user-selected-data: the caller's saved filter as a CSV file 'Time Series Data.csv',
// streamed as it is written (spec 02 §3 "Download row", §7, §9; downloads/csvStream.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { callerKey } from '../../downloads/caller';
import { CALLER_DEPENDENT } from '../../plugins/identity';
import { RATE_LIMITED } from '../../plugins/rate-limits';
import { downloadCsv } from '../../downloads/csvStream';
import { countRecords, readFilter } from '../../downloads/repository';
import { DOWNLOAD_RECORD_CAP, ErrorResponseSchema, UuidBodySchema, downloadCapMessage } from '../../schemas';

const downloadSelectedData: FastifyPluginAsyncTypebox = async (app) => {
  const recordCap = app.config.downloadRecordCap;
  app.post(
    '',
    {
      config: { ...CALLER_DEPENDENT, ...RATE_LIMITED.downloads },
      schema: {
        summary: "Download the records of the caller's saved filter as CSV",
        description: `Streams text/csv. More than ${DOWNLOAD_RECORD_CAP.toLocaleString('en-US')} records: 413 '${downloadCapMessage()}' (the cap is DOWNLOAD_RECORD_CAP where configured). Text cells that a spreadsheet would run as formulas are prefixed with an apostrophe.`,
        tags: ['downloads'],
        body: UuidBodySchema,
        produces: ['text/csv'],
        response: { 200: Type.Unknown({ description: "text/csv: the file 'Time Series Data.csv'" }), 400: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 413: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const key = callerKey(request, reply, request.body.uuid, 'uuid');
      if (key === null) return reply;
      const filter = await readFilter(app.db, key);
      if (!filter) return reply.code(404).send({ error: 'Not Found', message: 'no saved filter: submit filters first' });
      if ((await countRecords(app.db, filter)) > recordCap) {
        return reply.code(413).send({ error: 'Payload Too Large', message: downloadCapMessage(recordCap) });
      }
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="Time Series Data.csv"')
        .header('Cache-Control', 'no-store');
      return reply.send(await downloadCsv(app.db, filter));
    },
  );
};

export default downloadSelectedData;
