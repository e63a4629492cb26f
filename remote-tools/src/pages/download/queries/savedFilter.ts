// GET and PUT /download-user-filters: this visitor's saved Query & Download filter.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGetQuery, apiSend, useCallerId } from '@basin/shared';
import type { SavedDownloadFilter } from '@basin/api/schemas';
import { ANONYMOUS_USER } from '@basin/api/domain';
import { recordCountQuery } from './recordCount';

/** The saved filter, or null when this visitor has none. Never cached as fresh: another tab may save one. */
export const savedFilterQuery = (user = ANONYMOUS_USER) =>
  queryOptions({ ...apiGetQuery('/download-user-filters/:userSub', { params: { userSub: user } }), staleTime: 0 });

/** The caller's saved filter; waits while a remembered sign-in is restored. */
export function useSavedFilter() {
  const caller = useCallerId();
  return useQuery({ ...savedFilterQuery(caller ?? ANONYMOUS_USER), enabled: caller !== null });
}

/** Saves a filter; then the saved filter is the one sent, and the record count is asked again. */
export function useSaveFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filter: SavedDownloadFilter) => apiSend('PUT /download-user-filters', filter),
    onSuccess: async (saved) => {
      queryClient.setQueryData(savedFilterQuery(saved.user_uuid).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: recordCountQuery(saved.user_uuid).queryKey });
    },
  });
}
