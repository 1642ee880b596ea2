import { SIGN_IN_FAILED_QUERY } from '@ringalong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type startFakeIssuer as StartFakeIssuer, startFakeIssuer, type TokenMode } from './fake-issuer.ts';
import { buildTestApp, CookieJar, SESSION_COOKIE, type TestApp } from './helpers.ts';

// The same client code as for Google, pointed at an issuer whose token endpoint can be told to
// answer bad ID tokens.
let t: TestApp;
let issuer: Awaited<ReturnType<typeof StartFakeIssuer>>;
beforeAll(async () => {
  issuer = await startFakeIssuer('ringalong-test');
  t = await buildTestApp({
    env: { OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: 'ringalong-test', OIDC_CLIENT_SECRET: 'test-secret' },
  });
});
afterAll(async () => {
  await t.close();
  await issuer.close();
});

/** Starts a sign-in, then comes back to the callback as the provider would, with a code. */
async function callbackWith(mode: TokenMode) {
  issuer.state.mode = mode;
  const jar = new CookieJar();
  const start = await fetch(`${t.baseUrl}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.baseUrl },
    body: '{}',
  });
  jar.store(start);
  const url = new URL(((await start.json()) as { url: string }).url);
  expect(url.origin).toBe(issuer.issuer);
  issuer.state.nonce = url.searchParams.get('nonce')!;
  const state = url.searchParams.get('state')!;
  const response = await fetch(`${t.baseUrl}/auth/callback?code=some-code&state=${state}`, {
    headers: { cookie: jar.header() },
    redirect: 'manual',
  });
  jar.store(response);
  return { location: response.headers.get('location'), session: jar.get(SESSION_COOKIE) };
}

describe('sign-in against an external issuer', () => {
  it('signs in with a good ID token', async () => {
    const result = await callbackWith('good');
    expect(result.location).toBe('/?signedIn=1');
    const me = await fetch(`${t.baseUrl}/auth/me`, {
      headers: { cookie: `${SESSION_COOKIE}=${result.session}` },
    });
    expect(await me.json()).toMatchObject({ display_name: 'Fake Person', email: 'fake@example.com' });
  });

  it.each<[TokenMode, string]>([
    ['forged', 'signed with a key the issuer never published'],
    ['wrong-audience', 'issued to another client'],
    ['expired', 'past its expiry'],
    ['wrong-nonce', 'carrying another nonce'],
  ])('refuses an ID token %s (%s)', async (mode) => {
    const result = await callbackWith(mode);
    expect(result.location).toBe(`/?${SIGN_IN_FAILED_QUERY}`);
    expect(result.session).toBeUndefined();
  });
});
