import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('sign-in through the local provider', () => {
  it('signs in and /auth/me answers the user', async () => {
    const cookie = await signIn(t.baseUrl, { name: 'Ada Ringer', email: 'ada@example.com' });
    const me = await fetch(`${t.baseUrl}/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ display_name: 'Ada Ringer', email: 'ada@example.com' });
  });
});
