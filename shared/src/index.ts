// Public surface of @basin/shared (docs/contracts-shared.md). One instance at run time.
export * from './config/runtimeConfig';
export * from './i18n';
// The domain's vocabulary in the portal's languages (flowLabel, trendLabel, parameterName ...).
export * from './i18n/domainLabels';
export * from './routing/routeTable';
export { isVisibleTo, type VisibleTo } from './routing/visibility';
export * from './routing/remoteRoutes';
export { tokens, type Tokens, type LocationType } from './theme/tokens';
export { portalTheme, FOCUS_RING_COLOR, FOCUS_RING_WIDTH, INPUT_TARGET_STYLES, SELECT_TARGET_STYLES } from './theme/portalTheme';
export { hexToRgb } from './theme/colors';
export { useBasinStore, STORE_STORAGE_KEY } from './store/store';
export type { BasinState } from './store/types';
export type { SessionUser, SessionHandle } from './store/sessionSlice';
export { useCallerId } from './store/useCallerId';
export type { Toast, ToastSeverity } from './store/notificationsSlice';
export { notify, TOAST_DURATION_MS, type NotifyOptions } from './notifications/notify';
export { Toaster } from './notifications/Toaster';
export { apiFetch, apiResponse, ApiError, UNAVAILABLE_MESSAGE, type ApiRequestInit } from './api/apiFetch';
export { apiUpload, type ApiUploadOptions, type UploadProgress } from './api/apiUpload';
export { apiGet, apiGetQuery, apiGetCallerQuery, apiUrl, type ApiGetInput, type ApiGetResponse } from './api/apiGet';
export { apiSend, apiSendForFile, apiSendQuery, type ApiSendOptions, type ApiSendCallOptions } from './api/apiSend';
export { createQueryClient, QUERY_STALE_TIME_MS, QUERY_GC_TIME_MS } from './api/queryClient';
export * from './api/queries';
export { PortalProviders } from './ui/PortalProviders';
export { useDocumentTitle, PORTAL_NAME } from './ui/PageTitle';
export { UnderConstructionPage } from './ui/underConstructionPage';
export { PageSpinner } from './ui/PageSpinner';
export { visuallyHidden } from './ui/visuallyHidden';
export { saveBlob } from './ui/saveBlob';
export { startStandaloneRemote } from './standalone/startStandaloneRemote';
export { startApp } from './standalone/startApp';
export { reportError, reportingAppOf, rootErrorReporting, startErrorReporting, type ReportingApp } from './error-reporting/errorReporting';
export { useIsMobile, MOBILE_QUERY } from './ui/useIsMobile';
export { COPYRIGHT_HOLDER, copyrightNotice } from './ui/copyright';
export {
  VALUE_STATUS_LABELS,
  valueStatusLabel,
  valueStatusLegend,
  provisionalMeaning,
  isUnsure,
  valueStatusColumn,
  describeValueStatus,
  withValueStatus,
  siteApprovals,
  pendingApprovals,
  describeApprovedThrough,
  DAILY_VALUE_NOUN,
  RESULT_NOUN,
  type ValueStatus,
  type UnsureStatus,
  type StatusDay,
  type SiteApproval,
  type StatusNoun,
} from './value-status/valueStatus';
