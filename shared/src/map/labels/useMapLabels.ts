// Site labels drawn as text over the map (issue 30), placed by labelPlacement.ts on every camera move:
// one renderer for every map (deck.gl or engine circles, any engine, no glyph server), and real text
// boxes the tests can measure. The labels are hidden from assistive technology: each map lists its
// locations in words elsewhere (the Locations list).
import { useEffect, useRef } from 'react';
import { tokens } from '@basin/shared';
import type { MapInstance } from '../engine';
import { placeLabels, tiersShownAt, type Box, type LabelCandidate, type MapLabelSite, type PlacedLabel } from './labelPlacement';

export interface MapLabelOptions {
  /** No labels below this zoom; see tiersShownAt. */
  minZoom: number;
  colors: { text: string; halo: string };
  /** What else covers the map (legend, search box): matched inside `obstacleRoot`. The engine's controls and the basemap notice always count. */
  obstacleSelector?: string;
  /** Where obstacleSelector is looked up; default the map container's parent. */
  obstacleRoot?: HTMLElement | null;
  /** Pixels between a point's centre and its label: more than the drawn point's radius. */
  gap: number;
}

/** Class of the overlay and of each label (tests measure `.basin-map-label`). */
export const LABELS_CLASS = 'basin-map-labels';
const FONT_SIZE = 12;
const LINE_HEIGHT = 16;
const PADDING_X = 3;
const CONTROLS = '.maplibregl-ctrl, .mapboxgl-ctrl';
/** The basemap notice (BasemapNotice) over any map. */
const NOTICE = '.basin-basemap-notice';

let measureContext: CanvasRenderingContext2D | null | undefined;
const widths = new Map<string, number>();
/** The text's width in the labels' font, cached per text. */
function textWidth(text: string): number {
  let width = widths.get(text);
  if (width === undefined) {
    if (measureContext === undefined) measureContext = document.createElement('canvas').getContext('2d');
    if (measureContext) measureContext.font = `600 ${FONT_SIZE}px ${tokens.fontFamily}`;
    width = Math.ceil(measureContext ? measureContext.measureText(text).width : text.length * FONT_SIZE * 0.6);
    widths.set(text, width);
  }
  return width;
}

/**
 * The labels of `sites` on `map` as it stands: the tiers its zoom shows, the points inside `viewport`,
 * placed clear of `obstacles` and of each other. The screen's overlay and the map exports both use it.
 */
export function placeMapLabels(
  map: Pick<MapInstance, 'getZoom' | 'project'>,
  sites: readonly MapLabelSite[],
  { minZoom, gap }: Pick<MapLabelOptions, 'minZoom' | 'gap'>,
  viewport: Box,
  obstacles: readonly Box[] = [],
): PlacedLabel[] {
  const shownTier = tiersShownAt(map.getZoom(), minZoom);
  const candidates: LabelCandidate[] = [];
  for (const site of sites) {
    if (site.tier > shownTier) continue;
    const { x, y } = map.project(site.position);
    if (x < viewport.left || y < viewport.top || x > viewport.right || y > viewport.bottom) continue;
    candidates.push({ id: site.id, text: site.text, tier: site.tier, first: site.first, x, y, width: textWidth(site.text) + 2 * PADDING_X, height: LINE_HEIGHT });
  }
  return candidates.length ? placeLabels(candidates, { viewport, obstacles, gap }) : [];
}

/**
 * Paints placed labels on a canvas as the overlay shows them (same font, colour and halo), `scale`
 * canvas pixels to a CSS pixel: a map export is a canvas, and the overlay's text is not in it.
 */
export function paintMapLabels(context: CanvasRenderingContext2D, labels: readonly PlacedLabel[], colors: MapLabelOptions['colors'], scale: number): void {
  context.save();
  context.font = `600 ${FONT_SIZE * scale}px ${tokens.fontFamily}`;
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  context.lineWidth = 3 * scale;
  context.strokeStyle = colors.halo;
  context.fillStyle = colors.text;
  for (const label of labels) {
    const x = (label.box.left + PADDING_X) * scale;
    const y = (label.box.top + LINE_HEIGHT / 2) * scale;
    context.strokeText(label.text, x, y);
    context.fillText(label.text, x, y);
  }
  context.restore();
}

function relativeBox(element: Element, origin: DOMRect): Box | null {
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return null;
  return { left: rect.left - origin.left, top: rect.top - origin.top, right: rect.right - origin.left, bottom: rect.bottom - origin.top };
}

export function useMapLabels(map: MapInstance | null, sites: readonly MapLabelSite[], options: MapLabelOptions): void {
  const latest = useRef({ sites, options });
  latest.current = { sites, options };
  const redraw = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!map) return;
    const container = map.getContainer();
    const overlay = document.createElement('div');
    overlay.className = LABELS_CLASS;
    overlay.setAttribute('aria-hidden', 'true');
    Object.assign(overlay.style, { position: 'absolute', inset: '0', pointerEvents: 'none', overflow: 'hidden' });
    // Over the canvas, under the controls and popups (which come later in the container).
    map.getCanvasContainer().after(overlay);
    const spans = new Map<number, HTMLSpanElement>();
    let frame = 0;

    const draw = () => {
      frame = 0;
      const { sites: current, options: settings } = latest.current;
      const origin = container.getBoundingClientRect();
      const viewport: Box = { left: 0, top: 0, right: origin.width, bottom: origin.height };
      const obstacleElements = [...container.querySelectorAll(CONTROLS)];
      const root = settings.obstacleRoot ?? container.parentElement;
      if (root) obstacleElements.push(...root.querySelectorAll([NOTICE, settings.obstacleSelector].filter(Boolean).join(', ')));
      const obstacles = obstacleElements.map((element) => relativeBox(element, origin)).filter((box): box is Box => box !== null);
      const placed = placeMapLabels(map, current, settings, viewport, obstacles);

      const keep = new Set<number>();
      for (const label of placed) {
        keep.add(label.id);
        let span = spans.get(label.id);
        if (!span) {
          span = document.createElement('span');
          span.className = 'basin-map-label';
          span.dataset.locationId = String(label.id);
          Object.assign(span.style, {
            position: 'absolute',
            whiteSpace: 'nowrap',
            font: `600 ${FONT_SIZE}px/${LINE_HEIGHT}px ${tokens.fontFamily}`,
            padding: `0 ${PADDING_X}px`,
            boxSizing: 'border-box',
          });
          overlay.append(span);
          spans.set(label.id, span);
        }
        span.textContent = label.text;
        const { text, halo } = settings.colors;
        span.style.color = text;
        span.style.textShadow = `0 0 2px ${halo}, 0 0 3px ${halo}, 0 0 4px ${halo}`;
        span.style.left = `${label.box.left}px`;
        span.style.top = `${label.box.top}px`;
      }
      for (const [id, span] of spans) {
        if (keep.has(id)) continue;
        span.remove();
        spans.delete(id);
      }
      overlay.dataset.labels = String(placed.length);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(draw);
    };
    redraw.current = schedule;
    map.on('move', schedule);
    map.on('resize', schedule);
    map.on('idle', schedule);
    schedule();
    return () => {
      if (frame) cancelAnimationFrame(frame);
      map.off('move', schedule);
      map.off('resize', schedule);
      map.off('idle', schedule);
      overlay.remove();
      redraw.current = () => undefined;
    };
  }, [map]);

  // New sites or settings: place again in the next frame.
  useEffect(() => redraw.current(), [sites, options.minZoom, options.colors.text, options.colors.halo, options.obstacleSelector, options.gap]);
}
