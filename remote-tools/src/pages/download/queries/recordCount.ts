// POST /download-user-filters-recordcounts: how many records the saved filter selects, and the cap.
// It only reads (the POST carries the caller's id), so it is marked readOnly: asked again after a 503.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiSendQuery, useCallerId } from '@basin/shared';
import type { RecordCount } from '@basin/api/schemas';
import { ANONYMOUS_USER } from '@basin/api/domain';

export const recordCountQuery = (user = ANONYMOUS_USER) =>
  queryOptions({
    ...apiSendQuery('POST /download-user-filters-recordcounts', { uuid: user }),
    select: (counts): RecordCount | null => counts[0] ?? null,
    staleTime: 0,
  });

export function useRecordCount() {
  const caller = useCallerId();
  return useQuery({ ...recordCountQuery(caller ?? ANONYMOUS_USER), enabled: caller !== null });
}
