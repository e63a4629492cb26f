// The map layers of the layers API (basin boundary, point sources, land use, ...): grouped for the
// layers panel, and added to the map with the visibility and opacity the user chose.
import type { MapLayer, MapSource } from '@basin/api/schemas';
import type { MapInstance } from '@basin/shared/map';
import type { FeatureCollection } from 'geojson';
import { CIRCLE_POINTS_LAYER_ID } from './circlePoints';
import { MONITORING_LOCATIONS_LAYER_ID } from './locationPoints';

/** The group of the layers panel that holds the deck.gl monitoring locations (not a layers-API layer). */
export const MONITORING_GROUP = 'Monitoring Point Locations';
/** Spec 01 §9: groups expanded when the page opens. */
export const DEFAULT_EXPANDED_GROUPS = [MONITORING_GROUP, 'Cherry Creek Basin Boundary', 'Wastewater Treatment Facilities'];
/** The layer group whose features the Pollution Abatement Projects panel lists. */
export const PROJECTS_GROUP = 'Pollution Abatement Projects';

export interface LayerGroup {
  name: string;
  layers: MapLayer[];
}

/** Layers grouped by `lreProperties.layerGroup` (a layer without one is its own group), in legend order. */
export function groupLayers(layers: readonly MapLayer[]): LayerGroup[] {
  const groups = new Map<string, MapLayer[]>();
  for (const layer of [...layers].sort((a, b) => a.legendOrder - b.legendOrder)) {
    const name = layer.lreProperties.layerGroup ?? layer.id;
    groups.set(name, [...(groups.get(name) ?? []), layer]);
  }
  return [...groups].map(([name, members]) => ({ name, layers: members }));
}

/** Visible layer ids: the URL's list, or each layer's own default (the locations are on by default). */
export function visibleLayerIds(layers: readonly MapLayer[], fromUrl: readonly string[] | null): Set<string> {
  if (fromUrl) return new Set(fromUrl);
  return new Set([MONITORING_LOCATIONS_LAYER_ID, ...layers.filter((layer) => layer.layout.visibility !== 'none').map((layer) => layer.id)]);
}

const OPACITY_PROPERTY: Record<string, string> = { fill: 'fill-opacity', line: 'line-opacity', circle: 'circle-opacity' };

/** The paint property the opacity slider controls for a layer type, if any. */
export function opacityProperty(type: string): string | null {
  return OPACITY_PROPERTY[type] ?? null;
}

/**
 * Adds the layers to the map (after each style load) and applies visibility and opacity. Layers go
 * below the deck.gl locations, so sites stay clickable on top.
 */
export function syncApiLayers(
  map: MapInstance,
  sources: readonly MapSource[],
  layers: readonly MapLayer[],
  visible: ReadonlySet<string>,
  opacity: Readonly<Record<string, number>>,
): void {
  // Under the monitoring locations, however they are drawn (deck.gl's interleaved layer or the circle layer).
  const beforeId = [MONITORING_LOCATIONS_LAYER_ID, CIRCLE_POINTS_LAYER_ID].find((id) => map.getLayer(id));
  for (const layer of [...layers].sort((a, b) => a.drawOrder - b.drawOrder)) {
    const source = sources.find((candidate) => candidate.id === layer.source);
    if (!source) continue;
    if (!map.getSource(source.id)) {
      map.addSource(source.id, source.type === 'geojson' ? { type: 'geojson', data: source.data as FeatureCollection } : ({ type: source.type, url: source.url ?? undefined } as never));
    }
    if (!map.getLayer(layer.id)) {
      map.addLayer(
        {
          id: layer.id,
          type: layer.type,
          source: layer.source,
          paint: layer.paint ?? {},
          layout: { ...layer.layout },
          ...(layer.filter ? { filter: layer.filter } : {}),
        } as Parameters<MapInstance['addLayer']>[0],
        beforeId,
      );
    }
    map.setLayoutProperty(layer.id, 'visibility', visible.has(layer.id) ? 'visible' : 'none');
    const property = opacityProperty(layer.type);
    const value = opacity[layer.id];
    if (property && value !== undefined) map.setPaintProperty(layer.id, property, value);
  }
}
