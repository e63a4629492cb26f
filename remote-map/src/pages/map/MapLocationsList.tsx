// The Locations list (a drawer of the shown locations), loaded when first opened with antd's Drawer and
// Table (issue 17); choosing a location closes it.
import { lazy, Suspense, useCallback } from 'react';
import { Spin } from 'antd';
import type { MapLocation } from '@basin/api/schemas';
import { useT } from '@basin/shared';
import type { useLocationsList } from './hooks/useLocationsList';

const LocationsList = lazy(() => import('./LocationsList').then((module) => ({ default: module.LocationsList })));

interface MapLocationsListProps {
  list: ReturnType<typeof useLocationsList>;
  locations: MapLocation[];
  onChoose: (location: MapLocation) => void;
}

export function MapLocationsList({ list: { open, loaded, closeList }, locations, onChoose }: MapLocationsListProps) {
  const t = useT();
  const choose = useCallback(
    (location: MapLocation) => {
      closeList();
      onChoose(location);
    },
    [closeList, onChoose],
  );
  if (!loaded) return null;
  return (
    // The kit's spinner over the page if the list's code takes a moment to arrive (none for a quick load).
    <Suspense fallback={<Spin fullscreen delay={200} description={t('map.list.loading')} />}>
      <LocationsList open={open} onClose={closeList} locations={locations} onChoose={choose} />
    </Suspense>
  );
}
