// The PNG and PDF exports: what they show is read when the visitor exports (the stable callbacks read
// the latest render's map, points, legend and context), and the export code loads then.
import { useCallback, useRef } from 'react';
import type { MapLayer, MapLocation, MapSource } from '@basin/api/schemas';
import { currentT } from '@basin/shared';
import { labelSitesOf, type BasemapId } from '@basin/shared/map';
import type { FeatureCollection } from 'geojson';
import type { MapExport } from '../export/exportMap';
import { legendSections, visibleLayerLegends } from '../layers/layerLegend';
import { MONITORING_LOCATIONS_LAYER_ID, type LocationPoint } from '../layers/locationPoints';
import { locationLegendItems } from '../Legend';
import type { LegendEntry } from '../logic/locationColors';
import { COLOR_BY_OPTIONS, type ColorBy } from '../logic/modes';
import type { MapUrlState } from '../logic/urlState';
import type { SummaryPeriod } from '../queries/wqSummary';
import { explorerLabelOptions } from '../MapView';
import type { MapRef } from './useMapCamera';

export interface MapExportInput {
  mapRef: MapRef;
  state: Pick<MapUrlState, 'mode' | 'analysis' | 'flow'>;
  parameters: readonly number[];
  parameterNames: ReadonlyMap<number, string>;
  period: SummaryPeriod;
  points: LocationPoint[];
  shown: readonly MapLocation[];
  total: number;
  locationTypes: string[];
  colorBy: ColorBy;
  legendTitle: string;
  legend: readonly LegendEntry[];
  visible: Set<string>;
  layers: readonly MapLayer[];
  sources: readonly MapSource[] | undefined;
  basemap: BasemapId;
  graph: boolean;
}

/** What an export shows; null before the map is ready. */
export function mapExportOf(input: MapExportInput): MapExport | null {
  const { mapRef, state, parameters, parameterNames, period, points, shown, total, locationTypes, colorBy, legendTitle, legend, visible, layers, sources, basemap, graph } = input;
  if (!mapRef.current) return null;
  const sourceData = (id: string) => sources?.find((source) => source.id === id)?.data as FeatureCollection | undefined;
  const shownLayers = layers.filter((layer) => visible.has(layer.id));
  const locationsShown = visible.has(MONITORING_LOCATIONS_LAYER_ID);
  return {
    ...mapRef.current,
    context: {
      mode: state.mode,
      analysis: state.analysis,
      flow: state.flow,
      parameterNames: parameters.map((id) => parameterNames.get(id) ?? currentT()('map.data.parameter', { id: String(id) })),
      period,
      shown: locationsShown ? shown.length : 0,
      total,
      locationTypes,
      // Read when the visitor exports: the language of the moment.
      colorByLabel: currentT()(COLOR_BY_OPTIONS.find((option) => option.value === colorBy)!.labelKey),
    },
    legend: legendSections(locationsShown ? { title: legendTitle, items: locationLegendItems(legend) } : null, visibleLayerLegends(shownLayers, visible, sourceData, currentT())),
    points: locationsShown ? points : [],
    large: graph,
    labels: {
      sites: locationsShown ? labelSitesOf(points, points.find((point) => point.selected)?.id ?? null) : [],
      options: explorerLabelOptions(basemap, graph),
    },
    attributions: shownLayers.map((layer) => sources?.find((source) => source.id === layer.source)?.attribution ?? ''),
  };
}

/** Stable export callbacks over the latest render's input. */
export function useMapExport(input: MapExportInput) {
  const latest = useRef(input);
  latest.current = input;
  const savePng = useCallback(async () => {
    const request = mapExportOf(latest.current);
    if (request) await (await import('../export/exportMap')).saveMapPng(request);
  }, []);
  const printPdf = useCallback(async (title: string) => {
    const request = mapExportOf(latest.current);
    if (request) await (await import('../export/exportMap')).printMapPdf(request, title);
  }, []);
  return { savePng, printPdf };
}
