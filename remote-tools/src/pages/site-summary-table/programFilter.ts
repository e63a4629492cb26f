/** Which locations the two checkboxes of the page list (spec 02 "Site Summary Table"). */
export interface ProgramFilter {
  /** Locations of the authority's own monitoring program (CCBWQA); on by default. */
  ccbwqa: boolean;
  /** Other public locations (partner agencies); off by default. */
  other: boolean;
}

/** Reads `?ccbwqa=1&other=0`; a missing parameter means its default. */
export function readProgramFilter(params: URLSearchParams): ProgramFilter {
  return { ccbwqa: params.get('ccbwqa') !== '0', other: params.get('other') === '1' };
}

/** Writes the filter into the URL parameters, keeping any others. */
export function writeProgramFilter(params: URLSearchParams, filter: ProgramFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('ccbwqa', filter.ccbwqa ? '1' : '0');
  next.set('other', filter.other ? '1' : '0');
  return next;
}

/** The rows of the programs the filter selects; both off selects nothing. */
export function filterByProgram<Row extends { is_ccbwqa: boolean }>(rows: readonly Row[], filter: ProgramFilter): Row[] {
  return rows.filter((row) => (row.is_ccbwqa ? filter.ccbwqa : filter.other));
}
