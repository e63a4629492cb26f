import { memo, useEffect, useRef, useState, type RefObject } from 'react';
import { Button, Input } from 'antd';
import { useT } from '@basin/shared';
import type { MapEngine, MapInstance } from '@basin/shared/map';
import { parseCoordinates } from '../logic/coordinates';
import './searchMarker.css';

type Marker = InstanceType<MapEngine['Marker']>;

export interface Place {
  label: string;
  center: [number, number];
}

/** Mapbox geocoding, only when the deployment has a Mapbox token (the offline map has no geocoder). */
async function geocode(text: string, token: string): Promise<Place[]> {
  const url = `https://api.mapbox.com/geocoding/v5/mapbox.places/${encodeURIComponent(text)}.json?access_token=${encodeURIComponent(token)}&limit=5&country=us&proximity=-104.816,39.516`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Geocoding failed: HTTP ${response.status}`);
  const body = (await response.json()) as { features: Array<{ place_name: string; center: [number, number] }> };
  return body.features.map((feature) => ({ label: feature.place_name, center: feature.center }));
}

/**
 * Address or coordinate search (spec 01 §2, §5): 'lat, lng' with optional labels, both orders
 * tried, ranges checked; addresses through Mapbox geocoding when a token is configured.
 */
function AddressSearchComponent({ mapboxToken, onGo, mapRef }: { mapboxToken: string; onGo: (place: Place) => void; mapRef: RefObject<{ map: MapInstance; engine: MapEngine } | null> }) {
  const t = useT();
  // The message's key: it is shown in the language of the moment.
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  // The place found is marked on the map until cleared or replaced by the next search.
  const [marked, setMarked] = useState<Place | null>(null);
  const marker = useRef<Marker | null>(null);
  useEffect(() => {
    const target = mapRef.current;
    if (!marked || !target) return;
    const element = document.createElement('div');
    element.className = 'map-search-marker';
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', t('map.address.searchedPlace', { label: marked.label }));
    element.dataset.testid = 'search-marker';
    marker.current = new target.engine.Marker({ element, anchor: 'bottom' }).setLngLat(marked.center).addTo(target.map);
    return () => {
      marker.current?.remove();
      marker.current = null;
    };
  }, [marked, mapRef, t]);
  const go = (place: Place) => {
    setMarked(place);
    onGo(place);
  };
  const search = async (text: string) => {
    setMessage('');
    if (!text.trim()) return;
    const coordinates = parseCoordinates(text);
    if (coordinates) {
      go({ label: `${coordinates.lat.toFixed(5)}, ${coordinates.lng.toFixed(5)}`, center: [coordinates.lng, coordinates.lat] });
      return;
    }
    if (!mapboxToken) {
      setMessage('map.address.coordinatesOnly');
      return;
    }
    setBusy(true);
    try {
      const [first] = await geocode(text, mapboxToken);
      if (first) go(first);
      else setMessage('map.address.notFound');
    } catch (error) {
      console.error(error);
      setMessage('map.address.unavailable');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="map-address-search">
      <Input.Search
        placeholder={mapboxToken ? t('map.address.placeholder') : t('map.address.placeholderCoordinates')}
        aria-label={mapboxToken ? t('map.address.label') : t('map.address.labelCoordinates')}
        onSearch={(text) => void search(text)}
        loading={busy}
        enterButton={t('map.address.go')}
        size="small"
        aria-describedby="map-address-message"
      />
      <div id="map-address-message" role="status" aria-live="polite" className="map-address-message">
        {message ? t(message) : marked ? t('map.address.marker', { label: marked.label }) : ''}
      </div>
      {marked && (
        <Button size="small" onClick={() => setMarked(null)}>
          {t('map.address.clearMarker')}
        </Button>
      )}
    </div>
  );
}

export const AddressSearch = memo(AddressSearchComponent);
