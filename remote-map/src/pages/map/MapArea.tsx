// The map with what sits on it: the address search, the legend box (graph mode and the frames), the
// count of locations shown and a load error.
import { Button, Typography } from 'antd';
import type { MapLayer, MapLocation } from '@basin/api/schemas';
import { getRuntimeConfig, useT } from '@basin/shared';
import type { BasemapId } from '@basin/shared/map';
import { AddressSearch } from './controls/AddressSearch';
import type { useMapCamera } from './hooks/useMapCamera';
import type { useMapPoints } from './hooks/useMapPoints';
import { Legend } from './Legend';
import { MapStatus } from './MapStatus';
import { MapView } from './MapView';

interface MapAreaProps {
  camera: ReturnType<typeof useMapCamera>;
  drawn: ReturnType<typeof useMapPoints>;
  basemap: BasemapId;
  /** No view in the link: the first view fits the basin. */
  fitFirstView: boolean;
  layers: MapLayer[];
  graph: boolean;
  explorer: boolean;
  onLocationClick: (location: MapLocation) => void;
  legendTitle: string;
  legendVisible: boolean;
  onToggleLegend: () => void;
  onReset: () => void;
}

export function MapArea({ camera, drawn, basemap, fitFirstView, layers, graph, explorer, onLocationClick, legendTitle, legendVisible, onToggleLegend, onReset }: MapAreaProps) {
  const t = useT();
  const { initialView, homeView, basinExtent, onViewChange, onReady, goToPlace, mapRef } = camera;
  const { sources, visible, drawnPoints, coloring, shown, wells } = drawn;
  return (
    <>
      {initialView && <MapView
        basemap={basemap}
        initialView={initialView}
        homeView={homeView}
        basinExtent={basinExtent}
        fitFirstView={fitFirstView}
        sources={sources.data}
        apiLayers={layers}
        visibleLayers={visible}
        points={drawnPoints}
        large={graph}
        // Graph mode draws the points with the map engine, so its first view needs no deck.gl (issue 17).
        renderer={graph ? 'circles' : 'deck'}
        onLocationClick={onLocationClick}
        onViewChange={onViewChange}
        onReady={onReady}
      >
        {explorer && <AddressSearch mapboxToken={getRuntimeConfig().mapboxToken} onGo={goToPlace} mapRef={mapRef} />}
        {(graph || !explorer) && (
          <div className="map-legend-box">
            {graph && (
              <Button size="small" onClick={onToggleLegend} aria-expanded={legendVisible}>
                {legendVisible ? t('map.area.hideLegend') : t('map.area.showLegend')}
              </Button>
            )}
            {(legendVisible || !graph) && <Legend title={graph ? legendTitle : t('map.legend.monitoringGroup')} entries={coloring.legend} />}
          </div>
        )}
      </MapView>}
      <MapStatus shown={shown.length} total={wells.data?.length} filtered={explorer} onReset={onReset} />
      {wells.isError && (
        <Typography.Text type="danger" className="map-load-error">
          {t('map.area.loadError')}
        </Typography.Text>
      )}
    </>
  );
}
