// Whether this browser session has accepted the map's disclaimer: apart from the dialog, so the page
// decides without loading the dialog (and antd's Modal) for a visitor who accepted already.
export const DISCLAIMER_STORAGE_KEY = 'basin-map-disclaimer-accepted';

/** Accepted once per browser session (reloads and shared links within it do not ask again). */
export function disclaimerAccepted(): boolean {
  try {
    return sessionStorage.getItem(DISCLAIMER_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}
