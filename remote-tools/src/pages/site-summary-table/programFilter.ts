/** Which locations the two checkboxes of the page list (spec 02 "Site Summary Table"). */
export interface ProgramFilter {
  /** Locations of the authority's own monitoring program (CCBWQA); on by default. */
  ccbwqa: boolean;
  /** Other public locations (partner agencies); off by default. */
  other: boolean;
}

/** The rows of the programs the filter selects; both off selects nothing. */
export function filterByProgram<Row extends { is_ccbwqa: boolean }>(rows: readonly Row[], filter: ProgramFilter): Row[] {
  return rows.filter((row) => (row.is_ccbwqa ? filter.ccbwqa : filter.other));
}
