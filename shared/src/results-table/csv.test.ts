import type { ResultsTableColumn } from './columns';
import { neutraliseFormula, toCsv, toTsv } from './csv';

interface Row {
  name: string;
  value: number | null;
}
const columns: ResultsTableColumn<Row>[] = [
  { key: 'name', title: 'Name' },
  { key: 'value', title: 'Value' },
];

describe('neutraliseFormula', () => {
  it.each(['=SUM(A1)', '+1', '-cmd', '@x', '\tx', '\rx'])('neutralises %j', (cell) => {
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });
  it('keeps numbers, negative ones included, as numbers', () => {
    expect(neutraliseFormula(-3.5)).toBe(-3.5);
    expect(neutraliseFormula(0)).toBe(0);
  });
  it('keeps ordinary text', () => {
    expect(neutraliseFormula('CC-10')).toBe('CC-10');
  });
});

describe('toCsv', () => {
  it('writes a header and quotes commas, quotes and line breaks', () => {
    const csv = toCsv([{ name: 'Cherry Creek, above "reservoir"', value: -1.25 }, { name: 'two\nlines', value: null }], columns);
    expect(csv).toBe('Name,Value\r\n"Cherry Creek, above ""reservoir""",-1.25\r\n"two\nlines",');
  });
  it('neutralises formula cells but leaves negative numbers unquoted', () => {
    expect(toCsv([{ name: '=HYPERLINK("x")', value: -2 }], columns)).toBe(`Name,Value\r\n"'=HYPERLINK(""x"")",-2`);
  });
  it('writes the text form of formatted columns', () => {
    const formatted: ResultsTableColumn<Row>[] = [{ key: 'value', title: 'Positive', format: (value) => (Number(value) > 0 ? 'Yes' : 'No') }];
    expect(toCsv([{ name: 'a', value: 3 }], formatted)).toBe('Positive\r\nYes');
  });
});

describe('toTsv', () => {
  it('writes tab-separated lines with a header, keeping a cell on one line', () => {
    expect(toTsv([{ name: 'a\tb\nc', value: 2 }, { name: '-x', value: -1 }], columns)).toBe("Name\tValue\na b c\t2\n'-x\t-1");
  });
});
