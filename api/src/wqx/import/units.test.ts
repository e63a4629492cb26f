import { isNonDetect } from './detection';
import { isKnownUnit, normalizeUnit, unconvertibleReason, unitConverter } from './units';

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
    [23, 'mg/l as Na', 'mg/L', 23],
    [12, '%', '%', 12],
  ])('%d %s in %s', (value, from, to, expected) => {
    expect(converted(value, from, to)).toBeCloseTo(expected, 6);
  });

  // mg/L = µeq/L * (molar mass / charge) / 1000, from the standard atomic weights.
  test.each([
    ['Calcium', 1000, 'ueq/L', 'mg/L', 20.039],
    ['Magnesium', 1000, 'µeq/L', 'mg/L', 12.1525],
    ['Sodium', 1000, 'ueq/l', 'mg/L', 22.99],
    ['Potassium', 1000, 'ueq/L', 'mg/L', 39.098],
    ['Chloride', 1000, 'ueq/L', 'mg/L', 35.45],
    ['Sulfate', 1000, 'ueq/L', 'mg/L', 48.028],
    ['Bicarbonate', 1000, 'ueq/L', 'mg/L', 61.016],
    ['Alkalinity, total', 1000, 'ueq/L', 'mg/L', 50.043],
    ['Nitrate', 1000, 'ueq/L', 'µg/L', 14007],
    ['Ammonium', 1000, 'ueq/L', 'µg/L', 14007],
    ['Sodium', 1, 'meq/L', 'mg/L', 22.99],
    ['Unnamed', 1000, 'ueq/L as Ca', 'mg/L', 20.039],
    ['Chloride', 35.45, 'mg/L', 'ueq/L', 1000],
  ])('%s: %d %s in %s', (substance, value, from, to, expected) => {
    expect(unitConverter(from, to, substance)?.(value)).toBeCloseTo(expected, 6);
  });

  test('µeq/L of an ion whose weight per equivalent is not known does not convert, and says why', () => {
    expect(unitConverter('ueq/L', 'mg/L', 'Fluoride')).toBeNull();
    expect(unconvertibleReason('ueq/L', 'mg/L', 'Fluoride')).toBe(
      "unconvertible unit 'ueq/L' (to mg/L): no molar mass and charge known for 'Fluoride' (known: Ca, Mg, Na, K, Cl, SO4, HCO3, alkalinity (as CaCO3), NO3 and NH4 (as N))",
    );
    expect(unconvertibleReason('mg/l', 'NTU', 'Turbidity')).toBe("unconvertible unit 'mg/l' (to NTU)");
  });

  test("'%' is not a unit a concentration converts from (a row in it is held for review)", () => {
    expect(isKnownUnit('%')).toBe(false);
    expect(unitConverter('%', 'mg/L')).toBeNull();
    expect(isKnownUnit('ueq/L')).toBe(true);
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
