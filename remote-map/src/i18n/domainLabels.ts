// The domain's vocabulary as this app shows it (@basin/api/domain's English labels, in the catalogue):
// maps of keys, so each key is a literal the catalogue test finds.
import type { Analysis, BenchmarkClass, Flow, FlowCondition, TrendClass } from '@basin/api/domain';
import type { Translate } from '@basin/shared';

const ANALYSIS_KEYS: Record<Analysis, string> = { median: 'map.domain.analysis.median', pctile: 'map.domain.analysis.pctile' };
const FLOW_KEYS: Record<Flow, string> = { alldata: 'map.domain.flow.alldata', baseflow: 'map.domain.flow.baseflow', stormflow: 'map.domain.flow.stormflow' };
const FLOW_CONDITION_KEYS: Record<FlowCondition, string> = { 1: 'map.domain.flow.stormflow', 2: 'map.domain.flow.baseflow', 3: 'map.domain.flow.alldata' };
const TREND_KEYS: Record<TrendClass, string> = {
  increasing: 'map.domain.trend.increasing',
  decreasing: 'map.domain.trend.decreasing',
  stable: 'map.domain.trend.stable',
  'no trend': 'map.domain.trend.noTrend',
  other: 'map.domain.trend.other',
};
const BENCHMARK_CLASS_KEYS: Record<BenchmarkClass, string> = {
  0: 'map.domain.benchmarkClass.0',
  1: 'map.domain.benchmarkClass.1',
  2: 'map.domain.benchmarkClass.2',
  3: 'map.domain.benchmarkClass.3',
  4: 'map.domain.benchmarkClass.4',
};

/** 'Median', '85th Percentile'. */
export const analysisLabel = (t: Translate, analysis: Analysis) => t(ANALYSIS_KEYS[analysis]);
/** 'All Data', 'Base Flow', 'Storm Flow'. */
export const flowLabel = (t: Translate, flow: Flow) => t(FLOW_KEYS[flow]);
/** A sample's flow condition: 'Storm Flow', 'Base Flow', 'All Data'. */
export const flowConditionLabel = (t: Translate, condition: FlowCondition) => t(FLOW_CONDITION_KEYS[condition]);
/** 'Increasing', 'No trend', ... */
export const trendLabel = (t: Translate, trend: TrendClass) => t(TREND_KEYS[trend]);
/** 'Below benchmark', ... */
export const benchmarkClassLabel = (t: Translate, cls: BenchmarkClass) => t(BENCHMARK_CLASS_KEYS[cls]);
