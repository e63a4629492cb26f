// The public map explorer (/tools/map, spec 01 §2) and its embeddable frames. The URL holds the
// view's state; server data comes from react-query; the map draws what this page computes. The page
// composes hooks (hooks/: selection, points, camera, panels, exports) and small parts.
import { useCallback, useMemo, useRef } from 'react';
import { ConfigProvider } from 'antd';
import type { MapLayer, MapLocation } from '@basin/api/schemas';
import { copyrightNotice, portalTheme, routeTitle, useAntdLocale, useDocumentTitle, useIsMobile, useT, analysisLabel } from '@basin/shared';
import { OverflowBar, ResizableSplit } from '@basin/shared/layout';
import { useBasemap } from './hooks/useBasemap';
import { useFilterItems } from './hooks/useFilterItems';
import { useLocationFilters } from './hooks/useLocationFilters';
import { useLocationsList } from './hooks/useLocationsList';
import { useMapCamera } from './hooks/useMapCamera';
import { useMapExport } from './hooks/useMapExport';
import { useMapPanels } from './hooks/useMapPanels';
import { useMapPoints } from './hooks/useMapPoints';
import { useParameterNames, useSelectionSummary, useSummaryPeriod } from './hooks/useMapSelection';
import { usePhoneSheet } from './hooks/usePhoneSheet';
import { RESULTS_BOUNDS, resultsValueText, useResultsSize } from './hooks/useResultsSize';
import { MapOptionsPanel } from './left-panel/MapOptionsPanel';
import { ProjectsPanel } from './left-panel/ProjectsPanel';
import { withDefaultFilters } from './logic/filterCount';
import { asColorBy, COLOR_BY_OPTIONS } from './logic/modes';
import { MapArea } from './MapArea';
import { MapDisclaimer } from './MapDisclaimer';
import { MapLocationsList } from './MapLocationsList';
import { ModeButton } from './PageButtons';
import { PhonePanels } from './PhonePanels';
import { useFilters } from './queries/filters';
import { ResultsPanel } from './results/ResultsPanel';
import { useMapUrlState } from './useMapUrlState';
import './mapPage.css';

export type MapPageVariant = 'explorer' | 'embed' | 'embed-pap';

/** Each variant's route: its title is the page's (the route table's, translated). */
const ROUTES: Record<MapPageVariant, { path: string }> = {
  explorer: { path: '/tools/map' },
  embed: { path: '/data-access/public-map-i-frame' },
  'embed-pap': { path: '/data-access/public-map-i-frame-pap' },
};

/** An empty list, so a memoised part does not see a new one on each render while the layers load. */
const NO_LAYERS: MapLayer[] = [];

/*
 * Speed: a filter change must reach the map within a frame (16 ms) with 10,000 locations. So every
 * part of the page is memoised and gets stable callbacks: a change re-renders only the parts whose
 * props it changes, and the parts that follow the filtered list without being the map (location
 * search, locations list) take it as a deferred value, rendered just after the map has it.
 */
export function MapExplorerPage({ variant = 'explorer' }: { variant?: MapPageVariant }) {
  const t = useT();
  const title = routeTitle(t, ROUTES[variant]);
  useDocumentTitle(title);
  const antdLocale = useAntdLocale();
  const explorer = variant === 'explorer';
  const [state, update] = useMapUrlState();
  const graph = state.mode === 'graph';
  const colorBy = asColorBy(state.colorBy);
  const phone = useIsMobile() && explorer;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sheet = usePhoneSheet();
  const list = useLocationsList();
  const panels = useMapPanels(graph, update);
  const resultsSize = useResultsSize(state.panel, update);
  const resultsText = useCallback((size: number) => resultsValueText(t, size), [t]);

  const selection = useLocationFilters(state, useFilters().data);
  const { filters, parameters, selectedGroupIds } = selection;
  const period = useSummaryPeriod();
  const summary = useSelectionSummary(parameters);
  const parameterNames = useParameterNames(filters);
  const drawn = useMapPoints({ state, colorBy, parameters, summaryRows: summary.data, filter: selection.filter });
  const { wells, layers, sources, coloring, visible } = drawn;
  const camera = useMapCamera(state.view, update, wells.data, sources.data);
  const { basemap, basemaps, chooseBasemap } = useBasemap(state.basemap, update);
  const legendTitle = colorBy === 'wqData' ? t('map.page.legendTitleWqData', { analysis: analysisLabel(t, state.analysis).toLocaleLowerCase(t.intl.locale) }) : t(COLOR_BY_OPTIONS.find((option) => option.value === colorBy)!.labelKey);

  const showLayers = useCallback((next: Set<string>) => update({ layers: [...next] }), [update]);
  const chooseParameters = useCallback((ids: number[]) => update({ parameters: ids }), [update]);
  const resetFilters = useCallback(() => update(withDefaultFilters), [update]);
  // On a phone, a location chosen in graph mode opens its results (the panel is a sheet there).
  const phoneGraph = useRef(false);
  phoneGraph.current = phone && graph;
  const { show: showPhonePanel } = sheet;
  const onLocationClick = useCallback(
    (location: MapLocation) => {
      update({ location: location.locationid });
      if (phoneGraph.current) showPhonePanel('results');
    },
    [update, showPhonePanel],
  );
  const { savePng, printPdf } = useMapExport({
    ...drawn, mapRef: camera.mapRef, state, parameters, parameterNames, period, total: wells.data?.length ?? 0, locationTypes: selection.locationTypes,
    colorBy, legendTitle, legend: coloring.legend, layers: layers.data ?? NO_LAYERS, sources: sources.data, basemap, graph,
  });
  const parametersPanel = useMemo(
    () => (graph && filters ? { filters, selectedGroupIds, selected: parameters, onChange: chooseParameters } : null),
    [graph, filters, selectedGroupIds, parameters, chooseParameters],
  );
  const filterItems = useFilterItems({
    ...selection, explorer, graph, update, locations: drawn.shownLater, onChooseLocation: camera.chooseLocation, analysis: state.analysis, flow: state.flow, period,
    colorBy, parametersPanel, mapReady: camera.mapReady, onSavePng: savePng, onPrintPdf: printPdf, onOpenList: list.openList,
  });

  const leftPanel = explorer ? (
    <MapOptionsPanel
      openPanels={panels.openPanels} onOpenPanelsChange={panels.setOpenPanels} basemaps={basemaps} basemap={basemap} onBasemapChange={chooseBasemap}
      layers={layers.data ?? NO_LAYERS} visibleLayers={visible} onVisibleLayersChange={showLayers} locationLegend={coloring.legend} projects={drawn.projects}
      projectLayerShown={drawn.projectLayerShown} bounds={camera.bounds} onChooseProject={camera.chooseProject} parameters={parametersPanel}
    />
  ) : (
    <ProjectsPanel projects={drawn.projects} layerSelected={drawn.projectLayerShown} bounds={camera.bounds} onChoose={camera.chooseProject} />
  );
  // The footer's line: a full-height screen has no footer, so it ends the options panel instead.
  const copyright = explorer && <p className="map-copyright">{copyrightNotice()}</p>;
  const results = graph && explorer ? (
    <div className="map-results-fill">
      <ResultsPanel onToggleExpanded={resultsSize.toggleExpanded} />
    </div>
  ) : null;
  const map = (
    <MapArea
      camera={camera} drawn={drawn} basemap={basemap} fitFirstView={state.view === null} layers={layers.data ?? NO_LAYERS} graph={graph} explorer={explorer}
      onLocationClick={onLocationClick} legendTitle={legendTitle} legendVisible={panels.legendVisible} onToggleLegend={panels.toggleLegend} onReset={resetFilters}
    />
  );
  const top = (
    <>
      <h1 ref={headingRef} tabIndex={-1} className={explorer ? 'map-title' : 'visually-hidden'}>
        {title}
      </h1>
      <MapDisclaimer explorer={explorer} headingRef={headingRef} />
    </>
  );
  const locationsList = explorer && <MapLocationsList list={list} locations={drawn.shownLater} onChoose={camera.chooseLocation} />;

  if (phone) {
    // A phone: the map first and as large as it can be; filters, map options and results open as bottom sheets.
    return (
      <ConfigProvider theme={portalTheme} locale={antdLocale}>
        <div className={`map-page map-page-explorer map-page-phone${graph ? ' map-page-graph' : ''}`}>
          {top}
          <div className="map-body">
            <div className="map-main">{map}</div>
          </div>
          <PhonePanels
            sheet={sheet} graph={graph} expanded={state.panel === 'expanded'} filterItems={filterItems} onToggleMode={panels.toggleMode}
            options={<>{leftPanel}{copyright}</>} results={results}
          />
          {locationsList}
        </div>
      </ConfigProvider>
    );
  }

  return (
    <ConfigProvider theme={portalTheme} locale={antdLocale}>
      <div className={`map-page map-page-${variant}${graph ? ' map-page-graph' : ''}`}>
        {top}
        {explorer && (
          <div className="map-filter-bar">
            <OverflowBar items={filterItems} label={t('map.page.filtersLabel')} />
            <ModeButton graph={graph} onToggleMode={panels.toggleMode} />
          </div>
        )}
        <div className="map-body">
          {variant !== 'embed' && (
            <aside className="map-left-panel" aria-label={t('map.page.optionsLabel')}>
              <div className="map-left-panel-body">{leftPanel}</div>
              {copyright}
            </aside>
          )}
          <div className="map-main">
            <ResizableSplit main={map} pane={results} size={resultsSize.size} onSizeChange={resultsSize.resizeResults} label={t('map.page.resizeResults')} valueText={resultsText} bounds={RESULTS_BOUNDS} />
          </div>
        </div>
        {locationsList}
      </div>
    </ConfigProvider>
  );
}
