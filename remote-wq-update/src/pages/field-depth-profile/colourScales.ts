// The depth profile's colour scales (spec 02 §9: fixed scales with break values, colours and a
// rationale for 3, 8, 7, 24, 28, 29, 30, 1902, 6 and 100138-100140; a dynamic 6-step scale for the
// others). Breaks come from the reservoir's standards and the typical values in DOMAIN.md; palettes
// are ColorBrewer / viridis / plasma ramps (ordered, colour-blind-safe), and every class is named in the
// legend. Neighbouring classes differ in lightness by at least 1.2:1 (tested), so no two look alike.
import type { Translate } from '@basin/shared';
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

/**
 * The fixed scales, by parameter id, with their class names and rationale in the language of `t` (a
 * function, not a constant: the texts follow the language).
 */
export function fixedScales(t: Translate): Readonly<Record<number, DepthColourScale>> {
  const aboveStandard = t('wqUpdate.depth.class.aboveStandard');
  const approachingStandard = t('wqUpdate.depth.class.approachingStandard');
  // Molar N:P ratios: nitrogen-limited (brown) to phosphorus-limited (teal), neutral grey between.
  const ratioScale: DepthColourScale = {
    fixed: true,
    breaks: [NUTRIENT_RATIO_THRESHOLDS.redfield, NUTRIENT_RATIO_THRESHOLDS.nitrogenLimitedBelow, NUTRIENT_RATIO_THRESHOLDS.phosphorusLimitedAbove, 100],
    colors: ['#a6611a', '#dfc27d', '#f5f5f5', '#80cdc1', '#018571'],
    names: [
      t('wqUpdate.depth.class.belowRedfield'),
      t('wqUpdate.depth.class.nitrogenLikely'),
      t('wqUpdate.depth.class.neitherLimiting'),
      t('wqUpdate.depth.class.phosphorusLimited'),
      t('wqUpdate.depth.class.stronglyPhosphorusLimited'),
    ],
    rationale: t('wqUpdate.depth.rationale.ratio'),
  };
  return {
    [PROFILE_PARAMETERS.dissolvedOxygen]: {
      fixed: true,
      breaks: [HYPOXIC_OXYGEN, dissolvedOxygenMin, 8],
      colors: ['#b2182b', '#f4a582', '#d1e5f0', '#2166ac'],
      names: [t('wqUpdate.depth.class.hypoxic'), t('wqUpdate.depth.class.belowAquaticLife'), undefined, t('wqUpdate.depth.class.wellOxygenated')],
      rationale: t('wqUpdate.depth.rationale.dissolvedOxygen', { hypoxic: HYPOXIC_OXYGEN, minimum: dissolvedOxygenMin }),
    },
    [PROFILE_PARAMETERS.waterTemperature]: {
      fixed: true,
      breaks: [4, 8, 12, 16, 20, 24],
      colors: ['#0d0887', '#5302a3', '#8b0aa5', '#b83289', '#db5c68', '#f48849', '#febd2a'],
      rationale: t('wqUpdate.depth.rationale.waterTemperature'),
    },
    [PROFILE_PARAMETERS.pH]: {
      fixed: true,
      breaks: [pHMin, 7.5, 8.5, pHMax],
      colors: ['#b35806', '#fdb863', '#d8daeb', '#8073ac', '#542788'],
      names: [t('wqUpdate.depth.class.belowStandard'), undefined, undefined, t('wqUpdate.depth.class.highPhotosynthesis'), aboveStandard],
      rationale: t('wqUpdate.depth.rationale.pH', { min: pHMin, max: pHMax }),
    },
    [PARAMETERS.chlorophyllA]: {
      fixed: true,
      breaks: [5, 10, CHLOROPHYLL_STANDARD, 30, 50],
      colors: ['#ffffcc', '#c2e699', '#78c679', '#31a354', '#006837', '#00391d'],
      names: [undefined, undefined, undefined, aboveStandard, undefined, t('wqUpdate.depth.class.bloom')],
      rationale: t('wqUpdate.depth.rationale.chlorophyllA', { standard: CHLOROPHYLL_STANDARD }),
    },
    [PARAMETERS.totalPhosphorus]: {
      fixed: true,
      breaks: [40, approaching(totalPhosphorus), totalPhosphorus, 120, 200],
      colors: ['#fff5eb', '#fdd0a2', '#fdae6b', '#f16913', '#d94801', '#8c2d04'],
      names: [undefined, undefined, approachingStandard, aboveStandard, undefined, t('wqUpdate.depth.class.internalLoading')],
      rationale: t('wqUpdate.depth.rationale.totalPhosphorus', { standard: totalPhosphorus, approaching: approaching(totalPhosphorus) }),
    },
    [PARAMETERS.totalNitrogen]: {
      fixed: true,
      breaks: [500, approaching(totalNitrogen), totalNitrogen, 1200, 1600],
      colors: ['#f7fcfd', '#bfd3e6', '#9ebcda', '#8c6bb1', '#88419d', '#4d004b'],
      names: [undefined, undefined, approachingStandard, aboveStandard, undefined, undefined],
      // The standard with its thousands grouped (the message's {standard, number}), the 75 % as a plain number.
      rationale: t('wqUpdate.depth.rationale.totalNitrogen', { standard: totalNitrogen, approaching: String(approaching(totalNitrogen)) }),
    },
    [PARAMETERS.totalSuspendedSolids]: {
      fixed: true,
      breaks: [5, 10, 20, 40, 80],
      colors: ['#ffffd4', '#fee391', '#fec44f', '#ec7014', '#cc4c02', '#8c2d04'],
      rationale: t('wqUpdate.depth.rationale.totalSuspendedSolids'),
    },
    [PROFILE_PARAMETERS.specificConductance]: {
      fixed: true,
      breaks: [700, 800, 900, 1000, 1100],
      colors: ['#f1eef6', '#d0d1e6', '#a6bddb', '#74a9cf', '#2b8cbe', '#045a8d'],
      rationale: t('wqUpdate.depth.rationale.specificConductance'),
    },
    [PROFILE_PARAMETERS.secchiDepth]: {
      fixed: true,
      breaks: [0.5, 1, 1.25, 2],
      colors: ['#8c510a', '#d8b365', '#f6e8c3', '#5ab4ac', '#01665e'],
      names: [t('wqUpdate.depth.class.veryTurbid'), t('wqUpdate.depth.class.belowTransparency'), t('wqUpdate.depth.class.approachingBenchmark'), undefined, t('wqUpdate.depth.class.clear')],
      rationale: t('wqUpdate.depth.rationale.secchiDepth'),
    },
    [MOLAR_RATIO_PARAMETERS.tnTp]: ratioScale,
    [MOLAR_RATIO_PARAMETERS.tdnTdp]: ratioScale,
    [MOLAR_RATIO_PARAMETERS.tinSrp]: ratioScale,
  };
}

/** Viridis in six steps, light (low) to dark (high). */
export const DYNAMIC_COLORS = ['#fde725', '#7ad151', '#22a884', '#2a788e', '#414487', '#440154'] as const;

/** The parameter's fixed scale, or six even steps between the lowest and highest value shown. */
export function colourScaleFor(t: Translate, parameterId: number, values: readonly number[]): DepthColourScale {
  const fixed = fixedScales(t)[parameterId];
  if (fixed) return fixed;
  const breaks = dynamicBreaks(values, DYNAMIC_COLORS.length);
  return {
    fixed: false,
    breaks,
    colors: breaks.length === 0 ? [DYNAMIC_COLORS[2]] : DYNAMIC_COLORS,
    rationale: t('wqUpdate.depth.rationale.dynamic'),
  };
}
