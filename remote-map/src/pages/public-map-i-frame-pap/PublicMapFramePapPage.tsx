import { MapExplorerPage } from '../map/MapExplorerPage';

/** /data-access/public-map-i-frame-pap: the embeddable map with the pollution abatement project panel. */
export function PublicMapFramePapPage() {
  return <MapExplorerPage variant="embed-pap" />;
}
