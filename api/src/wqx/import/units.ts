// Unit conversion of imported values: the unit codes labs and the Water Quality Portal write, each
// as a factor (and offset) to its dimension's base unit, and the portal's units (parameters.unit)
// among them. A value converts between two units of one dimension, and between equivalents (µeq/L) and
// mass concentration for the ions whose weight per equivalent is known; anything else is unconvertible.
import { reportMessage } from '../../i18n/apiMessages';

type Dimension = 'concentration' | 'equivalents' | 'temperature' | 'conductance' | 'length' | 'flow' | 'dimensionless' | 'turbidity' | 'bacteria' | 'potential';

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
  // charge concentration, base µeq/L
  'ueq/l': { dimension: 'equivalents', factor: 1 },
  'meq/l': { dimension: 'equivalents', factor: 1e3 },
  'eq/l': { dimension: 'equivalents', factor: 1e6 },
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
  mm: { dimension: 'length', factor: 0.001 },
  // flow, base cfs
  cfs: { dimension: 'flow', factor: 1 },
  'ft3/sec': { dimension: 'flow', factor: 1 },
  'ft3/s': { dimension: 'flow', factor: 1 },
  'ft^3/s': { dimension: 'flow', factor: 1 },
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
 * Grams per equivalent (molar mass / |charge|) of the ions µeq/L converts for, by the first word of the
 * characteristic (or the basis of the unit: 'ueq/L as Ca'). Molar masses from the standard atomic weights
 * (IUPAC Commission on Isotopic Abundances and Atomic Weights, conventional values, 2021): H 1.008,
 * C 12.011, N 14.007, O 15.999, Na 22.990, Mg 24.305, S 32.06, Cl 35.45, K 39.098, Ca 40.078.
 * Alkalinity is expressed as CaCO3 (100.086 g/mol, 2 equivalents), as the portal stores it; nitrate and
 * ammonium as N (14.007 g per equivalent), as the portal stores nitrogen species ('Ammonia as N',
 * 'Nitrate + nitrite as N').
 */
const GRAMS_PER_EQUIVALENT: Readonly<Record<string, number>> = {
  calcium: 40.078 / 2,
  ca: 40.078 / 2,
  magnesium: 24.305 / 2,
  mg: 24.305 / 2,
  sodium: 22.99,
  na: 22.99,
  potassium: 39.098,
  k: 39.098,
  chloride: 35.45,
  cl: 35.45,
  sulfate: (32.06 + 4 * 15.999) / 2,
  sulphate: (32.06 + 4 * 15.999) / 2,
  so4: (32.06 + 4 * 15.999) / 2,
  bicarbonate: 1.008 + 12.011 + 3 * 15.999,
  hco3: 1.008 + 12.011 + 3 * 15.999,
  alkalinity: (40.078 + 12.011 + 3 * 15.999) / 2,
  caco3: (40.078 + 12.011 + 3 * 15.999) / 2,
  nitrate: 14.007,
  no3: 14.007,
  ammonium: 14.007,
  ammonia: 14.007,
  nh4: 14.007,
};

/** The ions µeq/L converts for, for the reason a conversion is refused. */
const KNOWN_IONS = 'Ca, Mg, Na, K, Cl, SO4, HCO3, alkalinity (as CaCO3), NO3 and NH4 (as N)';

/** Grams per equivalent of the ion a unit's basis or a characteristic names; undefined when none is known. */
function gramsPerEquivalent(code: string, substance: string): number | undefined {
  const basis = /\sas\s+([a-z0-9]+)\s*$/i.exec(code)?.[1];
  const word = substance.trim().toLowerCase().split(/[^a-z0-9]+/)[0] ?? '';
  return (basis === undefined ? undefined : GRAMS_PER_EQUIVALENT[basis.toLowerCase()]) ?? GRAMS_PER_EQUIVALENT[word];
}

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

/** Whether units.ts knows a unit code (whatever it converts to). */
export function isKnownUnit(code: string): boolean {
  return normalizeUnit(code) in UNITS;
}

/**
 * A converter from `from` to `to` (a unit code each), or null when they do not convert. `substance` (the
 * characteristic) is the ion of a conversion between µeq/L and mg/L.
 */
export function unitConverter(from: string, to: string, substance = ''): ((value: number) => number) | null {
  // A code converts to itself, known or not (a parameter added from a file keeps the file's unit).
  if (from.trim() !== '' && normalizeUnit(from) === normalizeUnit(to)) return (value) => value;
  const source = UNITS[normalizeUnit(from)];
  const target = UNITS[normalizeUnit(to)];
  if (!source || !target) return null;
  if (source.dimension !== target.dimension) {
    const charge = new Set([source.dimension, target.dimension]);
    if (!(charge.has('equivalents') && charge.has('concentration'))) return null;
    // µeq/L * g/eq = µg/L = mg/L / 1000, either way.
    const grams = gramsPerEquivalent(source.dimension === 'equivalents' ? from : to, substance);
    if (grams === undefined) return null;
    const mass = source.dimension === 'equivalents' ? grams / 1000 : 1000 / grams;
    return (value) => (value * source.factor * mass) / target.factor;
  }
  if (source === target || (source.factor === target.factor && (source.offset ?? 0) === (target.offset ?? 0))) return (value) => value;
  return (value) => (value * source.factor + (source.offset ?? 0) - (target.offset ?? 0)) / target.factor;
}

/** Why a value in `from` does not convert to `to` (for the report of a rejected row). */
export function unconvertibleReason(from: string, to: string, substance: string): string {
  const dimensions = new Set([UNITS[normalizeUnit(from)]?.dimension, UNITS[normalizeUnit(to)]?.dimension]);
  return dimensions.has('equivalents') && dimensions.has('concentration')
    ? reportMessage('import.row.unitIons', { from, to, substance, known: KNOWN_IONS })
    : reportMessage('import.row.unit', { from, to });
}
