/** An error whose status and message are safe to show to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function httpError(statusCode: number, message: string, headers?: Record<string, string>): HttpError {
  return new HttpError(statusCode, message, headers);
}
