import { memo, useState } from 'react';
import { Input } from 'antd';
import { parseCoordinates } from '../logic/coordinates';

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
function AddressSearchComponent({ mapboxToken, onGo }: { mapboxToken: string; onGo: (place: Place) => void }) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const search = async (text: string) => {
    setMessage('');
    if (!text.trim()) return;
    const coordinates = parseCoordinates(text);
    if (coordinates) {
      onGo({ label: `${coordinates.lat.toFixed(5)}, ${coordinates.lng.toFixed(5)}`, center: [coordinates.lng, coordinates.lat] });
      return;
    }
    if (!mapboxToken) {
      setMessage("Enter coordinates as 'lat, lng' (for example 39.516, -104.816). Address search needs the Mapbox service, which this site does not use.");
      return;
    }
    setBusy(true);
    try {
      const [first] = await geocode(text, mapboxToken);
      if (first) onGo(first);
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
        {message}
      </div>
    </div>
  );
}

export const AddressSearch = memo(AddressSearchComponent);
