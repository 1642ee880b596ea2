import { SIGN_IN_FAILED_QUERY } from '@ringalong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeIssuer, type TokenMode } from './fake-issuer.ts';
import { buildTestApp, CookieJar, SESSION_COOKIE, type TestApp } from './helpers.ts';

// The same client code as for Google, pointed at an issuer whose token endpoint can be told to
// answer bad ID tokens, rotate its key or stall its key endpoint.
type FakeIssuer = Awaited<ReturnType<typeof startFakeIssuer>>;

/**
 * A fresh issuer and app: each has its own key cache. The app waits for the issuer as long as the
 * tests' apps do (15 s, not production's 4 s): a test's healthy calls to it must not miss that
 * bound on a loaded machine, and one did miss 4 s at a load of 20.
 */
async function issuerAndApp(): Promise<{ issuer: FakeIssuer; t: TestApp; close(): Promise<void> }> {
  const issuer = await startFakeIssuer('ringalong-test');
  const t = await buildTestApp({
    env: { OIDC_ISSUER: issuer.issuer, OIDC_CLIENT_ID: 'ringalong-test', OIDC_CLIENT_SECRET: 'test-secret' },
  });
  return {
    issuer,
    t,
    close: async () => {
      await t.close();
      await issuer.close();
    },
  };
}

/** Starts a sign-in, then comes back to the callback as the provider would, with a code. */
async function callbackWith(t: TestApp, issuer: FakeIssuer, mode: TokenMode) {
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
  return {
    status: response.status,
    location: response.headers.get('location'),
    retryAfter: response.headers.get('retry-after'),
    contentType: response.headers.get('content-type'),
    body: await response.text(),
    session: jar.get(SESSION_COOKIE),
  };
}

describe('sign-in against an external issuer', () => {
  let t: TestApp;
  let issuer: FakeIssuer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, issuer, close } = await issuerAndApp());
  });
  afterAll(() => close());

  it('signs in with a good ID token', async () => {
    const result = await callbackWith(t, issuer, 'good');
    expect(result.location).toBe('/?signedIn=1');
    const me = await fetch(`${t.baseUrl}/auth/me`, {
      headers: { cookie: `${SESSION_COOKIE}=${result.session}` },
    });
    expect(await me.json()).toMatchObject({ display_name: 'Fake Person', email: 'fake@example.com' });
  });

  it.each<[TokenMode, string]>([
    ['forged', 'signed with a key the issuer never published'],
    ['wrong-audience', 'issued to another client'],
    ['other-party', 'naming another client as its authorized party (azp)'],
    ['expired', 'past its expiry'],
    ['issued-in-future', 'issued 10 minutes in the future'],
    ['wrong-nonce', 'carrying another nonce'],
  ])('refuses an ID token %s (%s)', async (mode) => {
    const result = await callbackWith(t, issuer, mode);
    expect(result.location).toBe(`/?${SIGN_IN_FAILED_QUERY}`);
    expect(result.session).toBeUndefined();
  });
});

describe("the issuer's signing keys", () => {
  // One app for both tests, in order: the rotation uses the one forced fetch of the cool-down.
  let t: TestApp;
  let issuer: FakeIssuer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, issuer, close } = await issuerAndApp());
  });
  afterAll(() => close());

  it('signs in at once after the issuer rotates its key, fetching the keys once more', async () => {
    expect((await callbackWith(t, issuer, 'good')).location).toBe('/?signedIn=1');
    const fetched = issuer.state.keyRequests;
    await issuer.rotateKey();
    expect((await callbackWith(t, issuer, 'good')).location).toBe('/?signedIn=1');
    expect(issuer.state.keyRequests).toBe(fetched + 1);
  });

  it('fetches the keys at most once per cool-down, so tokens naming unknown keys cannot hammer the issuer', async () => {
    const fetched = issuer.state.keyRequests;
    for (let i = 0; i < 3; i++) {
      const result = await callbackWith(t, issuer, 'unknown-key');
      expect(result.location).toBe(`/?${SIGN_IN_FAILED_QUERY}`);
      expect(result.session).toBeUndefined();
    }
    expect(issuer.state.keyRequests).toBe(fetched);
  });
});

describe('a key endpoint that hangs while the key cache is cold', () => {
  let t: TestApp;
  let issuer: FakeIssuer;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, issuer, close } = await issuerAndApp());
  });
  afterAll(() => close());

  it('answers a clear 503 page promptly, and signs in once the endpoint answers again', async () => {
    issuer.state.keysHang = true;
    const asked = issuer.state.keyRequests;
    // The key fetch gives up after its timeout: the answer comes while the endpoint still hangs
    // (it never answers until told to), not whenever it might answer.
    const result = await callbackWith(t, issuer, 'good');
    expect(issuer.state.keysHang).toBe(true);
    expect(issuer.state.keyRequests).toBeGreaterThan(asked);
    expect(result.status).toBe(503);
    expect(result.retryAfter).toBe('30');
    expect(result.contentType).toMatch(/^text\/html/);
    expect(result.body).toContain(
      'The sign-in service is not answering right now. Please try again in a minute.',
    );
    expect(result.body).toContain('href="/"');
    expect(result.session).toBeUndefined();

    issuer.state.keysHang = false;
    expect((await callbackWith(t, issuer, 'good')).location).toBe('/?signedIn=1');
  });
});

describe('a key rotation while the key endpoint is down', () => {
  let t: TestApp;
  let issuer: FakeIssuer;
  let close: () => Promise<void>;
  // Down here is a dropped connection, not a hang waited out.
  beforeAll(async () => {
    ({ t, issuer, close } = await issuerAndApp());
  });
  afterAll(() => close());

  it('signs in with the new key as soon as the endpoint answers again, without waiting out the cool-down', async () => {
    expect((await callbackWith(t, issuer, 'good')).location).toBe('/?signedIn=1');
    await issuer.rotateKey();
    issuer.state.keysDown = true;
    const asked = issuer.state.keyRequests;
    const during = await callbackWith(t, issuer, 'good');
    // The new key was looked for, and the endpoint's failure answered as the service being away.
    expect(issuer.state.keyRequests).toBeGreaterThan(asked);
    expect(during.status).toBe(503);
    expect(during.session).toBeUndefined();

    issuer.state.keysDown = false;
    const after = await callbackWith(t, issuer, 'good');
    expect(after.location).toBe('/?signedIn=1');
    expect(after.session).toBeDefined();
  });
});
