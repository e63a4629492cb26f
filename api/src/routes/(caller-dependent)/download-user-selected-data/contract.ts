import { Type } from 'typebox';
import { defineRoute } from '../../../contract/defineRoute';
import { DOWNLOAD_RECORD_CAP, UuidBodySchema } from '../../../schemas/downloads';
import { englishMessage } from '../../../i18n/apiMessages';

/** The OpenAPI description of a CSV download; `about` says what its rows are (after 'Streams text/csv'). */
export const csvDownloadDescription = (about: string) =>
  `Streams text/csv${about}. More than ${DOWNLOAD_RECORD_CAP.toLocaleString('en-US')} records: 413 '${englishMessage({ id: 'downloads.cap', values: { cap: DOWNLOAD_RECORD_CAP } })}' (the cap is DOWNLOAD_RECORD_CAP where configured). Text cells that a spreadsheet would run as formulas are prefixed with an apostrophe.`;

/** The file the portal's download writes. */
export const PORTAL_CSV_FILE_NAME = 'Time Series Data.csv';

/** The 200 answer as the OpenAPI document describes it (the schema too: the document shows it there). */
const FILE = `text/csv: the file '${PORTAL_CSV_FILE_NAME}'`;

export const postDownloadUserSelectedData = defineRoute({
  method: 'POST',
  url: '/download-user-selected-data',
  summary: "Download the records of the caller's saved filter as CSV",
  description: csvDownloadDescription(''),
  tags: ['downloads'],
  body: UuidBodySchema,
  file: { mediaType: 'text/csv', description: FILE, schema: Type.Unknown({ description: FILE }) },
  errors: [400, 403, 404, 413, 429],
});
