import { MapExplorerPage } from '../map/MapExplorerPage';

/**
 * /data-access/public-map-i-frame: the map without the portal's layout, for other sites' iframes.
 * Its options (view, layers, mode, filters, basemap) come from the same URL parameters as /tools/map.
 */
export function PublicMapFramePage() {
  return <MapExplorerPage variant="embed" />;
}
