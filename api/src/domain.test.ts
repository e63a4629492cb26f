import { keyParametersOf, MOLAR_N_PER_P, nutrientLimitation, rolesOf } from './domain';

describe('nutrientLimitation (DOMAIN.md: below 20 nitrogen, above 50 phosphorus)', () => {
  it.each([
    [null, null],
    [Number.NaN, null],
    [12, 'Nitrogen'],
    [19.99, 'Nitrogen'],
    [20, 'Co-limited or unclear'],
    [35, 'Co-limited or unclear'],
    [50, 'Co-limited or unclear'],
    [50.01, 'Phosphorus'],
  ])('TN:TP %p suggests %p', (ratio, expected) => {
    expect(nutrientLimitation(ratio)).toBe(expected);
  });

  it('converts a mass ratio to molar: 1,000 µg/L N over 100 µg/L P is about 22.1', () => {
    expect((1000 / 100) * MOLAR_N_PER_P).toBeCloseTo(22.11, 2);
  });
});

describe('rolesOf (the roles claim of a token)', () => {
  it('reads a list or one string, and nothing else', () => {
    expect(rolesOf(['Developer', 7, 'User'])).toEqual(['Developer', 'User']);
    expect(rolesOf('Administrator')).toEqual(['Administrator']);
    expect(rolesOf(undefined)).toEqual([]);
    expect(rolesOf({ role: 'Developer' })).toEqual([]);
  });
});

describe('keyParametersOf (issue 30)', () => {
  it('orders a reservoir station chlorophyll-a, total phosphorus, total nitrogen, and keeps only what it measured', () => {
    expect(keyParametersOf({ location_type: 'Reservoir', telem: false }, [29, 1, 24, 28, 50])).toEqual([24, 28, 29]);
    expect(keyParametersOf({ location_type: 'Reservoir', telem: false }, [29, 50])).toEqual([29]);
  });
  it('leads a telemetry gauge with flow', () => {
    expect(keyParametersOf({ location_type: 'Surface Water', telem: true }, [2, 29, 28])).toEqual([2, 28, 29]);
    expect(keyParametersOf({ location_type: 'Surface Water', telem: false }, [2, 29, 28])).toEqual([28, 29]);
  });
  it('has none for a type it does not know', () => {
    expect(keyParametersOf({ location_type: 'Spring', telem: false }, [28])).toEqual([]);
  });
});
