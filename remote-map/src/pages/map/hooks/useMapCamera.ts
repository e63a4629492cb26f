// The map instance and where it looks: the first view (the link's, else the basin's), the home view and
// extent, the bounds the projects panel lists, and moves to a chosen location, project or place.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MapLocation, MapSource } from '@basin/api/schemas';
import { basinBounds, basinView, moveMap, useBasin, type MapEngine, type MapInstance, type MapView as View } from '@basin/shared/map';
import type { Place } from '../controls/AddressSearch';
import type { Bounds, Project } from '../logic/projects';
import type { MapUrlState } from '../logic/urlState';
import { DEFAULT_VIEW } from '../MapView';

/** Spec 01 §9: a chosen location is shown at zoom 16, a project at zoom 14. */
const LOCATION_ZOOM = 16;
const PROJECT_ZOOM = 14;

function boundsOf(map: MapInstance): Bounds {
  const bounds = map.getBounds();
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
}

export type MapRef = { current: { map: MapInstance; engine: MapEngine } | null };

export function useMapCamera(view: MapUrlState['view'], update: (change: Partial<MapUrlState>) => void, locations: MapLocation[] | undefined, sources: MapSource[] | undefined) {
  const [bounds, setBounds] = useState<Bounds | null>(null);
  const [mapReady, setMapReady] = useState(false);
  const mapRef: MapRef = useRef(null);
  // The map starts from the link's view, else from the basin's (basin.json of its package; the demo basin's
  // view when none was loaded); later views come from the map itself.
  const basin = useBasin();
  const homeView = useMemo<View>(() => (basin.data ? basinView(basin.data) : DEFAULT_VIEW), [basin.data]);
  // What the first view and the home button fit: the boundary and every location, whatever the filters.
  const basinExtent = useMemo(() => (locations ? basinBounds(sources, locations) : null), [sources, locations]);
  const [initialView, setInitialView] = useState<View | undefined>(() => (view ? { center: [view.lng, view.lat], zoom: view.zoom } : undefined));
  useEffect(() => {
    if (initialView === undefined && !basin.isPending) setInitialView(homeView);
  }, [initialView, basin.isPending, homeView]);

  const flyTo = useCallback((center: [number, number], zoom: number) => {
    const map = mapRef.current?.map;
    if (map) moveMap(map, 'fly', { center, zoom });
  }, []);
  const chooseLocation = useCallback(
    (location: MapLocation) => {
      update({ location: location.locationid });
      flyTo([location.longitude_dd, location.latitude_dd], LOCATION_ZOOM);
    },
    [update, flyTo],
  );
  const chooseProject = useCallback((project: Project) => flyTo(project.center, PROJECT_ZOOM), [flyTo]);
  const goToPlace = useCallback((place: Place) => flyTo(place.center, LOCATION_ZOOM), [flyTo]);
  const onViewChange = useCallback(
    (next: View) => {
      update({ view: { lng: next.center[0], lat: next.center[1], zoom: next.zoom } });
      if (mapRef.current) setBounds(boundsOf(mapRef.current.map));
    },
    [update],
  );
  const onReady = useCallback((map: MapInstance, engine: MapEngine) => {
    mapRef.current = { map, engine };
    setBounds(boundsOf(map));
    setMapReady(true);
  }, []);
  return { mapRef, bounds, mapReady, homeView, basinExtent, initialView, chooseLocation, chooseProject, goToPlace, onViewChange, onReady };
}
