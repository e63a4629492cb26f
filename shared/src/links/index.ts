// `@basin/shared/links`: links into the portal's pages with their state prefilled, and the location search.
// Its own entry, bundled into the apps that use it, so the home page (which loads the singleton barrel) does not carry it.
export { SITE_ROUTE, sitePath, isSitePath, downloadPath, comparisonPath, type ComparisonAxisLink } from '../routing/siteLinks';
export { searchLocations, SEARCH_DEBOUNCE_MS, SEARCH_RESULT_LIMIT } from '../search/locationSearch';
