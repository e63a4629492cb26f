// The portal's glossary (issue 30): every technical term of the pages' texts with a short definition in
// plain language, written once. The `Term` component explains a term where it appears, the glossary page
// (/glossary) lists them all, and the sidebar search finds them. Numbers come from the domain module, so a
// definition never disagrees with the statistics the pages compute.
import {
  BASELINE_PERIOD,
  CHLOROPHYLL_STANDARD,
  CHLOROPHYLL_STANDARD_RULE,
  HYPOXIC_OXYGEN,
  NUTRIENT_RATIO_THRESHOLDS,
  PHOTIC_ZONE_DEPTH_M,
  RESERVOIR_STANDARDS,
} from '@basin/api/domain';
import { GLOSSARY_ROUTE } from '../routing/routeTable';
import { currentT, provisionalMeaning, type MessageValues, type Translate } from '@basin/shared';

export interface GlossaryEntry {
  /** The term as the glossary lists it. */
  term: string;
  /** Other spellings and words a visitor may search for (the search matches them too). */
  aliases?: readonly string[];
  /** One to three plain sentences. */
  definition: string;
}

/** The numbers the definitions quote, from the domain module (strings: a year is not a number to group). */
const DEFINITION_VALUES: Partial<Record<string, (t: Translate) => MessageValues>> = {
  baselinePeriod: () => ({ startYear: BASELINE_PERIOD.start.slice(0, 4), endYear: BASELINE_PERIOD.end.slice(0, 4) }),
  chlorophyllA: () => ({ standard: String(CHLOROPHYLL_STANDARD) }),
  hypoxia: () => ({ hypoxic: String(HYPOXIC_OXYGEN), oxygenMin: String(RESERVOIR_STANDARDS.dissolvedOxygenMin) }),
  photicZone: () => ({ depth: String(PHOTIC_ZONE_DEPTH_M) }),
  provisionalData: (t) => ({ meaning: provisionalMeaning(t) }),
  standard: () => ({ standard: String(CHLOROPHYLL_STANDARD), allowed: CHLOROPHYLL_STANDARD_RULE.allowedExceedances, years: String(CHLOROPHYLL_STANDARD_RULE.assessmentYears) }),
  tnTp: () => ({
    nitrogenBelow: String(NUTRIENT_RATIO_THRESHOLDS.nitrogenLimitedBelow),
    phosphorusAbove: String(NUTRIENT_RATIO_THRESHOLDS.phosphorusLimitedAbove),
    redfield: String(NUTRIENT_RATIO_THRESHOLDS.redfield),
  }),
};

/** A term in the language (the catalogue's `shared.glossary.<key>.term`). */
export const glossaryTerm = (t: Translate, key: string) => t(`shared.glossary.${key}.term`);

/** A term's definition in the language. */
export const glossaryDefinition = (t: Translate, key: string) => t(`shared.glossary.${key}.definition`, DEFINITION_VALUES[key]?.(t));

/** An entry whose term and definition are read in the language of the moment (the search and the glossary page read them when shown). */
function entry(key: string, aliases?: readonly string[]): GlossaryEntry {
  return {
    get term() {
      return glossaryTerm(currentT(), key);
    },
    ...(aliases ? { aliases } : {}),
    get definition() {
      return glossaryDefinition(currentT(), key);
    },
  };
}

const ALIASES = {
  baseFlow: { aliases: ['baseflow', 'base-flow'] },
  baselinePeriod: { aliases: ['baseline'] },
  benchmark: { aliases: ['benchmarks'] },
  ccbwqa: { aliases: ['Cherry Creek Basin Water Quality Authority', 'authority'] },
  chlorophyllA: { aliases: ['chl-a', 'algae'] },
  detectionLimit: { aliases: ['reporting limit', 'MDL'] },
  growingSeason: { aliases: ['summer season', 'July-September'] },
  hypoxia: { aliases: ['hypoxic', 'low oxygen'] },
  median: {},
  microgramsPerLitre: { aliases: ['ug/L', 'micrograms per litre', 'micrograms per liter', 'parts per billion', 'ppb'] },
  nonDetect: { aliases: ['not detected', 'nondetect', 'below the detection limit'] },
  percentile85: { aliases: ['percentile', 'pctile'] },
  photicZone: { aliases: ['photic-zone', 'euphotic zone'] },
  provisionalData: { aliases: ['provisional', 'estimated', 'approved', 'approved through', 'subject to revision', 'preliminary'] },
  pValue: { aliases: ['p value', 'significance'] },
  secchiDepth: { aliases: ['secchi', 'clarity', 'transparency'] },
  seasonalKendall: { aliases: ['Seasonal Kendall', 'Mann-Kendall', 'trend test', 'trend'] },
  senSlope: { aliases: ["Sen's slope", 'slope', 'Theil-Sen'] },
  standard: { aliases: ['water quality standard', 'chlorophyll-a standard'] },
  stormFlow: { aliases: ['stormflow', 'storm-flow', 'runoff'] },
  tdnTdp: { aliases: ['TDN:TDP ratio', 'dissolved nitrogen to phosphorus ratio'] },
  telemetry: { aliases: ['stream logger', 'gauge', 'logger'] },
  tinSrp: { aliases: ['TIN:SRP ratio', 'inorganic nitrogen to phosphorus ratio'] },
  tnTp: { aliases: ['TN:TP', 'molar ratio', 'nitrogen to phosphorus ratio', 'N:P', 'nutrient ratio', 'Redfield'] },
  totalNitrogen: { aliases: ['TN'] },
  totalPhosphorus: { aliases: ['TP'] },
  waterYear: { aliases: ['WY'] },
} as const satisfies Record<string, { aliases?: readonly string[] }>;

/** Every term, keyed by a name code uses (`<Term name="photicZone">`): a misspelt key does not compile. */
export const GLOSSARY = Object.fromEntries(
  Object.entries(ALIASES).map(([key, value]) => [key, entry(key, 'aliases' in value ? value.aliases : undefined)]),
) as Record<keyof typeof ALIASES, GlossaryEntry>;

export type GlossaryKey = keyof typeof GLOSSARY;

import { glossaryAnchor } from './anchor';

export { glossaryAnchor };

/** The address of a term's entry on the glossary page. */
export function glossaryHref(key: GlossaryKey): string {
  return `${GLOSSARY_ROUTE}#${glossaryAnchor(key)}`;
}

/** Every entry with its key, alphabetical by term (case-insensitive, ignoring symbols: '85th percentile' under 8, 'µg/L' under M). */
export function glossaryEntries(t: Translate = currentT()): Array<GlossaryEntry & { key: GlossaryKey }> {
  const sortKey = (term: string) => term.replace(/^µ/, 'm').toLowerCase();
  return (Object.keys(GLOSSARY) as GlossaryKey[])
    .map((key) => ({ key, term: glossaryTerm(t, key), aliases: GLOSSARY[key].aliases, definition: glossaryDefinition(t, key) }))
    .sort((a, b) => sortKey(a.term).localeCompare(sortKey(b.term), t.language));
}
