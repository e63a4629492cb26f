import { isNonDetect } from './detection';
import { normalizeUnit, unitConverter } from './units';

const converted = (value: number, from: string, to: string) => unitConverter(from, to)?.(value);

describe('unit conversion', () => {
  test.each([
    [0.052, 'mg/l as P', 'µg/L', 52],
    [0.052, 'MG/L', 'µg/L', 52],
    [52, 'ug/l', 'mg/L', 0.052],
    [52, 'µg/L', 'µg/L', 52],
    [5000, 'ng/l', 'µg/L', 5],
    [1.5, 'ppm', 'mg/L', 1.5],
    [40, 'ppb as N', 'µg/L', 40],
    [0.001, 'g/l', 'mg/L', 1],
    [120, 'mg/l as CaCO3', 'mg/L', 120],
    [59, 'deg F', '°C', 15],
    [15, 'deg C', '°C', 15],
    [450, 'uS/cm @25C', 'µS/cm', 450],
    [450, 'umho/cm', 'µS/cm', 450],
    [0.45, 'mS/cm', 'µS/cm', 450],
    [10, 'ft', 'm', 3.048],
    [100, 'cm', 'm', 1],
    [12, 'in', 'ft', 1],
    [1, 'm3/sec', 'cfs', 35.31466672],
    [3, 'ft3/s', 'cfs', 3],
    [7.9, 'std units', 's.u.', 7.9],
    [7.9, 'None', 's.u.', 7.9],
    [4, 'FNU', 'NTU', 4],
    [4, 'NTRU', 'NTU', 4],
    [20, 'cfu/100ml', 'MPN/100 mL', 20],
    [20, '#/100ml', 'MPN/100 mL', 20],
    [150, 'mV', 'mV', 150],
  ])('%d %s in %s', (value, from, to, expected) => {
    expect(converted(value, from, to)).toBeCloseTo(expected, 6);
  });

  test.each([
    ['mg/l', 'NTU'],
    ['deg C', 'm'],
    ['furlongs', 'm'],
    ['', 'm'],
    ['mg/kg', 'mg/L'],
  ])('%s does not convert to %s', (from, to) => {
    expect(unitConverter(from, to)).toBeNull();
  });

  test('normalized codes ignore case, spacing, µ and the chemical basis', () => {
    expect(normalizeUnit('MG/L AS N')).toBe('mg/l');
    expect(normalizeUnit('µS/cm @ 25 deg C')).toBe('us/cm');
    expect(normalizeUnit('MPN/100 mL')).toBe('mpn/100ml');
  });
});

describe('non-detects', () => {
  test.each(['Not Detected', 'Below Detection Limit', 'below reporting limit', 'Present Below Quantification Limit', 'Below Daily Detection Limit', ' Not  Detected '])(
    '%s is a non-detect',
    (condition) => expect(isNonDetect(condition)).toBe(true),
  );
  test.each(['', 'Detected Not Quantified', 'Present Above Quantification Limit', 'Systematic Contamination'])('%s is not', (condition) => {
    expect(isNonDetect(condition)).toBe(false);
  });
});
