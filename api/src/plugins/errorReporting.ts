// Reports the API's server errors (5xx) to Sentry or GlitchTip (spec 02 §7, §9) when SENTRY_DSN is set.
// The errors plugin calls `reportServerError` where it turns an error into a 500; client errors (4xx)
// are the caller's and are not reported. Each event carries the route pattern (tag `route`, e.g.
// /api/public-map/wells), the release and the environment, and no tokens, cookies or personal data.
import fp from 'fastify-plugin';
import * as Sentry from '@sentry/node';
import type { FastifyRequest } from 'fastify';
import { DATA_COLLECTION, scrubEvent } from '../scrubEvent';
import { numberSetting, type AppOptions } from './env';

/** Spec 02 §9: the error-reporting trace sample rate (SENTRY_TRACES_SAMPLE_RATE may change it). */
export const TRACES_SAMPLE_RATE = 0.1;

export interface ErrorReportingSettings {
  /** The project's DSN, `https://<public key>@<host>/<project id>`. */
  dsn: string;
  environment: string;
  /** The deployed version (e.g. a git commit); undefined: none. */
  release?: string;
  /** Share of requests traced (0-1); default TRACES_SAMPLE_RATE. */
  tracesSampleRate?: number;
}

/** SENTRY_DSN, SENTRY_ENVIRONMENT (default production), SENTRY_RELEASE, SENTRY_TRACES_SAMPLE_RATE; null without a DSN. */
export function errorReportingSettings(env: NodeJS.ProcessEnv = process.env): ErrorReportingSettings | null {
  const dsn = (env.SENTRY_DSN ?? '').trim();
  if (!dsn) return null;
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    throw new Error(`SENTRY_DSN is not a valid URL: "${dsn}"`);
  }
  if (!url.username || !/\/\d+$/.test(url.pathname)) throw new Error('SENTRY_DSN must look like https://<public key>@<host>/<project id>');
  const tracesSampleRate = numberSetting(env, 'SENTRY_TRACES_SAMPLE_RATE', TRACES_SAMPLE_RATE, { integer: false });
  if (tracesSampleRate > 1) throw new Error(`SENTRY_TRACES_SAMPLE_RATE must be between 0 and 1, not '${env.SENTRY_TRACES_SAMPLE_RATE}'`);
  return { dsn, environment: (env.SENTRY_ENVIRONMENT ?? '').trim() || 'production', release: (env.SENTRY_RELEASE ?? '').trim() || undefined, tracesSampleRate };
}

/** What every Sentry client of the API sends with (instrument.ts and the plugin below). */
export function sentryOptions(settings: ErrorReportingSettings) {
  return {
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    tracesSampleRate: settings.tracesSampleRate ?? TRACES_SAMPLE_RATE,
    dataCollection: DATA_COLLECTION,
    beforeSend: scrubEvent,
    // Traces are sent span by span (the SDK's default 'stream' lifecycle): each is scrubbed as it leaves.
    beforeSendSpan: scrubEvent,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends a server error to the error-reporting service (does nothing when reporting is off). */
    reportServerError(error: unknown, request: FastifyRequest): void;
  }
}

export default fp<AppOptions>(
  async (app, options) => {
    const settings = options.errorReporting === undefined ? errorReportingSettings() : options.errorReporting;
    if (!settings) {
      app.decorate('reportServerError', () => {});
      return;
    }
    // One client per process (the SDK is global). The API server started it before loading Fastify
    // (instrument.ts), with tracing; an app built otherwise (npm start's server, tests) starts it here,
    // the last app built with a DSN sending the events, with only the integrations that shape events:
    // the defaults (HTTP, fetch, console, Fastify, process handlers, OpenTelemetry) hook every later
    // Fastify instance, request and console call of the process, which broke the next jest file's apps.
    if (!Sentry.isInitialized()) {
      Sentry.init({
        ...sentryOptions(settings),
        defaultIntegrations: false,
        integrations: [Sentry.eventFiltersIntegration(), Sentry.functionToStringIntegration(), Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
        enableOpenTelemetrySetup: false,
        enableRuntimeChannelInjection: false,
      });
    }
    app.decorate('reportServerError', (error: unknown, request: FastifyRequest) => {
      Sentry.withScope((scope) => {
        scope.setTag('route', request.routeOptions.url ?? 'unknown');
        scope.setTag('method', request.method);
        const queryAt = request.url.indexOf('?');
        // The request as Sentry shows it; scrubEvent removes its secret headers and parameters.
        scope.addEventProcessor((event) => ({
          ...event,
          request: {
            method: request.method,
            url: request.url,
            query_string: queryAt < 0 ? undefined : request.url.slice(queryAt + 1),
            headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
          },
        }));
        Sentry.captureException(error);
      });
    });
    // Events leave in the background; what is queued goes out before the server stops.
    app.addHook('onClose', async () => {
      await Sentry.flush(2000);
    });
  },
  { name: 'error-reporting' },
);
