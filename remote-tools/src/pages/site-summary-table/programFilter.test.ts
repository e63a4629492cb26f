import { filterByProgram, readProgramFilter, writeProgramFilter } from './programFilter';

const rows = [
  { id: 1, is_ccbwqa: true },
  { id: 2, is_ccbwqa: false },
  { id: 3, is_ccbwqa: true },
];

describe('filterByProgram', () => {
  it('lists CCBWQA locations only', () => {
    expect(filterByProgram(rows, { ccbwqa: true, other: false }).map((row) => row.id)).toEqual([1, 3]);
  });
  it('lists other public locations only', () => {
    expect(filterByProgram(rows, { ccbwqa: false, other: true }).map((row) => row.id)).toEqual([2]);
  });
  it('lists both, or nothing when both are off', () => {
    expect(filterByProgram(rows, { ccbwqa: true, other: true })).toHaveLength(3);
    expect(filterByProgram(rows, { ccbwqa: false, other: false })).toHaveLength(0);
  });
});

describe('the filter in the URL', () => {
  it('defaults to CCBWQA on and other off', () => {
    expect(readProgramFilter(new URLSearchParams())).toEqual({ ccbwqa: true, other: false });
  });
  it('reads ?ccbwqa=0&other=1', () => {
    expect(readProgramFilter(new URLSearchParams('ccbwqa=0&other=1'))).toEqual({ ccbwqa: false, other: true });
  });
  it('writes both flags and keeps other parameters', () => {
    const written = writeProgramFilter(new URLSearchParams('x=1'), { ccbwqa: true, other: true });
    expect(written.toString()).toBe('x=1&ccbwqa=1&other=1');
    expect(readProgramFilter(written)).toEqual({ ccbwqa: true, other: true });
  });
});
