import { defineRoute } from '../../../contract/defineRoute';
import { ImportReportSchema } from '../../../schemas/import';

export const postImport = defineRoute({
  method: 'POST',
  url: '/import',
  summary: 'Import Water Quality Portal files (staff: role Administrator or Developer)',
  description:
    'multipart/form-data: one or more files (WQP narrowResult or resultPhysChem results, station files, WQX 3.0 narrow files, ' +
    "ResultDetectionQuantitationLimit files filling in the limits of results by ResultIdentifier, the authority's lab results; CSV or TSV; " +
    "at most IMPORT_FILE_MB (default 200) MiB each, else 413) and optional fields strict and dryRun ('true'). " +
    'All files in one transaction; strict with any rejected row, or dryRun, changes nothing. Importing a file again adds nothing. ' +
    'Rows with an unknown site, characteristic, unit, flow condition or depth category are held (pending), not rejected. ' +
    'A file of no known kind: 400 naming it.',
  tags: ['import'],
  consumes: ['multipart/form-data'],
  response: ImportReportSchema,
  errors: [400, 413],
});
