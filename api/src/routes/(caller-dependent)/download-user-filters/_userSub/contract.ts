import { defineRoute } from '../../../../contract/defineRoute';
import { SavedFilterOrNoneSchema, UserSubParamsSchema } from '../../../../schemas/downloads';

export const getDownloadUserFilters = defineRoute({
  method: 'GET',
  url: '/download-user-filters/:userSub',
  summary: "The caller's saved download filter (null when none is saved)",
  tags: ['downloads'],
  params: UserSubParamsSchema,
  response: SavedFilterOrNoneSchema,
  errors: [403],
});
