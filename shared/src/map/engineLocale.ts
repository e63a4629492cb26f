// The map engine's own control texts (zoom buttons, compass, attribution, popup close) in the page's
// language: maplibre and mapbox-gl both take them as the map's `locale` option, under the same names.
// English keeps the engine's own texts (none given), so an English page is unchanged.
import type { Translate } from '@basin/shared';

export function engineLocale(t: Translate): Record<string, string> | undefined {
  if (t.language === 'en') return undefined;
  return {
    'AttributionControl.ToggleAttribution': t('shared.map.engine.toggleAttribution'),
    'AttributionControl.MapFeedback': t('shared.map.engine.mapFeedback'),
    'FullscreenControl.Enter': t('shared.map.engine.enterFullscreen'),
    'FullscreenControl.Exit': t('shared.map.engine.exitFullscreen'),
    'GeolocateControl.FindMyLocation': t('shared.map.findMyLocation'),
    'GeolocateControl.LocationNotAvailable': t('shared.map.engine.locationNotAvailable'),
    'Map.Title': t('shared.map.engine.map'),
    'NavigationControl.ResetBearing': t('shared.map.engine.resetBearing'),
    'NavigationControl.ZoomIn': t('shared.map.engine.zoomIn'),
    'NavigationControl.ZoomOut': t('shared.map.engine.zoomOut'),
    'Popup.Close': t('shared.map.engine.closePopup'),
  };
}
