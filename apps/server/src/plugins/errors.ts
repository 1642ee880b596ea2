import type { FastifyError, FastifyInstance } from 'fastify';
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
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
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

/**
 * Client mistakes keep their status and message; anything else is logged and answered with a
 * generic 500 so no internals leak.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(errorBody(error.statusCode, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, error.message));
    }
    // Only the reason: a failed query's message would carry its parameters (song documents, names).
    const cause = (error as { cause?: unknown }).cause;
    const reason = cause instanceof Error ? cause.message : error.message.split('\nparams:')[0];
    request.log.error({ type: error.name, reason: reason?.slice(0, 300) }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Something went wrong on our side. Please try again.'));
  });
}
