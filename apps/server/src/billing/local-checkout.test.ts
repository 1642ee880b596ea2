import { createHash } from 'node:crypto';
import { isCanceled, isUpgraded } from '@ringalong/song';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, pendingSong, signedInClient } from '../../test/billing-kit.ts';
import { buildTestApp, makeUpgraded, type TestApp } from '../../test/helpers.ts';
import { localCheckouts } from '../db/schema/billing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const YEAR_MS = 365 * 86_400_000;

async function openCheckout(client: Client, title?: string) {
  const subscribed = await client.subscribe(pendingSong(title));
  expect(subscribed.status).toBe(200);
  const url = subscribed.body.url as string;
  const page = await fetch(url, { headers: { cookie: client.cookie } });
  const html = await page.text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return { url, page, html, token };
}

function post(client: Client, url: string, token: string, origin = new URL(url).origin) {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: client.cookie, origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });
}

describe('the local checkout (no Stripe keys)', () => {
  it('shows the checkout page with the price and its buttons', async () => {
    const client = await signedInClient(t.baseUrl, 'Page Viewer');
    const { url, page, html, token } = await openCheckout(client);
    expect(url.startsWith(`${t.baseUrl}/api/checkout/local/`)).toBe(true);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    for (const text of ['Subscribe for Full Access', '$15 per year', 'Pay $15', 'Decline payment', 'Cancel'])
      expect(html).toContain(text);
    expect(html).not.toMatch(/<script|https?:\/\//);
    expect(token.length).toBeGreaterThan(20);
  });

  it('styles the checkout page under a policy that allows its own style element by hash only', async () => {
    const client = await signedInClient(t.baseUrl, 'Style Checker');
    const { page, html } = await openCheckout(client);
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(css).digest('base64');
    const styleSrc = String(page.headers.get('content-security-policy'))
      .split(';')
      .find((directive) => directive.startsWith('style-src '));
    expect(styleSrc).toBe(`style-src 'self' 'sha256-${hash}'`);
  });

  it('Cancel returns to the app, told the buyer canceled, with nothing changed', async () => {
    const client = await signedInClient(t.baseUrl, 'Cancel Clicker');
    const { url, token } = await openCheckout(client);
    const cancel = await post(client, `${url}/cancel`, token);
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`${t.baseUrl}/?checkout=canceled`);
    expect((await client.plan()).status).toBeNull();
  });

  it('Pay activates a one-year subscription, lands on /success and saves the kept song privately', async () => {
    const client = await signedInClient(t.baseUrl, 'Payer One');
    const { url, token } = await openCheckout(client, 'Work In Progress');
    const before = Date.now();
    const pay = await post(client, `${url}/pay`, token);
    expect(pay.status).toBe(303);
    const id = url.split('/').pop();
    expect(pay.headers.get('location')).toBe(`${t.baseUrl}/success?session_id=${id}`);

    const plan = await client.plan();
    expect(isUpgraded(plan, new Date())).toBe(true);
    expect(plan.status).toBe('active');
    const periodEnd = Date.parse(plan.current_period_end!);
    expect(periodEnd).toBeGreaterThanOrEqual(before + YEAR_MS - 86_400_000);
    expect(periodEnd).toBeLessThanOrEqual(Date.now() + YEAR_MS + 86_400_000);

    const own = await client.call('GET', '/api/songs?is_public=false');
    const saved = (own.body.songs as { title: string; is_public: boolean; user_id: number }[]).filter(
      (s) => s.title === 'Work In Progress',
    );
    expect(saved).toEqual([expect.objectContaining({ is_public: false, user_id: client.userId })]);

    // Paying twice (a double click or a second tab) changes nothing.
    const again = await post(client, `${url}/pay`, token);
    expect(again.status).toBe(303);
    expect((await client.plan()).subscription_id).toBe(plan.subscription_id);
  });

  it('Decline payment fails the payment as a declined card does: back on /success with no access', async () => {
    const client = await signedInClient(t.baseUrl, 'Declined Card');
    const { url, token } = await openCheckout(client, 'Kept Through Decline');
    const decline = await post(client, `${url}/decline`, token);
    expect(decline.status).toBe(303);
    expect(decline.headers.get('location')).toBe(`${t.baseUrl}/success?session_id=${url.split('/').pop()}`);

    // The plan the app follows on /success: a subscription whose first payment failed for good.
    const plan = await client.plan();
    expect(plan.status).toBe('incomplete_expired');
    expect(isUpgraded(plan, new Date())).toBe(false);
    expect((await client.call('GET', '/api/users/plan')).body.handedOverSong).toBeNull();
    expect((await client.call('POST', '/api/songs', pendingSong('Not Yet'))).status).toBe(403);
    // The finished checkout cannot be paid after all; a new one can, and the kept song arrives then.
    await post(client, `${url}/pay`, token);
    expect((await client.plan()).status).toBe('incomplete_expired');
    const retry = await client.subscribe(pendingSong('Kept Through Decline'));
    expect(retry.status).toBe(200);
    expect(retry.body.url).not.toBe(url);
    const page = await (await fetch(retry.body.url, { headers: { cookie: client.cookie } })).text();
    const retryToken = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
    expect((await post(client, `${retry.body.url}/pay`, retryToken)).status).toBe(303);
    expect((await client.plan()).status).toBe('active');
    const own = await client.call('GET', '/api/songs?is_public=false');
    expect(own.body.songs.map((s: { title: string }) => s.title)).toEqual(['Kept Through Decline']);
  });

  it('refuses a second subscription while one is active', async () => {
    const client = await signedInClient(t.baseUrl, 'Payer Two');
    const { url, token } = await openCheckout(client);
    await post(client, `${url}/pay`, token);
    const second = await client.subscribe();
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('You already have an active subscription.');
  });

  it('cancels at period end, keeps access, and resumes', async () => {
    const client = await signedInClient(t.baseUrl, 'Changer Mind');
    const { url, token } = await openCheckout(client);
    await post(client, `${url}/pay`, token);
    const { subscription_id: subscriptionId, current_period_end: periodEnd } = await client.plan();

    const cancel = await client.call('PUT', '/api/users/unsubscribe', { subscriptionId });
    expect(cancel.status).toBe(200);
    expect(cancel.body.success).toBe(true);
    expect(cancel.body.message).toMatch(/keep full access until/);
    const canceled = cancel.body.planObject;
    expect(canceled.cancel_at_period_end).toBe(true);
    expect(isCanceled(canceled, new Date())).toBe(true);
    expect(isUpgraded(canceled, new Date())).toBe(true);
    expect(canceled.current_period_end).toBe(periodEnd);

    const resume = await client.call('PUT', '/api/users/resume-subscription', { subscriptionId });
    expect(resume.status).toBe(200);
    expect(resume.body.planObject).toMatchObject({ cancel_at_period_end: false, canceled_at: null });
    expect(isCanceled(resume.body.planObject, new Date())).toBe(false);
  });

  it('lets nobody else pay, cancel or even see a checkout', async () => {
    const owner = await signedInClient(t.baseUrl, 'Owner Person');
    const stranger = await signedInClient(t.baseUrl, 'Stranger Person');
    const { url, token } = await openCheckout(owner);
    expect((await fetch(url, { headers: { cookie: stranger.cookie } })).status).toBe(404);
    expect((await post(stranger, `${url}/pay`, token)).status).toBe(404);
    expect((await post(owner, `${url}/pay`, 'forged-token')).status).toBe(403);
    expect((await post(owner, `${url}/pay`, token, 'https://evil.example')).status).toBe(403);
    expect((await owner.plan()).status).toBeNull();

    const other = await stranger.call('PUT', '/api/users/unsubscribe', { subscriptionId: 'local_sub_nope' });
    expect(other.status).toBe(404);
  });

  it('needs a signed-in user for every billing route', async () => {
    expect((await fetch(`${t.baseUrl}/api/users/plan`)).status).toBe(401);
    const anonymous = await fetch(`${t.baseUrl}/users/subscribe`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: t.baseUrl },
      body: JSON.stringify(pendingSong()),
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers the same checkout to two subscribes at once', async () => {
    const client = await signedInClient(t.baseUrl, 'Twin Tabs');
    const [a, b] = await Promise.all([client.subscribe(), client.subscribe()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.url).toBe(b.body.url);
    const open = await t.db.select().from(localCheckouts).where(eq(localCheckouts.userId, client.userId));
    expect(open).toHaveLength(1);
  });

  it('refuses an expired checkout and opens a fresh one on the next subscribe', async () => {
    const client = await signedInClient(t.baseUrl, 'Slow Decider');
    const { url, token } = await openCheckout(client);
    await t.db
      .update(localCheckouts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(localCheckouts.userId, client.userId));
    const page = await fetch(url, { headers: { cookie: client.cookie } });
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This checkout has expired');
    expect((await post(client, `${url}/pay`, token)).status).toBe(410);
    expect((await client.plan()).status).toBeNull();
    const fresh = await client.subscribe();
    expect(fresh.status).toBe(200);
    expect(fresh.body.url).not.toBe(url);
  });

  it('lets a user whose year has run out subscribe again', async () => {
    const client = await signedInClient(t.baseUrl, 'Lapsed Local');
    await makeUpgraded(t.db, client.userId, new Date(Date.now() - 86_400_000));
    const plan = await client.plan();
    expect(isUpgraded(plan, new Date())).toBe(false);
    expect(plan.expired).toBe(plan.current_period_end);
    const { url, token } = await openCheckout(client);
    await post(client, `${url}/pay`, token);
    const renewed = await client.plan();
    expect(isUpgraded(renewed, new Date())).toBe(true);
    expect(renewed.subscription_id).not.toBe(plan.subscription_id);
  });
});
