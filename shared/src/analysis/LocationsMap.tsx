import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Alert, Spin } from 'antd';
import type { MapLocation } from '@basin/api/schemas';
import type { LocationSelection } from '@basin/shared/map';
import { useQuery } from '@tanstack/react-query';
import { useChartsPending } from './pendingCharts';
import { mapLocationsQuery } from './queries';

// The map engine and deck.gl load only when a page shows its map.
const SimpleLocationsMap = lazy(() => import('@basin/shared/map').then((module) => ({ default: module.SimpleLocationsMap })));

export interface LocationsMapProps {
  /** The locations to draw; all locations when omitted. */
  locationIds?: readonly number[];
  /** Rings around chosen locations: yellow left, red right, orange both (spec 02 §4). */
  selection?: LocationSelection;
  onLocationClick?: (location: MapLocation) => void;
  height?: number;
  ariaLabel?: string;
}

/**
 * True once no chart of the page is loading and the browser has then had an idle moment (at most
 * `timeout` ms later), or at the latest `latest` ms after the map mounted: the map engine and deck.gl
 * are the heaviest part of a page, so they load after the page's charts have had the main thread.
 */
function useMapMayLoad(timeout = 2000, latest = 5000): boolean {
  const chartsPending = useChartsPending();
  const [mayLoad, setMayLoad] = useState(false);
  useEffect(() => {
    if (mayLoad) return;
    const allow = () => setMayLoad(true);
    const deadline = setTimeout(allow, latest);
    return () => clearTimeout(deadline);
  }, [mayLoad, latest]);
  useEffect(() => {
    if (mayLoad || chartsPending) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setMayLoad(true), { timeout });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setMayLoad(true), 200);
    return () => clearTimeout(timer);
  }, [mayLoad, chartsPending, timeout]);
  return mayLoad;
}

/** The analysis pages' map (spec 02 "Shared map features"): the simpler locations map over the API's locations. */
export function LocationsMap({ locationIds, selection, onLocationClick, height = 360, ariaLabel }: LocationsMapProps) {
  // The locations too wait: the embedded database answers one query at a time, so they would hold up
  // the page's own data.
  const mayLoad = useMapMayLoad();
  const all = useQuery({ ...mapLocationsQuery, enabled: mayLoad });
  const key = locationIds?.join(',');
  const locations = useMemo(() => {
    if (!all.data || key === undefined) return all.data ?? [];
    const wanted = new Set(key === '' ? [] : key.split(',').map(Number));
    return all.data.filter((location) => wanted.has(location.locationid));
  }, [all.data, key]);
  if (all.error) return <Alert type="error" showIcon title={`An error has occurred: ${(all.error as Error).message}`} />;
  const spinner = (
    <div role="status" aria-label="Loading map" style={{ height, display: 'grid', placeItems: 'center' }}>
      <Spin />
    </div>
  );
  if (all.isPending) return spinner;
  return (
    <Suspense fallback={spinner}>
      <SimpleLocationsMap locations={locations} selection={selection} onLocationClick={onLocationClick} height={height} ariaLabel={ariaLabel} />
    </Suspense>
  );
}
