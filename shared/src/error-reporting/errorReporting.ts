// Error reporting for the pages (spec 02 §7, §9): Sentry's browser SDK, or GlitchTip, which accepts
// the same events. One client per page: the app that starts the page (the host, or a remote on its
// own origin) starts it; a remote inside the host reports through the host's. Without a DSN in the
// run-time configuration nothing is downloaded: the SDK is a separate chunk loaded on demand.
import type { ErrorReportingConfig, RemoteName } from '../config/runtimeConfig';

/** What the `remote` tag of an event says: the app that failed. */
export type ReportingApp = 'host' | 'map' | 'explore' | 'wq-update' | 'tools';

const APP_OF_REMOTE: Record<RemoteName, ReportingApp> = { map: 'map', explore: 'explore', wqUpdate: 'wq-update', tools: 'tools' };

export function reportingAppOf(remote: RemoteName): ReportingApp {
  return APP_OF_REMOTE[remote];
}

type SentryBrowser = typeof import('./sentryBrowser');

// @basin/shared is a federation singleton, so this is one per page whichever app calls.
let sdk: Promise<SentryBrowser | undefined> = Promise.resolve(undefined);
let started = false;

/**
 * Starts the page's client (once; later calls do nothing). `app` tags every event the page sends that
 * names no other app (uncaught errors, traces).
 */
export function startErrorReporting(config: ErrorReportingConfig | null | undefined, app: ReportingApp): void {
  if (started || !config?.dsn) return;
  started = true;
  sdk = import(/* webpackChunkName: "error-reporting" */ './sentryBrowser').then(
    (sentry) => {
      sentry.startSentry(config, app);
      return sentry;
    },
    (error: unknown) => {
      // Reporting must never break the page: an SDK chunk that fails to load leaves it off.
      console.warn('Error reporting is off: its script did not load.', error);
      return undefined;
    },
  );
}

/** Reports an error a boundary caught (uncaught ones the SDK sees itself), tagged with the app it is about. */
export function reportError(error: unknown, app: ReportingApp, componentStack?: string | null): void {
  void sdk.then((sentry) => sentry?.captureError(error, app, componentStack));
}

/**
 * createRoot options that report what no error boundary caught (React would only log it), tagged with
 * the app; the error is still logged to the console as React does by default.
 */
export function rootErrorReporting(app: ReportingApp): { onUncaughtError: (error: unknown, info: { componentStack?: string }) => void } {
  return {
    onUncaughtError(error, info) {
      console.error(error);
      reportError(error, app, info.componentStack);
    },
  };
}
