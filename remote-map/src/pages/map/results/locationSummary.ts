// The summary rows of the selected location (pure; the panel's first view imports it, so it imports no code).
import type { WqSummaryRow } from '@basin/api/schemas';

/** The location's summary row of each parameter, by parameter id. */
export function summaryRowsOfLocation(rows: readonly WqSummaryRow[], locationId: number | null): Map<number, WqSummaryRow> {
  return new Map(rows.filter((row) => row.locationid === locationId).map((row) => [row.parameter_index, row]));
}
