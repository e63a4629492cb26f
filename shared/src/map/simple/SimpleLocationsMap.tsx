// The simpler locations map of the analysis pages (spec 01 "Simpler locations map", spec 02 "Shared
// map features"): basemap buttons, points coloured by location type with selection rings, labels
// from zoom 7, a legend, a fixed-size click popup, click-to-enable scroll zoom, and a text list of
// the same locations so the map is usable without seeing it. Pages import it lazily from
// '@basin/shared/map', so the engine and deck.gl load only with a map.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Button } from 'antd';
import type { MapLocation } from '@basin/api/schemas';
import { locationTypeLabel, tokens, useT } from '@basin/shared';
import { resolveBasemap, type BasemapId } from '../basemaps';
import type { MapEngine } from '../engine';
import { useMapSources } from '../mapSourcesQuery';
import { moveMap } from '../motion';
import { useBasinMap, type MapView } from '../useBasinMap';
import { addBasinContext } from '../basinContext';
import { BasemapNotice } from '../BasemapNotice';
import { geolocateControl } from '../geolocateControl';
import { useDeckOverlay, type DeckOverlayOptions } from '../useDeckOverlay';
import { labelSitesOf } from '../labels/labelPlacement';
import { useMapLabels } from '../labels/useMapLabels';
import { buildSimpleLayers, SIMPLE_LAYER_IDS } from './simpleLayers';
import {
  DEFAULT_SIMPLE_BASEMAP,
  DEFAULT_SIMPLE_MAP_HEIGHT,
  ringLabel,
  SIMPLE_MAP_VIEW,
  configuredBasemaps,
  describeLocation,
  idsFromKey,
  idsKey,
  isSimplePoint,
  LABEL_MIN_ZOOM,
  labelColors,
  legendEntries,
  locationPopupContent,
  scrollZoomHint,
  simpleBasemapChoices,
  toSimplePoints,
  type LocationSelection,
  type SelectionRing,
} from './simpleMapModel';

export interface SimpleLocationsMapProps {
  /** The locations to draw (and to list in the text alternative). */
  locations: readonly MapLocation[];
  /** Location ids chosen for the left and right chart axes: yellow, red or (both) orange rings. */
  selection?: LocationSelection;
  /** A location clicked on the map or chosen in the locations list. */
  onLocationClick?: (location: MapLocation) => void;
  /** Height of the map in px. Default 400. */
  height?: number;
  /** Names the map for assistive technology. Default 'Map of monitoring locations'. */
  ariaLabel?: string;
  /** Whether the legend starts open. Default false (it is toggled by its button). */
  defaultLegendOpen?: boolean;
  /** Where the map starts. Default the basin at zoom 9. */
  initialView?: MapView;
  /** Words for the rings in the legend and the list, when they mean something else than the axes (e.g. 'This site'); only the rings named are in the legend. */
  ringLabels?: Partial<Record<SelectionRing, string>>;
}

export type { LocationSelection } from './simpleMapModel';

type Popup = InstanceType<MapEngine['Popup']>;
type ClickHandler = NonNullable<DeckOverlayOptions['onClick']>;

const RINGS: readonly SelectionRing[] = ['left', 'right', 'both'];

const overlayBox: CSSProperties = {
  position: 'absolute',
  zIndex: 2,
  background: 'rgba(255, 255, 255, 0.95)',
  border: `1px solid ${tokens.colors.border}`,
  borderRadius: 6,
  padding: '6px 10px',
  fontSize: 13,
  color: tokens.colors.text,
};

const swatch = (color: string, ring = false): CSSProperties => ({
  display: 'inline-block',
  width: 12,
  height: 12,
  marginRight: 6,
  verticalAlign: -1,
  borderRadius: '50%',
  ...(ring ? { border: `3px solid ${color}`, boxShadow: '0 0 0 1px #212121' } : { background: color, border: '1px solid #212121' }),
});

export function SimpleLocationsMap({
  locations,
  selection,
  onLocationClick,
  height = DEFAULT_SIMPLE_MAP_HEIGHT,
  ariaLabel: ownAriaLabel,
  defaultLegendOpen = false,
  initialView = SIMPLE_MAP_VIEW,
  ringLabels,
}: SimpleLocationsMapProps) {
  const t = useT();
  const ariaLabel = ownAriaLabel ?? t('shared.map.simple.label');
  const id = useId();
  const legendId = `${id}-legend`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const container = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);

  // Known before the engine loads (same rule as loadMapEngine), so the buttons do not jump.
  const basemapSettings = useMemo(configuredBasemaps, []);
  const basemapChoices = useMemo(() => simpleBasemapChoices(basemapSettings, t), [basemapSettings, t]);
  const [requestedBasemap, setRequestedBasemap] = useState<BasemapId>(DEFAULT_SIMPLE_BASEMAP);
  const basemap = resolveBasemap(basemapSettings, requestedBasemap, DEFAULT_SIMPLE_BASEMAP);

  const sources = useMapSources();
  // The engine makes the canvas focusable and handles arrow and +/- keys; its name says so.
  const canvasLabel = `${ariaLabel}. Arrow keys pan, plus and minus keys zoom. The locations are also listed under the Locations list button.`;
  const { map, engine, error, styleGeneration, tilesFailed } = useBasinMap(container, { basemap, initialView, sources: sources.data, scrollZoom: false, canvasLabel });
  const failure = error ?? (sources.error instanceof Error ? sources.error : null);

  const [scrollZoom, setScrollZoom] = useState(false);
  const [legendOpen, setLegendOpen] = useState(defaultLegendOpen);
  const [listOpen, setListOpen] = useState(false);

  const onClickRef = useRef(onLocationClick);
  onClickRef.current = onLocationClick;

  // Keyed by the ids, not the object: pages may pass the selection inline.
  const leftKey = idsKey(selection?.left);
  const rightKey = idsKey(selection?.right);
  const points = useMemo(() => toSimplePoints(locations, { left: idsFromKey(leftKey), right: idsFromKey(rightKey) }), [locations, leftKey, rightKey]);
  const layers = useMemo(() => buildSimpleLayers(points), [points]);
  // Labels without collisions, the key sites first (issue 30); clear of the legend and the controls.
  const labelSites = useMemo(() => labelSitesOf(points), [points]);
  // The open legend covers the map's top left: a new selector places the labels again when it opens or closes.
  const labelOptions = useMemo(() => ({ minZoom: LABEL_MIN_ZOOM, colors: labelColors(basemap), obstacleSelector: legendOpen ? `[id="${legendId}"]` : undefined, gap: 14 }), [basemap, legendId, legendOpen]);
  useMapLabels(map, labelSites, labelOptions);
  const legend = useMemo(() => legendEntries(locations), [locations]);
  const hasSelection = selection !== undefined;

  // Controls (spec 02: navigation, geolocate, fullscreen) and the canvas's hint.
  useEffect(() => {
    if (!map || !engine) return;
    const controls = [
      new engine.NavigationControl({ showCompass: true }),
      // The whole frame goes fullscreen, so the legend stays with the map.
      new engine.FullscreenControl(frame.current ? { container: frame.current } : {}),
      geolocateControl(engine),
    ];
    for (const control of controls) map.addControl(control, 'top-right');
    map.getCanvas().setAttribute('aria-describedby', hintId);
    return () => {
      for (const control of controls) if (map.hasControl(control)) map.removeControl(control);
    };
  }, [map, engine, hintId]);

  useEffect(() => {
    if (!map) return;
    if (scrollZoom) map.scrollZoom.enable();
    else map.scrollZoom.disable();
  }, [map, scrollZoom]);

  // One popup at a time; removed with the map.
  const popup = useRef<Popup | null>(null);
  useEffect(
    () => () => {
      popup.current?.remove();
      popup.current = null;
    },
    [map],
  );

  const openPopup = useCallback(
    (location: MapLocation) => {
      if (!map || !engine) return;
      popup.current?.remove();
      // maxWidth none: the content has its own fixed 252 px width. Focus stays where the user is.
      popup.current = new engine.Popup({ maxWidth: 'none', offset: 10, focusAfterOpen: false })
        .setLngLat([location.longitude_dd, location.latitude_dd])
        .setDOMContent(locationPopupContent(location, document, t))
        .addTo(map);
    },
    [map, engine, t],
  );

  // A click on a location opens its popup; a click elsewhere on the map toggles scroll-wheel zoom.
  const onMapClick = useCallback<ClickHandler>(
    (info) => {
      const picked: unknown = info?.object;
      if (isSimplePoint(picked)) {
        openPopup(picked.location);
        onClickRef.current?.(picked.location);
        return;
      }
      setScrollZoom((on) => !on);
    },
    [openPopup],
  );

  useDeckOverlay(map, { layers, onClick: onMapClick });

  // The basin's outline and streams under the points, after every style load (issue 30).
  const dark = labelColors(basemap).text === '#ffffff';
  useEffect(() => {
    if (!map || styleGeneration === 0) return;
    addBasinContext(map, sources.data, { dark, beforeId: SIMPLE_LAYER_IDS.find((layerId) => map.getLayer(layerId)) });
  }, [map, sources.data, styleGeneration, dark]);

  const chooseFromList = (location: MapLocation) => {
    if (map) {
      moveMap(map, 'ease', { center: [location.longitude_dd, location.latitude_dd] });
      openPopup(location);
    }
    onClickRef.current?.(location);
  };

  const loading = !map && !failure;

  return (
    <section aria-label={ariaLabel} style={{ fontFamily: tokens.fontFamily, color: tokens.colors.text }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 6 }}>
        <div role="group" aria-label={t('shared.map.simple.basemap')} style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
          {basemapChoices.map((choice) => (
            <Button key={choice.id} size="small" type={choice.id === basemap ? 'primary' : 'default'} aria-pressed={choice.id === basemap} onClick={() => setRequestedBasemap(choice.id)}>
              {choice.label}
            </Button>
          ))}
        </div>
        <Button size="small" aria-expanded={legendOpen} aria-controls={legendId} onClick={() => setLegendOpen((open) => !open)}>
          {t('shared.map.simple.legend')}
        </Button>
        <Button size="small" aria-expanded={listOpen} aria-controls={listId} onClick={() => setListOpen((open) => !open)}>
          {t('shared.map.simple.locationsList', { count: points.length })}
        </Button>
      </div>

      <div
        ref={frame}
        data-scroll-zoom={scrollZoom ? 'on' : 'off'}
        style={{
          position: 'relative',
          height,
          // Only the colour changes, so turning scroll zoom on does not shift the layout.
          border: `2px solid ${scrollZoom ? tokens.colors.scrollZoomBorder : tokens.colors.border}`,
          borderRadius: 4,
          overflow: 'hidden',
        }}
      >
        <div ref={container} data-testid="simple-map-canvas" data-locations={points.length} style={{ position: 'absolute', inset: 0 }} />

        <div id={legendId} hidden={!legendOpen} style={{ ...overlayBox, top: 8, left: 8, maxHeight: `calc(100% - 16px)`, overflow: 'auto' }}>
          <h2 style={{ fontSize: 13, margin: '0 0 4px' }}>{t('shared.map.simple.locationTypes')}</h2>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {legend.map((entry) => (
              <li key={entry.type}>
                <span aria-hidden="true" style={swatch(entry.color)} />
                {`${locationTypeLabel(t, entry.type)} (${entry.count})`}
              </li>
            ))}
          </ul>
          {hasSelection && (
            <ul aria-label={t('shared.map.simple.selectionRings')} style={{ listStyle: 'none', margin: '6px 0 0', padding: 0 }}>
              {RINGS.filter((ring) => !ringLabels || ringLabels[ring]).map((ring) => (
                <li key={ring}>
                  <span aria-hidden="true" style={swatch(tokens.selectionRings[ring], true)} />
                  {ringLabels?.[ring] ?? ringLabel(t, ring)}
                </li>
              ))}
            </ul>
          )}
        </div>

        <BasemapNotice failed={tilesFailed} />
        {loading && (
          <div role="status" style={{ ...overlayBox, top: '50%', left: '50%', transform: 'translate(-50%, -50%)' }}>
            {t('shared.map.simple.loading')}
          </div>
        )}
        {failure && (
          <p role="alert" style={{ ...overlayBox, margin: 0, top: '50%', left: '50%', transform: 'translate(-50%, -50%)', color: tokens.colors.error }}>
            {t('shared.map.simple.failed', { message: failure.message })}
          </p>
        )}
      </div>

      <p id={hintId} aria-live="polite" style={{ margin: '4px 0 0', fontSize: 12, color: scrollZoom ? tokens.colors.scrollZoomBorder : tokens.colors.textSecondary }}>
        {scrollZoomHint(scrollZoom, t)}
      </p>

      <div id={listId} hidden={!listOpen} style={{ marginTop: 6 }}>
        {points.length === 0 ? (
          <p style={{ margin: 0 }}>{t('shared.map.simple.noLocations')}</p>
        ) : (
          <ul aria-label={t('shared.map.simple.locationsOnMap')} style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 240, overflow: 'auto' }}>
            {points.map((point) => (
              <li key={point.id}>
                <Button type="link" size="small" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => chooseFromList(point.location)}>
                  {describeLocation(point, ringLabels, t)}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
