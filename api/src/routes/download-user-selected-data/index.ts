// POST /api/download-user-selected-data: the caller's saved filter as a CSV file 'Time Series Data.csv',
// streamed as it is written (spec 02 §3 "Download row", §7, §9; downloads/csvStream.ts). POST
// /api/download-user-selected-data/wqx: the same records as a WQX 3.0 narrow CSV (issue 18,
// downloads/wqx.ts, docs/exports.md), under the same caller rules and cap.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { callerKey } from '../../downloads/caller';
import { CALLER_DEPENDENT } from '../../plugins/identity';
import { RATE_LIMITED } from '../../plugins/rate-limits';
import { downloadCsv } from '../../downloads/csvStream';
import { PORTAL_CSV, countRecords, readFilter, type DownloadProfile } from '../../downloads/repository';
import { WQX_CSV, WQX_FILE_NAME } from '../../downloads/wqx';
import { DOWNLOAD_RECORD_CAP, ErrorResponseSchema, UuidBodySchema, downloadCapMessage } from '../../schemas';

const downloadSelectedData: FastifyPluginAsyncTypebox = async (app) => {
  const recordCap = app.config.downloadRecordCap;
  const fileRoute = (path: string, profile: DownloadProfile, fileName: string, summary: string, about: string) =>
    app.post(
      path,
      {
        config: { ...CALLER_DEPENDENT, ...RATE_LIMITED.downloads },
        schema: {
          summary,
          description: `Streams text/csv${about}. More than ${DOWNLOAD_RECORD_CAP.toLocaleString('en-US')} records: 413 '${downloadCapMessage()}' (the cap is DOWNLOAD_RECORD_CAP where configured). Text cells that a spreadsheet would run as formulas are prefixed with an apostrophe.`,
          tags: ['downloads'],
          body: UuidBodySchema,
          produces: ['text/csv'],
          response: { 200: Type.Unknown({ description: `text/csv: the file '${fileName}'` }), 400: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 413: ErrorResponseSchema, 429: ErrorResponseSchema },
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
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('Cache-Control', 'no-store');
        return reply.send(await downloadCsv(app.db, filter, profile));
      },
    );
  fileRoute('', PORTAL_CSV, 'Time Series Data.csv', "Download the records of the caller's saved filter as CSV", '');
  fileRoute(
    '/wqx',
    WQX_CSV,
    WQX_FILE_NAME,
    "Download the records of the caller's saved filter as WQX 3.0 CSV",
    ", one row per result in the columns of the Water Quality Portal's WQX 3.0 narrow profile (Org_Identifier, Location_Identifier, Activity_StartDate, Result_Characteristic, Result_Measure, ...; docs/exports.md), so the file imports into tools that read WQP data and into this portal's import. Units are WQX unit codes (ug/L, deg C, ...); a non-detect has no Result_Measure and its detection limit in DetectionLimit_MeasureA; times are local (Activity_StartTimeZone MST or MDT)",
  );
};

export default downloadSelectedData;
