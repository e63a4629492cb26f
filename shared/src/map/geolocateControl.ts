// The "find my location" control of every map. maplibre names its button only once the browser has said
// whether it can locate (an asynchronous permissions check that may answer late or, in some browsers,
// never): until then the button has no accessible name (axe: button-name). Named from the start here;
// the engine's own name replaces it when the answer comes.
import { currentT, type Translate } from '@basin/shared';
import type { MapEngine } from './engine';

/** The button's English name (tests read it); the map names it in the language of the moment. */
export const GEOLOCATE_BUTTON_NAME = 'Find my location';

export function geolocateControl(engine: Pick<MapEngine, 'GeolocateControl'>): InstanceType<MapEngine['GeolocateControl']> {
  const control = new engine.GeolocateControl({ positionOptions: { enableHighAccuracy: true }, trackUserLocation: false });
  const onAdd = control.onAdd.bind(control);
  control.onAdd = (map) => {
    const container = onAdd(map);
    const button = container.querySelector('button');
    if (button && !button.hasAttribute('aria-label')) {
      const name = currentT()('shared.map.findMyLocation');
      button.setAttribute('aria-label', name);
      button.title = name;
    }
    return container;
  };
  return control;
}
