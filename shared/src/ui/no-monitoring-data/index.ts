// `@basin/shared/no-monitoring-data`: the empty portal's notice (issue 29). Bundled per app (it uses antd),
// never in the singleton barrel.
export { NoMonitoringData, type NoMonitoringDataProps } from './NoMonitoringData';
