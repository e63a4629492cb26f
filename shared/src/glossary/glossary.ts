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
import { PROVISIONAL_MEANING } from '../value-status/valueStatus';

export interface GlossaryEntry {
  /** The term as the glossary lists it. */
  term: string;
  /** Other spellings and words a visitor may search for (the search matches them too). */
  aliases?: readonly string[];
  /** One to three plain sentences. */
  definition: string;
}

const baselineStartYear = Number(BASELINE_PERIOD.start.slice(0, 4));
const baselineEndYear = Number(BASELINE_PERIOD.end.slice(0, 4));
const { allowedExceedances, assessmentYears } = CHLOROPHYLL_STANDARD_RULE;
const exceedancesAllowed = allowedExceedances === 1 ? 'once' : `${allowedExceedances} times`;

/** Every term, keyed by a name code uses (`<Term name="photicZone">`): a misspelt key does not compile. */
export const GLOSSARY = {
  baseFlow: {
    term: 'Base flow',
    aliases: ['baseflow', 'base-flow'],
    definition:
      'The steady, everyday flow of a stream between storms, fed mostly by groundwater. Base-flow samples show the water a stream carries most of the time.',
  },
  baselinePeriod: {
    term: 'Baseline period',
    aliases: ['baseline'],
    definition: `The ten water years from October 1, ${baselineStartYear} to September 30, ${baselineEndYear}: a fixed period the map's colours are computed for by default, so that every site is compared over the same years.`,
  },
  benchmark: {
    term: 'Benchmark',
    aliases: ['benchmarks'],
    definition:
      "A level a result is compared with to judge the water, such as a Colorado water-quality criterion or a level the authority has chosen. Being above a benchmark (below, for dissolved oxygen and Secchi depth) is a warning sign, not necessarily a breach of the law.",
  },
  ccbwqa: {
    term: 'CCBWQA',
    aliases: ['Cherry Creek Basin Water Quality Authority', 'authority'],
    definition:
      'The Cherry Creek Basin Water Quality Authority, the public body under Colorado law that monitors and protects the water of Cherry Creek Reservoir and its watershed. "CCBWQA locations" are the sites it samples; "other public locations" are sampled by partner agencies.',
  },
  chlorophyllA: {
    term: 'Chlorophyll-a',
    aliases: ['chl-a', 'algae'],
    definition: `The green pigment of algae: the more chlorophyll-a in the water, the more algae. High values mean algal blooms, which cloud the water and can use up its oxygen. The reservoir's standard is ${CHLOROPHYLL_STANDARD} µg/L as the growing-season mean.`,
  },
  detectionLimit: {
    term: 'Detection limit',
    aliases: ['reporting limit', 'MDL'],
    definition:
      'The lowest concentration a laboratory method can reliably tell apart from none at all. Below it the lab reports "not detected" rather than a number.',
  },
  growingSeason: {
    term: 'Growing season',
    aliases: ['summer season', 'July-September'],
    definition:
      'July 1 to September 30, when algae grow most in the reservoir. The chlorophyll-a standard is judged on the mean of this season\'s samples.',
  },
  hypoxia: {
    term: 'Hypoxia',
    aliases: ['hypoxic', 'low oxygen'],
    definition: `Water with very little dissolved oxygen (below ${HYPOXIC_OXYGEN} mg/L), too little for fish. In late summer the reservoir's bottom water can turn hypoxic while the water is layered by temperature; aquatic life needs at least ${RESERVOIR_STANDARDS.dissolvedOxygenMin} mg/L.`,
  },
  median: {
    term: 'Median',
    definition:
      'The middle value when the results are sorted: half are lower and half higher. A few extreme results, such as storm samples, move it much less than they move the mean.',
  },
  microgramsPerLitre: {
    term: 'µg/L',
    aliases: ['ug/L', 'micrograms per litre', 'micrograms per liter', 'parts per billion', 'ppb'],
    definition: 'Micrograms per litre: millionths of a gram in a litre of water, about one part per billion. 1,000 µg/L is 1 mg/L.',
  },
  nonDetect: {
    term: 'Non-detect',
    aliases: ['not detected', 'nondetect', 'below the detection limit'],
    definition:
      'A result in which the laboratory did not find the substance at or above its detection limit. The portal keeps the limit as the value, draws such results as open symbols, and counts them as half the limit in statistics.',
  },
  percentile85: {
    term: '85th percentile',
    aliases: ['percentile', 'pctile'],
    definition:
      'The value that 85 % of the results are at or below. It describes the high end of the usual range without being set by the rarest extremes.',
  },
  photicZone: {
    term: 'Photic zone',
    aliases: ['photic-zone', 'euphotic zone'],
    definition: `The upper layer of the reservoir that gets enough sunlight for algae to grow; here the top ${PHOTIC_ZONE_DEPTH_M} m. The chlorophyll-a standard and the portal's reservoir statistics use the samples from this layer.`,
  },
  provisionalData: {
    term: 'Provisional data',
    aliases: ['provisional', 'estimated', 'approved', 'approved through', 'subject to revision', 'preliminary'],
    definition:
      `Values published before they have been reviewed and approved: until then they are ${PROVISIONAL_MEANING}. Estimated values were filled in where a measurement was missing or wrong, for example while a sensor was fouled or iced. The portal draws both apart from approved values and says until when values are approved.`,
  },
  pValue: {
    term: 'p-value',
    aliases: ['p value', 'significance'],
    definition:
      'How likely a trend at least this strong would show up by chance if the values were not really changing. Below 0.05 the portal calls a trend increasing or decreasing; above it, the data show no clear trend.',
  },
  secchiDepth: {
    term: 'Secchi depth',
    aliases: ['secchi', 'clarity', 'transparency'],
    definition:
      'How deep a black-and-white disk lowered into the water stays visible: a simple measure of clarity. A shallower Secchi depth means murkier water, often from algae or mud.',
  },
  seasonalKendall: {
    term: 'Seasonal Kendall test',
    aliases: ['Seasonal Kendall', 'Mann-Kendall', 'trend test', 'trend'],
    definition:
      'The test the portal uses to tell whether values are rising or falling over the years. It compares each season only with the same season of other years, so the usual summer and winter swings are not mistaken for a trend.',
  },
  senSlope: {
    term: 'Sen slope',
    aliases: ["Sen's slope", 'slope', 'Theil-Sen'],
    definition:
      'How fast a trend changes the values, in the parameter\'s units per year: the median of the changes per year between samples of the same season. Unlike an average, a few odd samples barely move it.',
  },
  standard: {
    term: 'Standard',
    aliases: ['water quality standard', 'chlorophyll-a standard'],
    definition: `A limit adopted in Colorado's water-quality regulations for one water body. The reservoir's chlorophyll-a standard: the growing-season mean in the photic zone may be above ${CHLOROPHYLL_STANDARD} µg/L no more than ${exceedancesAllowed} in ${assessmentYears} years.`,
  },
  stormFlow: {
    term: 'Storm flow',
    aliases: ['stormflow', 'storm-flow', 'runoff'],
    definition:
      'A stream\'s high flow during and just after rain or snowmelt. Storm runoff washes soil, phosphorus and bacteria off the land, so storm samples are often many times higher than base-flow ones.',
  },
  tdnTdp: {
    term: 'TDN:TDP',
    aliases: ['TDN:TDP ratio', 'dissolved nitrogen to phosphorus ratio'],
    definition:
      'Total dissolved nitrogen to total dissolved phosphorus, counted as a molar ratio like TN:TP: the balance of the dissolved nutrients, which algae take up more readily.',
  },
  telemetry: {
    term: 'Telemetry',
    aliases: ['stream logger', 'gauge', 'logger'],
    definition:
      'Gauges that measure by themselves every 15 minutes and send their readings automatically, such as stream flow and water level, unlike samples taken by hand and analysed in a laboratory.',
  },
  tinSrp: {
    term: 'TIN:SRP',
    aliases: ['TIN:SRP ratio', 'inorganic nitrogen to phosphorus ratio'],
    definition:
      'Total inorganic nitrogen (ammonia, nitrate and nitrite) to soluble reactive phosphorus, as a molar ratio: the nutrients in the forms algae can use at once.',
  },
  tnTp: {
    term: 'TN:TP (molar ratio)',
    aliases: ['TN:TP', 'molar ratio', 'nitrogen to phosphorus ratio', 'N:P', 'nutrient ratio', 'Redfield'],
    definition: `Total nitrogen divided by total phosphorus, counted in molecules (moles) rather than by weight. It hints at which nutrient limits algae: below about ${NUTRIENT_RATIO_THRESHOLDS.nitrogenLimitedBelow} nitrogen is likely short, above about ${NUTRIENT_RATIO_THRESHOLDS.phosphorusLimitedAbove} phosphorus; algae take them up at about ${NUTRIENT_RATIO_THRESHOLDS.redfield} to 1.`,
  },
  totalNitrogen: {
    term: 'Total nitrogen',
    aliases: ['TN'],
    definition:
      'All the nitrogen in a sample, dissolved or in particles. Nitrogen is a nutrient: with phosphorus it feeds the algae of the reservoir. It comes from fertiliser, wastewater and soils.',
  },
  totalPhosphorus: {
    term: 'Total phosphorus',
    aliases: ['TP'],
    definition:
      'All the phosphorus in a sample, dissolved or bound to particles. Phosphorus is the nutrient that most often limits algae; the soils of this basin are naturally rich in it, and storms wash it into the streams.',
  },
  waterYear: {
    term: 'Water year',
    aliases: ['WY'],
    definition:
      'October 1 to September 30, named by the year it ends: water year 2021 ran from October 1, 2020 to September 30, 2021. It keeps a winter\'s snow and the runoff of the following spring and summer in one year.',
  },
} as const satisfies Record<string, GlossaryEntry>;

export type GlossaryKey = keyof typeof GLOSSARY;

/** The id of a term's entry on the glossary page: the key in kebab case ('photicZone' → 'photic-zone'). */
export function glossaryAnchor(key: GlossaryKey): string {
  return key.replace(/([a-z])([A-Z0-9])/g, '$1-$2').toLowerCase();
}

/** The address of a term's entry on the glossary page. */
export function glossaryHref(key: GlossaryKey): string {
  return `${GLOSSARY_ROUTE}#${glossaryAnchor(key)}`;
}

/** Every entry with its key, alphabetical by term (case-insensitive, ignoring symbols: '85th percentile' under 8, 'µg/L' under M). */
export function glossaryEntries(): Array<GlossaryEntry & { key: GlossaryKey }> {
  const sortKey = (term: string) => term.replace(/^µ/, 'm').toLowerCase();
  return (Object.keys(GLOSSARY) as GlossaryKey[])
    .map((key) => ({ key, ...GLOSSARY[key] }))
    .sort((a, b) => sortKey(a.term).localeCompare(sortKey(b.term), 'en'));
}
