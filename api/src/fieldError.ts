/** Invalid input: the error handler (plugins/errors.ts) answers 400 { error, field, message }. */
export class FieldError extends Error {
  readonly statusCode = 400;

  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
