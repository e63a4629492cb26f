import { defineRoute } from '../../../contract/defineRoute';
import { RecordCountResponseSchema, UuidBodySchema } from '../../../schemas/downloads';

export const postDownloadUserFiltersRecordcounts = defineRoute({
  method: 'POST',
  url: '/download-user-filters-recordcounts',
  summary: "Record count of the caller's saved filter (0 when none is saved), with the download cap",
  tags: ['downloads'],
  body: UuidBodySchema,
  response: RecordCountResponseSchema,
  errors: [400, 403, 429],
});
