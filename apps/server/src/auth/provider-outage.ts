import { errors as joseErrors } from 'jose';
import { ClientError } from 'openid-client';
import { HttpError } from '../http-error.ts';

export const PROVIDER_UNAVAILABLE_MESSAGE =
  'The sign-in service is not answering right now. Please try again in a minute.';
export const PROVIDER_RETRY_AFTER_SECONDS = 30;

/** The identity provider (discovery, token or key endpoint) could not be reached in time. */
export class IdentityProviderUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, PROVIDER_UNAVAILABLE_MESSAGE, { 'Retry-After': String(PROVIDER_RETRY_AFTER_SECONDS) });
    this.name = 'IdentityProviderUnavailableError';
    this.cause = cause;
  }
}

/**
 * True when the error shows the issuer is out of reach or failing on its side (a timeout, a
 * refused connection, a 5xx), as opposed to refusing what we sent.
 */
export function isProviderOutage(error: unknown): boolean {
  // fetch() itself failing: refused, reset, unknown host (openid-client and jose pass it on).
  if (error instanceof TypeError && error.message === 'fetch failed') return true;
  if (error instanceof joseErrors.JWKSTimeout) return true;
  // jose's words for a key endpoint that answered something other than 200 with JSON.
  if (error instanceof joseErrors.JOSEError && error.code === 'ERR_JOSE_GENERIC') return true;
  if (error instanceof ClientError) {
    if (error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_ABORT') return true;
    const response = error.cause;
    if (error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' && response instanceof Response) {
      return response.status >= 500;
    }
    if (error.cause instanceof TypeError && error.cause.message === 'fetch failed') return true;
  }
  return false;
}
