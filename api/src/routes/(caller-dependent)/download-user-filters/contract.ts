import { defineRoute } from '../../../contract/defineRoute';
import { SavedDownloadFilterSchema } from '../../../schemas/downloads';

export const putDownloadUserFilters = defineRoute({
  method: 'PUT',
  url: '/download-user-filters',
  summary: "Save the caller's download filter",
  description: "user_uuid must be the caller ('public' when not signed in: this browser, by its visitor cookie, issued on first use); anything else is 403.",
  tags: ['downloads'],
  body: SavedDownloadFilterSchema,
  response: SavedDownloadFilterSchema,
  errors: [400, 403],
});
