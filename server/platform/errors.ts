/** An error whose message a user can read: the error handler answers `{ message }` with its status. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Sent with the answer, e.g. Retry-After on a 429. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.headers = headers;
  }
}
