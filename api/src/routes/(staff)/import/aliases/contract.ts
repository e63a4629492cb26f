import { defineRoute } from '../../../../contract/defineRoute';
import { ResolutionReportSchema, ResolutionRequestSchema } from '../../../../schemas/import';

export const postImportAliases = defineRoute({
  method: 'POST',
  url: '/import/aliases',
  summary: 'Map or add pending values of imports, and load the rows held for them (staff: role Administrator or Developer)',
  description:
    'mappings: each { kind, value, fraction?, target } maps a value to an existing entry (remembered: the next file matches by itself), ' +
    'or { kind, value, fraction?, new: {...} } adds a characteristic as a new parameter (group, default Other; unit, default that of its rows) ' +
    'or a site (latitude and longitude). acceptNew adds every characteristic still pending as a new parameter. ' +
    'Then the held rows are mapped again: the counts of rows loaded, present already, rejected and still pending.',
  tags: ['import'],
  body: ResolutionRequestSchema,
  response: ResolutionReportSchema,
  errors: [400, 401, 403],
});
