// The public map explorer (/tools/map, spec 01 §2) and its embeddable frames. The URL holds the
// view's state; server data comes from react-query; the map draws what this page computes.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Collapse, ConfigProvider, Popover, Radio, Space, Switch, Typography } from 'antd';
import { BgColorsOutlined, DownOutlined, LineChartOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { MapLocation } from '@basin/api/schemas';
import { getRuntimeConfig, portalTheme, useBasinStore, useDocumentTitle } from '@basin/shared';
import { basemapsOf, resolveBasemap, useMapSources, type MapEngine, type MapInstance, type MapView as View } from '@basin/shared/map';
import type { FeatureCollection } from 'geojson';
import { AddressSearch } from './controls/AddressSearch';
import { DisclaimerDialog, disclaimerAccepted } from './DisclaimerDialog';
import { printMapPdf, saveMapPng } from './export/exportMap';
import { CheckboxPopover } from './filter-bar/CheckboxPopover';
import { ExportButton } from './filter-bar/ExportButton';
import { GraphControls } from './filter-bar/GraphControls';
import { LocationSearch } from './filter-bar/LocationSearch';
import { MONITORING_GROUP, PROJECTS_GROUP, visibleLayerIds } from './layers/apiLayers';
import { formatLocationPoints, MONITORING_LOCATIONS_LAYER_ID } from './layers/locationPoints';
import { buildLocationsLayer } from './layers/monitoringLocationsLayer';
import { BasemapsPanel } from './left-panel/BasemapsPanel';
import { LayersPanel } from './left-panel/LayersPanel';
import { ParametersPanel } from './left-panel/ParametersPanel';
import { ProjectsPanel } from './left-panel/ProjectsPanel';
import { Legend } from './Legend';
import { LocationsList } from './LocationsList';
import { benchmarkPalette, locationClasses } from './logic/benchmarks';
import { locationColoring } from './logic/locationColors';
import { createLocationFilter, groupIdsOf, paramsOfSelectedGroups } from './logic/locationFilters';
import { asColorBy, COLOR_BY_OPTIONS, enterGraphMode, leaveGraphMode } from './logic/modes';
import { projectsOf, type Bounds, type Project } from './logic/projects';
import { effectiveMinRecords } from './logic/urlState';
import { DEFAULT_VIEW, MapView } from './MapView';
import { useMapUi, type PanelKey } from './mapUiStore';
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

function boundsOf(map: MapInstance): Bounds {
  const bounds = map.getBounds();
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
}

export function MapExplorerPage({ variant = 'explorer' }: { variant?: MapPageVariant }) {
  useDocumentTitle(TITLES[variant]);
  const explorer = variant === 'explorer';
  const [state, update, hasColorParam] = useMapUrlState();
  const signedIn = useBasinStore((store) => store.user !== null);
  const [disclaimerOpen, setDisclaimerOpen] = useState(() => explorer && !disclaimerAccepted());
  const [listOpen, setListOpen] = useState(false);
  const [bounds, setBounds] = useState<Bounds | null>(null);
  const mapRef = useRef<{ map: MapInstance; engine: MapEngine } | null>(null);
  const { openPanels, setOpenPanels, openOnly, legendVisible, setLegendVisible } = useMapUi();
  // A link that opens in graph mode shows its Parameters, as entering graph mode does (spec 01 §4).
  useEffect(() => {
    if (state.mode === 'graph') setOpenPanels(['parameters']);
    else setOpenPanels(['layers']);
    // Only on entry: later mode changes go through toggleMode.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const wells = useWells();
  const filters = useFilters();
  const layers = useLayers();
  const sources = useMapSources();
  const graph = state.mode === 'graph';
  // A link that opens graph mode without a colour choice colours by WQ Data, as entering graph mode does.
  const colorBy = asColorBy(graph && !hasColorParam ? 'wqData' : state.colorBy);
  const summary = useWqSummary(graph || colorBy === 'wqData');
  const benchmarkColors = useBenchmarkColors();
  const { recalculate, running } = useRecalculate();
  const mapboxToken = getRuntimeConfig().mapboxToken;
  const engineKind = mapboxToken ? 'mapbox' : 'maplibre';
  const basemap = resolveBasemap(engineKind, state.basemap, engineKind === 'mapbox' ? 'outdoors' : 'light');

  // What the filters select; "null" in the URL means everything the data offers.
  const typeOptions = useMemo(() => (filters.data?.locationTypes ?? []).map((option) => ({ value: String(option.value), label: option.display })), [filters.data]);
  const groupOptions = useMemo(() => (filters.data?.parameterGroups ?? []).map((option) => ({ value: option.display, label: option.display })), [filters.data]);
  const locationTypes = state.locationTypes ?? typeOptions.map((option) => option.value);
  const parameterGroups = state.parameterGroups ?? groupOptions.map((option) => option.value);
  const selectedGroupIds = useMemo(() => new Set(groupIdsOf(filters.data?.parameterGroups ?? [], parameterGroups)), [filters.data, parameterGroups]);
  const parameters = useMemo(
    () => (graph && filters.data ? paramsOfSelectedGroups(filters.data.parameters, [...selectedGroupIds], state.parameters) : state.parameters),
    [graph, filters.data, selectedGroupIds, state.parameters],
  );
  const minRecords = effectiveMinRecords(state);

  const filter = useMemo(
    () =>
      createLocationFilter({
        locationTypes,
        parameterGroups,
        hasTelemetry: state.hasTelemetry,
        isActive: state.isActive,
        isCcbwqa: state.isCcbwqa,
        minRecords,
        flow: state.flow,
        mode: state.mode,
        parameters,
      }),
    // The lists are rebuilt each render from the URL; their contents are what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locationTypes.join('\n'), parameterGroups.join('\n'), state.hasTelemetry, state.isActive, state.isCcbwqa, minRecords, state.flow, state.mode, parameters],
  );
  const shown = useMemo(() => (wells.data ?? []).filter(filter), [wells.data, filter]);

  const palette = useMemo(() => benchmarkPalette(benchmarkColors.data), [benchmarkColors.data]);
  const classes = useMemo(() => locationClasses(summary.data ?? [], parameters, state.flow, state.analysis), [summary.data, parameters, state.flow, state.analysis]);
  const coloring = useMemo(() => locationColoring(colorBy, wells.data ?? [], { classes, palette }), [colorBy, wells.data, classes, palette]);
  const points = useMemo(() => formatLocationPoints(shown, coloring.colorOf, state.location), [shown, coloring, state.location]);
  const layersKey = state.layers?.join(',') ?? null;
  // Keyed by the list's text: every URL change parses a new array, and a new Set would redraw the layers.
  const visible = useMemo(() => visibleLayerIds(layers.data ?? [], layersKey === null ? null : layersKey.split(',').filter(Boolean)), [layers.data, layersKey]);
  const deckLayers = useMemo(() => (visible.has(MONITORING_LOCATIONS_LAYER_ID) ? [buildLocationsLayer(points, { large: graph })] : []), [visible, points, graph]);

  const projects = useMemo(() => projectsOf(sources.data?.find((source) => source.id === 'projects')?.data as FeatureCollection | undefined), [sources.data]);
  const projectLayerShown = (layers.data ?? []).some((layer) => layer.lreProperties.layerGroup === PROJECTS_GROUP && visible.has(layer.id));

  const selectedLocation = wells.data?.find((location) => location.locationid === state.location) ?? null;
  const parameterNames = useMemo(() => new Map((filters.data?.parameters ?? []).map((parameter) => [parameter.value, parameter.display])), [filters.data]);
  const initialView = useMemo<View>(() => (state.view ? { center: [state.view.lng, state.view.lat], zoom: state.view.zoom } : DEFAULT_VIEW), []); // eslint-disable-line react-hooks/exhaustive-deps

  const flyTo = useCallback((center: [number, number], zoom: number) => mapRef.current?.map.flyTo({ center, zoom }), []);
  const chooseLocation = (location: MapLocation) => {
    update({ location: location.locationid });
    flyTo([location.longitude_dd, location.latitude_dd], LOCATION_ZOOM);
  };
  const chooseProject = useCallback((project: Project) => flyTo(project.center, PROJECT_ZOOM), [flyTo]);
  const showLayers = useCallback((next: Set<string>) => update({ layers: [...next] }), [update]);
  const chooseBasemap = useCallback((id: string) => update({ basemap: id }), [update]);
  const chooseParameters = useCallback((ids: number[]) => update({ parameters: ids }), [update]);
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
  }, []);

  const toggleMode = () => {
    if (graph) {
      update(leaveGraphMode);
      openOnly('layers');
    } else {
      update(enterGraphMode);
      setLegendVisible(true);
      setOpenPanels(['parameters']);
    }
  };

  const legendTitle = colorBy === 'wqData' ? `Benchmark classes (${state.analysis === 'median' ? 'median' : '85th percentile'})` : COLOR_BY_OPTIONS.find((option) => option.value === colorBy)!.label;
  const report = (title: string) => ({
    title,
    legendTitle,
    legend: coloring.legend,
    details: [
      `${shown.length} of ${wells.data?.length ?? 0} locations shown. Location types: ${locationTypes.join(', ') || 'none'}.`,
      graph ? `Graph mode: ${state.analysis === 'median' ? 'median' : '85th percentile'}, flow ${state.flow}, parameters: ${parameters.map((id) => parameterNames.get(id) ?? id).join(', ') || 'none'}.` : 'Map explorer mode.',
      `Period of the statistics: ${filters.data?.startDate ?? ''} to ${filters.data?.endDate ?? ''}.`,
    ],
  });

  const moreFilters = (
    <Space direction="vertical" role="group" aria-label="More Filters">
      {(
        [
          ['hasTelemetry', 'Has Telemetry'],
          ['isActive', 'Is Active'],
          ['isCcbwqa', 'Is CCBWQA'],
        ] as const
      ).map(([key, label]) => (
        <label key={key} className="map-inline-field">
          <Switch size="small" checked={state[key]} onChange={(checked) => update({ [key]: checked } as Partial<Record<typeof key, boolean>>)} aria-label={label} /> {label}
        </label>
      ))}
    </Space>
  );
  const colorByPicker = (
    <Radio.Group value={colorBy} onChange={(event) => update({ colorBy: event.target.value as string })} aria-label="Colour locations by">
      <Space direction="vertical">
        {COLOR_BY_OPTIONS.map((option) => (
          <Radio key={option.value} value={option.value} disabled={option.value === 'wqData' && !graph}>
            {option.label}
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  );

  const panels = [
    { key: 'basemaps', label: 'Basemaps', children: <BasemapsPanel basemaps={basemapsOf(engineKind)} value={basemap} onChange={chooseBasemap} /> },
    {
      key: 'layers',
      label: 'Layers',
      children: <LayersPanel layers={layers.data ?? []} visible={visible} onVisibleChange={showLayers} locationLegend={coloring.legend} />,
    },
    { key: 'projects', label: 'Pollution Abatement Projects', children: <ProjectsPanel projects={projects} layerSelected={projectLayerShown} bounds={bounds} onChoose={chooseProject} /> },
    ...(graph && filters.data
      ? [{ key: 'parameters', label: 'Parameters', children: <ParametersPanel filters={filters.data} selectedGroupIds={selectedGroupIds} selected={parameters} onChange={chooseParameters} /> }]
      : []),
  ];

  const showLeftPanel = variant !== 'embed';
  return (
    <ConfigProvider theme={portalTheme}>
      <div className={`map-page map-page-${variant}${graph ? ' map-page-graph' : ''}`}>
        <h1 className={explorer ? 'map-title' : 'visually-hidden'}>{TITLES[variant]}</h1>
        {explorer && !signedIn && <DisclaimerDialog open={disclaimerOpen} onAccept={() => setDisclaimerOpen(false)} />}
        {explorer && (
          <div className="map-filter-bar" role="toolbar" aria-label="Map filters">
            <LocationSearch locations={shown} onChoose={chooseLocation} />
            <CheckboxPopover label="Loc Types" options={typeOptions} selected={locationTypes} onChange={(types) => update({ locationTypes: types })} />
            <CheckboxPopover
              label="Param Groups"
              options={groupOptions}
              selected={parameterGroups}
              onChange={(groups) =>
                update((current) => ({
                  ...current,
                  parameterGroups: groups,
                  // Spec 01 §5: deselecting a group removes its parameters in graph mode.
                  parameters: graph && filters.data ? paramsOfSelectedGroups(filters.data.parameters, groupIdsOf(filters.data.parameterGroups, groups), current.parameters) : current.parameters,
                }))
              }
            />
            <Popover content={moreFilters} trigger="click" placement="bottomLeft">
              <Button aria-haspopup="dialog">
                More Filters <DownOutlined aria-hidden />
              </Button>
            </Popover>
            {graph && filters.data && (
              <GraphControls
                filters={filters.data}
                minRecords={minRecords}
                analysis={state.analysis}
                flow={state.flow}
                onChange={(change) => update(change)}
                recalculating={running}
                onRecalculate={(start, end) => void recalculate(start, end)}
              />
            )}
            <Popover content={colorByPicker} trigger="click" placement="bottomLeft">
              <Button icon={<BgColorsOutlined />} aria-haspopup="dialog">
                Colour by
              </Button>
            </Popover>
            <ExportButton
              disabled={!mapRef.current}
              onSavePng={async () => {
                if (mapRef.current) await saveMapPng(mapRef.current.map);
              }}
              onPrintPdf={async (title) => {
                if (mapRef.current) await printMapPdf(mapRef.current.map, report(title));
              }}
            />
            <Button icon={<UnorderedListOutlined />} onClick={() => setListOpen(true)}>
              Locations list
            </Button>
            <Button type="primary" icon={<LineChartOutlined />} onClick={toggleMode}>
              {graph ? 'Return to Map Explorer' : 'Explore in Graph Mode'}
            </Button>
            <span className="visually-hidden" role="status" aria-live="polite">
              {wells.data ? `${shown.length} of ${wells.data.length} locations shown` : 'Loading locations'}
            </span>
          </div>
        )}
        <div className="map-body">
          {showLeftPanel && (
            <aside className="map-left-panel" aria-label="Map options">
              {explorer ? (
                <Collapse items={panels} activeKey={openPanels} onChange={(keys) => setOpenPanels(keys as PanelKey[])} size="small" />
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
              apiLayers={layers.data ?? []}
              visibleLayers={visible}
              deckLayers={deckLayers}
              onLocationClick={(location) => update({ location: location.locationid })}
              onViewChange={onViewChange}
              onReady={onReady}
            >
              {explorer && <AddressSearch mapboxToken={mapboxToken} onGo={(place) => flyTo(place.center, LOCATION_ZOOM)} />}
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
                onToggleExpanded={() => update({ panel: state.panel === 'expanded' ? 'compact' : 'expanded' })}
                benchmarkColors={benchmarkColors.data}
              />
            )}
          </div>
        </div>
        {explorer && <LocationsList open={listOpen} onClose={() => setListOpen(false)} locations={shown} onChoose={(location) => { setListOpen(false); chooseLocation(location); }} />}
      </div>
    </ConfigProvider>
  );
}
