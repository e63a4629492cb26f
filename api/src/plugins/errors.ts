// One error format for the API: 400 { error, field, message } for invalid input (schema errors and
// FieldError thrown by a handler), { error, message } for every other error answer (an ApiProblem thrown
// by a handler or hook, fastify's own), JSON 404 for unknown /api paths, and no internals in 500s.
// Messages are in the caller's language (Accept-Language: i18n/apiMessages.ts). Scoped to /api (see app.ts).
import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import localizeValidation from 'ajv-i18n';
import { ApiProblem } from '../apiProblem';
import { isConnectionError } from '../db/poolDatabase';
import { answerLanguage, formatApiMessage, type ApiLanguage, type ApiMessageId } from '../i18n/apiMessages';
import type { ErrorResponse } from '../schemas';

/** The input field a validation error is about: 'is_ccbwqa', 'items.0.id', or the request part. */
export function fieldOf(issue: FastifySchemaValidationError, context: string | undefined): string {
  const params = issue.params as Record<string, unknown>;
  const path = issue.instancePath.split('/').filter(Boolean);
  const named = params.missingProperty ?? params.additionalProperty;
  if (typeof named === 'string') path.push(named);
  return path.length > 0 ? path.join('.') : (context ?? 'request');
}

/** Fastify's own refusals of a request, by code, in our catalogue. */
const FASTIFY_MESSAGES: Record<string, ApiMessageId> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.bodyTooLarge',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.contentLength',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.emptyJsonBody',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalidJsonBody',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupportedMediaType',
};

/** Ajv's words for a schema rule ('must be boolean'), in the language: ajv-i18n's catalogue for Spanish. */
function validationMessage(issue: FastifySchemaValidationError, language: ApiLanguage): string {
  if (language === 'en') return issue.message ?? 'is invalid';
  const localized = [{ ...issue }];
  localizeValidation[language](localized as Parameters<typeof localizeValidation.es>[0]);
  return localized[0]!.message ?? issue.message ?? 'is invalid';
}

/** An error answer's language: the request's, and caches keep one answer per language. */
function languageOf(request: FastifyRequest, reply: FastifyReply): ApiLanguage {
  const vary = reply.getHeader('Vary');
  if (!vary) reply.header('Vary', 'Accept-Language');
  else if (!/\baccept-language\b/i.test(String(vary))) reply.header('Vary', `${String(vary)}, Accept-Language`);
  return answerLanguage(request.headers['accept-language']);
}

const statusLine = (status: number) => STATUS_CODES[status] ?? 'Error';

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const language = languageOf(request, reply);
      const issue = error.validation?.[0];
      if (issue) {
        const body: ErrorResponse = { error: 'Bad Request', field: fieldOf(issue, error.validationContext), message: validationMessage(issue, language) };
        return reply.code(400).send(body);
      }
      if (error instanceof ApiProblem) {
        const { field, retryAfterSeconds, headers } = error.details;
        if (retryAfterSeconds !== undefined) reply.header('Retry-After', retryAfterSeconds);
        if (headers) reply.headers(headers);
        const message = formatApiMessage(language, error.apiMessage);
        return reply.code(error.statusCode).send({ error: statusLine(error.statusCode), ...(field === undefined ? {} : { field }), message } satisfies ErrorResponse);
      }
      const status = error.statusCode ?? 500;
      // 503 is an expected answer (load shedding says so with Retry-After), not a failure to hide. Only a
      // passing state carries Retry-After: the browser repeats those (shared apiFetch), not the others.
      if ((status >= 400 && status < 500) || status === 503) {
        const known = FASTIFY_MESSAGES[error.code];
        return reply.code(status).send({ error: statusLine(status), message: known ? formatApiMessage(language, { id: known }) : error.message } satisfies ErrorResponse);
      }
      if (isConnectionError(error)) {
        // The database restarts or is out of reach: a passing state the caller can retry, not a bug.
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('Retry-After', 5)
          .send({ error: 'Service Unavailable', message: formatApiMessage(language, { id: 'server.databaseUnavailable' }) } satisfies ErrorResponse);
      }
      request.log.error({ err: error }, 'request failed');
      app.reportServerError(error, request);
      return reply.code(500).send({ error: 'Internal Server Error', message: formatApiMessage(language, { id: 'server.failed' }) } satisfies ErrorResponse);
    });
    app.setNotFoundHandler((request, reply) => {
      const message = formatApiMessage(languageOf(request, reply), { id: 'server.notARoute', values: { method: request.method, path: request.url.split('?')[0] ?? '' } });
      return reply.code(404).send({ error: 'Not Found', message } satisfies ErrorResponse);
    });
  },
  { name: 'errors', dependencies: ['error-reporting'] },
);
