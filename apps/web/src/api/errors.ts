import { NetworkError, RequestError, UnexpectedAnswerError } from './http.ts';

/** Spec section 8's words for a call that got no answer, and what they mean for a person. */
export const NO_RESPONSE = 'No response from server. The server could not be reached.';
export const UNREADABLE_ANSWER = 'The server sent an answer the app could not read.';

/** The server's own explanation when it gave one (`message` or `error`), else null. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof RequestError && typeof error.body === 'object' && error.body !== null) {
    const body = error.body as { message?: unknown; error?: unknown };
    if (typeof body.message === 'string' && body.message.trim() !== '') return body.message;
    if (typeof body.error === 'string' && body.error.trim() !== '') return body.error;
  }
  return null;
}

/** The raw text of a failure, for the console (spec section 8: 'Request failed: {status} {body}'). */
export function errorMessage(error: unknown): string {
  if (error instanceof TypeError) return 'No response from server';
  return error instanceof Error ? error.message : String(error);
}

function statusSentence(status: number): string {
  if (status === 401) return 'You are not signed in.';
  if (status === 403) return 'You are not allowed to do that.';
  if (status === 404) return 'It was not found on the server.';
  if (status === 429) return 'Too many requests; please wait a moment and try again.';
  if (status >= 500) return `The server ran into a problem (error ${status}). Please try again.`;
  return `The server refused the request (error ${status}).`;
}

/**
 * What a toast says about a failure: a sentence for a person, never the raw request text. The
 * server's `message` when it gave one; otherwise what the kind of failure means. The raw text has
 * already gone to the console (`request` logs it with method and path).
 */
export function failureDetail(error: unknown): string {
  if (error instanceof RequestError) return serverMessage(error) ?? statusSentence(error.status);
  // A TypeError is what fetch, or loading a chunk of the app, throws without a connection.
  if (error instanceof NetworkError || error instanceof TypeError) return NO_RESPONSE;
  if (error instanceof UnexpectedAnswerError) return UNREADABLE_ANSWER;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
