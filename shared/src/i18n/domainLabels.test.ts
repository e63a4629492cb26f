import { act } from '@testing-library/react';
import {
  ANALYSIS_LABELS,
  BENCHMARK_CLASS_LABELS,
  FLOW_CONDITION_LABELS,
  FLOW_LABELS,
  NUTRIENT_LIMITATIONS,
  SCALE_TYPE_LABELS,
  SEASON_LABELS,
  TREND_LABELS,
  WATERSHED_PARAMETER_GROUPS,
  type BenchmarkClass,
  type FlowCondition,
} from '@basin/api/domain';
import { loadCatalogue, setLanguage } from './catalogue';
import {
  analysisLabel,
  benchmarkClassLabel,
  flowConditionLabel,
  flowLabel,
  locationTypeLabel,
  nutrientLimitationLabel,
  parameterGroupName,
  parameterName,
  scaleTypeLabel,
  seasonLabel,
  trendLabel,
  watershedGroupLabel,
} from './domainLabels';
import { sharedCatalogue } from './sharedCatalogue';
import { currentT } from './translate';

describe('the domain vocabulary', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('says in English exactly what api/src/domain.ts says', () => {
    const t = currentT();
    for (const [flow, label] of Object.entries(FLOW_LABELS)) expect(flowLabel(t, flow as keyof typeof FLOW_LABELS)).toBe(label);
    for (const [condition, label] of Object.entries(FLOW_CONDITION_LABELS)) expect(flowConditionLabel(t, Number(condition) as FlowCondition)).toBe(label);
    for (const [value, label] of Object.entries(BENCHMARK_CLASS_LABELS)) expect(benchmarkClassLabel(t, Number(value) as BenchmarkClass)).toBe(label);
    for (const [trend, label] of Object.entries(TREND_LABELS)) expect(trendLabel(t, trend as keyof typeof TREND_LABELS)).toBe(label);
    for (const [analysis, label] of Object.entries(ANALYSIS_LABELS)) expect(analysisLabel(t, analysis as keyof typeof ANALYSIS_LABELS)).toBe(label);
    for (const [season, label] of Object.entries(SEASON_LABELS)) expect(seasonLabel(t, season as keyof typeof SEASON_LABELS)).toBe(label);
    for (const [scaleType, label] of Object.entries(SCALE_TYPE_LABELS)) expect(scaleTypeLabel(t, scaleType as keyof typeof SCALE_TYPE_LABELS)).toBe(label);
    for (const limitation of NUTRIENT_LIMITATIONS) expect(nutrientLimitationLabel(t, limitation)).toBe(limitation);
    for (const group of WATERSHED_PARAMETER_GROUPS) expect(watershedGroupLabel(t, group.value)).toBe(group.label);
    expect(locationTypeLabel(t, 'Surface Water')).toBe('Surface Water');
  });

  it('names parameters in Spanish, keeping the data’s name in English and for parameters it does not know', async () => {
    expect(parameterName(currentT(), 28, 'Total Phosphorus (TP)')).toBe('Total Phosphorus (TP)');
    expect(parameterName(currentT(), 28)).toBe('Total phosphorus');
    await act(async () => {
      await loadCatalogue(sharedCatalogue, 'es');
      await setLanguage('es');
    });
    const t = currentT();
    expect(parameterName(t, 28, 'Total Phosphorus (TP)')).toBe('Fósforo total');
    expect(parameterName(t, 999, 'Arsenic')).toBe('Arsenic');
    expect(parameterGroupName(t, 147, 'Nutrients')).toBe('Nutrientes');
    expect(parameterGroupName(t, 150, 'Metals')).toBe('Metales');
    expect(parameterGroupName(t, 999, 'Pesticides')).toBe('Pesticides');
    expect(flowLabel(t, 'baseflow')).toBe('Caudal base');
    expect(trendLabel(t, 'no trend')).toBe('Sin tendencia');
    expect(locationTypeLabel(t, 'Reservoir')).toBe('Embalse');
    expect(locationTypeLabel(t, 'Spring')).toBe('Spring');
  });
});
