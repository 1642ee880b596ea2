import { createServer, type Server } from 'node:http';
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

export type TokenMode =
  | 'good'
  | 'forged'
  | 'unknown-key'
  | 'wrong-audience'
  | 'other-party'
  | 'expired'
  | 'issued-in-future'
  | 'wrong-nonce';

interface SigningKey {
  readonly kid: string;
  readonly privateKey: CryptoKey;
  readonly jwk: JWK;
}

async function signingKey(kid: string): Promise<SigningKey> {
  const pair = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey: pair.privateKey, jwk };
}

/**
 * A tiny OpenID Connect issuer for tests: it publishes its current signing key, and its token
 * endpoint answers ID tokens built as `mode` says, so the app's checks can be seen refusing bad
 * ones. It can rotate its key, count and stall requests for its keys.
 */
export async function startFakeIssuer(clientId: string) {
  let current = await signingKey('k1');
  let keyCount = 1;
  const other = await signingKey('k1');
  const stranger = await signingKey('never-published');
  const state = {
    mode: 'good' as TokenMode,
    nonce: '',
    subject: 'fake-subject-1',
    /** Requests for the key set so far. */
    keyRequests: 0,
    /** When true, the key endpoint never answers. */
    keysHang: false,
    /** When true, the key endpoint drops the connection at once, as a network failure would. */
    keysDown: false,
  };
  let issuer = '';

  const idToken = async () => {
    const now = Math.floor(Date.now() / 1000);
    const key = state.mode === 'forged' ? other : state.mode === 'unknown-key' ? stranger : current;
    const issuedAt = { expired: now - 7200, 'issued-in-future': now + 600 }[state.mode as string] ?? now;
    return new SignJWT({
      nonce: state.mode === 'wrong-nonce' ? 'not-the-nonce' : state.nonce,
      email: 'fake@example.com',
      name: 'Fake Person',
      ...(state.mode === 'other-party' ? { azp: 'someone-else' } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .setIssuer(issuer)
      .setSubject(state.subject)
      .setAudience(state.mode === 'wrong-audience' ? 'someone-else' : clientId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 600)
      .sign(key.privateKey);
  };

  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    const json = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (path === '/.well-known/openid-configuration') {
      return json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        userinfo_endpoint: `${issuer}/userinfo`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post'],
      });
    }
    if (path === '/jwks') {
      state.keyRequests += 1;
      if (state.keysHang) return;
      if (state.keysDown) {
        req.socket.destroy();
        return;
      }
      return json({ keys: [current.jwk] });
    }
    if (path === '/token') {
      for await (const _ of req) {
        // drain the form body
      }
      return json({
        access_token: 'fake-access',
        token_type: 'Bearer',
        expires_in: 600,
        id_token: await idToken(),
      });
    }
    if (path === '/userinfo')
      return json({ sub: state.subject, email: 'fake@example.com', name: 'Fake Person' });
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  issuer = `http://127.0.0.1:${port}`;
  return {
    issuer,
    state,
    /** Signs with a new key from now on and publishes only that one, as after a key rotation. */
    async rotateKey() {
      keyCount += 1;
      current = await signingKey(`k${keyCount}`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
