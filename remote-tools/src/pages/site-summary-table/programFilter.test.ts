import { filterByProgram } from './programFilter';

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
