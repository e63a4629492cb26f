// The map of the explorer: engine, basemap, the layers API's layers, the monitoring locations
// (deck.gl in the explorer, loaded lazily; a circle layer of the engine in graph mode), controls and popups. Everything it draws comes in through props; it reports clicks and
// view changes back, so the page keeps the state (in the URL).
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MapLayer, MapLocation, MapSource } from '@basin/api/schemas';
import { currentT, locationTypeLabel, type Translate, useT } from '@basin/shared';
import { useSitePath } from './useSitePath';
import {
  BasemapNotice,
  fitBasin,
  geolocateControl,
  labelColors,
  labelSitesOf,
  moveMap,
  periodOfRecord,
  useBasinMap,
  useMapLabels,
  type BasemapId,
  type LngLatBounds,
  type MapEngine,
  type MapInstance,
  type MapView as View,
} from '@basin/shared/map';
import { ButtonControl } from './controls/ButtonControl';
import { keepPopupInView } from './controls/keepPopupInView';
import { popupContent } from './controls/popupContent';
import { useMeasure } from './controls/useMeasure';
import { syncApiLayers } from './layers/apiLayers';
import { circlePointAt, useCirclePoints } from './layers/circlePoints';
import type { LocationPoint } from './layers/locationPoints';
import { formatFeet } from './logic/distance';
import { useMapUi } from './mapUiStore';

/** deck.gl and its layer, downloaded only when the explorer draws the points with it. */
const DeckPoints = lazy(() => import('./layers/DeckPoints'));

/** How the monitoring locations are drawn: deck.gl (the explorer), or a circle layer of the map engine (graph mode). */
export type PointsRenderer = 'deck' | 'circles';

/** Where the map starts when the portal has no basin loaded (GET /api/basin answers 404): the demo basin. */
export const DEFAULT_VIEW: View = { center: [-104.816, 39.516], zoom: 10 };
/** Spec 01 §9: the scale bar is at most 250 px wide. */
const SCALE_MAX_WIDTH = 250;
/** What the page puts over the map: labels and the basin's fitted view keep clear of them. */
const MAP_COVERS = '.map-address-search, .map-legend-box > *, .map-measure, .map-empty';
/** Site labels from zoom 8 (key sites; telemetry from 9, all from 10), placed without collisions. */
const LABEL_MIN_ZOOM = 8;

/** How the explorer's map labels its sites; its exports label them the same way. */
export const explorerLabelOptions = (basemap: BasemapId, large: boolean) => ({ minZoom: LABEL_MIN_ZOOM, colors: labelColors(basemap), obstacleSelector: MAP_COVERS, gap: large ? 14 : 12 });

export interface MapViewProps {
  basemap: BasemapId;
  initialView: View;
  /** Where 'Re-centre the map' goes without a basin extent: the basin's view (basin.json). */
  homeView: View;
  /** The basin's extent: 'Re-centre the map' fits it, and so does the first view when `fitFirstView`. */
  basinExtent: LngLatBounds | null;
  /** The page has no view of its own to open on (none in the link): the map fits the basin once it knows it. */
  fitFirstView: boolean;
  sources: MapSource[] | undefined;
  apiLayers: MapLayer[];
  visibleLayers: ReadonlySet<string>;
  /** The monitoring locations to draw (none when their layer is hidden). */
  points: readonly LocationPoint[];
  /** graph mode draws larger points */
  large: boolean;
  renderer: PointsRenderer;
  onLocationClick: (location: MapLocation) => void;
  onViewChange: (view: View) => void;
  onReady?: (map: MapInstance, engine: MapEngine) => void;
  children?: ReactNode;
}

function sitePopupRows(t: Translate, location: MapLocation): Array<[string, string]> {
  const yesNo = (value: boolean) => (value ? t('map.popup.yes') : t('map.popup.no'));
  return [
    [t('map.popup.location'), location.location_desc],
    [t('map.popup.type'), locationTypeLabel(t, location.location_type)],
    [t('map.popup.county'), location.county ?? t('map.popup.notRecorded')],
    [t('map.popup.coordinates'), `${location.latitude_dd.toFixed(5)}, ${location.longitude_dd.toFixed(5)}`],
    [t('map.popup.period'), location.por_start ? periodOfRecord(location) : t('map.popup.noSamples')],
    [t('map.popup.records'), t.intl.formatNumber(location.recordcount_alldata)],
    [t('map.popup.telemetry'), yesNo(location.telem)],
    [t('map.popup.active'), yesNo(location.active)],
  ];
}

export function MapView({ basemap, initialView, homeView, basinExtent, fitFirstView, sources, apiLayers, visibleLayers, points, large, renderer, onLocationClick, onViewChange, onReady, children }: MapViewProps) {
  const t = useT();
  const sitePath = useSitePath();
  const container = useRef<HTMLDivElement>(null);
  const homeControlRef = useRef<ButtonControl | null>(null);
  const { map, engine, styleGeneration, error, tilesFailed } = useBasinMap(container, { basemap, initialView, sources });
  const opacity = useMapUi((state) => state.opacity);
  const measuring = useMapUi((state) => state.measuring);
  const setMeasuring = useMapUi((state) => state.setMeasuring);
  const measure = useMeasure(map, measuring, styleGeneration);
  const navigate = useNavigate();
  const callbacks = useRef({ onLocationClick, onViewChange, onReady, homeView, basinExtent });
  callbacks.current = { onLocationClick, onViewChange, onReady, homeView, basinExtent };
  const measuringRef = useRef(measuring);
  measuringRef.current = measuring;

  // Controls: navigation, fullscreen, geolocate, home, scale (imperial, 250 px), measure.
  const measureControl = useMemo(() => new ButtonControl({ label: currentT()('map.controls.measure'), text: '↔', pressed: false, onClick: () => useMapUi.getState().setMeasuring(!useMapUi.getState().measuring) }), []);
  useEffect(() => {
    if (!map || !engine) return;
    // Home: the basin's extent clear of what covers the map; the basin.json view while the extent is unknown.
    const goHome = (target: MapInstance) => {
      const extent = callbacks.current.basinExtent;
      if (extent) fitBasin(target, extent, { how: 'fly', coversSelector: MAP_COVERS });
      else moveMap(target, 'fly', callbacks.current.homeView);
    };
    const homeControl = new ButtonControl({ label: currentT()('map.controls.home'), text: '⌂', onClick: goHome });
    homeControlRef.current = homeControl;
    const controls = [
      [new engine.NavigationControl({ visualizePitch: true }), 'top-right'],
      [new engine.FullscreenControl(), 'top-right'],
      [geolocateControl(engine), 'top-right'],
      [homeControl, 'top-right'],
      [measureControl, 'top-right'],
      [new engine.ScaleControl({ maxWidth: SCALE_MAX_WIDTH, unit: 'imperial' }), 'bottom-left'],
    ] as const;
    for (const [control, position] of controls) map.addControl(control, position);
    const onMoveEnd = () => {
      const center = map.getCenter();
      callbacks.current.onViewChange({ center: [center.lng, center.lat], zoom: map.getZoom() });
    };
    map.on('moveend', onMoveEnd);
    // data-map-state tells tests and the benchmark when the map has drawn everything it has.
    const element = map.getContainer();
    const onIdle = () => (element.dataset.mapState = 'idle');
    const onBusy = () => (element.dataset.mapState = 'busy');
    map.on('idle', onIdle);
    map.on('movestart', onBusy);
    callbacks.current.onReady?.(map, engine);
    return () => {
      map.off('idle', onIdle);
      map.off('movestart', onBusy);
      map.off('moveend', onMoveEnd);
      for (const [control] of controls) if (map.hasControl(control)) map.removeControl(control);
    };
  }, [map, engine, measureControl]);

  useEffect(() => measureControl.setPressed(measuring), [measureControl, measuring]);
  // The controls' names follow the language.
  useEffect(() => {
    measureControl.setLabel(t('map.controls.measure'));
    homeControlRef.current?.setLabel(t('map.controls.home'));
  }, [t, measureControl, map, engine]);

  // The first view fits the basin, once: a link's own view is kept (issue 30: a fixed centre and zoom cut off its south).
  const fitted = useRef(false);
  const fitFirst = useRef(fitFirstView);
  fitFirst.current = fitFirstView;
  useEffect(() => {
    if (!map || fitted.current) return;
    // A view in the link, or a move by the visitor before the basin's extent arrived: theirs stands.
    if (!fitFirst.current) fitted.current = true;
    if (!basinExtent || fitted.current) return;
    fitted.current = true;
    fitBasin(map, basinExtent, { how: 'jump', coversSelector: MAP_COVERS });
  }, [map, basinExtent]);

  // Site labels, the chosen site and the key sites first, never over each other or what covers the map.
  // Deferred: a filter change reaches the points within its frame, the labels just after (10,000 locations).
  const labelPoints = useDeferredValue(points);
  const labelSites = useMemo(() => labelSitesOf(labelPoints, labelPoints.find((point) => point.selected)?.id ?? null), [labelPoints]);
  const labelOptions = useMemo(() => explorerLabelOptions(basemap, large), [basemap, large]);
  useMapLabels(map, labelSites, labelOptions);

  // The layers API's layers, re-added after every basemap change.
  useEffect(() => {
    if (!map || !sources || styleGeneration === 0) return;
    syncApiLayers(map, sources, apiLayers, visibleLayers, opacity);
  }, [map, sources, apiLayers, visibleLayers, opacity, styleGeneration]);

  const onMapClick = (point: LocationPoint | undefined, event: { lngLat: { lng: number; lat: number }; point: { x: number; y: number } }) => {
    if (!map || !engine || measuringRef.current) return;
    if (point?.location) {
      const siteLink = { href: sitePath(point.location.locationid), text: t('map.popup.openSite'), onFollow: (href: string) => void navigate(href) };
      const popup = new engine.Popup({ maxWidth: '320px' }).setLngLat(point.position).setDOMContent(popupContent(point.location.location_name, sitePopupRows(t, point.location), siteLink)).addTo(map);
      keepPopupInView(map, popup.getElement());
      callbacks.current.onLocationClick(point.location);
      return;
    }
    // Layer popups: the top feature of a layer that has popups, without the layer's excluded fields.
    const popupLayers = apiLayers.filter((layer) => !layer.lreProperties.excludePopup && visibleLayers.has(layer.id) && map.getLayer(layer.id));
    const [feature] = map.queryRenderedFeatures([event.point.x, event.point.y] as never, { layers: popupLayers.map((layer) => layer.id) });
    if (!feature) return;
    const layer = apiLayers.find((candidate) => candidate.id === feature.layer.id);
    const excluded = new Set(layer?.lreProperties.popup.excludeFields ?? []);
    const titleField = layer?.lreProperties.titleField ?? 'name';
    const properties = feature.properties as Record<string, unknown>;
    const rows = Object.entries(properties)
      .filter(([key]) => !excluded.has(key) && key !== titleField)
      .map(([key, value]): [string, string] => [key.replace(/_/g, ' '), String(value)]);
    const popup = new engine.Popup({ maxWidth: '320px' }).setLngLat(event.lngLat).setDOMContent(popupContent(String(properties[titleField] ?? layer?.lreProperties.layerGroup ?? ''), rows)).addTo(map);
    keepPopupInView(map, popup.getElement());
  };

  const onMapClickRef = useRef(onMapClick);
  onMapClickRef.current = onMapClick;
  const circles = renderer === 'circles';
  // deck.gl's chunk downloads beside the map engine's, not after it.
  useEffect(() => {
    if (!circles) void import('./layers/DeckPoints');
  }, [circles]);
  useCirclePoints(map, points, large, circles, styleGeneration);
  const pointsById = useRef(new Map<number, LocationPoint>());
  pointsById.current = useMemo(() => new Map(points.map((point) => [point.id, point])), [points]);
  // The circle layer's picking and hover: the point within 6 px of the pointer (deck.gl's pick radius).
  useEffect(() => {
    if (!map || !circles) return;
    const onClick = (event: { lngLat: { lng: number; lat: number }; point: { x: number; y: number } }) => onMapClickRef.current(circlePointAt(map, event.point, pointsById.current), event);
    const onMove = (event: { point: { x: number; y: number } }) => {
      map.getCanvas().style.cursor = circlePointAt(map, event.point, pointsById.current) ? 'pointer' : '';
    };
    map.on('click', onClick);
    map.on('mousemove', onMove);
    return () => {
      map.off('click', onClick);
      map.off('mousemove', onMove);
      map.getCanvas().style.cursor = '';
    };
  }, [map, circles]);

  return (
    <div className="map-view">
      <div ref={container} className="map-canvas" role="region" aria-label={t('map.view.label')} data-testid="map-canvas" data-map-state="loading" data-locations={String(points.length)} />
      {map && !circles && (
        <Suspense fallback={null}>
          <DeckPoints map={map} points={points} large={large} onClick={(point, event) => onMapClickRef.current(point, event)} />
        </Suspense>
      )}
      <BasemapNotice failed={tilesFailed} />
      {error && <p role="alert" className="map-error">{t('map.view.error', { message: error.message })}</p>}
      {measuring && (
        <div className="map-measure" role="status" aria-live="polite">
          <strong>{t('map.measure.distance')}</strong> {formatFeet(measure.feet)} {measure.points.length < 2 && <span>{t('map.measure.hint')}</span>}
          <button type="button" onClick={measure.clear}>{t('map.measure.clear')}</button>
          <button type="button" onClick={() => setMeasuring(false)}>{t('map.measure.done')}</button>
        </div>
      )}
      {children}
    </div>
  );
}
