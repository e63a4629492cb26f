import { csvCell, csvLine, restoredCell } from './csv';

describe('CSV cells', () => {
  it.each(['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx'])('neutralises the formula %j', (text) => {
    expect(csvCell(text).replace(/^"|"$/g, '').startsWith(`'`)).toBe(true);
  });
  it('keeps numbers, negative ones included, as numbers', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(Number.NaN)).toBe('');
  });
  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('Cherry Creek, CC-10')).toBe('"Cherry Creek, CC-10"');
    expect(csvCell('the "inflow"')).toBe('"the ""inflow"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });
  it.each(['=1+1', '+Accepted', '-2', '@cmd', "it's", "'quoted'", 'plain'])('reads back %j as it was written', (text) => {
    expect(restoredCell(csvCell(text).replace(/^"|"$/g, '').replace(/""/g, '"'))).toBe(text);
  });
  it('writes empty cells for null and ends lines with CRLF', () => {
    expect(csvLine(['a', null, undefined, 1])).toBe('a,,,1\r\n');
  });
});
