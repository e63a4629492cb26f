import type { Database } from '../db/types';
import type { SavedDownloadFilter } from '../schemas';
import { checkKnownIds } from '../db/knownIds';
import { checkRangeOrder } from '../dateRange';

/** The rules the schema cannot say: dates in order, ids that exist. Throws FieldError naming the field. */
export async function checkFilter(db: Database, filter: SavedDownloadFilter): Promise<void> {
  checkRangeOrder(filter.start_date, filter.end_date);
  await checkKnownIds(db, { parameters: ['parameters', filter.parameters], locations: ['locations', filter.locations] });
}
