// What the map draws: the locations' colours and legend, the points that pass the filters, the visible
// layers and the projects. Points of every location are made again only when colours or the selection
// change: a filter change just picks among them (no new objects for 10,000 locations, so no garbage to
// collect in its frame), and the parts that follow the list without being the map take it deferred.
import { useDeferredValue, useMemo } from 'react';
import type { MapLocation, WqSummaryRow } from '@basin/api/schemas';
import { useT } from '@basin/shared';
import { useMapSources } from '@basin/shared/map';
import type { FeatureCollection } from 'geojson';
import { PROJECTS_GROUP, visibleLayerIds } from '../layers/apiLayers';
import { formatLocationPoints, MONITORING_LOCATIONS_LAYER_ID, type LocationPoint } from '../layers/locationPoints';
import { benchmarkPalette, locationClasses } from '../logic/benchmarks';
import { locationColoring } from '../logic/locationColors';
import type { ColorBy } from '../logic/modes';
import { projectsOf } from '../logic/projects';
import type { MapUrlState } from '../logic/urlState';
import { useBenchmarkColors } from '../queries/benchmarkColors';
import { useLayers } from '../queries/layers';
import { useWells } from '../queries/wells';

/** Empty lists, so a memoised part does not see a new one on each render while the data loads. */
const NO_LOCATIONS: MapLocation[] = [];
const NO_POINTS: LocationPoint[] = [];

interface MapPointsInput {
  state: MapUrlState;
  colorBy: ColorBy;
  parameters: readonly number[];
  summaryRows: WqSummaryRow[] | undefined;
  filter: (location: MapLocation) => boolean;
}

export function useMapPoints({ state, colorBy, parameters, summaryRows, filter }: MapPointsInput) {
  const t = useT();
  const wells = useWells();
  const layers = useLayers();
  const sources = useMapSources();
  const benchmarkColors = useBenchmarkColors();
  const palette = useMemo(() => benchmarkPalette(benchmarkColors.data, t), [benchmarkColors.data, t]);
  const classes = useMemo(() => locationClasses(summaryRows ?? [], parameters, state.flow, state.analysis), [summaryRows, parameters, state.flow, state.analysis]);
  const coloring = useMemo(() => locationColoring(colorBy, wells.data ?? NO_LOCATIONS, { classes, palette }, t), [colorBy, wells.data, classes, palette, t]);
  const allPoints = useMemo(() => formatLocationPoints(wells.data ?? NO_LOCATIONS, coloring.colorOf, state.location), [wells.data, coloring, state.location]);
  const points = useMemo(() => allPoints.filter((point) => filter(point.location)), [allPoints, filter]);
  const shown = useMemo(() => points.map((point) => point.location), [points]);
  const shownLater = useDeferredValue(shown);
  const layersKey = state.layers?.join(',') ?? null;
  // Keyed by the list's text: every URL change parses a new array, and a new Set would redraw the layers.
  const visible = useMemo(() => visibleLayerIds(layers.data ?? [], layersKey === null ? null : layersKey.split(',').filter(Boolean)), [layers.data, layersKey]);
  const locationsShown = visible.has(MONITORING_LOCATIONS_LAYER_ID);
  const drawnPoints = locationsShown ? points : NO_POINTS;
  const projects = useMemo(() => projectsOf(sources.data?.find((source) => source.id === 'projects')?.data as FeatureCollection | undefined), [sources.data]);
  const projectLayerShown = (layers.data ?? []).some((layer) => layer.lreProperties.layerGroup === PROJECTS_GROUP && visible.has(layer.id));
  return { wells, layers, sources, coloring, points, shown, shownLater, visible, locationsShown, drawnPoints, projects, projectLayerShown };
}
