// A one-off offscreen copy of the map, rendered at a chosen pixel ratio (print resolution for the PDF,
// 2x for the PNG): the on-screen canvas is only screen resolution. The copy takes the live map's style
// (basemap and the layers API's layers as shown) and view; the monitoring locations (deck.gl on screen
// in the explorer) are a circle layer of the same colours and sizes (layers/circlePoints.ts), and their
// labels (text over the map on screen) are placed again for the copy's size and painted on it.
import { paintMapLabels, placeMapLabels, type MapEngine, type MapInstance, type MapLabelOptions, type MapLabelSite } from '@basin/shared/map';
import { CIRCLE_POINTS_LAYER_ID, circlePointsLayer, pointsCollection } from '../layers/circlePoints';
import type { LocationPoint } from '../layers/locationPoints';

export interface MapImageRequest {
  /** Size of the copy in CSS pixels (its view shows the live map's extent). */
  width: number;
  height: number;
  pixelRatio: number;
  points: readonly LocationPoint[];
  /** graph mode draws larger points (as monitoringLocationsLayer.ts) */
  large: boolean;
  labels?: { sites: readonly MapLabelSite[]; options: Pick<MapLabelOptions, 'minZoom' | 'gap' | 'colors'> };
}

/** WebGL drawing buffers beyond this are refused by some GPUs (and maplibre's default cap is 4096). */
const MAX_CANVAS_SIZE = 4096;
const GIVE_UP_MS = 60_000;

/** The live map's style without its own circle layer of the points (graph mode): the copy draws them itself. */
function styleWithoutPoints(style: ReturnType<MapInstance['getStyle']>): ReturnType<MapInstance['getStyle']> {
  if (!style?.layers) return style;
  const { [CIRCLE_POINTS_LAYER_ID]: _points, ...sources } = style.sources ?? {};
  return { ...style, sources, layers: style.layers.filter((layer) => layer.id !== CIRCLE_POINTS_LAYER_ID) } as ReturnType<MapInstance['getStyle']>;
}

export async function renderMapImage(live: MapInstance, engine: MapEngine, request: MapImageRequest): Promise<HTMLCanvasElement> {
  const container = document.createElement('div');
  container.setAttribute('aria-hidden', 'true');
  Object.assign(container.style, { position: 'fixed', left: '-20000px', top: '0', width: `${request.width}px`, height: `${request.height}px`, pointerEvents: 'none' });
  document.body.append(container);
  const pixelRatio = Math.min(request.pixelRatio, MAX_CANVAS_SIZE / request.width, MAX_CANVAS_SIZE / request.height);
  // The live map's extent in a frame of another size: the zoom changes by the ratio of the widths.
  const liveWidth = live.getContainer().clientWidth || request.width;
  const zoom = live.getZoom() + Math.log2(request.width / liveWidth);
  const center = live.getCenter();
  const map = new engine.Map({
    container,
    style: styleWithoutPoints(live.getStyle()),
    center: [center.lng, center.lat],
    zoom,
    bearing: live.getBearing(),
    pitch: live.getPitch(),
    interactive: false,
    attributionControl: false,
    fadeDuration: 0,
    pixelRatio,
    maxCanvasSize: [MAX_CANVAS_SIZE, MAX_CANVAS_SIZE],
    ...engine.mapOptions,
  } as ConstructorParameters<typeof engine.Map>[0]);
  try {
    await new Promise<void>((resolve) => {
      // A tile that fails (a basemap server down) leaves a gap, as on screen; it does not stop the export.
      map.on('error', (event: { error?: Error }) => console.warn('Export map:', event.error?.message));
      // Should the copy never settle (a server that never answers), export what it has drawn by then.
      const timer = setTimeout(resolve, GIVE_UP_MS);
      map.once('load', () => {
        map.addSource('export-locations', { type: 'geojson', data: pointsCollection(request.points, request.large) });
        map.addLayer(circlePointsLayer('export-locations', 'export-locations'));
        map.once('idle', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    });
    // A copy: the map's own canvas goes with the map.
    const source = map.getCanvas();
    const copy = document.createElement('canvas');
    copy.width = source.width;
    copy.height = source.height;
    const context = copy.getContext('2d')!;
    context.drawImage(source, 0, 0);
    if (request.labels) {
      const viewport = { left: 0, top: 0, right: request.width, bottom: request.height };
      const placed = placeMapLabels(map, request.labels.sites, request.labels.options, viewport);
      paintMapLabels(context, placed, request.labels.options.colors, source.width / request.width);
    }
    return copy;
  } finally {
    map.remove();
    container.remove();
  }
}
