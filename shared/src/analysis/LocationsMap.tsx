import { lazy, Suspense, useMemo } from 'react';
import { Alert, Spin } from 'antd';
import type { MapLocation } from '@basin/api/schemas';
import type { LocationSelection, MapView } from '@basin/shared/map';
import { useQuery } from '@tanstack/react-query';
import { useAfterCharts } from './pendingCharts';
import { mapLocationsQuery, useT } from '@basin/shared';

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
  /** Where the map starts (default: the basin). */
  initialView?: MapView;
  /** Words for the selection rings when they are not the chart axes (e.g. `{ left: 'This site' }`). */
  ringLabels?: Partial<Record<'left' | 'right' | 'both', string>>;
}

/** The analysis pages' map (spec 02 "Shared map features"): the simpler locations map over the API's locations. */
export function LocationsMap({ locationIds, selection, onLocationClick, height = 360, ariaLabel, initialView, ringLabels }: LocationsMapProps) {
  // The locations too wait: the embedded database answers one query at a time, so they would hold up
  // the page's own data.
  const t = useT();
  const mayLoad = useAfterCharts();
  const all = useQuery({ ...mapLocationsQuery, enabled: mayLoad });
  const key = locationIds?.join(',');
  const locations = useMemo(() => {
    if (!all.data || key === undefined) return all.data ?? [];
    const wanted = new Set(key === '' ? [] : key.split(',').map(Number));
    return all.data.filter((location) => wanted.has(location.locationid));
  }, [all.data, key]);
  if (all.error) return <Alert type="error" showIcon title={t('shared.analysis.chart.error', { message: (all.error as Error).message })} />;
  const spinner = (
    <div role="status" aria-label={t('shared.map.loading')} style={{ height, display: 'grid', placeItems: 'center' }}>
      <Spin />
    </div>
  );
  if (all.isPending) return spinner;
  return (
    <Suspense fallback={spinner}>
      <SimpleLocationsMap locations={locations} selection={selection} onLocationClick={onLocationClick} height={height} ariaLabel={ariaLabel} initialView={initialView} ringLabels={ringLabels} />
    </Suspense>
  );
}
