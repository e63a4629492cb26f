/** Rows whose visible cells contain the search text, case-insensitively. */
export function filterRows<Row extends object>(rows: readonly Row[], keys: readonly string[], search: string): Row[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) =>
    keys.some((key) => String((row as Record<string, unknown>)[key] ?? '').toLowerCase().includes(needle)),
  );
}
