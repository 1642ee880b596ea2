import { ROOM_CLOSE_CODES } from '@ringalong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, person } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { joinAsDirector, joinAsRinger, makeRoom, RoomClient } from './room-kit.ts';

/** Rooms whose wall clock the test moves on, to see them end without waiting. */
describe('a room ends', () => {
  let t: TestApp;
  let now = Date.now();
  const GRACE_MS = 60_000;
  beforeAll(async () => {
    t = await buildTestApp({
      rateLimits: { signIn: 1000, writes: 1000, joins: 10_000 },
      rooms: { idleMs: 60 * 60_000, directorGraceMs: GRACE_MS, sweepMs: 50, helloMs: 10_000, now: () => now },
    });
  }, 60_000);
  afterAll(() => t.close());

  it('when its director’s connection dropped and did not come back within the grace', async () => {
    const room = await makeRoom(t, await person(t, 'Gone', false));
    const lead = await joinAsDirector(t.baseUrl, room);
    const ringer = await joinAsRinger(t.baseUrl, room.code, 'Ann');
    lead.client.close();
    await ringer.client.take('members', (m) => !m.members.some((x) => x.role === 'director' && x.connected));
    now += GRACE_MS;
    expect(await ringer.client.take('closed')).toEqual({ type: 'closed', reason: 'director-gone' });
    expect((await ringer.client.closed).code).toBe(ROOM_CLOSE_CODES.closed);
    expect((await call(t, { method: 'GET', url: `/api/rooms/${room.code}` })).statusCode).toBe(404);
  });

  it('not while the director comes back within the grace', async () => {
    const room = await makeRoom(t, await person(t, 'Back', false));
    const first = await joinAsDirector(t.baseUrl, room);
    const ringer = await joinAsRinger(t.baseUrl, room.code, 'Bea');
    first.client.close();
    await ringer.client.take('members', (m) => !m.members.some((x) => x.role === 'director' && x.connected));
    now += GRACE_MS - 1000;
    const again = await joinAsDirector(t.baseUrl, room);
    // Three grace periods later the room is still there, led by the director who came back.
    for (let i = 0; i < 3; i++) {
      now += GRACE_MS;
      again.client.send({ type: 'status', offsetMs: 0, rttMs: 1, uncertaintyMs: 1, outputDelayMs: 0 });
      await again.client.settle();
    }
    expect(ringer.client.all('closed')).toEqual([]);
    expect((await call(t, { method: 'GET', url: `/api/rooms/${room.code}` })).statusCode).toBe(200);
  });
});

describe('an idle room', () => {
  let t: TestApp;
  // The rooms' wall clock, moved on by the test: an idle hour passes without waiting for it, and
  // nothing ends while the director joins, however slowly the machine runs.
  let now = Date.now();
  beforeAll(async () => {
    t = await buildTestApp({
      rateLimits: { signIn: 1000, writes: 1000, joins: 10_000 },
      rooms: { idleMs: 60 * 60_000, directorGraceMs: 60_000, sweepMs: 50, helloMs: 10_000, now: () => now },
    });
  }, 60_000);
  afterAll(() => t.close());

  it('ends when nobody joined and the director sent nothing for the idle hour', async () => {
    const room = await makeRoom(t, await person(t, 'Idle', false));
    const lead = await joinAsDirector(t.baseUrl, room);
    now += 59 * 60_000;
    await lead.client.settle();
    // A minute short of the hour the room is still open; its hour is up a minute later.
    expect((await call(t, { method: 'GET', url: `/api/rooms/${room.code}` })).statusCode).toBe(200);
    expect(lead.client.all('closed')).toEqual([]);
    now += 60_000;
    expect(await lead.client.take('closed')).toEqual({ type: 'closed', reason: 'idle' });
    expect((await lead.client.closed).code).toBe(ROOM_CLOSE_CODES.closed);
    expect((await call(t, { method: 'GET', url: `/api/rooms/${room.code}` })).statusCode).toBe(404);
  });
});

describe('codes cannot be tried one after another', () => {
  let t: TestApp;
  const JOINS = 5;
  beforeAll(async () => {
    t = await buildTestApp({ rateLimits: { signIn: 1000, writes: 1000, joins: JOINS } });
  }, 60_000);
  afterAll(() => t.close());

  it(`answers one address ${JOINS} look-ups a minute, then 429 with when to come back`, async () => {
    const tries = [];
    for (let i = 0; i < JOINS + 1; i++) {
      tries.push(
        await call(t, { method: 'GET', url: `/api/rooms/ZZZZ${2222 + i}`, remoteAddress: '203.0.113.7' }),
      );
    }
    expect(tries.slice(0, JOINS).map((r) => r.statusCode)).toEqual(Array(JOINS).fill(404));
    expect(tries[JOINS]?.statusCode).toBe(429);
    expect(tries[JOINS]?.headers['retry-after']).toBeDefined();
    const elsewhere = await call(t, {
      method: 'GET',
      url: '/api/rooms/ZZZZ3333',
      remoteAddress: '203.0.113.8',
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('counts the room socket’s upgrades too', async () => {
    const refused: string[] = [];
    for (let i = 0; i < JOINS + 1; i++) {
      await RoomClient.open(t.baseUrl, `ZZZZ${2222 + i}`).then(
        (client) => client.close(),
        (error: Error) => refused.push(error.message),
      );
    }
    expect(refused).toEqual(['upgrade answered 429']);
  });
});
