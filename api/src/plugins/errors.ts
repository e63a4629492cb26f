// One error format for the API: 400 { error, field, message } for invalid input (schema errors and
// FieldError thrown by a handler), JSON 404 for
// unknown /api paths, and no internals in 500s. Scoped to /api (see app.ts).
import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import { FieldError } from '../fieldError';
import { isConnectionError } from '../db/poolDatabase';
import type { ErrorResponse } from '../schemas';

/** The input field a validation error is about: 'is_ccbwqa', 'items.0.id', or the request part. */
export function fieldOf(issue: FastifySchemaValidationError, context: string | undefined): string {
  const params = issue.params as Record<string, unknown>;
  const path = issue.instancePath.split('/').filter(Boolean);
  const named = params.missingProperty ?? params.additionalProperty;
  if (typeof named === 'string') path.push(named);
  return path.length > 0 ? path.join('.') : (context ?? 'request');
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const issue = error.validation?.[0];
      if (issue) {
        const body: ErrorResponse = { error: 'Bad Request', field: fieldOf(issue, error.validationContext), message: issue.message ?? 'is invalid' };
        return reply.code(400).send(body);
      }
      if (error instanceof FieldError) {
        return reply.code(400).send({ error: 'Bad Request', field: error.field, message: error.message } satisfies ErrorResponse);
      }
      const status = error.statusCode ?? 500;
      // 503 is an expected answer (load shedding says so with Retry-After), not a failure to hide. Only a
      // passing state carries Retry-After: the browser repeats those (shared apiFetch), not the others.
      if ((status >= 400 && status < 500) || status === 503) {
        const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
        if (status === 503 && typeof retryAfter === 'number') reply.header('Retry-After', retryAfter);
        return reply.code(status).send({ error: STATUS_CODES[status] ?? 'Error', message: error.message } satisfies ErrorResponse);
      }
      if (isConnectionError(error)) {
        // The database restarts or is out of reach: a passing state the caller can retry, not a bug.
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('Retry-After', 5)
          .send({ error: 'Service Unavailable', message: 'The database is not available at the moment; please retry in a few seconds.' } satisfies ErrorResponse);
      }
      request.log.error({ err: error }, 'request failed');
      app.reportServerError(error, request);
      return reply.code(500).send({ error: 'Internal Server Error', message: 'The server could not complete the request.' } satisfies ErrorResponse);
    });
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ error: 'Not Found', message: `${request.method} ${request.url.split('?')[0]} is not an API route` } satisfies ErrorResponse),
    );
  },
  { name: 'errors', dependencies: ['error-reporting'] },
);
