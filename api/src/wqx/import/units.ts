// Unit conversion of imported values: the unit codes labs and the Water Quality Portal write, each
// as a factor (and offset) to its dimension's base unit, and the portal's units (parameters.unit)
// among them. A value converts between two units of one dimension; anything else is unconvertible.

type Dimension = 'concentration' | 'temperature' | 'conductance' | 'length' | 'flow' | 'dimensionless' | 'turbidity' | 'bacteria' | 'potential';

interface UnitDefinition {
  dimension: Dimension;
  /** base = value * factor + offset */
  factor: number;
  offset?: number;
}

const CUBIC_FOOT_IN_CUBIC_METRES = 0.3048 ** 3;

/** Keyed by normalizeUnit() of the code. */
const UNITS: Readonly<Record<string, UnitDefinition>> = {
  // concentration, base mg/L
  'mg/l': { dimension: 'concentration', factor: 1 },
  ppm: { dimension: 'concentration', factor: 1 },
  'ug/l': { dimension: 'concentration', factor: 1e-3 },
  ppb: { dimension: 'concentration', factor: 1e-3 },
  'ng/l': { dimension: 'concentration', factor: 1e-6 },
  'g/l': { dimension: 'concentration', factor: 1e3 },
  // temperature, base °C
  'degc': { dimension: 'temperature', factor: 1 },
  'c': { dimension: 'temperature', factor: 1 },
  'degf': { dimension: 'temperature', factor: 5 / 9, offset: -32 * (5 / 9) },
  'f': { dimension: 'temperature', factor: 5 / 9, offset: -32 * (5 / 9) },
  // specific conductance, base µS/cm
  'us/cm': { dimension: 'conductance', factor: 1 },
  'umho/cm': { dimension: 'conductance', factor: 1 },
  'ms/cm': { dimension: 'conductance', factor: 1e3 },
  'mmho/cm': { dimension: 'conductance', factor: 1e3 },
  // length, base m
  m: { dimension: 'length', factor: 1 },
  ft: { dimension: 'length', factor: 0.3048 },
  cm: { dimension: 'length', factor: 0.01 },
  in: { dimension: 'length', factor: 0.0254 },
  // flow, base cfs
  cfs: { dimension: 'flow', factor: 1 },
  'ft3/sec': { dimension: 'flow', factor: 1 },
  'ft3/s': { dimension: 'flow', factor: 1 },
  'm3/sec': { dimension: 'flow', factor: 1 / CUBIC_FOOT_IN_CUBIC_METRES },
  'm3/s': { dimension: 'flow', factor: 1 / CUBIC_FOOT_IN_CUBIC_METRES },
  // pH and ratios
  'stdunits': { dimension: 'dimensionless', factor: 1 },
  'su': { dimension: 'dimensionless', factor: 1 },
  'none': { dimension: 'dimensionless', factor: 1 },
  'ratio': { dimension: 'dimensionless', factor: 1 },
  // turbidity
  ntu: { dimension: 'turbidity', factor: 1 },
  fnu: { dimension: 'turbidity', factor: 1 },
  ntru: { dimension: 'turbidity', factor: 1 },
  // bacteria
  'mpn/100ml': { dimension: 'bacteria', factor: 1 },
  'cfu/100ml': { dimension: 'bacteria', factor: 1 },
  '#/100ml': { dimension: 'bacteria', factor: 1 },
  // oxidation-reduction potential
  mv: { dimension: 'potential', factor: 1 },
};

/**
 * The key of a unit code: lower case, µ as u, no spaces or dots, without the chemical basis ('as N',
 * 'as P', 'as CaCO3', ...) and the reference temperature ('@25C').
 */
export function normalizeUnit(code: string): string {
  return code
    .toLowerCase()
    .replace(/[µμ]/g, 'u')
    .replace(/°/g, 'deg')
    .replace(/\s+as\s+[a-z0-9]+$/, '')
    .replace(/@\s*25\s*(deg\s*)?c$/, '')
    .replace(/[\s.]/g, '');
}

/** A converter from `from` to `to` (a unit code each), or null when they do not convert. */
export function unitConverter(from: string, to: string): ((value: number) => number) | null {
  const source = UNITS[normalizeUnit(from)];
  const target = UNITS[normalizeUnit(to)];
  if (!source || !target || source.dimension !== target.dimension) return null;
  if (source === target || (source.factor === target.factor && (source.offset ?? 0) === (target.offset ?? 0))) return (value) => value;
  return (value) => (value * source.factor + (source.offset ?? 0) - (target.offset ?? 0)) / target.factor;
}
