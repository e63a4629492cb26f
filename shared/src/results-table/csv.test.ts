import { neutraliseFormula, toCsv, toTsv } from './csv';

const columns = [
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
  it('quotes commas and quotes and writes a header', () => {
    const csv = toCsv([{ name: 'Cherry Creek, above "reservoir"', value: -1.25 }], columns);
    expect(csv).toBe('Name,Value\r\n"Cherry Creek, above ""reservoir""",-1.25');
  });
  it('neutralises formula cells', () => {
    expect(toCsv([{ name: '=HYPERLINK("x")', value: 1 }], columns)).toContain(`"'=HYPERLINK(""x"")"`);
  });
});

describe('toTsv', () => {
  it('writes tab-separated lines', () => {
    expect(toTsv([{ name: 'a', value: 2 }], columns)).toBe('Name\tValue\na\t2');
  });
});
