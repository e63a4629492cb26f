// The part of error reporting that needs the Sentry SDK: a chunk of its own, imported only when a DSN
// is configured. Named imports (not the namespace) let webpack leave out what is not used (replay,
// feedback, profiling), which keeps the chunk small.
import { browserTracingIntegration, captureException, init, withScope } from '@sentry/react';
import { DATA_COLLECTION, scrubEvent } from '@basin/api/scrubEvent';
import type { ErrorReportingConfig } from '../config/runtimeConfig';
import type { ReportingApp } from './errorReporting';

export function startSentry(config: ErrorReportingConfig, app: ReportingApp): void {
  init({
    dsn: config.dsn,
    environment: config.environment,
    release: config.release ?? undefined,
    tracesSampleRate: config.tracesSampleRate,
    dataCollection: DATA_COLLECTION,
    integrations: [browserTracingIntegration()],
    initialScope: { tags: { remote: app } },
    beforeSend: scrubEvent,
    // Traces leave span by span (the SDK's default 'stream' lifecycle): each is scrubbed as it goes.
    beforeSendSpan: scrubEvent,
  });
}

export function captureError(error: unknown, app: ReportingApp, componentStack?: string | null): void {
  withScope((scope) => {
    scope.setTag('remote', app);
    if (componentStack) scope.setContext('react', { componentStack });
    captureException(error);
  });
}
