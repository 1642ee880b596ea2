import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';

/** Clocks of the issuer and of this server may differ by this much (seconds). */
export const CLOCK_TOLERANCE_S = 60;
/** An ID token straight from the token endpoint is fresh; one issued longer ago than this is refused (seconds). */
const MAX_ID_TOKEN_AGE_S = 3600;
/** The key endpoint must answer within this, so a sign-in never waits on it for long. */
export const KEY_FETCH_TIMEOUT_MS = 4000;
/** An unknown key id fetches the keys again at once, but at most once per this long. */
export const FORCED_KEY_REFETCH_COOLDOWN_MS = 30_000;
/** Keys are fetched again after this long in any case. */
const KEY_CACHE_MAX_AGE_MS = 10 * 60_000;

/**
 * The issuer's published signing keys, cached. A token signed with a key id the cache does not
 * know (the issuer rotated its keys) fetches the keys again at once, so sign-ins do not fail
 * after a rotation; such forced fetches happen at most once per cool-down, so tokens with made-up
 * key ids cannot make us hammer the issuer. A forced fetch that failed (the endpoint was down)
 * starts no cool-down.
 */
export function issuerKeys(jwksUri: URL, timeoutMs = KEY_FETCH_TIMEOUT_MS): JWTVerifyGetKey {
  // jose's own refetch on a missing key counts its cool-down from the last fetch of any kind;
  // it is switched off here in favour of the one below, which counts from the last forced fetch.
  const remote = createRemoteJWKSet(jwksUri, {
    timeoutDuration: timeoutMs,
    cooldownDuration: Number.POSITIVE_INFINITY,
    cacheMaxAge: KEY_CACHE_MAX_AGE_MS,
  });
  let lastForced = Number.NEGATIVE_INFINITY;
  return async (header, token) => {
    try {
      return await remote(header, token);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
      const now = Date.now();
      if (now - lastForced < FORCED_KEY_REFETCH_COOLDOWN_MS) throw error;
      lastForced = now;
      try {
        await remote.reload();
      } catch (reloadError) {
        // Only a fetch that brought keys counts: after an outage of the key endpoint, the first
        // sign-in once it answers again fetches at once rather than failing for the cool-down.
        lastForced = Number.NEGATIVE_INFINITY;
        throw reloadError;
      }
      return remote(header, token);
    }
  };
}

export interface IdTokenExpectations {
  readonly issuer: string;
  readonly clientId: string;
  /** The issuer's advertised signing algorithms; asymmetric ones only. */
  readonly algorithms: readonly string[] | undefined;
}

/** Thrown when the ID token fails a check: the sign-in is refused. */
export class IdTokenRefused extends Error {}

/**
 * Checks the ID token's signature against the issuer's keys and its claims (OpenID Connect Core
 * 3.1.3.7): issuer, audience, expiry, issued-at not in the future (beyond the clock tolerance)
 * and, when present, that the authorized party is this client.
 */
export async function verifyIdToken(
  idToken: string,
  keys: JWTVerifyGetKey,
  expected: IdTokenExpectations,
): Promise<JWTPayload> {
  const algorithms = (expected.algorithms ?? ['RS256']).filter(
    (alg) => alg !== 'none' && !alg.startsWith('HS'),
  );
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      issuer: expected.issuer,
      audience: expected.clientId,
      algorithms,
      clockTolerance: CLOCK_TOLERANCE_S,
      maxTokenAge: MAX_ID_TOKEN_AGE_S,
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (error) {
    if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) throw error;
    // A key endpoint answering with an error is an outage, not a bad token.
    if (error.code === 'ERR_JOSE_GENERIC') throw error;
    throw new IdTokenRefused(`The ID token was refused: ${error.message}`, { cause: error });
  }
  if (payload.azp !== undefined && payload.azp !== expected.clientId) {
    throw new IdTokenRefused('The ID token names another client as its authorized party (azp).');
  }
  return payload;
}
