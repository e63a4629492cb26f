// The domain's vocabulary in the portal's languages, translated once (issue 33): flows, flow conditions,
// benchmark and trend classes, statistics, seasons, location types, scale types, nutrient limitations,
// and the names of the parameters and groups api/src/domain.ts knows. The English catalogue holds the
// labels of api/src/domain.ts unchanged; catalogues.test.ts checks each family against its constants.
import {
  DEPTH_PROFILE_PARAMETERS,
  MOLAR_RATIO_PARAMETERS,
  PARAMETER_GROUPS,
  PARAMETERS,
  PROFILE_PARAMETERS,
  RATIO_PARAMETERS,
  TELEMETRY_PARAMETERS,
  type Analysis,
  type BenchmarkClass,
  type Flow,
  type FlowCondition,
  type NutrientLimitation,
  type ScaleType,
  type Season,
  type TrendClass,
} from '@basin/api/domain';
import type { Translate } from './translate';

/** 'All Data', 'Base Flow', 'Storm Flow' (FLOW_LABELS). */
export const flowLabel = (t: Translate, flow: Flow) => t(`shared.domain.flow.${flow}`);

/** A result's flow condition, 1 storm, 2 base, 3 all (FLOW_CONDITION_LABELS). */
export const flowConditionLabel = (t: Translate, condition: FlowCondition) => t(`shared.domain.flowCondition.${condition}`);

/** 'Below benchmark' ... (BENCHMARK_CLASS_LABELS). */
export const benchmarkClassLabel = (t: Translate, benchmarkClass: BenchmarkClass) => t(`shared.domain.benchmarkClass.${benchmarkClass}`);

/** 'Increasing', 'No trend' ... (TREND_LABELS). */
export const trendLabel = (t: Translate, trend: TrendClass) => t(`shared.domain.trend.${trend}`);

/** 'Median', '85th Percentile' (ANALYSIS_LABELS). */
export const analysisLabel = (t: Translate, analysis: Analysis) => t(`shared.domain.analysis.${analysis}`);

/** 'Annual', 'Summer (July-September)' (SEASON_LABELS). */
export const seasonLabel = (t: Translate, season: Season) => t(`shared.domain.season.${season}`);

/** 'Fixed (shared y axis)', 'Dynamic (each chart its own)' (SCALE_TYPE_LABELS). */
export const scaleTypeLabel = (t: Translate, scaleType: ScaleType) => t(`shared.domain.scaleType.${scaleType}`);

/** 'Nitrogen', 'Co-limited or unclear', 'Phosphorus' (NUTRIENT_LIMITATIONS). */
export const nutrientLimitationLabel = (t: Translate, limitation: NutrientLimitation) => t(`shared.domain.nutrientLimitation.${limitation}`);

/** The watershed page's parameter groups by value ('29,45' ...): WATERSHED_PARAMETER_GROUPS' labels. */
export const watershedGroupLabel = (t: Translate, value: string) => t(`shared.domain.watershedGroup.${value}`);

/** The location types of the basin (the data's names, KEY_PARAMETERS' keys). */
export const LOCATION_TYPE_NAMES: readonly string[] = ['Groundwater', 'Reservoir', 'Surface Water', 'Weather'];

/** A location type in the language; a type a real basin adds keeps its name from the data. */
export function locationTypeLabel(t: Translate, type: string): string {
  return LOCATION_TYPE_NAMES.includes(type) ? t(`shared.domain.locationType.${type}`) : type;
}

/**
 * The parameters api/src/domain.ts names (the pages' fixed choices, the depth profile's list, the
 * ratios): the catalogue has their names. Others are a real basin's own, named by the data.
 */
export const DOMAIN_PARAMETER_IDS: readonly number[] = [
  ...new Set([
    ...Object.values(PARAMETERS),
    ...TELEMETRY_PARAMETERS,
    ...DEPTH_PROFILE_PARAMETERS,
    ...Object.values(PROFILE_PARAMETERS),
    ...Object.values(MOLAR_RATIO_PARAMETERS),
    ...Object.values(RATIO_PARAMETERS),
  ]),
].sort((a, b) => a - b);
export const DOMAIN_PARAMETER_GROUP_IDS: readonly number[] = Object.values(PARAMETER_GROUPS);

const knownParameters = new Set(DOMAIN_PARAMETER_IDS);
const knownGroups = new Set(DOMAIN_PARAMETER_GROUP_IDS);

/**
 * A name the catalogue may have: in English the data's name wins (a real basin's own spelling), in
 * another language the catalogue's; an id the catalogue does not know keeps the data's name.
 */
function knownName(t: Translate, name: string | undefined, nameFromData: string | null | undefined, id: number): string {
  if (nameFromData && (t.language === 'en' || name === undefined)) return nameFromData;
  return name ?? nameFromData ?? String(id);
}

/** A parameter's name: 'Total phosphorus' / 'Fósforo total'; the data's name for a parameter the catalogue does not know. */
export const parameterName = (t: Translate, id: number, nameFromData?: string | null) =>
  knownName(t, knownParameters.has(id) ? t(`shared.domain.parameter.${id}`) : undefined, nameFromData, id);

/** A parameter group's name: 'Nutrients' / 'Nutrientes'; the data's name for a group the catalogue does not know. */
export const parameterGroupName = (t: Translate, id: number, nameFromData?: string | null) =>
  knownName(t, knownGroups.has(id) ? t(`shared.domain.parameterGroup.${id}`) : undefined, nameFromData, id);

/** A location's parameter groups in the language, in the data's order (the API sends names and their ids side by side). */
export const locationGroupNames = (t: Translate, location: { parameter_groups: readonly string[]; parameter_group_ids: readonly number[] }): string[] =>
  location.parameter_groups.map((name, index) => {
    const id = location.parameter_group_ids[index];
    return id === undefined ? name : parameterGroupName(t, id, name);
  });
