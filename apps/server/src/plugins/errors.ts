import type { FastifyError, FastifyInstance } from 'fastify';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/availability.ts';
import { HttpError } from '../http-error.ts';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The one error body of the API (`apiErrorSchema` in the contract). */
export function errorBody(statusCode: number, message: string) {
  return {
    statusCode,
    error: STATUS_NAMES[statusCode] ?? 'Error',
    message,
    success: false as const,
    failed: true as const,
  };
}

/** Why a failure happened, for the log: never a failed query's parameters (song documents, names). */
function reasonOf(error: Error): string {
  const cause = (error as { cause?: unknown }).cause;
  const reason = cause instanceof Error ? cause.message : error.message.split('\nparams:')[0];
  return (reason ?? '').slice(0, 300);
}

/**
 * Client mistakes keep their status and message; a database that cannot serve us is a 503 the
 * client may retry; anything else is logged and answered with a generic 500 so no internals leak.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...errorBody(error.statusCode, error.message), ...error.details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ type: error.name, reason: reasonOf(error) }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
    }
    request.log.error({ type: error.name, reason: reasonOf(error) }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Something went wrong on our side. Please try again.'));
  });
}
