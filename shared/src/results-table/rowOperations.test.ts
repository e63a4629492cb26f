import type { ResultsTableColumn } from './columns';
import { filterRows, filterRowsByColumns } from './filterRows';
import { sortRows } from './sortRows';

interface Row {
  site: string;
  value: number | null;
  active: boolean;
}
const rows: Row[] = [
  { site: 'CC-10', value: 5, active: true },
  { site: 'CC-2', value: -1, active: false },
  { site: 'CT-2', value: null, active: true },
];
const columns: ResultsTableColumn<Row>[] = [
  { key: 'site', title: 'Site' },
  { key: 'value', title: 'Value' },
  { key: 'active', title: 'Active', format: (active) => (active ? 'Yes' : 'No') },
];

describe('filterRows', () => {
  it('matches the text of any given column, case-insensitively', () => {
    expect(filterRows(rows, columns, ' ct-').map((row) => row.site)).toEqual(['CT-2']);
    expect(filterRows(rows, columns, '-1').map((row) => row.site)).toEqual(['CC-10', 'CC-2']);
  });
  it('searches the formatted text, not the raw value', () => {
    expect(filterRows(rows, columns, 'no').map((row) => row.site)).toEqual(['CC-2']);
    expect(filterRows(rows, columns, 'true')).toEqual([]);
  });
  it('ignores hidden columns', () => {
    expect(filterRows(rows, columns.slice(1), 'CC')).toEqual([]);
  });
  it('keeps every row for an empty search', () => {
    expect(filterRows(rows, columns, '  ')).toBe(rows);
  });
});

describe('filterRowsByColumns', () => {
  const filterable = columns.map((column) => ({ ...column, filterable: true }));
  it('keeps the rows matching every filled filter, each in its own column, case-insensitively', () => {
    expect(filterRowsByColumns(rows, filterable, { site: 'cc' }).map((row) => row.site)).toEqual(['CC-10', 'CC-2']);
    expect(filterRowsByColumns(rows, filterable, { site: 'cc', active: 'yes' }).map((row) => row.site)).toEqual(['CC-10']);
    // '2' is in CC-2 and CT-2 but only the site column is filtered.
    expect(filterRowsByColumns(rows, filterable, { site: ' 2 ', value: '-' }).map((row) => row.site)).toEqual(['CC-2']);
  });
  it('ignores columns that are not filterable or not given (hidden), and empty filters', () => {
    expect(filterRowsByColumns(rows, columns, { site: 'CT' })).toBe(rows);
    expect(filterRowsByColumns(rows, filterable.slice(1), { site: 'CT' })).toBe(rows);
    expect(filterRowsByColumns(rows, filterable, { site: '  ', value: '' })).toBe(rows);
  });
});

describe('sortRows', () => {
  it('sorts text naturally and numbers numerically, both ways', () => {
    expect(sortRows(rows, columns, { key: 'site', order: 'ascend' }).map((row) => row.site)).toEqual(['CC-2', 'CC-10', 'CT-2']);
    expect(sortRows(rows, columns, { key: 'value', order: 'descend' }).map((row) => row.value)).toEqual([5, -1, null]);
  });
  it('uses a column’s own comparator', () => {
    const bySiteLength: ResultsTableColumn<Row>[] = [{ key: 'site', title: 'Site', sorter: (a, b) => b.site.length - a.site.length }];
    expect(sortRows(rows, bySiteLength, { key: 'site', order: 'ascend' })[0]?.site).toBe('CC-10');
  });
  it('leaves the order alone without a sort or for an unsortable column', () => {
    expect(sortRows(rows, columns, null)).toBe(rows);
    expect(sortRows(rows, [{ key: 'site', title: 'Site', sorter: false }], { key: 'site', order: 'descend' })).toBe(rows);
  });
});
