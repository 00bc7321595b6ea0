/** An error the error handler turns into the JSON shapes of DESIGN.md 'API contract'. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly body: Record<string, unknown>,
    public readonly headers: Record<string, string> = {},
  ) {
    super(typeof body[''] === 'object' ? String((body[''] as string[])[0]) : `HTTP ${statusCode}`);
  }
}

export type FieldErrors = Record<string, string[]>;

/** 400 with form-level messages under the key "". */
export const formError = (...messages: string[]) => new HttpError(400, { '': messages });
/** 400 with messages per field. */
export const fieldErrors = (errors: FieldErrors) => new HttpError(400, errors);
export const unauthorized = (message = 'Please log in to continue') => new HttpError(401, { '': [message] });
export const forbidden = (message = 'You are not allowed to do that') =>
  new HttpError(403, { '': [message] });
export const notFound = (message = 'Not found') => new HttpError(404, { '': [message] });
/** The wait in words, as Retry-After states it in seconds: 'a minute' up to 60 s, else whole minutes. */
export const waitInWords = (seconds: number) =>
  seconds <= 60 ? 'a minute' : `${Math.ceil(seconds / 60)} minutes`;
export const tooManyAttemptsText = (seconds: number) =>
  `Too many attempts, please wait ${waitInWords(seconds)} and try again`;
export const tooManyRequests = (retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, { '': [tooManyAttemptsText(seconds)] }, { 'Retry-After': String(seconds) });
};
