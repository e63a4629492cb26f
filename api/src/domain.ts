// The portal's domain vocabulary, written once (spec 01 and 02, DOMAIN.md): flows, flow conditions,
// benchmark and trend classes with their labels, the baseline period, the known location and parameter
// ids and the analysis pages' constants. The API imports it directly; the browser imports it as
// `@basin/api/domain` (plain values, no TypeBox, no Node modules), so nothing defines these twice.

/** The summary's three flows: every result, base-flow results, storm results (spec 01 §4). */
export const FLOWS = ['alldata', 'baseflow', 'stormflow'] as const;
export type Flow = (typeof FLOWS)[number];
export const FLOW_LABELS: Record<Flow, string> = { alldata: 'All Data', baseflow: 'Base Flow', stormflow: 'Storm Flow' };

/** Flow conditions of a result and of the download and inflow filters (spec 02 §9): 3 all, 2 base, 1 storm. */
export const FLOW_CONDITIONS = { storm: 1, base: 2, all: 3 } as const;
export type FlowCondition = (typeof FLOW_CONDITIONS)[keyof typeof FLOW_CONDITIONS];
export const FLOW_CONDITION_LABELS: Record<FlowCondition, string> = { 1: 'Storm Flow', 2: 'Base Flow', 3: 'All Data' };
/** The result flow condition a summary flow takes; null = every result. */
export const FLOW_CONDITION_OF_FLOW: Record<Flow, FlowCondition | null> = { alldata: null, baseflow: 2, stormflow: 1 };
/** Whether a result with this flow condition counts for the flow (all data: every result, even one without a condition). */
export function inFlow(flow: Flow, flowCondition: number | null): boolean {
  const condition = FLOW_CONDITION_OF_FLOW[flow];
  return condition === null || flowCondition === condition;
}

/** Benchmark classes (DOMAIN.md "Benchmarks"): 0 no benchmark or no data, 1 below, 2 approaching, 3 above, 4 at or above the secondary. */
export const BENCHMARK_CLASSES = [0, 1, 2, 3, 4] as const;
export type BenchmarkClass = (typeof BENCHMARK_CLASSES)[number];
/** The legend of the classes (the texts the map has always shown, GET /api/public-map/benchmark-scale-colors). */
export const BENCHMARK_CLASS_LABELS: Record<BenchmarkClass, string> = {
  0: 'No benchmark or no data',
  1: 'Below benchmark',
  2: 'Approaching benchmark',
  3: 'Above benchmark',
  4: 'Above secondary benchmark',
};

/** Seasonal Kendall trend classes (DOMAIN.md "Statistics"). */
export const TREND_CLASSES = ['increasing', 'decreasing', 'stable', 'no trend', 'other'] as const;
export type TrendClass = (typeof TREND_CLASSES)[number];
/** The texts beside the trend icons (spec 01 §4 "Trend icons"), as the map's results panel shows them. */
export const TREND_LABELS: Record<TrendClass, string> = {
  increasing: 'Increasing',
  decreasing: 'Decreasing',
  stable: 'Stable',
  'no trend': 'No trend',
  other: 'Other (too few data)',
};

/** Summary statistics of the map (spec 01 §4). */
export const ANALYSES = ['median', 'pctile'] as const;
export type Analysis = (typeof ANALYSES)[number];
export const ANALYSIS_LABELS: Record<Analysis, string> = { median: 'Median', pctile: '85th Percentile' };

/** Spec 01 §9: the baseline period of record, 10/01/11 to 9/30/21 (WY2012-WY2021). */
export const BASELINE_PERIOD = { start: '2011-10-01', end: '2021-09-30' } as const;
/** Spec 01 §7: what a rebuild answers when the dates are those of the current summary (the map compares it). */
export const REBUILD_NO_UPDATE_MESSAGE = 'No update needed; dates match the current records.';

/** Known location ids (spec 02 §3). */
export const LOCATIONS = {
  ccr1: 79,
  ccr2: 80,
  ccr3: 81,
  ccrComposite: 120,
  cc10: 68,
  ct2: 83,
  weatherStation: 155,
  precipitationGauge: 156,
} as const;
/** The reservoir stations of the depth profile, with the spec's labels. */
export const RESERVOIR_STATIONS = [
  // The stations' own names (CCR-1 ...), as on the map, the site pages and every other page, rather than
  // the spec's 'CCR1' (issue 30: one spelling; docs/decisions.md).
  { id: LOCATIONS.ccr1, label: 'CCR-1' },
  { id: LOCATIONS.ccr2, label: 'CCR-2' },
  { id: LOCATIONS.ccr3, label: 'CCR-3' },
  { id: LOCATIONS.ccrComposite, label: 'CCR Composite' },
] as const;

/** Known parameter ids (spec 02 §3, DOMAIN.md). */
export const PARAMETERS = {
  flow: 2,
  stage: 1901,
  chlorophyllA: 24,
  totalNitrogen: 29,
  totalPhosphorus: 28,
  totalSuspendedSolids: 30,
  totalDissolvedNitrogen: 45,
  totalDissolvedPhosphorus: 47,
} as const;
/**
 * Issue 30: the basin's key parameters, the ones a site page opens on and its status card answers for,
 * by location type, most important first. A site shows those it has measured, in this order, before
 * the rest; a telemetry gauge leads with flow.
 */
export const KEY_PARAMETERS: Readonly<Record<string, readonly number[]>> = {
  Reservoir: [PARAMETERS.chlorophyllA, PARAMETERS.totalPhosphorus, PARAMETERS.totalNitrogen],
  'Surface Water': [PARAMETERS.totalPhosphorus, PARAMETERS.totalNitrogen, PARAMETERS.chlorophyllA],
  Groundwater: [PARAMETERS.totalNitrogen, PARAMETERS.totalPhosphorus],
  Weather: [],
};
/** The key parameters a location has measured (`measured`: its parameter ids), in KEY_PARAMETERS order; flow first at a gauge. */
export function keyParametersOf(location: { location_type: string; telem: boolean }, measured: readonly number[]): number[] {
  const has = new Set(measured);
  const key = [...(location.telem ? [PARAMETERS.flow] : []), ...(KEY_PARAMETERS[location.location_type] ?? [])];
  return [...new Set(key)].filter((id) => has.has(id));
}
/** Parameters of the 15-minute telemetry: Flow, Stage and the logger's temperature, conductance and turbidity. */
export const TELEMETRY_PARAMETERS: readonly number[] = [PARAMETERS.flow, PARAMETERS.stage, 1906, 1907, 1908];
/** Spec 02 §9: comparison charts draw no point markers for these (continuous telemetry). */
export const NO_MARKER_PARAMETERS: readonly number[] = TELEMETRY_PARAMETERS;

/** The parameter groups of the domain (group ids, DOMAIN.md): the pages name some, the catalogues all. */
export const PARAMETER_GROUPS = { nutrients: 147, biological: 148, solids: 149, metals: 150, majorIons: 151, fieldParameters: 152, hydrology: 153, carbon: 154, ratios: 155 } as const;

/** Spec 02 §6: the user id a caller who is not signed in names itself by (its own browser, by cookie). */
export const ANONYMOUS_USER = 'public';

/** Spec 01 §6: the roles of signed-in users, from the identity provider's roles claim. */
export const ROLES = { developer: 'Developer', administrator: 'Administrator', user: 'User' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

/**
 * The roles that manage the portal's data (docs/auth.md): they pin summary periods and
 * see the staff-only sidebar entries (Import Data). Other signed-in users get the staff map layers.
 */
export const DATA_MANAGER_ROLES: readonly Role[] = [ROLES.administrator, ROLES.developer];

/**
 * The roles a token's roles claim names: providers send a list (Entra ID app roles) or one string.
 * The browser reads them from the ID token, the API from the verified access token.
 */
export function rolesOf(claim: unknown): string[] {
  if (typeof claim === 'string') return [claim];
  return Array.isArray(claim) ? claim.filter((role): role is string => typeof role === 'string') : [];
}

/**
 * The API paths a signed-in browser sends its bearer token to, and only these (spec 01 §6: the layers;
 * spec 02 §6: the saved download filters of a signed-in user): the routes whose answer depends on the
 * caller or needs one (route config `auth`, plugins/identity.ts). A path covers the paths below it.
 * app.test.ts checks the list against the OpenAPI document's `security`.
 */
export const BEARER_PATHS = [
  '/public-map/layers',
  '/public-map/sources',
  '/download-user-filters',
  '/download-user-filters-recordcounts',
  '/download-user-selected-data',
  '/download-user-selected-locations',
  '/session',
  '/dynamic-period-of-record/pinned',
  '/ogc/collections',
  '/import',
  '/imports',
] as const;

/** Spec 02 §9: the download cap (its message, 'Maximum records for download is 110,000', is the API catalogue's `downloads.cap`). */
export const DOWNLOAD_CAP = 110_000;

/** Spec 02 §9: the reservoir's chlorophyll-a standard (µg/L, July-September photic-zone mean). */
export const CHLOROPHYLL_STANDARD = 18;

/** DOMAIN.md "Statistics": the photic zone of the reservoir, the upper 3 m (results without a depth are photic-zone composites). */
export const PHOTIC_ZONE_DEPTH_M = 3;
/** The growing season of the chlorophyll-a standard: July 1 to September 30 (calendar months 7-9). */
export const GROWING_SEASON_MONTHS: readonly number[] = [7, 8, 9];
/**
 * The latest growing season that is over on `day` ('YYYY-MM-DD'): this year's once its September 30
 * has passed (from October 1), otherwise last year's. A season still under way is never assessed.
 */
export function latestCompleteSeason(day: string): number {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month > GROWING_SEASON_MONTHS[GROWING_SEASON_MONTHS.length - 1]! ? year : year - 1;
}
/** Spec 02 §5, §9: the reservoir summary's seasons; summer is the growing season. */
export const SEASONS = ['annual', 'summer'] as const;
export type Season = (typeof SEASONS)[number];
export const SEASON_LABELS: Record<Season, string> = { annual: 'Annual', summer: 'Summer (July-September)' };
/** Spec 02 §9: the reservoir summary's parameters (chlorophyll-a, total nitrogen, total phosphorus). */
export const RESERVOIR_SUMMARY_PARAMETERS: readonly number[] = [PARAMETERS.chlorophyllA, PARAMETERS.totalNitrogen, PARAMETERS.totalPhosphorus];

/**
 * DOMAIN.md: how the chlorophyll-a standard is assessed. The growing-season mean of every photic-zone
 * result at CCR-1, CCR-2 and CCR-3 must not exceed CHLOROPHYLL_STANDARD more than once in five years.
 */
export const CHLOROPHYLL_STANDARD_RULE = {
  locationIds: [LOCATIONS.ccr1, LOCATIONS.ccr2, LOCATIONS.ccr3] as readonly number[],
  allowedExceedances: 1,
  assessmentYears: 5,
  /** Seasons the reservoir summary's sparkline shows. */
  trackedSeasons: 10,
} as const;

/** Spec 02 §5: the parameters the depth profile offers (its dropdown is restricted to these ids). */
export const DEPTH_PROFILE_PARAMETERS: readonly number[] = [
  20, 634, 638, 25, 24, 2, 42, 10, 6, 29, 45, 50, 1, 27, 16, 11, 3, 680, 1892, 28, 46, 47, 652, 19, 30, 100139, 100140, 100138, 8, 53, 9, 7, 1902,
];
/** Field parameters measured in the reservoir's depth profiles, and the molar nutrient ratios (DOMAIN.md). */
export const PROFILE_PARAMETERS = { dissolvedOxygen: 3, secchiDepth: 6, pH: 7, waterTemperature: 8, specificConductance: 1902 } as const;
export const MOLAR_RATIO_PARAMETERS = { tnTp: 100138, tdnTdp: 100139, tinSrp: 100140 } as const;
/**
 * DOMAIN.md "Benchmarks" and "Facts for the analysis pages": the reservoir's standards (total phosphorus
 * and total nitrogen in µg/L, dissolved oxygen minimum in mg/L, pH range) and hypoxic water below 2 mg/L
 * of dissolved oxygen.
 */
export const RESERVOIR_STANDARDS = { totalPhosphorus: 87, totalNitrogen: 910, dissolvedOxygenMin: 5, pHMin: 6.5, pHMax: 9 } as const;
export const HYPOXIC_OXYGEN = 2;

/** The reservoir's two inflow sites (spec 02 §3): CC-10 (Cherry Creek) and CT-2 (Cottonwood Creek). */
export const INFLOW_LOCATIONS: readonly number[] = [LOCATIONS.cc10, LOCATIONS.ct2];
/** Spec 02 §9: the inflow comparison's year chips run from 2015 to the current year. */
export const INFLOW_FIRST_YEAR = 2015;
/** Spec 02 §5: the inflow comparison's scale types; fixed shares a y axis of 0 to 1.05 x the larger maximum (§9). */
export const SCALE_TYPES = ['fixed', 'dynamic'] as const;
export type ScaleType = (typeof SCALE_TYPES)[number];
export const SCALE_TYPE_LABELS: Record<ScaleType, string> = { fixed: 'Fixed (shared y axis)', dynamic: 'Dynamic (each chart its own)' };
export const FIXED_SCALE_HEADROOM = 1.05;

/**
 * Spec 02 §9: the watershed page's parameter groups, lists of parameter ids (not group ids, DOMAIN.md),
 * in the comma form the API's `parameterGroup` takes.
 */
export const WATERSHED_PARAMETER_GROUPS = [
  { value: '29,45', label: 'Nitrogen (total and dissolved)', parameterIds: [PARAMETERS.totalNitrogen, PARAMETERS.totalDissolvedNitrogen] },
  { value: '28,47', label: 'Phosphorus (total and dissolved)', parameterIds: [PARAMETERS.totalPhosphorus, PARAMETERS.totalDissolvedPhosphorus] },
  { value: '30', label: 'Total suspended solids', parameterIds: [PARAMETERS.totalSuspendedSolids] },
] as const;
export type WatershedParameterGroup = (typeof WATERSHED_PARAMETER_GROUPS)[number]['value'];

/** Parameters behind the nutrient ratios (DOMAIN.md): TIN and SRP beside total and dissolved N and P. */
export const RATIO_PARAMETERS = {
  totalNitrogen: PARAMETERS.totalNitrogen,
  totalPhosphorus: PARAMETERS.totalPhosphorus,
  totalDissolvedNitrogen: PARAMETERS.totalDissolvedNitrogen,
  totalDissolvedPhosphorus: PARAMETERS.totalDissolvedPhosphorus,
  totalInorganicNitrogen: 46,
  solubleReactivePhosphorus: 16,
  chlorophyllA: PARAMETERS.chlorophyllA,
} as const;
/** DOMAIN.md: a molar N:P ratio is the mass ratio times 30.97 / 14.007 (atomic masses of P and N). */
export const MOLAR_N_PER_P = 30.97 / 14.007;
/**
 * DOMAIN.md (Guildford and Hecky 2000): a molar TN:TP below about 20 suggests nitrogen limitation, above
 * about 50 phosphorus limitation, between them both or neither clearly; 16 is the Redfield ratio of algae.
 */
export const NUTRIENT_RATIO_THRESHOLDS = { redfield: 16, nitrogenLimitedBelow: 20, phosphorusLimitedAbove: 50 } as const;
export const NUTRIENT_LIMITATIONS = ['Nitrogen', 'Co-limited or unclear', 'Phosphorus'] as const;
export type NutrientLimitation = (typeof NUTRIENT_LIMITATIONS)[number];
/** The limitation a molar TN:TP suggests (null without a ratio); the thresholds themselves count as between. */
export function nutrientLimitation(tnTp: number | null): NutrientLimitation | null {
  if (tnTp === null || !Number.isFinite(tnTp)) return null;
  if (tnTp < NUTRIENT_RATIO_THRESHOLDS.nitrogenLimitedBelow) return 'Nitrogen';
  if (tnTp > NUTRIENT_RATIO_THRESHOLDS.phosphorusLimitedAbove) return 'Phosphorus';
  return 'Co-limited or unclear';
}
