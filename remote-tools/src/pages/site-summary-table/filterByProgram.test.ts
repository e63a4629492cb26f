import { filterByProgram } from './filterByProgram';

const rows = [
  { id: 1, is_ccbwqa: true },
  { id: 2, is_ccbwqa: false },
  { id: 3, is_ccbwqa: true },
];

describe('filterByProgram', () => {
  it('shows only CCBWQA rows by default', () => {
    expect(filterByProgram(rows, { ccbwqa: true, other: false }).map((row) => row.id)).toEqual([1, 3]);
  });
  it('shows other public rows', () => {
    expect(filterByProgram(rows, { ccbwqa: false, other: true }).map((row) => row.id)).toEqual([2]);
  });
  it('shows both or nothing', () => {
    expect(filterByProgram(rows, { ccbwqa: true, other: true })).toHaveLength(3);
    expect(filterByProgram(rows, { ccbwqa: false, other: false })).toHaveLength(0);
  });
});
