// The depth profile's colour scales (spec 02 §9: fixed scales with break values, colours and a
// rationale for 3, 8, 7, 24, 28, 29, 30, 1902, 6 and 100138-100140; a dynamic 6-step scale for the
// others). Breaks come from the reservoir's standards and the typical values in DOMAIN.md; palettes
// are ColorBrewer / viridis / plasma ramps (ordered, colour-blind-safe), and every class is named in the
// legend. Neighbouring classes differ in lightness by at least 1.2:1 (tested), so no two look alike.
import { dynamicBreaks, type ColourScale } from '@basin/shared/analysis';
import { CHLOROPHYLL_STANDARD, HYPOXIC_OXYGEN, MOLAR_RATIO_PARAMETERS, NUTRIENT_RATIO_THRESHOLDS, PARAMETERS, PROFILE_PARAMETERS, RESERVOIR_STANDARDS } from '@basin/api/domain';

export interface DepthColourScale extends ColourScale {
  /** Why these breaks: shown under the chart. */
  rationale: string;
  fixed: boolean;
}

const { dissolvedOxygenMin, pHMin, pHMax, totalNitrogen, totalPhosphorus } = RESERVOIR_STANDARDS;
/** DOMAIN.md "Benchmarks": 'approaching' starts at 75 % of a benchmark. */
const approaching = (benchmark: number) => Math.round(benchmark * 0.75);

// Molar N:P ratios: nitrogen-limited (brown) to phosphorus-limited (teal), neutral grey between.
const ratioScale: DepthColourScale = {
  fixed: true,
  breaks: [NUTRIENT_RATIO_THRESHOLDS.redfield, NUTRIENT_RATIO_THRESHOLDS.nitrogenLimitedBelow, NUTRIENT_RATIO_THRESHOLDS.phosphorusLimitedAbove, 100],
  colors: ['#a6611a', '#dfc27d', '#f5f5f5', '#80cdc1', '#018571'],
  names: ['below Redfield, nitrogen-limited', 'nitrogen limitation likely', 'neither clearly limiting', 'phosphorus-limited', 'strongly phosphorus-limited'],
  rationale:
    'Molar N:P ratio: the Redfield ratio is 16; below about 20 suggests nitrogen limitation and above about 50 phosphorus limitation (Guildford and Hecky 2000); 100 marks strong phosphorus limitation.',
};

/** The fixed scales, by parameter id. */
export const FIXED_SCALES: Readonly<Record<number, DepthColourScale>> = {
  [PROFILE_PARAMETERS.dissolvedOxygen]: {
    fixed: true,
    breaks: [HYPOXIC_OXYGEN, dissolvedOxygenMin, 8],
    colors: ['#b2182b', '#f4a582', '#d1e5f0', '#2166ac'],
    names: ['hypoxic', 'below the aquatic-life minimum', undefined, 'well oxygenated'],
    rationale: `Dissolved oxygen: below ${HYPOXIC_OXYGEN} mg/L the water is hypoxic; ${dissolvedOxygenMin} mg/L is the aquatic-life minimum; above 8 mg/L the water is near saturation (well mixed).`,
  },
  [PROFILE_PARAMETERS.waterTemperature]: {
    fixed: true,
    breaks: [4, 8, 12, 16, 20, 24],
    colors: ['#0d0887', '#5302a3', '#8b0aa5', '#b83289', '#db5c68', '#f48849', '#febd2a'],
    rationale:
      'Water temperature in 4 °C steps from 4 °C (water is densest): a stratified summer reservoir runs 22-26 °C at the surface and 16-19 °C at the bottom, so the layers fall into different colours.',
  },
  [PROFILE_PARAMETERS.pH]: {
    fixed: true,
    breaks: [pHMin, 7.5, 8.5, pHMax],
    colors: ['#b35806', '#fdb863', '#d8daeb', '#8073ac', '#542788'],
    names: ['below the standard', undefined, undefined, 'high (photosynthesis)', 'above the standard'],
    rationale: `pH: the standard is ${pHMin}-${pHMax}; 7.5-8.5 is typical of this reservoir, and algal photosynthesis pushes surface water above 8.5 in summer.`,
  },
  [PARAMETERS.chlorophyllA]: {
    fixed: true,
    breaks: [5, 10, CHLOROPHYLL_STANDARD, 30, 50],
    colors: ['#ffffcc', '#c2e699', '#78c679', '#31a354', '#006837', '#00391d'],
    names: [undefined, undefined, undefined, 'above the standard', undefined, 'bloom'],
    rationale: `Chlorophyll-a: the reservoir standard is ${CHLOROPHYLL_STANDARD} µg/L (July-September mean); summer means run 15-30 µg/L and blooms exceed 50 µg/L.`,
  },
  [PARAMETERS.totalPhosphorus]: {
    fixed: true,
    breaks: [40, approaching(totalPhosphorus), totalPhosphorus, 120, 200],
    colors: ['#fff5eb', '#fdd0a2', '#fdae6b', '#f16913', '#d94801', '#8c2d04'],
    names: [undefined, undefined, 'approaching the standard', 'above the standard', undefined, 'internal loading'],
    rationale: `Total phosphorus: the reservoir standard is ${totalPhosphorus} µg/L, approached from 75 % of it (${approaching(totalPhosphorus)} µg/L); the reservoir typically holds 60-120 µg/L, and bottom water above 200 µg/L shows phosphorus released from the sediment.`,
  },
  [PARAMETERS.totalNitrogen]: {
    fixed: true,
    breaks: [500, approaching(totalNitrogen), totalNitrogen, 1200, 1600],
    colors: ['#f7fcfd', '#bfd3e6', '#9ebcda', '#8c6bb1', '#88419d', '#4d004b'],
    names: [undefined, undefined, 'approaching the standard', 'above the standard', undefined, undefined],
    rationale: `Total nitrogen: the reservoir standard is ${totalNitrogen.toLocaleString('en-US')} µg/L, approached from 75 % of it (${approaching(totalNitrogen)} µg/L); the reservoir typically holds 600-1,200 µg/L.`,
  },
  [PARAMETERS.totalSuspendedSolids]: {
    fixed: true,
    breaks: [5, 10, 20, 40, 80],
    colors: ['#ffffd4', '#fee391', '#fec44f', '#ec7014', '#cc4c02', '#8c2d04'],
    rationale: 'Total suspended solids: no standard applies; the reservoir usually holds about 10 mg/L, so classes double from 5 mg/L to show storm inflows and resuspension.',
  },
  [PROFILE_PARAMETERS.specificConductance]: {
    fixed: true,
    breaks: [700, 800, 900, 1000, 1100],
    colors: ['#f1eef6', '#d0d1e6', '#a6bddb', '#74a9cf', '#2b8cbe', '#045a8d'],
    rationale: 'Specific conductance: the reservoir runs about 800-1,000 µS/cm; 100 µS/cm steps show saltier bottom water and fresher storm inflows.',
  },
  [PROFILE_PARAMETERS.secchiDepth]: {
    fixed: true,
    breaks: [0.5, 1, 1.25, 2],
    colors: ['#8c510a', '#d8b365', '#f6e8c3', '#5ab4ac', '#01665e'],
    names: ['very turbid', 'below the transparency benchmark', 'approaching the benchmark', undefined, 'clear'],
    rationale: 'Secchi depth (lower is worse): the transparency benchmark is 1 m, approached below 1.25 m; the reservoir typically sees 0.5-2 m.',
  },
  [MOLAR_RATIO_PARAMETERS.tnTp]: ratioScale,
  [MOLAR_RATIO_PARAMETERS.tdnTdp]: ratioScale,
  [MOLAR_RATIO_PARAMETERS.tinSrp]: ratioScale,
};

/** Viridis in six steps, light (low) to dark (high). */
export const DYNAMIC_COLORS = ['#fde725', '#7ad151', '#22a884', '#2a788e', '#414487', '#440154'] as const;

/** The parameter's fixed scale, or six even steps between the lowest and highest value shown. */
export function colourScaleFor(parameterId: number, values: readonly number[]): DepthColourScale {
  const fixed = FIXED_SCALES[parameterId];
  if (fixed) return fixed;
  const breaks = dynamicBreaks(values, DYNAMIC_COLORS.length);
  return {
    fixed: false,
    breaks,
    colors: breaks.length === 0 ? [DYNAMIC_COLORS[2]] : DYNAMIC_COLORS,
    rationale: 'No fixed scale applies to this parameter: six equal steps between the lowest and the highest value shown.',
  };
}
