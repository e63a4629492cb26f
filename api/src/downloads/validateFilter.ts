import type { Database } from '../db/types';
import type { SavedDownloadFilter } from '../schemas';
import { unknownIds } from '../db/knownIds';

export interface FieldProblem {
  field: string;
  message: string;
}

/** The rules the schema cannot say: dates in order, ids that exist. */
export async function filterProblem(db: Database, filter: SavedDownloadFilter): Promise<FieldProblem | null> {
  if (filter.start_date > filter.end_date) return { field: 'end_date', message: 'must not be before start_date' };
  const parameters = await unknownIds(db, 'parameters', filter.parameters);
  if (parameters.length > 0) return { field: 'parameters', message: `unknown parameter ids: ${parameters.join(', ')}` };
  const locations = await unknownIds(db, 'locations', filter.locations);
  if (locations.length > 0) return { field: 'locations', message: `unknown location ids: ${locations.join(', ')}` };
  return null;
}
