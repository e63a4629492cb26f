// `@basin/shared/status`: the status card (issue 30), its query and its words. Bundled per app (it uses
// antd), never in the singleton barrel.
export { StatusCard, type StatusCardProps } from './StatusCard';
export { fetchSiteStatus, siteStatusQuery, useSiteStatus, type StatusSubject } from './siteStatus';
export { statusSentences, parameterSentence, periodInWords, trendDetailRows, type ParameterSentence, type TrendDetailRow } from './sentences';
