// The API's error answers: what went wrong as a catalogue message (i18n/), formatted in the caller's
// language by the errors plugin. `Error.message` is the English text (logs, the command line).
import { englishMessage, type ApiMessage, type ApiMessageId, type ApiMessageValues } from './i18n/apiMessages';

/** What an error answer adds to `{ error, message }`: the field it is about, and headers. */
export interface ProblemDetails {
  /** The request field the answer is about (always for a 400). */
  field?: string;
  /** Seconds to wait before asking again (a passing state): sent as Retry-After. */
  retryAfterSeconds?: number;
  headers?: Record<string, string>;
}

/** An error answer: thrown by a handler or a hook, sent by the errors plugin. */
export class ApiProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly apiMessage: ApiMessage,
    readonly details: ProblemDetails = {},
  ) {
    super(englishMessage(apiMessage));
  }

  get retryAfterSeconds(): number | undefined {
    return this.details.retryAfterSeconds;
  }
}

/** Bad input: a 400 naming the field and the rule it breaks. */
export class FieldError extends ApiProblem {
  constructor(
    readonly field: string,
    id: ApiMessageId,
    values?: ApiMessageValues,
  ) {
    super(400, { id, values }, { field });
  }
}
