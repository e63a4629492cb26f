// Legends generated from the layer styles (pure, unit tested): one swatch per class the paint
// distinguishes, drawn in the layer's own shape, so the legend always says what the map draws.
import type { MapLayer } from '@basin/api/schemas';
import type { Translate } from '@basin/shared';
import type { FeatureCollection } from 'geojson';

/** The shape a swatch is drawn in: what the map draws for the layer type. */
export type LegendShape = 'circle' | 'line' | 'fill';

export interface LegendItem {
  label: string;
  color: string;
  shape: LegendShape;
}

/** A layer's legend: its title (the legend group, else the layer id), its name and one item per class. */
export interface LayerLegend {
  layerId: string;
  title: string;
  /** What the layer draws, from its source id ('nonpoint-sources' → 'Nonpoint sources'). */
  name: string;
  items: LegendItem[];
}

const SHAPES: Record<string, LegendShape> = { circle: 'circle', line: 'line', fill: 'fill', 'fill-extrusion': 'fill', heatmap: 'circle', symbol: 'circle' };
/** Shown when the paint gives no colour the legend can read. */
export const UNKNOWN_COLOR = '#9aa5b1';
const OTHER_LABEL = 'Other';

/** A source id in words: 'basin-boundary' → 'Basin boundary'. */
export function sourceName(sourceId: string): string {
  const words = sourceId.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function shapeOf(layerType: string): LegendShape {
  return SHAPES[layerType] ?? 'fill';
}

type Expression = readonly unknown[];

function isExpression(value: unknown): value is Expression {
  return Array.isArray(value) && typeof value[0] === 'string';
}

/** The feature property an expression input reads (['get', name]), or null. */
function propertyOf(input: unknown): string | null {
  return isExpression(input) && input[0] === 'get' && typeof input[1] === 'string' ? input[1] : null;
}

const numberText = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const formatIn = (t: Translate, value: number) => t.intl.formatNumber(value, { maximumFractionDigits: 2 });

/** The classes a `match` expression names, in its order; the fallback only when data falls into it. */
function matchItems(expression: Expression, shape: LegendShape, features: readonly Record<string, unknown>[] | null, t?: Translate): LegendItem[] {
  const [, input, ...rest] = expression;
  const fallback = rest.length % 2 === 1 ? rest[rest.length - 1] : undefined;
  const items: LegendItem[] = [];
  const matched = new Set<string>();
  for (let index = 0; index + 1 < rest.length; index += 2) {
    const keys = Array.isArray(rest[index]) ? (rest[index] as unknown[]) : [rest[index]];
    const color = rest[index + 1];
    for (const key of keys) matched.add(String(key));
    items.push({ label: keys.map(String).join(', '), color: typeof color === 'string' ? color : UNKNOWN_COLOR, shape });
  }
  const property = propertyOf(input);
  const unmatched = property !== null && features !== null && features.some((properties) => !matched.has(String(properties[property])));
  if (typeof fallback === 'string' && unmatched) items.push({ label: t ? t('map.layerLegend.other') : OTHER_LABEL, color: fallback, shape });
  return items;
}

/** The ranges of a `step` expression: 'below a', 'a to b', …, 'b or more'. */
function stepItems(expression: Expression, shape: LegendShape, t?: Translate): LegendItem[] {
  const [, , first, ...stops] = expression;
  const bounds: number[] = [];
  const colors: unknown[] = [first];
  for (let index = 0; index + 1 < stops.length; index += 2) {
    bounds.push(Number(stops[index]));
    colors.push(stops[index + 1]);
  }
  return colors.map((color, index) => {
    const low = bounds[index - 1];
    const high = bounds[index];
    const label = t
      ? low === undefined
        ? t('map.layerLegend.below', { value: formatIn(t, high ?? 0) })
        : high === undefined
          ? t('map.layerLegend.orMore', { value: formatIn(t, low) })
          : t('map.layerLegend.range', { low: formatIn(t, low), high: formatIn(t, high) })
      : low === undefined
        ? `Below ${numberText.format(high ?? 0)}`
        : high === undefined
          ? `${numberText.format(low)} or more`
          : `${numberText.format(low)} to ${numberText.format(high)}`;
    return { label, color: typeof color === 'string' ? color : UNKNOWN_COLOR, shape };
  });
}

/**
 * Colours read from the features (['get', 'color']): one item per distinct colour, labelled with the
 * features' title field (their class name), sorted by label.
 */
function dataColorItems(property: string, labelField: string, shape: LegendShape, features: readonly Record<string, unknown>[] | null): LegendItem[] {
  const byLabel = new Map<string, string>();
  for (const properties of features ?? []) {
    const color = properties[property];
    if (typeof color !== 'string') continue;
    const label = String(properties[labelField] ?? color);
    if (!byLabel.has(label)) byLabel.set(label, color);
  }
  return [...byLabel].sort(([a], [b]) => a.localeCompare(b)).map(([label, color]) => ({ label, color, shape }));
}

/**
 * The legend of one layer from its paint's colour (`<type>-color`): a plain colour is one item named
 * after the layer's source ('Reservoir', 'Streams'); `match` gives one item per class; `step` one per range; `['get', field]`
 * one per colour found in the source's features. Anything else is one item in a neutral grey.
 */
/** With `t`, the legend's own words (Other, Below …) are in the page's language; English without. */
export function layerLegend(layer: MapLayer, source?: FeatureCollection | null, t?: Translate): LayerLegend {
  const shape = shapeOf(layer.type);
  const title = layer.lreProperties.legendGroup ?? layer.lreProperties.layerGroup ?? layer.id;
  const color = ((layer.paint ?? {}) as Record<string, unknown>)[`${layer.type}-color`];
  const features = source ? source.features.map((feature) => (feature.properties ?? {}) as Record<string, unknown>) : null;
  const name = sourceName(layer.source);
  const single = (value: string): LayerLegend => ({ layerId: layer.id, title, name, items: [{ label: name, color: value, shape }] });
  if (typeof color === 'string') return single(color);
  if (isExpression(color)) {
    const items =
      color[0] === 'match'
        ? matchItems(color, shape, features, t)
        : color[0] === 'step'
          ? stepItems(color, shape, t)
          : color[0] === 'get' && typeof color[1] === 'string'
            ? dataColorItems(color[1], layer.lreProperties.titleField ?? 'name', shape, features)
            : [];
    if (items.length > 0) return { layerId: layer.id, title, name, items };
  }
  return single(UNKNOWN_COLOR);
}

/** The legends of the layers shown, in legend order (the print and PNG exports list these). */
export function visibleLayerLegends(
  layers: readonly MapLayer[],
  visible: ReadonlySet<string>,
  sourceData: (sourceId: string) => FeatureCollection | null | undefined,
  t?: Translate,
): LayerLegend[] {
  return [...layers]
    .filter((layer) => visible.has(layer.id))
    .sort((a, b) => a.legendOrder - b.legendOrder)
    .map((layer) => layerLegend(layer, sourceData(layer.source), t));
}

export interface LegendSection {
  title: string;
  items: LegendItem[];
}

/**
 * The legend of an export: the monitoring locations first, then the layers shown, one section per
 * legend group (the reservoir and the streams are both Hydrology), in legend order.
 */
export function legendSections(locations: LegendSection | null, layerLegends: readonly LayerLegend[]): LegendSection[] {
  const sections = new Map<string, LegendItem[]>();
  for (const legend of layerLegends) sections.set(legend.title, [...(sections.get(legend.title) ?? []), ...legend.items]);
  return [...(locations && locations.items.length > 0 ? [locations] : []), ...[...sections].map(([title, items]) => ({ title, items }))];
}
