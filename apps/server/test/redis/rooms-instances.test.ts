import { ROOM_CLOSE_CODES } from '@ringalong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, person } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers.ts';
import { joinAsDirector, joinAsRinger, makeRoom, RoomClient, startIntent } from '../room-kit.ts';
import { freshRedisUrl } from './redis-kit.ts';

/** Two instances of the app on one Redis, as behind a load balancer (each its own database here). */
let a: TestApp;
let b: TestApp;
let redisUrl: string;

beforeAll(async () => {
  redisUrl = await freshRedisUrl(1);
  const options = { redisUrl, rateLimits: { signIn: 1000, writes: 1000, joins: 10_000 } };
  [a, b] = await Promise.all([buildTestApp(options), buildTestApp(options)]);
}, 120_000);
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
});

describe('a room across two instances', () => {
  it('is found from either, and its director’s intents reach ringers on the other', async () => {
    const room = await makeRoom(a, await person(a, 'Across', false));
    const found = await call(b, { method: 'GET', url: `/api/rooms/${room.code}` });
    expect(found.json()).toMatchObject({ code: room.code, open: true });

    const lead = await joinAsDirector(a.baseUrl, room);
    const near = await joinAsRinger(a.baseUrl, room.code, 'Near');
    const far = await joinAsRinger(b.baseUrl, room.code, 'Far');
    expect(far.welcome.members.map((m) => m.name)).toEqual(['Director', 'Far', 'Near']);
    await lead.client.take('members', (m) => m.members.some((x) => x.name === 'Far' && x.connected));

    lead.client.send({ type: 'intent', intent: startIntent(1, 8) });
    expect((await far.client.take('intent')).intent).toMatchObject({ seq: 1, fromBeat: 8 });
    expect((await near.client.take('intent')).intent.seq).toBe(1);

    far.client.send({ type: 'status', offsetMs: 3, rttMs: 70, uncertaintyMs: 12, outputDelayMs: 30 });
    const seen = await lead.client.take('members', (m) => m.members.some((x) => x.rttMs === 70));
    expect(seen.members.find((x) => x.name === 'Far')).toMatchObject({ clock: 'fair', outputDelayMs: 30 });

    far.client.send({ type: 'intent', intent: startIntent(1, 0) });
    expect((await far.client.take('error')).code).toBe('not-allowed');
    lead.client.send({ type: 'handOver', deviceId: far.welcome.deviceId });
    await far.client.take('members', (m) => m.handedTo === far.welcome.deviceId);
    far.client.send({ type: 'intent', intent: startIntent(1, 16) });
    expect((await lead.client.take('intent', (m) => m.intent.seq === 2)).intent.by).toBe(
      far.welcome.deviceId,
    );

    lead.client.send({ type: 'remove', deviceId: far.welcome.deviceId });
    await far.client.take('removed');
    expect((await far.client.closed).code).toBe(ROOM_CLOSE_CODES.removed);
    lead.client.send({ type: 'close' });
    expect((await near.client.take('closed')).reason).toBe('director');
    expect((await call(b, { method: 'GET', url: `/api/rooms/${room.code}` })).statusCode).toBe(404);
  });

  it('counts the rate limits once for both instances', async () => {
    const limited = { redisUrl, rateLimits: { signIn: 1000, writes: 1000, joins: 4 } };
    const [c, d] = await Promise.all([buildTestApp(limited), buildTestApp(limited)]);
    try {
      const statuses: number[] = [];
      for (const app of [c, d, c, d, c]) {
        const answer = await call(app, {
          method: 'GET',
          url: '/api/rooms/ZZZZ2345',
          remoteAddress: '198.51.100.4',
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([404, 404, 404, 404, 429]);
    } finally {
      await Promise.all([c.close(), d.close()]);
    }
  });
});

describe('when the instance holding the director goes away', () => {
  it('the room comes back on the other: the director rejoins as itself, with the last intent, and leads on', async () => {
    const first = await buildTestApp({ redisUrl, rateLimits: { signIn: 1000, writes: 1000, joins: 10_000 } });
    const room = await makeRoom(first, await person(first, 'Moving', false));
    const lead = await joinAsDirector(first.baseUrl, room);
    const ringer = await joinAsRinger(first.baseUrl, room.code, 'Stays');
    const other = await joinAsRinger(b.baseUrl, room.code, 'Other');
    lead.client.send({ type: 'intent', intent: startIntent(1, 12) });
    await other.client.take('intent');

    await first.close();
    expect((await lead.client.closed).code).toBe(ROOM_CLOSE_CODES.goingAway);
    const dropped = await other.client.take('members', (m) =>
      m.members.some((x) => x.role === 'director' && !x.connected),
    );
    expect(dropped.members.find((x) => x.name === 'Stays')?.connected).toBe(false);

    const back = await RoomClient.open(b.baseUrl, room.code);
    back.send({
      type: 'hello',
      name: 'Director',
      iAm: null,
      role: 'director',
      directorToken: room.directorToken,
      resumeToken: lead.welcome.resumeToken,
    });
    const welcome = await back.take('welcome');
    expect(welcome.deviceId).toBe(lead.welcome.deviceId);
    expect(welcome.room.intent).toMatchObject({ seq: 1, fromBeat: 12 });
    const again = await RoomClient.open(b.baseUrl, room.code);
    again.send({
      type: 'hello',
      name: 'Stays',
      iAm: null,
      role: 'ringer',
      resumeToken: ringer.welcome.resumeToken,
    });
    expect((await again.take('welcome')).deviceId).toBe(ringer.welcome.deviceId);

    back.send({ type: 'intent', intent: startIntent(1, 20) });
    expect((await other.client.take('intent')).intent).toMatchObject({ seq: 2, fromBeat: 20 });
    expect((await again.take('intent')).intent.seq).toBe(2);
    back.send({ type: 'close' });
    await other.client.take('closed');
  });
});
