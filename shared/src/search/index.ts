// `@basin/shared/search`: the sidebar's search over sites, parameters, pages and glossary terms. Its own
// entry, bundled with the search's results (loaded with the first search), not with every page.
export {
  searchPortal,
  prepareCandidates,
  siteCandidate,
  parameterCandidate,
  pageCandidate,
  termCandidate,
  parameterMapPath,
  SEARCH_GROUP_LIMITS,
  type SearchCandidate,
  type SearchGroup,
  type SearchKind,
  type SearchResult,
} from './portalSearch';
