export interface ProgramFilter {
  /** Show locations of the authority's own monitoring program (CCBWQA). */
  ccbwqa: boolean;
  /** Show other public locations (partner agencies). */
  other: boolean;
}

/** Rows of the programs the two checkboxes select; both off selects nothing. */
export function filterByProgram<Row extends { is_ccbwqa: boolean }>(rows: readonly Row[], filter: ProgramFilter): Row[] {
  return rows.filter((row) => (row.is_ccbwqa ? filter.ccbwqa : filter.other));
}
