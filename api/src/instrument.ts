// Error reporting with traces (spec 02 §9: sample rate 0.1) for the API server. Imported by server.ts
// before anything else: Sentry's instrumentation must wrap http and Fastify before they are loaded,
// so each sampled request becomes a transaction named by its route. Errors are still reported by the
// errors plugin alone (server errors, with the route tag: plugins/errorReporting.ts), so the Fastify
// integration captures none itself. Without SENTRY_DSN this does nothing.
import * as Sentry from '@sentry/node';
import { errorReportingSettings, sentryOptions } from './plugins/errorReporting';

const settings = errorReportingSettings();
if (settings) {
  Sentry.init({
    ...sentryOptions(settings),
    integrations: (defaults) => [...defaults.filter((integration) => integration.name !== 'Fastify'), Sentry.fastifyIntegration({ shouldHandleError: () => false })],
  });
}
