// Plain-language notes of the portal's parameters and statistics (facts from DOMAIN.md), shown as
// "About this parameter" beside each chart. Plain values, no Node modules: the browser imports it as
// `@basin/api/domainNotes`, beside `@basin/api/domain`.

export interface ParameterNote {
  /** What it is. */
  what: string;
  /** Why it matters in this reservoir basin. */
  why: string;
  /** What its benchmark means here; absent when the parameter has none. */
  benchmark?: string;
}

const NUTRIENT_WHY =
  'Nutrients feed the algae of the reservoir, which turns green and loses oxygen near the bottom in late summer; the streams carry them in from the basin.';
const NITROGEN_BENCHMARK =
  'The benchmark for total nitrogen is 910 µg/L in the reservoir and 2,010 µg/L in the streams (Colorado interim nutrient values and the reservoir standard).';
const PHOSPHORUS_BENCHMARK =
  'The benchmark for total phosphorus is 87 µg/L in the reservoir and 170 µg/L in the streams (Colorado interim nutrient values and the reservoir standard).';
const RATIO_WHY =
  'Molar nitrogen to phosphorus ratios suggest which nutrient limits algae: below about 20 nitrogen, above about 50 phosphorus (Guildford and Hecky 2000); 16 is the Redfield ratio of algae.';
const LOGGER = 'measured every 15 minutes by a logger at a telemetry stream site';

/** The note of each parameter, by parameter id (DOMAIN.md "Parameters"). */
export const PARAMETER_NOTES: Readonly<Record<number, ParameterNote>> = {
  2: { what: 'Streamflow: how much water passes the site, in cubic feet per second.', why: 'Base flows here are a few cfs; summer thunderstorms raise them to hundreds, and storm flows carry most of the sediment and phosphorus into the reservoir.' },
  1901: { what: 'Stage: the height of the water surface at the gauge, in feet.', why: 'Stage is recorded continuously and converted into streamflow; a sudden rise marks a storm.' },
  1906: { what: `Water temperature, ${LOGGER}.`, why: 'Warm water holds less oxygen and speeds algae growth; the logger shows daily swings a monthly sample misses.' },
  1907: { what: `Specific conductance, ${LOGGER}.`, why: 'Conductance tracks dissolved salts; it drops when storm runoff dilutes the stream and rises with road salt or groundwater.' },
  1908: { what: `Turbidity, ${LOGGER}.`, why: 'Turbidity rises sharply in storms as the stream carries soil, and phosphorus attached to it, toward the reservoir.' },
  3: {
    what: 'Dissolved oxygen: the oxygen dissolved in the water, which fish and insects breathe.',
    why: 'In late summer the reservoir stratifies and its bottom water can fall below 2 mg/L (hypoxic), which releases phosphorus from the sediment.',
    benchmark: 'Lower is worse: the aquatic-life minimum is 5 mg/L, so values below it fail the benchmark.',
  },
  6: {
    what: 'Secchi depth: how deep a black-and-white disk stays visible from the surface, a measure of clarity.',
    why: 'Algae blooms and sediment cloud the reservoir; its Secchi depth is usually 0.5-2 m.',
    benchmark: 'Lower is worse: a shallower Secchi depth means murkier water.',
  },
  7: { what: 'pH: how acidic or alkaline the water is, in standard units.', why: 'Strong algae growth raises pH on summer afternoons; very high or low pH harms aquatic life.', benchmark: 'The acceptable range is 6.5 to 9.0.' },
  8: { what: 'Water temperature, measured in the field with each sample.', why: 'Summer surface water in the reservoir reaches 22-26 °C; warm water holds less oxygen and favours algae.', benchmark: 'Warmer than the benchmark is stressful for cold- and cool-water aquatic life.' },
  10: { what: 'Turbidity: how cloudy the water is, in nephelometric turbidity units.', why: 'Storm runoff carries soil into the streams; cloudy water carries phosphorus and shades the reservoir.' },
  42: { what: 'Oxidation-reduction potential: whether the water is oxidising or reducing, in millivolts.', why: 'Low values near the reservoir bottom mark oxygen-free water, where phosphorus, iron and manganese leave the sediment.' },
  1902: { what: 'Specific conductance: how well the water conducts electricity, a measure of dissolved salts.', why: 'It rises with groundwater and road salt and falls when storm runoff dilutes the streams.' },
  1892: { what: 'Photic zone depth: how deep enough light reaches for algae to grow.', why: "The reservoir's chlorophyll standard is measured in the photic zone, the upper 3 m." },
  29: { what: 'Total nitrogen: every form of nitrogen in the water, dissolved and in particles.', why: `${NUTRIENT_WHY} Cottonwood Creek carries about 18 % of the inflow but a quarter of the nitrogen.`, benchmark: NITROGEN_BENCHMARK },
  45: { what: 'Total dissolved nitrogen: the nitrogen that passes a filter.', why: NUTRIENT_WHY },
  28: { what: 'Total phosphorus: every form of phosphorus in the water, dissolved and in particles.', why: `${NUTRIENT_WHY} Phosphorus is naturally high here (the geology), and storms raise it several-fold.`, benchmark: PHOSPHORUS_BENCHMARK },
  47: { what: 'Total dissolved phosphorus: the phosphorus that passes a filter.', why: NUTRIENT_WHY },
  1: { what: 'Ammonia as nitrogen: a dissolved form of nitrogen from wastewater, fertiliser and decaying matter.', why: 'Algae take it up readily; it builds up in oxygen-free bottom water of the reservoir.' },
  9: { what: 'Nitrate plus nitrite as nitrogen: the oxidised, dissolved forms of nitrogen.', why: 'They come from fertiliser, wastewater and groundwater and feed algae directly.' },
  11: { what: 'Total Kjeldahl nitrogen: organic nitrogen plus ammonia.', why: 'Most of the nitrogen in algae and organic matter; with nitrate it makes up total nitrogen.' },
  16: { what: 'Soluble reactive phosphorus: dissolved phosphate, the form algae use at once.', why: 'It is the phosphorus most available for blooms in the reservoir.' },
  46: { what: 'Total inorganic nitrogen: ammonia plus nitrate and nitrite.', why: 'The nitrogen algae can use at once.' },
  24: {
    what: 'Chlorophyll-a: the green pigment of algae, a measure of how much algae the water holds.',
    why: 'It is the reservoir\'s key measure: summer means are 15-30 µg/L with blooms above 50, and the reservoir exceeded its standard in most recent years.',
    benchmark: 'The reservoir standard is 18 µg/L as the July-September mean in the photic zone, exceeded at most once in five years.',
  },
  25: { what: 'Pheophytin-a: a breakdown product of chlorophyll from dead and decaying algae.', why: 'Read beside chlorophyll-a, it shows whether a bloom is growing or dying off.' },
  73: {
    what: 'E. coli: bacteria from the gut of warm-blooded animals, counted as the most probable number per 100 mL.',
    why: 'The reservoir is a swimming and boating park; storms wash E. coli from the land, and counts can reach tens of thousands.',
    benchmark: 'The recreation benchmark is 126 per 100 mL: above it, the risk of illness from water contact rises.',
  },
  30: { what: 'Total suspended solids: the sediment and particles a filter catches.', why: 'Storms raise it sharply; the sediment carries phosphorus into the reservoir.' },
  27: { what: 'Total dissolved solids: the salts and minerals dissolved in the water.', why: 'It reflects groundwater and road salt and matters for irrigation and drinking water.' },
  638: { what: 'Volatile suspended solids: the organic part of the suspended solids (algae, plant matter).', why: 'In the reservoir much of it is algae.' },
  19: { what: 'Total organic carbon: the carbon in dissolved and particulate organic matter.', why: 'It tracks algae and runoff, and matters for drinking-water treatment downstream.' },
  634: { what: 'Dissolved organic carbon: organic carbon that passes a filter.', why: 'It colours the water and feeds bacteria that use up oxygen.' },
  20: { what: 'Alkalinity as calcium carbonate: the water\'s capacity to buffer acids.', why: 'Well-buffered water keeps pH steady when algae photosynthesise.' },
  50: { what: 'Chloride: a dissolved salt ion.', why: 'Road salt and wastewater raise chloride in the streams; it does not break down.' },
  53: { what: 'Sulfate: a dissolved ion from rocks, soils and wastewater.', why: 'In oxygen-free bottom water it turns into hydrogen sulfide.' },
  652: { what: 'Total iron, dissolved and in particles.', why: 'Iron binds phosphorus; when bottom water loses its oxygen, iron and its phosphorus are released from the sediment.' },
  680: { what: 'Total manganese, dissolved and in particles.', why: 'Manganese leaves the sediment in oxygen-free water and causes taste and colour problems in drinking water.' },
  100138: { what: 'Molar ratio of total nitrogen to total phosphorus.', why: RATIO_WHY },
  100139: { what: 'Molar ratio of total dissolved nitrogen to total dissolved phosphorus.', why: RATIO_WHY },
  100140: { what: 'Molar ratio of total inorganic nitrogen to soluble reactive phosphorus.', why: RATIO_WHY },
};

/** The note of a parameter; undefined for an id the portal has no note for. */
export function parameterNote(parameterId: number): ParameterNote | undefined {
  return PARAMETER_NOTES[parameterId];
}

/** Notes of the statistics beside the charts. */
export const CONCEPT_NOTES = {
  trend:
    'The trend is the Seasonal Kendall test over the period: it compares each season (October-December, January-March, April-June, July-September) with the same season of other water years, so seasonal swings are not mistaken for a trend. The slope (Sen slope) is the typical change per year. A p-value below 0.05 means a trend this strong would rarely appear by chance; "Stable" means the change over the period is under 10 % of the median, "No trend" that the data neither show a trend nor rule one out, and fewer than 5 water years give no test.',
  pctile85:
    'The 85th percentile is the value that 85 % of the results are at or below: it describes the high end of what is usual, such as storm and bloom conditions, without being set by a single extreme result. The median is the middle result.',
  nondetect:
    'A non-detect is a result below what the laboratory can measure (the detection limit). It is drawn as an open symbol at its detection limit and counts as half the detection limit in the statistics. A non-detect whose detection limit is not known yet has no value: it is left out of the statistics, which say how many were left out, and is listed in downloads.',
} as const;
