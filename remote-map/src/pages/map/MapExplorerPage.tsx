// The public map explorer (/tools/map, spec 01 §2) and its embeddable frames. The URL holds the
// view's state; server data comes from react-query; the map draws what this page computes.
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Button, ConfigProvider, Typography } from 'antd';
import { LineChartOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { ANALYSIS_LABELS } from '@basin/api/domain';
import type { MapLayer, MapLocation } from '@basin/api/schemas';
import { getRuntimeConfig, portalTheme, useBasinStore, useDocumentTitle } from '@basin/shared';
import { basemapSettingsOf, basemapsOf, resolveBasemap, useMapSources, type BasemapId, type MapEngine, type MapInstance, type MapView as View } from '@basin/shared/map';
import type { FeatureCollection } from 'geojson';
import { AddressSearch, type Place } from './controls/AddressSearch';
import { DisclaimerDialog, disclaimerAccepted } from './DisclaimerDialog';
import { printMapPdf, saveMapPng } from './export/exportMap';
import { CheckboxPopover } from './filter-bar/CheckboxPopover';
import { ColorByButton } from './filter-bar/ColorByButton';
import { ExportButton } from './filter-bar/ExportButton';
import { GraphControls } from './filter-bar/GraphControls';
import { LocationSearch } from './filter-bar/LocationSearch';
import { MoreFiltersButton } from './filter-bar/MoreFiltersButton';
import { MONITORING_GROUP, PROJECTS_GROUP, visibleLayerIds } from './layers/apiLayers';
import { formatLocationPoints, MONITORING_LOCATIONS_LAYER_ID } from './layers/locationPoints';
import { buildLocationsLayer } from './layers/monitoringLocationsLayer';
import { MapOptionsPanel } from './left-panel/MapOptionsPanel';
import { ProjectsPanel } from './left-panel/ProjectsPanel';
import { Legend } from './Legend';
import { LocationsList } from './LocationsList';
import { benchmarkPalette, locationClasses } from './logic/benchmarks';
import { locationColoring } from './logic/locationColors';
import { createLocationFilter, groupIdsOf, paramsOfSelectedGroups } from './logic/locationFilters';
import { asColorBy, COLOR_BY_OPTIONS, enterGraphMode, leaveGraphMode, type ColorBy } from './logic/modes';
import { projectsOf, type Bounds, type Project } from './logic/projects';
import { DEFAULT_MAP_URL_STATE, effectiveMinRecords } from './logic/urlState';
import { DEFAULT_VIEW, MapView } from './MapView';
import { useMapUi } from './mapUiStore';
import { useBenchmarkColors } from './queries/benchmarkColors';
import { useFilters } from './queries/filters';
import { useLayers } from './queries/layers';
import { useWells } from './queries/wells';
import { useWqSummary } from './queries/wqSummary';
import { ResultsPanel } from './results/ResultsPanel';
import { useMapUrlState } from './useMapUrlState';
import { useRecalculate } from './useRecalculate';
import './mapPage.css';

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

function boundsOf(map: MapInstance): Bounds {
  const bounds = map.getBounds();
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
}

/** The two buttons at the end of the filter bar; memoised so a filter change leaves them alone. */
const ViewButtons = memo(function ViewButtons({ graph, onOpenList, onToggleMode }: { graph: boolean; onOpenList: () => void; onToggleMode: () => void }) {
  return (
    <>
      <Button icon={<UnorderedListOutlined />} onClick={onOpenList}>
        Locations list
      </Button>
      <Button type="primary" icon={<LineChartOutlined />} onClick={onToggleMode}>
        {graph ? 'Return to Map Explorer' : 'Explore in Graph Mode'}
      </Button>
    </>
  );
});

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
  const [disclaimerOpen, setDisclaimerOpen] = useState(() => explorer && !disclaimerAccepted());
  const [listOpen, setListOpen] = useState(false);
  const [bounds, setBounds] = useState<Bounds | null>(null);
  const [mapReady, setMapReady] = useState(false);
  const mapRef = useRef<{ map: MapInstance; engine: MapEngine } | null>(null);
  // Only what the page shows: the opacity sliders and the measure tool update the map view alone.
  const openPanels = useMapUi((ui) => ui.openPanels);
  const legendVisible = useMapUi((ui) => ui.legendVisible);
  const { setOpenPanels, openOnly, setLegendVisible } = useMapUi.getState();
  // A link that opens in graph mode shows its Parameters, as entering graph mode does (spec 01 §4).
  useEffect(() => {
    if (state.mode === 'graph') setOpenPanels(['parameters']);
    else setOpenPanels(['layers']);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Only on entry: later mode changes go through toggleMode.
  }, []);

  const wells = useWells();
  const filters = useFilters();
  const layers = useLayers();
  const sources = useMapSources();
  const graph = state.mode === 'graph';
  const colorBy = asColorBy(state.colorBy);
  const summary = useWqSummary(graph || colorBy === 'wqData');
  const benchmarkColors = useBenchmarkColors();
  const { recalculate, running } = useRecalculate();
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
  const deckLayers = useMemo(() => (visible.has(MONITORING_LOCATIONS_LAYER_ID) ? [buildLocationsLayer(points, { large: graph })] : []), [visible, points, graph]);

  const projects = useMemo(() => projectsOf(sources.data?.find((source) => source.id === 'projects')?.data as FeatureCollection | undefined), [sources.data]);
  const projectLayerShown = (layers.data ?? []).some((layer) => layer.lreProperties.layerGroup === PROJECTS_GROUP && visible.has(layer.id));

  const selectedLocation = wells.data?.find((location) => location.locationid === state.location) ?? null;
  const parameterNames = useMemo(() => new Map((filters.data?.parameters ?? []).map((parameter) => [parameter.value, parameter.display])), [filters.data]);
  const initialView = useMemo<View>(() => (state.view ? { center: [state.view.lng, state.view.lat], zoom: state.view.zoom } : DEFAULT_VIEW), []); // eslint-disable-line react-hooks/exhaustive-deps -- the view the map starts from; later views come from the map itself

  const flyTo = useCallback((center: [number, number], zoom: number) => mapRef.current?.map.flyTo({ center, zoom }), []);
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
  const onLocationClick = useCallback((location: MapLocation) => update({ location: location.locationid }), [update]);
  const acceptDisclaimer = useCallback(() => setDisclaimerOpen(false), []);
  const openList = useCallback(() => setListOpen(true), []);
  const closeList = useCallback(() => setListOpen(false), []);
  const toggleExpanded = useCallback(() => update((current) => ({ ...current, panel: current.panel === 'expanded' ? 'compact' : 'expanded' })), [update]);
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
  const report = (title: string) => ({
    title,
    legendTitle,
    legend: coloring.legend,
    details: [
      `${shown.length} of ${wells.data?.length ?? 0} locations shown. Location types: ${locationTypes.join(', ') || 'none'}.`,
      graph ? `Graph mode: ${ANALYSIS_LABELS[state.analysis].toLowerCase()}, flow ${state.flow}, parameters: ${parameters.map((id) => parameterNames.get(id) ?? id).join(', ') || 'none'}.` : 'Map explorer mode.',
      `Period of the statistics: ${filters.data?.startDate ?? ''} to ${filters.data?.endDate ?? ''}.`,
    ],
  });
  // The PDF describes the map as it is when printed: the stable export callback reads the latest report.
  const reportRef = useRef(report);
  reportRef.current = report;
  const savePng = useCallback(async () => {
    if (mapRef.current) await saveMapPng(mapRef.current.map);
  }, []);
  const printPdf = useCallback(async (title: string) => {
    if (mapRef.current) await printMapPdf(mapRef.current.map, reportRef.current(title));
  }, []);

  const parametersPanel = useMemo(
    () => (graph && filters.data ? { filters: filters.data, selectedGroupIds, selected: parameters, onChange: chooseParameters } : null),
    [graph, filters.data, selectedGroupIds, parameters, chooseParameters],
  );
  const basemaps = useMemo(() => basemapsOf(basemapSettings), [basemapSettings]);

  const showLeftPanel = variant !== 'embed';
  return (
    <ConfigProvider theme={portalTheme}>
      <div className={`map-page map-page-${variant}${graph ? ' map-page-graph' : ''}`}>
        <h1 className={explorer ? 'map-title' : 'visually-hidden'}>{TITLES[variant]}</h1>
        {explorer && !signedIn && <DisclaimerDialog open={disclaimerOpen} onAccept={acceptDisclaimer} />}
        {explorer && (
          <div className="map-filter-bar" role="toolbar" aria-label="Map filters">
            <LocationSearch locations={shownLater} onChoose={chooseLocation} />
            <CheckboxPopover label="Loc Types" options={typeOptions} selected={locationTypes} onChange={chooseLocationTypes} />
            <CheckboxPopover label="Param Groups" options={groupOptions} selected={parameterGroups} onChange={chooseParameterGroups} />
            <MoreFiltersButton onChange={update} />
            {graph && filters.data && (
              <GraphControls
                filters={filters.data}
                minRecords={minRecords}
                analysis={state.analysis}
                flow={state.flow}
                onChange={update}
                recalculating={running}
                onRecalculate={startRecalculate}
              />
            )}
            <ColorByButton value={colorBy} graph={graph} onChange={chooseColorBy} />
            <ExportButton disabled={!mapReady} onSavePng={savePng} onPrintPdf={printPdf} />
            <ViewButtons graph={graph} onOpenList={openList} onToggleMode={toggleMode} />
            <span className="visually-hidden" role="status" aria-live="polite">
              {wells.data ? `${shown.length} of ${wells.data.length} locations shown` : 'Loading locations'}
            </span>
          </div>
        )}
        <div className="map-body">
          {showLeftPanel && (
            <aside className="map-left-panel" aria-label="Map options">
              {explorer ? (
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
              )}
            </aside>
          )}
          <div className="map-main">
            <MapView
              basemap={basemap}
              initialView={initialView}
              sources={sources.data}
              apiLayers={layers.data ?? NO_LAYERS}
              visibleLayers={visible}
              deckLayers={deckLayers}
              onLocationClick={onLocationClick}
              onViewChange={onViewChange}
              onReady={onReady}
            >
              {explorer && <AddressSearch mapboxToken={mapboxToken} onGo={goToPlace} />}
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
            </MapView>
            {wells.isError && (
              <Typography.Text type="danger" className="map-load-error">
                The monitoring locations could not be loaded.
              </Typography.Text>
            )}
            {graph && explorer && (
              <ResultsPanel
                location={selectedLocation}
                parameters={parameters}
                parameterNames={parameterNames}
                summaryRows={summary.data}
                flow={state.flow}
                analysis={state.analysis}
                expanded={state.panel === 'expanded'}
                onToggleExpanded={toggleExpanded}
                benchmarkColors={benchmarkColors.data}
              />
            )}
          </div>
        </div>
        {explorer && <LocationsList open={listOpen} onClose={closeList} locations={shownLater} onChoose={chooseListedLocation} />}
      </div>
    </ConfigProvider>
  );
}
