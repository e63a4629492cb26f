import { Type } from 'typebox';
import { defineRoute } from '../../../../contract/defineRoute';
import { WQX_FILE_NAME } from '../../../../schemas/downloads';
import { UuidBodySchema } from '../../../../schemas/downloads';
import { csvDownloadDescription } from '../contract';

/** The 200 answer as the OpenAPI document describes it (the schema too: the document shows it there). */
const FILE = `text/csv: the file '${WQX_FILE_NAME}'`;

export const postDownloadUserSelectedDataWqx = defineRoute({
  method: 'POST',
  url: '/download-user-selected-data/wqx',
  summary: "Download the records of the caller's saved filter as WQX 3.0 CSV",
  description: csvDownloadDescription(
    ", one row per result in the columns of the Water Quality Portal's WQX 3.0 narrow profile (Org_Identifier, Location_Identifier, Activity_StartDate, Result_Characteristic, Result_Measure, ...; docs/exports.md), so the file imports into tools that read WQP data and into this portal's import. Units are WQX unit codes (ug/L, deg C, ...); a non-detect has no Result_Measure and its detection limit in DetectionLimit_MeasureA; times are local (Activity_StartTimeZone MST or MDT)",
  ),
  tags: ['downloads'],
  body: UuidBodySchema,
  file: { mediaType: 'text/csv', description: FILE, schema: Type.Unknown({ description: FILE }) },
  errors: [400, 403, 404, 413, 429],
});
