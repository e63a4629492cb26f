// mapbox-gl with its stylesheet: one chunk, loaded only when a Mapbox token is configured.
import 'mapbox-gl/dist/mapbox-gl.css';

export { default } from 'mapbox-gl';
