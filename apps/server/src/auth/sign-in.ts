import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { JWTVerifyGetKey } from 'jose';
import * as client from 'openid-client';
import type { Db } from '../db/index.ts';
import { signInAttempts } from '../db/schema/index.ts';
import { CLOCK_TOLERANCE_S, IdTokenRefused, issuerKeys, verifyIdToken } from './id-token.ts';
import { IdentityProviderUnavailableError, isProviderOutage } from './provider-outage.ts';

/** A started sign-in expires after this long. */
export const SIGN_IN_ATTEMPT_TTL_MS = 10 * 60_000;

export interface IdentitySettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
  /** Plain http is allowed only for a development issuer (the local provider, a test provider). */
  readonly allowHttp: boolean;
  /** Each request to the issuer (discovery, token, signing keys) gives up after this long. */
  readonly timeoutMs: number;
}

export interface VerifiedIdentity {
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | null;
  readonly name: string | null;
}

/**
 * The OpenID Connect authorization-code flow with PKCE, state and nonce, the same code for the
 * local provider and for Google. Every check happens here on the server; nothing the browser
 * says about the person is believed.
 */
export class SignInService {
  #issuer: Promise<{ config: client.Configuration; keys: JWTVerifyGetKey }> | null = null;

  constructor(
    private readonly db: Db,
    private readonly settings: IdentitySettings,
  ) {}

  /** Discovery is lazy: the local provider answers only once the server listens. */
  private issuer(): Promise<{ config: client.Configuration; keys: JWTVerifyGetKey }> {
    if (!this.#issuer) {
      const { issuer, clientId, clientSecret, allowHttp, timeoutMs } = this.settings;
      this.#issuer = client
        .discovery(
          new URL(issuer),
          clientId,
          { [client.clockTolerance]: CLOCK_TOLERANCE_S },
          client.ClientSecretPost(clientSecret),
          {
            execute: allowHttp ? [client.allowInsecureRequests] : [],
            timeout: Math.ceil(timeoutMs / 1000),
          },
        )
        .then((config) => {
          const { jwks_uri } = config.serverMetadata();
          if (!jwks_uri) throw new Error(`The issuer ${issuer} publishes no signing keys (jwks_uri).`);
          return { config, keys: issuerKeys(new URL(jwks_uri), timeoutMs) };
        })
        .catch((error: unknown) => {
          this.#issuer = null;
          throw error;
        });
    }
    return this.#issuer;
  }

  /** Stores the attempt's secrets and answers the provider's authorization URL and the attempt id. */
  async start(returnTo: string): Promise<{ url: string; attemptId: string }> {
    const { config } = await this.issuer().catch(providerOutage);
    const attempt = {
      id: randomBytes(24).toString('base64url'),
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      returnTo,
    };
    await this.db
      .delete(signInAttempts)
      .where(lt(signInAttempts.createdAt, new Date(Date.now() - SIGN_IN_ATTEMPT_TTL_MS)));
    await this.db.insert(signInAttempts).values(attempt);
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      state: attempt.state,
      nonce: attempt.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(attempt.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, attemptId: attempt.id };
  }

  /**
   * Completes the attempt named by the browser's cookie. The attempt is used up first, so a
   * replayed callback finds nothing. Throws SignInError on any failed check, and
   * IdentityProviderUnavailableError when the issuer cannot be reached or does not answer in time.
   */
  async finish(
    attemptId: string | null,
    callbackQuery: string,
  ): Promise<{ identity: VerifiedIdentity; returnTo: string }> {
    if (!attemptId) throw new SignInError('No sign-in was started in this browser.');
    const [attempt] = await this.db
      .delete(signInAttempts)
      .where(eq(signInAttempts.id, attemptId))
      .returning();
    if (!attempt) throw new SignInError('This sign-in was already used or has expired.');
    if (attempt.createdAt.getTime() + SIGN_IN_ATTEMPT_TTL_MS < Date.now()) {
      throw new SignInError('This sign-in has expired.');
    }
    const { config, keys } = await this.issuer().catch(providerOutage);
    const currentUrl = new URL(this.settings.redirectUri);
    currentUrl.search = callbackQuery;
    const tokens = await client
      .authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      })
      .catch(providerOutage);
    const claims = tokens.claims();
    if (!claims || !tokens.id_token) throw new SignInError('The provider sent no ID token.');
    // openid-client has checked the claims it knows (issuer, audience, expiry, nonce); the
    // signature, a future issued-at and the authorized party are checked here.
    const metadata = config.serverMetadata();
    try {
      await verifyIdToken(tokens.id_token, keys, {
        issuer: metadata.issuer,
        clientId: this.settings.clientId,
        algorithms: metadata.id_token_signing_alg_values_supported,
      });
    } catch (error) {
      if (error instanceof IdTokenRefused) throw new SignInError(error.message, { cause: error });
      return providerOutage(error);
    }
    let email = typeof claims.email === 'string' ? claims.email : null;
    let name = typeof claims.name === 'string' ? claims.name : null;
    if (!email || !name) {
      // Some providers put profile claims only behind the userinfo endpoint.
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub).catch(providerOutage);
      email ??= typeof info.email === 'string' ? info.email : null;
      name ??= typeof info.name === 'string' ? info.name : null;
    }
    return {
      identity: { issuer: claims.iss, subject: claims.sub, email, name },
      returnTo: attempt.returnTo,
    };
  }
}

export class SignInError extends Error {}

/** Rethrows an error that shows the issuer cannot be reached as IdentityProviderUnavailableError. */
function providerOutage(error: unknown): never {
  if (isProviderOutage(error)) throw new IdentityProviderUnavailableError(error);
  throw error;
}
