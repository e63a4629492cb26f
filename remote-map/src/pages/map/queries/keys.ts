import { queryKeys } from '@basin/shared';

/** Query keys of the map remote. */
export const mapKeys = queryKeys('map');
