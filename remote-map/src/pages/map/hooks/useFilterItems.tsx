// The filter bar's parts, in the spec's order; `priority` decides which stay in the row when it is short.
// Memoised on what they show, with stable callbacks: a change re-renders only the parts it changes.
import { useCallback, useMemo, type ComponentProps } from 'react';
import type { Analysis, Flow } from '@basin/api/domain';
import type { MapFilters, MapLocation } from '@basin/api/schemas';
import { useT } from '@basin/shared';
import type { OverflowItem } from '@basin/shared/layout';
import { CheckboxPopover } from '../filter-bar/CheckboxPopover';
import { ColorByButton } from '../filter-bar/ColorByButton';
import { ExportButton } from '../filter-bar/ExportButton';
import { AnalysisFlowSelects, MinRecordsField, PeriodControls } from '../filter-bar/GraphControls';
import { LocationSearch } from '../filter-bar/LocationSearch';
import { MoreFiltersButton } from '../filter-bar/MoreFiltersButton';
import { ShareButton } from '../filter-bar/ShareButton';
import type { ParametersPanel } from '../left-panel/ParametersPanel';
import { groupIdsOf, paramsOfSelectedGroups } from '../logic/locationFilters';
import type { ColorBy } from '../logic/modes';
import type { MapUrlState } from '../logic/urlState';
import { ListButton } from '../PageButtons';
import type { SummaryPeriod } from '../queries/wqSummary';
import { useRecalculate } from '../useRecalculate';

type Option = { value: string; label: string };

export interface FilterItemsInput {
  explorer: boolean;
  graph: boolean;
  update: (change: Partial<MapUrlState> | ((state: MapUrlState) => MapUrlState)) => void;
  filters: MapFilters | undefined;
  locations: MapLocation[];
  onChooseLocation: (location: MapLocation) => void;
  typeOptions: Option[];
  locationTypes: string[];
  groupOptions: Option[];
  parameterGroups: string[];
  minRecords: number;
  analysis: Analysis;
  flow: Flow;
  period: SummaryPeriod;
  colorBy: ColorBy;
  parametersPanel: ComponentProps<typeof ParametersPanel> | null;
  mapReady: boolean;
  onSavePng: () => Promise<void>;
  onPrintPdf: (title: string) => Promise<void>;
  onOpenList: () => void;
}

export function useFilterItems(input: FilterItemsInput): OverflowItem[] {
  const { explorer, graph, update, filters, locations, onChooseLocation, typeOptions, locationTypes, groupOptions, parameterGroups, minRecords, analysis, flow, period } = input;
  const { colorBy, parametersPanel, mapReady, onSavePng, onPrintPdf, onOpenList } = input;
  const t = useT();
  const showPeriod = useCallback((chosen: SummaryPeriod) => update({ periodStart: chosen.start, periodEnd: chosen.end }), [update]);
  const { recalculate, running } = useRecalculate(period, showPeriod);
  const startRecalculate = useCallback((start: string, end: string) => void recalculate(start, end), [recalculate]);
  const chooseLocationTypes = useCallback((types: string[]) => update({ locationTypes: types }), [update]);
  const chooseColorBy = useCallback((choice: ColorBy) => update({ colorBy: choice }), [update]);
  const chooseParameterGroups = useCallback(
    (groups: string[]) =>
      update((current) => ({
        ...current,
        parameterGroups: groups,
        // Spec 01 §5: deselecting a group removes its parameters in graph mode.
        parameters: graph && filters ? paramsOfSelectedGroups(filters.parameters, groupIdsOf(filters.parameterGroups, groups), current.parameters) : current.parameters,
      })),
    [update, graph, filters],
  );

  return useMemo<OverflowItem[]>(() => {
    if (!explorer) return [];
    const items: OverflowItem[] = [
      { key: 'search', priority: 0, node: <LocationSearch locations={locations} onChoose={onChooseLocation} /> },
      { key: 'types', priority: 1, node: <CheckboxPopover label={t('map.filters.locTypes')} options={typeOptions} selected={locationTypes} onChange={chooseLocationTypes} /> },
      { key: 'groups', priority: 2, node: <CheckboxPopover label={t('map.filters.paramGroups')} options={groupOptions} selected={parameterGroups} onChange={chooseParameterGroups} /> },
      { key: 'more-filters', priority: 3, node: <MoreFiltersButton onChange={update} /> },
    ];
    if (graph && filters) {
      items.push(
        { key: 'min-records', priority: 6, node: <MinRecordsField value={minRecords} onChange={update} /> },
        { key: 'analysis-flow', priority: 4, node: <AnalysisFlowSelects filters={filters} analysis={analysis} flow={flow} onChange={update} /> },
        { key: 'period', priority: 8, node: <PeriodControls period={period} recalculating={running} onRecalculate={startRecalculate} /> },
      );
    }
    items.push(
      // In graph mode what colours the map is the main choice after the site (issue 30: it hid under More).
      { key: 'color-by', priority: graph ? 0.5 : 5, node: <ColorByButton value={colorBy} graph={graph} onChange={chooseColorBy} parameters={parametersPanel} /> },
      { key: 'export', priority: 9, node: <ExportButton disabled={!mapReady} onSavePng={onSavePng} onPrintPdf={onPrintPdf} /> },
      { key: 'share', priority: 10, node: <ShareButton /> },
      { key: 'list', priority: 7, node: <ListButton onOpenList={onOpenList} /> },
    );
    return items;
  }, [
    t, explorer, locations, onChooseLocation, typeOptions, locationTypes, chooseLocationTypes, groupOptions, parameterGroups, chooseParameterGroups, update,
    graph, filters, minRecords, analysis, flow, running, period, startRecalculate, colorBy, chooseColorBy, parametersPanel, mapReady, onSavePng, onPrintPdf, onOpenList,
  ]);
}
