// The empty portal (issue 29, "Start empty"), read from the API's answer (the list of locations with
// results, which the pages' filters ask for anyway), never from a setting.
import { useQuery } from '@tanstack/react-query';
import { activeLocationsQuery } from '@basin/shared';

/** True once the API says that no location has results; false while it is asked, and when it fails (the page shows its own errors). */
export function useNoMonitoringData(): boolean {
  return useQuery(activeLocationsQuery).data?.length === 0;
}
