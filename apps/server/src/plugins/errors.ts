import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  408: 'Request Timeout',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
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

/**
 * Fastify's own refusals before routing (`frameworkErrors`): a path segment longer than a route
 * parameter may be (414) and a path whose percent-encoding does not decode (400), in the one error
 * body, and without echoing the path back.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(414).send(errorBody(414, 'The address is too long.'));
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply
      .code(400)
      .send(errorBody(400, 'The address is not valid: a percent sign must start an encoded character.'));
  }
  reply.log.error({ type: error.name, code: error.code }, 'request failed before routing');
  return reply.code(500).send(errorBody(500, 'Something went wrong on our side. Please try again.'));
}

/**
 * Node's refusals of a request it could not read (`clientErrorHandler`): headers (the request line
 * included) over its 16 KiB limit (431), a request that took too long to arrive (408), anything
 * else unreadable (400). Written straight to the socket, in the one error body, then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers (or its address) are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : [400, 'The request could not be read as HTTP.'];
  const body = JSON.stringify(errorBody(status, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_NAMES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
