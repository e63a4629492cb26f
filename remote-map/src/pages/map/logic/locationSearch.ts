// The location search is shared (`@basin/shared/links`): the sidebar search and the site page use it too.
export { searchLocations, SEARCH_DEBOUNCE_MS, SEARCH_RESULT_LIMIT } from '@basin/shared/links';
