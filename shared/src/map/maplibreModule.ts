// maplibre-gl with its stylesheet: one chunk, loaded only when no Mapbox token is configured.
import 'maplibre-gl/dist/maplibre-gl.css';

export { default } from 'maplibre-gl';
