import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export type TokenMode = 'good' | 'forged' | 'wrong-audience' | 'expired' | 'wrong-nonce';

/**
 * A tiny OpenID Connect issuer for tests: it publishes one key, and its token endpoint answers
 * ID tokens built as `mode` says, so the app's checks can be seen refusing bad ones.
 */
export async function startFakeIssuer(clientId: string) {
  const published = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(published.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const state = { mode: 'good' as TokenMode, nonce: '', subject: 'fake-subject-1' };
  let issuer = '';

  const idToken = async () => {
    const now = Math.floor(Date.now() / 1000);
    const key = state.mode === 'forged' ? other.privateKey : published.privateKey;
    return new SignJWT({
      nonce: state.mode === 'wrong-nonce' ? 'not-the-nonce' : state.nonce,
      email: 'fake@example.com',
      name: 'Fake Person',
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(issuer)
      .setSubject(state.subject)
      .setAudience(state.mode === 'wrong-audience' ? 'someone-else' : clientId)
      .setIssuedAt(state.mode === 'expired' ? now - 7200 : now)
      .setExpirationTime(state.mode === 'expired' ? now - 3600 : now + 600)
      .sign(key);
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
    if (path === '/jwks') return json({ keys: [jwk] });
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
