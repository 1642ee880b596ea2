import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import type { Db } from '../db/index.ts';
import { signInAttempts } from '../db/schema/index.ts';

/** A started sign-in expires after this long. */
export const SIGN_IN_ATTEMPT_TTL_MS = 10 * 60_000;

export interface IdentitySettings {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
  /** Plain http is allowed only for a development issuer (the local provider, a test provider). */
  readonly allowHttp: boolean;
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
  #config: Promise<client.Configuration> | null = null;

  constructor(
    private readonly db: Db,
    private readonly settings: IdentitySettings,
  ) {}

  /** Discovery is lazy: the local provider answers only once the server listens. */
  private configuration(): Promise<client.Configuration> {
    if (!this.#config) {
      const { issuer, clientId, clientSecret, allowHttp } = this.settings;
      this.#config = client
        .discovery(new URL(issuer), clientId, undefined, client.ClientSecretPost(clientSecret), {
          execute: [
            ...(allowHttp ? [client.allowInsecureRequests] : []),
            // Verify the ID token's signature against the provider's published keys even though
            // it came straight from the token endpoint.
            client.enableNonRepudiationChecks,
          ],
        })
        .catch((error: unknown) => {
          this.#config = null;
          throw error;
        });
    }
    return this.#config;
  }

  /** Stores the attempt's secrets and answers the provider's authorization URL and the attempt id. */
  async start(returnTo: string): Promise<{ url: string; attemptId: string }> {
    const config = await this.configuration();
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
   * replayed callback finds nothing. Throws on any failed check.
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
    const config = await this.configuration();
    const currentUrl = new URL(this.settings.redirectUri);
    currentUrl.search = callbackQuery;
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new SignInError('The provider sent no ID token.');
    let email = typeof claims.email === 'string' ? claims.email : null;
    let name = typeof claims.name === 'string' ? claims.name : null;
    if (!email || !name) {
      // Some providers put profile claims only behind the userinfo endpoint.
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
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
