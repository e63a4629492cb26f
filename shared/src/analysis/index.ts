// `@basin/shared/analysis`: the analysis kit (page shell, URL state, filter controls, dropdown queries,
// chart card and chart kinds). Bundled per app and loaded with the pages that use it, never in the
// singleton barrel (which every page, the home page included, loads).
export { AnalysisPage, analysisPage, type AnalysisPageProps, type AnalysisPageOptions } from './AnalysisPage';
export { useUrlState, invalidValues, type UrlStateOptions } from './url/useUrlState';
export { describeUnknownIds, describeInvalidValue, unknownIds, knownIdOr, knownIdsOf } from './url/linkProblems';
export { LinkProblemsProvider, useReportLinkProblems, useLinkProblems, useRegisterUrlReset } from './url/LinkProblems';
export { urlCodecs, parseIsoDate, type UrlCodec, type ListOptions } from './url/codecs';
export { createUrlReader } from './url/urlReader';
export { dateFilterFields, dateFilterOf, dateFilterChange, dateRangeFields, dateRangeOf, dateRangeChange } from './url/dateFields';
export { UrlStateProvider } from './url/UrlStateProvider';
export { DateFilter, type DateFilterProps } from './filters/DateFilter';
export {
  selectedRange,
  today,
  displayDate,
  octoberFirstOfPreviousYear,
  recentWaterYears,
  DATE_INPUT_FORMAT,
  DATE_DISPLAY_FORMAT,
  type DateFilterValue,
  type DateRange,
} from './filters/dateFilter';
export { IdSelect, MAX_TAGS, ALL_NONE_OPTION, type IdOption } from './filters/IdSelect';
export { ChoiceSelect, type ChoiceSelectProps } from './filters/ChoiceSelect';
export { YearChips, type YearChipsProps } from './filters/YearChips';
export { Field } from './filters/Field';
export { locationOptions, parameterCell, parameterOptions, simpleOptions, simpleParameterOptions } from './filters/options';
// The shared lists live with the client in the singleton (shared/src/api/queries.ts); the kit offers them too.
export {
  parameterGroupsQuery,
  parametersQuery,
  locationsAssocQuery,
  mapLocationsQuery,
  telemetryLocationsQuery,
  locationTypesQuery,
  flowConditionsQuery,
  locationsOfTypesQuery,
  parametersOfGroupsQuery,
  useParameterGroups,
  useLocationTypes,
  useFlowConditions,
  useParameters,
  useLocationsAssoc,
  useMapLocations,
  useTelemetryLocations,
  activeLocationsQuery,
  activeParametersQuery,
  useActiveLocations,
  useActiveParameters,
} from '@basin/shared';
export { useFileDownload, countLineEnds, type FileDownloadState } from './api/useFileDownload';
export { LocationsMap, type LocationsMapProps } from './LocationsMap';
export { useAfterCharts } from './pendingCharts';
export { ApprovedThrough } from './ApprovedThrough';
export { ChartCard, errorText, CHART_TABLE_PAGE_SIZES, CHART_TABLE_PAGE_SIZE, type ChartCardProps, type ChartCardTable, type ChartEmptyText, type ChartRenderArgs } from './ChartCard';
export * from './charts';
// The reservoir summary's chart kinds: the standard tracker's sparkline, seasonal means by year, results by date.
export { Sparkline, type SparklineProps } from './charts/Sparkline';
export { buildSparkline, type SparklinePoint, type SparklineModel } from './charts/sparklineData';
export { YearChart, type YearChartProps } from './charts/YearChart';
export { buildYearModel, yearTicks, yearTooltip, yearLegend, type YearSeries, type YearPoint, type ReferenceLine, type YearChartOptions, type YearModel } from './charts/yearData';
