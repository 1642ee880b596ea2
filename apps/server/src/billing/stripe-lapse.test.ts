import { isUpgraded } from '@ringalong/song';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  onStripeApp,
  pendingSong,
  sendEvent,
  sessionIdOf,
  signedInClient,
  subscribeAndPay,
} from '../../test/billing-kit.ts';
import { type FakeStripe, snapshot } from '../../test/fake-stripe/index.ts';
import { makeUpgraded, type TestApp } from '../../test/helpers.ts';
import { songs } from '../db/schema/core.ts';
import { insertSong } from '../songs/repository.ts';

let fake: FakeStripe;
let t: TestApp;
onStripeApp((made) => ({ fake, t } = made));

const DAY = 86_400;
const titles = (body: { songs: { title: string }[] }) => body.songs.map((s) => s.title).sort();

describe('when the paid year ends', () => {
  it('a canceled subscription ends at period end: no longer upgraded, own songs kept, demo songs only', async () => {
    const demoOwner = await signedInClient(t.baseUrl, 'Demo Keeper');
    const demoId = await insertSong(t.db, demoOwner.userId, pendingSong('Demo Chimes'));
    await t.db.update(songs).set({ isDemo: true, isPublic: true }).where(eq(songs.id, demoId));
    const publisher = await signedInClient(t.baseUrl, 'Publisher');
    await makeUpgraded(t.db, publisher.userId);
    const published = await publisher.call('POST', '/api/songs', pendingSong('Shared Carol'));
    expect(published.status).toBe(201);
    const publish = { is_public: true };
    expect(
      (await publisher.call('PUT', `/api/songs/${published.body.song_id}/publicity`, publish)).status,
    ).toBe(200);

    const client = await signedInClient(t.baseUrl, 'Year Is Over');
    const { sub } = await subscribeAndPay(t.baseUrl, fake, client, 'Mine To Keep');
    expect(titles((await client.call('GET', '/api/songs')).body)).toContain('Shared Carol');
    await client.call('PUT', '/api/users/unsubscribe', { subscriptionId: sub.id });

    const ended = fake.state.advance(366 * DAY);
    expect(ended.map((s) => [s.id, s.status])).toEqual([[sub.id, 'canceled']]);
    expect((await sendEvent(t.baseUrl, fake, 'customer.subscription.deleted', snapshot(sub))).status).toBe(
      200,
    );

    const plan = await client.plan();
    expect(plan.status).toBe('canceled');
    expect(isUpgraded(plan, new Date())).toBe(false);

    const own = await client.call('GET', '/api/songs?is_public=false');
    expect(titles(own.body)).toEqual(['Mine To Keep']);
    const opened = await client.call('GET', `/api/songs/${own.body.songs[0].song_id}`);
    expect(opened.status).toBe(200);
    expect(opened.body.song_object.meta.title).toBe('Mine To Keep');

    const library = await client.call('GET', '/api/songs');
    expect(titles(library.body)).toContain('Demo Chimes');
    expect(titles(library.body)).not.toContain('Shared Carol');
    expect((await client.call('POST', '/api/songs', pendingSong('Too Late'))).status).toBe(403);

    const again = await client.subscribe();
    expect(again.status).toBe(200);
  });

  it('a period end in the past means no access even when Stripe’s last event never came', async () => {
    const client = await signedInClient(t.baseUrl, 'Missed Webhook');
    const fakeNow = fake.state.now();
    fake.state.setNow(Date.now() / 1000 - 366 * DAY);
    try {
      const answer = await client.subscribe();
      fake.state.completeCheckout(sessionIdOf(answer.body.url));
    } finally {
      fake.state.setNow(fakeNow);
    }
    const plan = await client.plan();
    expect(plan.status).toBe('active');
    expect(Date.parse(plan.current_period_end!)).toBeLessThan(Date.now());
    expect(plan.expired).toBe(plan.current_period_end);
    expect(isUpgraded(plan, new Date())).toBe(false);
    expect((await client.call('POST', '/api/songs', pendingSong('Refused'))).status).toBe(403);
  });

  it('a subscription that renews moves its period end a year on', async () => {
    const client = await signedInClient(t.baseUrl, 'Loyal Ringer');
    const { sub } = await subscribeAndPay(t.baseUrl, fake, client);
    const firstEnd = (await client.plan()).current_period_end!;
    fake.state.advance(366 * DAY);
    const invoice = {
      id: 'in_renewal',
      object: 'invoice',
      parent: { subscription_details: { subscription: sub.id } },
    };
    expect((await sendEvent(t.baseUrl, fake, 'invoice.paid', invoice)).status).toBe(200);
    const renewed = await client.plan();
    expect(Date.parse(renewed.current_period_end!) - Date.parse(firstEnd)).toBe(365 * DAY * 1000);
    expect(renewed.status).toBe('active');
  });
});
