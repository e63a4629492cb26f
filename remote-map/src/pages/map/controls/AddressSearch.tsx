import { memo, useEffect, useRef, useState, type RefObject } from 'react';
import { Button, Input } from 'antd';
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
    element.setAttribute('aria-label', `Searched place: ${marked.label}`);
    element.dataset.testid = 'search-marker';
    marker.current = new target.engine.Marker({ element, anchor: 'bottom' }).setLngLat(marked.center).addTo(target.map);
    return () => {
      marker.current?.remove();
      marker.current = null;
    };
  }, [marked, mapRef]);
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
      setMessage("Enter coordinates as 'lat, lng' (for example 39.516, -104.816). Address search needs the Mapbox service, which this site does not use.");
      return;
    }
    setBusy(true);
    try {
      const [first] = await geocode(text, mapboxToken);
      if (first) go(first);
      else setMessage('No place found for that address.');
    } catch (error) {
      console.error(error);
      setMessage('Address search is not available right now.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="map-address-search">
      <Input.Search
        placeholder={mapboxToken ? 'Address or lat, lng' : 'lat, lng'}
        aria-label={mapboxToken ? 'Go to an address or coordinates' : 'Go to coordinates (lat, lng)'}
        onSearch={(text) => void search(text)}
        loading={busy}
        enterButton="Go"
        size="small"
        aria-describedby="map-address-message"
      />
      <div id="map-address-message" role="status" aria-live="polite" className="map-address-message">
        {message || (marked ? `Marker at ${marked.label}` : '')}
      </div>
      {marked && (
        <Button size="small" onClick={() => setMarked(null)}>
          Clear marker
        </Button>
      )}
    </div>
  );
}

export const AddressSearch = memo(AddressSearchComponent);
