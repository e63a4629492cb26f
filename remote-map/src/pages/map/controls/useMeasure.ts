// Distance measure in feet: while on, each map click adds a point; the path and its length show on the map.
import { useEffect, useState } from 'react';
import type { MapInstance } from '@basin/shared/map';
import type { FeatureCollection } from 'geojson';
import { pathLengthFeet } from '../logic/distance';

const SOURCE_ID = 'measure';

function measureData(points: ReadonlyArray<[number, number]>): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: [
      ...points.map((coordinates) => ({ type: 'Feature' as const, properties: {}, geometry: { type: 'Point' as const, coordinates } })),
      ...(points.length > 1 ? [{ type: 'Feature' as const, properties: {}, geometry: { type: 'LineString' as const, coordinates: points.map((point) => [...point]) } }] : []),
    ],
  };
}

export function useMeasure(map: MapInstance | null, active: boolean, styleGeneration: number) {
  const [points, setPoints] = useState<Array<[number, number]>>([]);

  useEffect(() => {
    if (!active) setPoints([]);
    if (!map || !active) return;
    const onClick = (event: { lngLat: { lng: number; lat: number } }) => setPoints((current) => [...current, [event.lngLat.lng, event.lngLat.lat]]);
    map.on('click', onClick);
    map.getCanvas().style.cursor = 'crosshair';
    return () => {
      map.off('click', onClick);
      map.getCanvas().style.cursor = '';
    };
  }, [map, active]);

  useEffect(() => {
    if (!map || styleGeneration === 0) return;
    const data = measureData(points);
    const source = map.getSource(SOURCE_ID) as { setData?: (data: FeatureCollection) => void } | undefined;
    if (source?.setData) source.setData(data);
    else {
      map.addSource(SOURCE_ID, { type: 'geojson', data });
      map.addLayer({ id: 'measure-line', type: 'line', source: SOURCE_ID, paint: { 'line-color': '#b42318', 'line-width': 2.5, 'line-dasharray': [2, 1] }, filter: ['==', '$type', 'LineString'] });
      map.addLayer({ id: 'measure-points', type: 'circle', source: SOURCE_ID, paint: { 'circle-radius': 4, 'circle-color': '#ffffff', 'circle-stroke-color': '#b42318', 'circle-stroke-width': 2 }, filter: ['==', '$type', 'Point'] });
    }
  }, [map, points, styleGeneration]);

  return { points, feet: pathLengthFeet(points), clear: () => setPoints([]) };
}
