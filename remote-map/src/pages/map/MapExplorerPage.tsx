// The public map explorer (/tools/map, spec 01 §2) and its embeddable frames. The URL holds the
// view's state; server data comes from react-query; the map draws what this page computes.
import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Button, ConfigProvider, Spin, Typography } from 'antd';
import { AppstoreOutlined, BarChartOutlined, FilterOutlined, LineChartOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { ANALYSIS_LABELS } from '@basin/api/domain';
import type { MapLayer, MapLocation } from '@basin/api/schemas';
import { copyrightNotice, getRuntimeConfig, portalTheme, useBasinStore, useDocumentTitle, useIsMobile } from '@basin/shared';
import { OverflowBar, ResizableSplit, type OverflowItem } from '@basin/shared/layout';
import { basemapSettingsOf, basemapsOf, basinBounds, basinView, labelSitesOf, moveMap, resolveBasemap, useBasin, useMapSources, type BasemapId, type MapEngine, type MapInstance, type MapView as View } from '@basin/shared/map';
import type { FeatureCollection } from 'geojson';
import { AddressSearch, type Place } from './controls/AddressSearch';
import { disclaimerAccepted } from './disclaimerAccepted';
import type { MapExport } from './export/exportMap';
import { CheckboxPopover } from './filter-bar/CheckboxPopover';
import { ColorByButton } from './filter-bar/ColorByButton';
import { ExportButton } from './filter-bar/ExportButton';
import { AnalysisFlowSelects, MinRecordsField, PeriodControls } from './filter-bar/GraphControls';
import { LocationSearch } from './filter-bar/LocationSearch';
import { MoreFiltersButton } from './filter-bar/MoreFiltersButton';
import { ShareButton } from './filter-bar/ShareButton';
import { MONITORING_GROUP, PROJECTS_GROUP, visibleLayerIds } from './layers/apiLayers';
import { legendSections, visibleLayerLegends } from './layers/layerLegend';
import { formatLocationPoints, MONITORING_LOCATIONS_LAYER_ID, type LocationPoint } from './layers/locationPoints';
import { MapOptionsPanel } from './left-panel/MapOptionsPanel';
import { ProjectsPanel } from './left-panel/ProjectsPanel';
import { Legend, locationLegendItems } from './Legend';
import { benchmarkPalette, locationClasses } from './logic/benchmarks';
import { withDefaultFilters } from './logic/filterCount';
import { locationColoring } from './logic/locationColors';
import { createLocationFilter, groupIdsOf, paramsOfSelectedGroups } from './logic/locationFilters';
import { asColorBy, COLOR_BY_OPTIONS, enterGraphMode, leaveGraphMode, type ColorBy } from './logic/modes';
import { projectsOf, type Bounds, type Project } from './logic/projects';
import { DEFAULT_MAP_URL_STATE, effectiveMinRecords } from './logic/urlState';
import { MapStatus } from './MapStatus';
import { DEFAULT_VIEW, MapView, explorerLabelOptions } from './MapView';
import { useMapUi, type PanelKey } from './mapUiStore';
import { useBenchmarkColors } from './queries/benchmarkColors';
import { useFilters } from './queries/filters';
import { useLayers } from './queries/layers';
import { useWells } from './queries/wells';
import { useWqSummary, type SummaryPeriod } from './queries/wqSummary';
import { ResultsPanel } from './results/ResultsPanel';
import { useMapUrlState } from './useMapUrlState';
import { useRecalculate } from './useRecalculate';
import './mapPage.css';

// Parts shown only after an interaction (or only to a visitor who has not accepted the disclaimer) load
// when first needed, with their antd components (Modal, Drawer, Table): graph mode's first view stays
// under its weight budget (issue 17, docs/map.md "Loading").
const DisclaimerDialog = lazy(() => import('./DisclaimerDialog'));
const LocationsList = lazy(() => import('./LocationsList').then((module) => ({ default: module.LocationsList })));
const PhoneSheet = lazy(() => import('./PhoneSheet'));

/** Spec 01 §9: a chosen location is shown at zoom 16, a project at zoom 14. */
const LOCATION_ZOOM = 16;
const PROJECT_ZOOM = 14;

export type MapPageVariant = 'explorer' | 'embed' | 'embed-pap';

const TITLES: Record<MapPageVariant, string> = {
  explorer: 'Public Map Explorer',
  embed: 'Public Map',
  'embed-pap': 'Public Map: Pollution Abatement Projects',
};

/** Empty lists, so a memoised part does not see a new one on each render while the layers load. */
const NO_LAYERS: MapLayer[] = [];
const NO_LOCATIONS: MapLocation[] = [];
const NO_POINTS: LocationPoint[] = [];

function boundsOf(map: MapInstance): Bounds {
  const bounds = map.getBounds();
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
}

/** The Locations list button; memoised so a filter change leaves it alone. */
const ListButton = memo(function ListButton({ onOpenList }: { onOpenList: () => void }) {
  return (
    <Button icon={<UnorderedListOutlined />} onClick={onOpenList}>
      Locations list
    </Button>
  );
});

/** The mode toggle at the end of the filter bar (never in its More menu: it is the page's main action). */
const ModeButton = memo(function ModeButton({ graph, onToggleMode }: { graph: boolean; onToggleMode: () => void }) {
  return (
    <Button type="primary" icon={<LineChartOutlined />} onClick={onToggleMode}>
      {graph ? 'Return to Map Explorer' : 'Explore in Graph Mode'}
    </Button>
  );
});

/** The results panel's size in percent of the map area: the Compact and Expand presets, and the limits of a drag. */
const RESULTS_PRESETS = { compact: 28, expanded: 55 } as const;
const RESULTS_BOUNDS = { min: 12, max: 80, step: 5, pageStep: 20 };
const resultsValueText = (size: number) => `Results panel, ${size}% of the map area's height`;

type PhonePanel = 'filters' | 'layers' | 'results';
const PHONE_PANEL_TITLES: Record<PhonePanel, string> = { filters: 'Filters', layers: 'Map options', results: 'Results' };

/*
 * Speed: a filter change must reach the map within a frame (16 ms) with 10,000 locations. So every
 * part of the page is memoised and gets stable callbacks: a change re-renders only the parts whose
 * props it changes, and the parts that follow the filtered list without being the map (location
 * search, locations list) take it as a deferred value, rendered just after the map has it.
 */
export function MapExplorerPage({ variant = 'explorer' }: { variant?: MapPageVariant }) {
  useDocumentTitle(TITLES[variant]);
  const explorer = variant === 'explorer';
  const [state, update] = useMapUrlState();
  const signedIn = useBasinStore((store) => store.user !== null);
  // A remembered sign-in is being restored: no disclaimer for what may be a staff member (spec 01 §2).
  const restoringSession = useBasinStore((store) => store.restoringSession);
  const [disclaimerOpen, setDisclaimerOpen] = useState(() => explorer && !disclaimerAccepted());
  // Asked on entry: the dialog's code is loaded then, and it stays mounted to animate closed.
  const [disclaimerAsked] = useState(disclaimerOpen);
  const [listOpen, setListOpen] = useState(false);
  // The Locations list is loaded on its first opening, then kept (its drawer animates closed and open).
  const [listLoaded, setListLoaded] = useState(false);
  const phone = useIsMobile() && explorer;
  // The sheet keeps its content while it slides away, so `phonePanel` stays set when it closes.
  const [phonePanel, setPhonePanelState] = useState<PhonePanel>('filters');
  const [sheetOpen, setSheetOpen] = useState(false);
  // The sheet's code loads on its first opening, then the sheet stays (it animates closed and open).
  const [sheetLoaded, setSheetLoaded] = useState(false);
  const setPhonePanel = useCallback((panel: PhonePanel) => {
    setPhonePanelState(panel);
    setSheetLoaded(true);
    setSheetOpen(true);
  }, []);
  const [resultsSize, setResultsSize] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [bounds, setBounds] = useState<Bounds | null>(null);
  const [mapReady, setMapReady] = useState(false);
  const mapRef = useRef<{ map: MapInstance; engine: MapEngine } | null>(null);
  // Only what the page shows: the opacity sliders and the measure tool update the map view alone.
  const storedPanels = useMapUi((ui) => ui.openPanels);
  const legendVisible = useMapUi((ui) => ui.legendVisible);
  const { setOpenPanels, openOnly, setLegendVisible } = useMapUi.getState();
  // A link that opens in graph mode shows its Parameters, as entering graph mode does (spec 01 §4).
  // The first render shows the entry's panels already (the store is set just after): graph mode never
  // opens Layers for a frame, which would load the Layers panel's code at its first view (issue 17).
  const [entryPanels] = useState<PanelKey[]>(() => (state.mode === 'graph' ? ['parameters'] : ['layers']));
  const [panelsEntered, setPanelsEntered] = useState(false);
  useEffect(() => {
    setOpenPanels(entryPanels);
    setPanelsEntered(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Only on entry: later mode changes go through toggleMode.
  }, []);
  const openPanels = panelsEntered ? storedPanels : entryPanels;

  const wells = useWells();
  const filters = useFilters();
  const layers = useLayers();
  const sources = useMapSources();
  const graph = state.mode === 'graph';
  const colorBy = asColorBy(state.colorBy);
  // The statistics' period is the visitor's own, in the URL: a link reproduces the colours exactly.
  const period = useMemo(() => ({ start: state.periodStart, end: state.periodEnd }), [state.periodStart, state.periodEnd]);
  const benchmarkColors = useBenchmarkColors();
  const showPeriod = useCallback((chosen: SummaryPeriod) => update({ periodStart: chosen.start, periodEnd: chosen.end }), [update]);
  const { recalculate, running } = useRecalculate(period, showPeriod);
  const mapboxToken = getRuntimeConfig().mapboxToken;
  // The provider's basemap for the URL's (the spec's default: outdoors, e.g. USGS Topo); the panel names which.
  const basemapSettings = useMemo(() => basemapSettingsOf(getRuntimeConfig()), []);
  const basemap = resolveBasemap(basemapSettings, state.basemap, DEFAULT_MAP_URL_STATE.basemap);

  // What the filters select; "null" in the URL means everything the data offers.
  const typeOptions = useMemo(() => (filters.data?.locationTypes ?? []).map((option) => ({ value: String(option.value), label: option.display })), [filters.data]);
  const groupOptions = useMemo(() => (filters.data?.parameterGroups ?? []).map((option) => ({ value: option.display, label: option.display })), [filters.data]);
  const locationTypes = useMemo(() => state.locationTypes ?? typeOptions.map((option) => option.value), [state.locationTypes, typeOptions]);
  const parameterGroups = useMemo(() => state.parameterGroups ?? groupOptions.map((option) => option.value), [state.parameterGroups, groupOptions]);
  const selectedGroupIds = useMemo(() => new Set(groupIdsOf(filters.data?.parameterGroups ?? [], parameterGroups)), [filters.data, parameterGroups]);
  const parameters = useMemo(
    () => (graph && filters.data ? paramsOfSelectedGroups(filters.data.parameters, [...selectedGroupIds], state.parameters) : state.parameters),
    [graph, filters.data, selectedGroupIds, state.parameters],
  );
  // The summary colours the selected parameters and fills the results panel: with no parameter and no
  // location chosen (graph mode's first view) every point is grey and the panel asks for a choice, so the
  // summary is fetched only once there is one (issue 17: not at first view).
  const summary = useWqSummary(period, (graph || colorBy === 'wqData') && (parameters.length > 0 || state.location !== null));
  const minRecords = effectiveMinRecords(state);
  const { hasTelemetry, isActive, isCcbwqa, flow, mode } = state;

  const filter = useMemo(
    () => createLocationFilter({ locationTypes, parameterGroups, hasTelemetry, isActive, isCcbwqa, minRecords, flow, mode, parameters }),
    [locationTypes, parameterGroups, hasTelemetry, isActive, isCcbwqa, minRecords, flow, mode, parameters],
  );

  const palette = useMemo(() => benchmarkPalette(benchmarkColors.data), [benchmarkColors.data]);
  const classes = useMemo(() => locationClasses(summary.data ?? [], parameters, state.flow, state.analysis), [summary.data, parameters, state.flow, state.analysis]);
  const coloring = useMemo(() => locationColoring(colorBy, wells.data ?? NO_LOCATIONS, { classes, palette }), [colorBy, wells.data, classes, palette]);
  // Points of every location, made again only when colours or the selection change: a filter change
  // just picks among them (no new objects for 10,000 locations, so no garbage to collect in its frame).
  const allPoints = useMemo(() => formatLocationPoints(wells.data ?? NO_LOCATIONS, coloring.colorOf, state.location), [wells.data, coloring, state.location]);
  const points = useMemo(() => allPoints.filter((point) => filter(point.location)), [allPoints, filter]);
  const shown = useMemo(() => points.map((point) => point.location), [points]);
  const shownLater = useDeferredValue(shown);
  const layersKey = state.layers?.join(',') ?? null;
  // Keyed by the list's text: every URL change parses a new array, and a new Set would redraw the layers.
  const visible = useMemo(() => visibleLayerIds(layers.data ?? [], layersKey === null ? null : layersKey.split(',').filter(Boolean)), [layers.data, layersKey]);
  const drawnPoints = visible.has(MONITORING_LOCATIONS_LAYER_ID) ? points : NO_POINTS;

  const projects = useMemo(() => projectsOf(sources.data?.find((source) => source.id === 'projects')?.data as FeatureCollection | undefined), [sources.data]);
  const projectLayerShown = (layers.data ?? []).some((layer) => layer.lreProperties.layerGroup === PROJECTS_GROUP && visible.has(layer.id));

  const selectedLocation = wells.data?.find((location) => location.locationid === state.location) ?? null;
  const parameterNames = useMemo(() => new Map((filters.data?.parameters ?? []).map((parameter) => [parameter.value, parameter.display])), [filters.data]);
  // The map starts from the link's view, else from the basin's (basin.json of its package; the demo basin's
  // view when none was loaded); later views come from the map itself.
  const basin = useBasin();
  const homeView = useMemo<View>(() => (basin.data ? basinView(basin.data) : DEFAULT_VIEW), [basin.data]);
  // What the first view and the home button fit: the boundary and every location, whatever the filters.
  const basinExtent = useMemo(() => (wells.data ? basinBounds(sources.data, wells.data) : null), [sources.data, wells.data]);
  const [initialView, setInitialView] = useState<View | undefined>(() => (state.view ? { center: [state.view.lng, state.view.lat], zoom: state.view.zoom } : undefined));
  useEffect(() => {
    if (initialView === undefined && !basin.isPending) setInitialView(homeView);
  }, [initialView, basin.isPending, homeView]);

  const flyTo = useCallback((center: [number, number], zoom: number) => {
    const map = mapRef.current?.map;
    if (map) moveMap(map, 'fly', { center, zoom });
  }, []);
  const chooseLocation = useCallback(
    (location: MapLocation) => {
      update({ location: location.locationid });
      flyTo([location.longitude_dd, location.latitude_dd], LOCATION_ZOOM);
    },
    [update, flyTo],
  );
  const chooseListedLocation = useCallback(
    (location: MapLocation) => {
      setListOpen(false);
      chooseLocation(location);
    },
    [chooseLocation],
  );
  const chooseProject = useCallback((project: Project) => flyTo(project.center, PROJECT_ZOOM), [flyTo]);
  const goToPlace = useCallback((place: Place) => flyTo(place.center, LOCATION_ZOOM), [flyTo]);
  const showLayers = useCallback((next: Set<string>) => update({ layers: [...next] }), [update]);
  const chooseBasemap = useCallback((id: BasemapId) => update({ basemap: id }), [update]);
  const chooseParameters = useCallback((ids: number[]) => update({ parameters: ids }), [update]);
  const chooseLocationTypes = useCallback((types: string[]) => update({ locationTypes: types }), [update]);
  const chooseColorBy = useCallback((choice: ColorBy) => update({ colorBy: choice }), [update]);
  const chooseParameterGroups = useCallback(
    (groups: string[]) =>
      update((current) => ({
        ...current,
        parameterGroups: groups,
        // Spec 01 §5: deselecting a group removes its parameters in graph mode.
        parameters: graph && filters.data ? paramsOfSelectedGroups(filters.data.parameters, groupIdsOf(filters.data.parameterGroups, groups), current.parameters) : current.parameters,
      })),
    [update, graph, filters.data],
  );
  const startRecalculate = useCallback((start: string, end: string) => void recalculate(start, end), [recalculate]);
  const onViewChange = useCallback(
    (view: View) => {
      update({ view: { lng: view.center[0], lat: view.center[1], zoom: view.zoom } });
      if (mapRef.current) setBounds(boundsOf(mapRef.current.map));
    },
    [update],
  );
  const onReady = useCallback((map: MapInstance, engine: MapEngine) => {
    mapRef.current = { map, engine };
    setBounds(boundsOf(map));
    setMapReady(true);
  }, []);
  // On a phone, a location chosen in graph mode opens its results (the panel is a sheet there).
  const phoneGraph = useRef(false);
  phoneGraph.current = phone && graph;
  const onLocationClick = useCallback(
    (location: MapLocation) => {
      update({ location: location.locationid });
      if (phoneGraph.current) setPhonePanel('results');
    },
    [update, setPhonePanel],
  );
  const acceptDisclaimer = useCallback(() => setDisclaimerOpen(false), []);
  // After the disclaimer, focus goes to the page's heading, not back to the top of the document.
  const disclaimerClosed = useCallback(() => headingRef.current?.focus(), []);
  const resetFilters = useCallback(() => update(withDefaultFilters), [update]);
  const closePhonePanel = useCallback(() => setSheetOpen(false), []);
  const openList = useCallback(() => {
    setListLoaded(true);
    setListOpen(true);
  }, []);
  const closeList = useCallback(() => setListOpen(false), []);
  const toggleExpanded = useCallback(() => {
    setResultsSize(null);
    update((current) => ({ ...current, panel: current.panel === 'expanded' ? 'compact' : 'expanded' }));
  }, [update]);
  // A dragged size is kept as it is; the URL keeps the nearer preset, so the panel's button offers the other.
  const resizeResults = useCallback(
    (size: number) => {
      setResultsSize(size);
      const panel = size >= (RESULTS_PRESETS.compact + RESULTS_PRESETS.expanded) / 2 ? 'expanded' : 'compact';
      update((current) => (current.panel === panel ? current : { ...current, panel }));
    },
    [update],
  );
  const toggleMode = useCallback(() => {
    if (graph) {
      update(leaveGraphMode);
      openOnly('layers');
    } else {
      update(enterGraphMode);
      setLegendVisible(true);
      setOpenPanels(['parameters']);
    }
  }, [graph, update, openOnly, setLegendVisible, setOpenPanels]);

  const legendTitle = colorBy === 'wqData' ? `Benchmark classes (${ANALYSIS_LABELS[state.analysis].toLowerCase()})` : COLOR_BY_OPTIONS.find((option) => option.value === colorBy)!.label;
  // What an export shows, read when the visitor exports (the stable callbacks read the latest).
  const exportRequest = (): MapExport | null => {
    if (!mapRef.current) return null;
    const sourceData = (id: string) => sources.data?.find((source) => source.id === id)?.data as FeatureCollection | undefined;
    const shownLayers = (layers.data ?? []).filter((layer) => visible.has(layer.id));
    return {
      ...mapRef.current,
      context: {
        mode: state.mode,
        analysis: state.analysis,
        flow: state.flow,
        parameterNames: parameters.map((id) => parameterNames.get(id) ?? `Parameter ${id}`),
        period,
        shown: visible.has(MONITORING_LOCATIONS_LAYER_ID) ? shown.length : 0,
        total: wells.data?.length ?? 0,
        locationTypes,
        colorByLabel: COLOR_BY_OPTIONS.find((option) => option.value === colorBy)!.label,
      },
      legend: legendSections(visible.has(MONITORING_LOCATIONS_LAYER_ID) ? { title: legendTitle, items: locationLegendItems(coloring.legend) } : null, visibleLayerLegends(shownLayers, visible, sourceData)),
      points: visible.has(MONITORING_LOCATIONS_LAYER_ID) ? points : [],
      large: graph,
      labels: {
        sites: visible.has(MONITORING_LOCATIONS_LAYER_ID) ? labelSitesOf(points, points.find((point) => point.selected)?.id ?? null) : [],
        options: explorerLabelOptions(basemap, graph),
      },
      attributions: shownLayers.map((layer) => sources.data?.find((source) => source.id === layer.source)?.attribution ?? ''),
    };
  };
  const exportRef = useRef(exportRequest);
  exportRef.current = exportRequest;
  const savePng = useCallback(async () => {
    const request = exportRef.current();
    if (request) await (await import('./export/exportMap')).saveMapPng(request);
  }, []);
  const printPdf = useCallback(async (title: string) => {
    const request = exportRef.current();
    if (request) await (await import('./export/exportMap')).printMapPdf(request, title);
  }, []);

  const parametersPanel = useMemo(
    () => (graph && filters.data ? { filters: filters.data, selectedGroupIds, selected: parameters, onChange: chooseParameters } : null),
    [graph, filters.data, selectedGroupIds, parameters, chooseParameters],
  );
  const basemaps = useMemo(() => basemapsOf(basemapSettings), [basemapSettings]);

  // The filter bar's parts, in the spec's order; `priority` decides which stay in the row when it is short.
  const filterItems = useMemo<OverflowItem[]>(() => {
    if (!explorer) return [];
    const items: OverflowItem[] = [
      { key: 'search', priority: 0, node: <LocationSearch locations={shownLater} onChoose={chooseLocation} /> },
      { key: 'types', priority: 1, node: <CheckboxPopover label="Loc Types" options={typeOptions} selected={locationTypes} onChange={chooseLocationTypes} /> },
      { key: 'groups', priority: 2, node: <CheckboxPopover label="Param Groups" options={groupOptions} selected={parameterGroups} onChange={chooseParameterGroups} /> },
      { key: 'more-filters', priority: 3, node: <MoreFiltersButton onChange={update} /> },
    ];
    if (graph && filters.data) {
      items.push(
        { key: 'min-records', priority: 6, node: <MinRecordsField value={minRecords} onChange={update} /> },
        { key: 'analysis-flow', priority: 4, node: <AnalysisFlowSelects filters={filters.data} analysis={state.analysis} flow={state.flow} onChange={update} /> },
        { key: 'period', priority: 8, node: <PeriodControls period={period} recalculating={running} onRecalculate={startRecalculate} /> },
      );
    }
    items.push(
      // In graph mode what colours the map is the main choice after the site (issue 30: it hid under More).
      { key: 'color-by', priority: graph ? 0.5 : 5, node: <ColorByButton value={colorBy} graph={graph} onChange={chooseColorBy} parameters={parametersPanel} /> },
      { key: 'export', priority: 9, node: <ExportButton disabled={!mapReady} onSavePng={savePng} onPrintPdf={printPdf} /> },
      { key: 'share', priority: 10, node: <ShareButton /> },
      { key: 'list', priority: 7, node: <ListButton onOpenList={openList} /> },
    );
    return items;
  }, [
    explorer, shownLater, chooseLocation, typeOptions, locationTypes, chooseLocationTypes, groupOptions, parameterGroups, chooseParameterGroups, update,
    graph, filters.data, minRecords, state.analysis, state.flow, running, period, startRecalculate, colorBy, chooseColorBy, parametersPanel, mapReady, savePng, printPdf, openList,
  ]);

  const showLeftPanel = variant !== 'embed';
  const leftPanel = explorer ? (
    <MapOptionsPanel
      openPanels={openPanels}
      onOpenPanelsChange={setOpenPanels}
      basemaps={basemaps}
      basemap={basemap}
      onBasemapChange={chooseBasemap}
      layers={layers.data ?? NO_LAYERS}
      visibleLayers={visible}
      onVisibleLayersChange={showLayers}
      locationLegend={coloring.legend}
      projects={projects}
      projectLayerShown={projectLayerShown}
      bounds={bounds}
      onChooseProject={chooseProject}
      parameters={parametersPanel}
    />
  ) : (
    <ProjectsPanel projects={projects} layerSelected={projectLayerShown} bounds={bounds} onChoose={chooseProject} />
  );
  // The footer's line: a full-height screen has no footer, so it ends the options panel instead.
  const copyright = explorer && <p className="map-copyright">{copyrightNotice()}</p>;
  const results =
    graph && explorer ? (
      <div className="map-results-fill">
        <ResultsPanel
          location={selectedLocation}
          parameters={parameters}
          parameterNames={parameterNames}
          summaryRows={summary.data}
          period={period}
          flow={state.flow}
          analysis={state.analysis}
          expanded={state.panel === 'expanded'}
          onToggleExpanded={toggleExpanded}
          benchmarkColors={benchmarkColors.data}
        />
      </div>
    ) : null;

  const map = (
    <>
      {initialView && <MapView
        basemap={basemap}
        initialView={initialView}
        homeView={homeView}
        basinExtent={basinExtent}
        fitFirstView={state.view === null}
        sources={sources.data}
        apiLayers={layers.data ?? NO_LAYERS}
        visibleLayers={visible}
        points={drawnPoints}
        large={graph}
        // Graph mode draws the points with the map engine, so its first view needs no deck.gl (issue 17).
        renderer={graph ? 'circles' : 'deck'}
        onLocationClick={onLocationClick}
        onViewChange={onViewChange}
        onReady={onReady}
      >
        {explorer && <AddressSearch mapboxToken={mapboxToken} onGo={goToPlace} mapRef={mapRef} />}
        {(graph || !explorer) && (
          <div className="map-legend-box">
            {graph && (
              <Button size="small" onClick={() => setLegendVisible(!legendVisible)} aria-expanded={legendVisible}>
                {legendVisible ? 'Hide legend' : 'Show legend'}
              </Button>
            )}
            {(legendVisible || !graph) && <Legend title={graph ? legendTitle : MONITORING_GROUP} entries={coloring.legend} />}
          </div>
        )}
      </MapView>}
      <MapStatus shown={shown.length} total={wells.data?.length} filtered={explorer} onReset={resetFilters} />
      {wells.isError && (
        <Typography.Text type="danger" className="map-load-error">
          The monitoring locations could not be loaded.
        </Typography.Text>
      )}
    </>
  );

  const heading = (
    <h1 ref={headingRef} tabIndex={-1} className={explorer ? 'map-title' : 'visually-hidden'}>
      {TITLES[variant]}
    </h1>
  );
  const disclaimer = explorer && !signedIn && !restoringSession && disclaimerAsked && (
    <Suspense fallback={null}>
      <DisclaimerDialog open={disclaimerOpen} onAccept={acceptDisclaimer} onClosed={disclaimerClosed} />
    </Suspense>
  );
  const list = explorer && listLoaded && (
    // The kit's spinner over the page if the list's code takes a moment to arrive (none for a quick load).
    <Suspense fallback={<Spin fullscreen delay={200} description="Loading the locations list…" />}>
      <LocationsList open={listOpen} onClose={closeList} locations={shownLater} onChoose={chooseListedLocation} />
    </Suspense>
  );

  if (phone) {
    // A phone: the map first and as large as it can be; filters, map options and results open as bottom sheets.
    return (
      <ConfigProvider theme={portalTheme}>
        <div className={`map-page map-page-explorer map-page-phone${graph ? ' map-page-graph' : ''}`}>
          {heading}
          {disclaimer}
          <div className="map-body">
            <div className="map-main">{map}</div>
          </div>
          <div className="map-phone-bar" role="group" aria-label="Map panels">
            <Button icon={<FilterOutlined aria-hidden />} aria-haspopup="dialog" onClick={() => setPhonePanel('filters')}>
              Filters
            </Button>
            <Button icon={<AppstoreOutlined aria-hidden />} aria-haspopup="dialog" onClick={() => setPhonePanel('layers')}>
              Layers
            </Button>
            {graph && (
              <Button icon={<BarChartOutlined aria-hidden />} aria-haspopup="dialog" onClick={() => setPhonePanel('results')}>
                Results
              </Button>
            )}
          </div>
          {sheetLoaded && (
            <Suspense fallback={<Spin fullscreen delay={200} description="Loading…" />}>
              <PhoneSheet
                open={sheetOpen}
                onClose={closePhonePanel}
                title={PHONE_PANEL_TITLES[phonePanel]}
                size={phonePanel === 'results' && state.panel === 'expanded' ? '90%' : '70%'}
              >
                {phonePanel === 'filters' && (
                  <div className="map-phone-filters">
                    <ModeButton graph={graph} onToggleMode={toggleMode} />
                    {filterItems.map((item) => (
                      <div key={item.key}>{item.node}</div>
                    ))}
                  </div>
                )}
                {phonePanel === 'layers' && (
                  <>
                    {leftPanel}
                    {copyright}
                  </>
                )}
                {phonePanel === 'results' && results}
              </PhoneSheet>
            </Suspense>
          )}
          {list}
        </div>
      </ConfigProvider>
    );
  }

  return (
    <ConfigProvider theme={portalTheme}>
      <div className={`map-page map-page-${variant}${graph ? ' map-page-graph' : ''}`}>
        {heading}
        {disclaimer}
        {explorer && (
          <div className="map-filter-bar">
            <OverflowBar items={filterItems} label="Map filters" />
            <ModeButton graph={graph} onToggleMode={toggleMode} />
          </div>
        )}
        <div className="map-body">
          {showLeftPanel && (
            <aside className="map-left-panel" aria-label="Map options">
              <div className="map-left-panel-body">{leftPanel}</div>
              {copyright}
            </aside>
          )}
          <div className="map-main">
            <ResizableSplit
              main={map}
              pane={results}
              size={resultsSize ?? RESULTS_PRESETS[state.panel]}
              onSizeChange={resizeResults}
              label="Resize the results panel"
              valueText={resultsValueText}
              bounds={RESULTS_BOUNDS}
            />
          </div>
        </div>
        {list}
      </div>
    </ConfigProvider>
  );
}
