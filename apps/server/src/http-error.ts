/**
 * An error whose status and message are safe to show to the client as they are. `details` are
 * further fields of the error body that the contract names (the current revision of a 412).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function httpError(
  statusCode: number,
  message: string,
  headers?: Record<string, string>,
  details?: Record<string, unknown>,
): HttpError {
  return new HttpError(statusCode, message, headers, details);
}
