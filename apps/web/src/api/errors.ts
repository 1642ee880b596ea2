import { NetworkError, RequestError, UnexpectedAnswerError } from './http.ts';

/** Spec section 8's words for a call that got no answer, and what they mean for a person. */
export const NO_RESPONSE = 'No response from server. The server could not be reached.';
/** An answer that fails the contract: never the schema's own words, which mean nothing to a person. */
export const UNEXPECTED_ANSWER =
  'The server sent something Ringalong did not expect. Try again, or reload the page.';
/** A failure that is none of the HTTP client's three (a mistake in the app's own code). */
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/**
 * The kinds of failure, classified once where they happen: the HTTP client (and the loading of
 * its code) throws `NetworkError`, `RequestError` (an HTTP status) or `UnexpectedAnswerError` (a
 * contract mismatch). Anything else is a bug in the app, whatever its class (a TypeError too).
 */
export type FailureKind = 'network' | 'status' | 'contract' | 'bug';

export function failureKind(error: unknown): FailureKind {
  if (error instanceof NetworkError) return 'network';
  if (error instanceof RequestError) return 'status';
  if (error instanceof UnexpectedAnswerError) return 'contract';
  return 'bug';
}

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
 * server's `message` when it gave one; otherwise what the kind of failure means. The HTTP client
 * has already logged its failures with method and path; a bug is logged here, stack and all, and
 * is not passed off as a network failure.
 */
export function failureDetail(error: unknown): string {
  switch (failureKind(error)) {
    case 'status': {
      const refused = error as RequestError;
      return serverMessage(refused) ?? statusSentence(refused.status);
    }
    case 'network':
      return NO_RESPONSE;
    case 'contract':
      return UNEXPECTED_ANSWER;
    default:
      console.error('Unexpected failure in Ringalong:', error);
      return SOMETHING_WENT_WRONG;
  }
}
