import {
  type ClientMessage,
  normalizeRoomCode,
  ROOM_BAD_MESSAGES_MAX,
  ROOM_CLOSE_CODES,
  ROOM_CODE_PATTERN,
  ROOM_DEVICES_MAX,
  ROOMS_PER_DIRECTOR_MAX,
} from '@ringalong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, call, person } from './fixtures.ts';
import { buildTestApp, SESSION_COOKIE, type TestApp } from './helpers.ts';
import { joinAsDirector, joinAsRinger, makeRoom, RoomClient, roomSong, startIntent } from './room-kit.ts';

let t: TestApp;
let director: Caller;

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { signIn: 1000, writes: 1000, joins: 10_000 } });
  director = await person(t, 'Directora', false);
});
afterAll(() => t.close());

let directors = 0;
/** A director of their own for each room: one may hold only a few open rooms at once. */
const nextDirector = () => person(t, `Director${++directors}`, false);

describe('making a room and looking it up', () => {
  it('needs a signed-in director, and answers a code ringers can type and the address they open', async () => {
    const anonymous = await call(t, {
      method: 'POST',
      url: '/api/rooms',
      payload: { title: 'x', song: roomSong() },
    });
    expect(anonymous.statusCode).toBe(401);
    const room = await makeRoom(t, director, 'Advent');
    expect(room.code).toMatch(ROOM_CODE_PATTERN);
    expect(room.joinUrl).toBe(`${t.baseUrl}/rehearse/${room.code}`);
    const found = await call(t, { method: 'GET', url: `/api/rooms/${room.code}` });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ code: room.code, title: 'Advent', open: true, ringers: [] });
    const typed = normalizeRoomCode(`${room.code.slice(0, 4).toLowerCase()}-${room.code.slice(4)}`);
    expect((await call(t, { method: 'GET', url: `/api/rooms/${typed}` })).statusCode).toBe(200);
  });

  it('answers a closed room exactly as a code that never was', async () => {
    const room = await makeRoom(t, await nextDirector());
    const { client } = await joinAsDirector(t.baseUrl, room);
    client.send({ type: 'close' });
    expect(await client.take('closed')).toEqual({ type: 'closed', reason: 'director' });
    expect((await client.closed).code).toBe(ROOM_CLOSE_CODES.closed);
    const closed = await call(t, { method: 'GET', url: `/api/rooms/${room.code}` });
    const never = await call(t, { method: 'GET', url: '/api/rooms/ZZZZ2222' });
    expect(closed.statusCode).toBe(404);
    expect(never.statusCode).toBe(404);
    expect(closed.body).toBe(never.body);
    const late = await RoomClient.open(t.baseUrl, room.code);
    late.send({ type: 'hello', name: 'Late', iAm: null, role: 'ringer' });
    expect((await late.closed).code).toBe(ROOM_CLOSE_CODES.notFound);
  });

  it('refuses a malformed code and a room without a song', async () => {
    expect((await call(t, { method: 'GET', url: '/api/rooms/ABCDEFGO' })).statusCode).toBe(400);
    const songless = await call(t, {
      method: 'POST',
      url: '/api/rooms',
      as: director,
      payload: { title: 'x' },
    });
    expect(songless.statusCode).toBe(400);
  });

  it(`lets one director hold ${ROOMS_PER_DIRECTOR_MAX} open rooms at once, and another once one closes`, async () => {
    const holder = await person(t, 'Holder', false);
    const rooms = [];
    for (let i = 0; i < ROOMS_PER_DIRECTOR_MAX; i++) rooms.push(await makeRoom(t, holder));
    const more = await call(t, {
      method: 'POST',
      url: '/api/rooms',
      as: holder,
      payload: { title: 'x', song: roomSong() },
    });
    expect(more.statusCode).toBe(429);
    const { client } = await joinAsDirector(t.baseUrl, rooms[0]!);
    client.send({ type: 'close' });
    await client.closed;
    await makeRoom(t, holder);
  });
});

describe('joining and leading', () => {
  it('welcomes a ringer with the room as it is, and every intent reaches every device', async () => {
    const room = await makeRoom(t, await nextDirector());
    const lead = await joinAsDirector(t.baseUrl, room);
    expect(lead.welcome.role).toBe('director');
    const ben = await joinAsRinger(t.baseUrl, room.code, 'Ben');
    expect(ben.welcome.room).toMatchObject({ code: room.code, revision: 1, intent: null, handedTo: null });
    expect(ben.welcome.members.map((m) => [m.name, m.role, m.connected])).toEqual([
      ['Director', 'director', true],
      ['Ben', 'ringer', true],
    ]);
    const seen = await lead.client.take('members', (m) => m.members.some((member) => member.name === 'Ben'));
    expect(seen.members.find((member) => member.name === 'Ben')).toMatchObject({
      iAm: 'Ben',
      clock: 'unknown',
    });

    const intent = startIntent(1, 8);
    lead.client.send({ type: 'intent', intent });
    const heard = await ben.client.take('intent');
    expect(heard.intent).toEqual({ ...intent, seq: 1, by: lead.welcome.deviceId });
    expect((await lead.client.take('intent')).intent.seq).toBe(1);

    const late = await joinAsRinger(t.baseUrl, room.code, 'Cleo');
    expect(late.welcome.room.intent).toEqual(heard.intent);
  });

  it('offers the director’s choir’s ringers for I am, as the room was made with them', async () => {
    const ringers = [
      { id: 'r1', name: 'Ben' },
      { id: 'r2', name: 'Cleo' },
    ];
    const made = await call(t, {
      method: 'POST',
      url: '/api/rooms',
      as: await nextDirector(),
      payload: { title: 'Choir night', song: roomSong(), ringers, choirId: 'wed-choir' },
    });
    expect(made.statusCode).toBe(201);
    const code = made.json<{ code: string }>().code;
    // The join form offers them before joining, from the code alone.
    const info = await call(t, { method: 'GET', url: `/api/rooms/${code}` });
    expect(info.json()).toMatchObject({ code, ringers });
    const { welcome } = await joinAsRinger(t.baseUrl, code, 'Ben');
    expect(welcome.room.ringers).toEqual(ringers);
    expect(welcome.room.choirId).toBe('wed-choir');
  });

  it('answers a ping with the server clock at arrival and departure', async () => {
    const room = await makeRoom(t, await nextDirector());
    const { client } = await joinAsRinger(t.baseUrl, room.code, 'Dee');
    client.send({ type: 'ping', t0: 42.5 });
    const pong = await client.take('pong');
    expect(pong.t0).toBe(42.5);
    expect(pong.t2).toBeGreaterThanOrEqual(pong.t1);
  });

  it('answers clock samples sent right after hello, before the welcome came', async () => {
    const room = await makeRoom(t, await nextDirector());
    const client = await RoomClient.open(t.baseUrl, room.code);
    client.send({ type: 'hello', name: 'Quick', iAm: null, role: 'ringer' });
    for (let i = 0; i < 4; i++) client.send({ type: 'ping', t0: i });
    const pongs = await Promise.all([0, 1, 2, 3].map((i) => client.take('pong', (p) => p.t0 === i)));
    expect(pongs).toHaveLength(4);
    expect(client.all('error')).toEqual([]);
  });

  it('shows each device’s clock quality and latency to the director as it reports them', async () => {
    const room = await makeRoom(t, await nextDirector());
    const lead = await joinAsDirector(t.baseUrl, room);
    const ringer = await joinAsRinger(t.baseUrl, room.code, 'Eve');
    ringer.client.send({ type: 'status', offsetMs: -12.5, rttMs: 40, uncertaintyMs: 3, outputDelayMs: 25 });
    const shown = await lead.client.take('members', (m) =>
      m.members.some((x) => x.name === 'Eve' && x.rttMs === 40),
    );
    expect(shown.members.find((x) => x.name === 'Eve')).toMatchObject({
      clock: 'good',
      offsetMs: -12.5,
      outputDelayMs: 25,
    });
  });

  it('sends the director’s edits to every device as a new revision, and refuses an old one', async () => {
    const room = await makeRoom(t, await nextDirector());
    const lead = await joinAsDirector(t.baseUrl, room);
    const ringer = await joinAsRinger(t.baseUrl, room.code, 'Fay');
    const edited = roomSong('Edited');
    lead.client.send({ type: 'song', revision: 2, song: edited });
    expect(await ringer.client.take('song')).toMatchObject({
      revision: 2,
      song: { meta: { title: 'Edited' } },
    });
    lead.client.send({ type: 'song', revision: 2, song: roomSong() });
    expect((await lead.client.take('error')).code).toBe('stale-revision');
    lead.client.send({ type: 'intent', intent: startIntent(1) });
    expect((await lead.client.take('error')).code).toBe('stale-revision');
    lead.client.send({ type: 'intent', intent: startIntent(2) });
    expect((await ringer.client.take('intent')).intent.revision).toBe(2);
  });

  it('brings a dropped device back as itself, with the room’s last intent', async () => {
    const room = await makeRoom(t, await nextDirector());
    const lead = await joinAsDirector(t.baseUrl, room);
    const first = await joinAsRinger(t.baseUrl, room.code, 'Gus');
    first.client.close();
    await lead.client.take('members', (m) => m.members.some((x) => x.name === 'Gus' && !x.connected));
    lead.client.send({ type: 'intent', intent: startIntent(1, 4) });
    await lead.client.take('intent');
    const again = await RoomClient.open(t.baseUrl, room.code);
    again.send({
      type: 'hello',
      name: 'Gus',
      iAm: 'Gus',
      role: 'ringer',
      resumeToken: first.welcome.resumeToken,
    });
    const welcome = await again.take('welcome');
    expect(welcome.deviceId).toBe(first.welcome.deviceId);
    expect(welcome.room.intent?.fromBeat).toBe(4);
    expect(welcome.members.filter((m) => m.name === 'Gus')).toHaveLength(1);
  });
});

describe('who may lead', () => {
  it('refuses a ringer’s intent, song, removal, hand-over and close, and nothing changes', async () => {
    const room = await makeRoom(t, await nextDirector());
    const lead = await joinAsDirector(t.baseUrl, room);
    const ringer = await joinAsRinger(t.baseUrl, room.code, 'Hal');
    for (const message of [
      { type: 'intent', intent: startIntent() },
      { type: 'song', revision: 5, song: roomSong() },
      { type: 'remove', deviceId: lead.welcome.deviceId },
      { type: 'handOver', deviceId: ringer.welcome.deviceId },
      { type: 'close' },
    ] satisfies ClientMessage[]) {
      ringer.client.send(message);
      expect((await ringer.client.take('error')).code, message.type).toBe('not-allowed');
    }
    await lead.client.settle();
    expect(lead.client.all('intent')).toEqual([]);
    expect(lead.client.all('song')).toEqual([]);
    const later = await joinAsRinger(t.baseUrl, room.code, 'Ivy');
    expect(later.welcome.room).toMatchObject({ revision: 1, intent: null, handedTo: null });
  });

  it('makes nobody the director without the token or the owner’s session', async () => {
    const room = await makeRoom(t, await nextDirector());
    const impostor = await RoomClient.open(t.baseUrl, room.code);
    impostor.send({ type: 'hello', name: 'Me', iAm: null, role: 'director', directorToken: 'guess' });
    expect((await impostor.take('error')).code).toBe('not-allowed');
    expect((await impostor.closed).code).toBe(ROOM_CLOSE_CODES.refused);
    const other = await person(t, 'Other', false);
    const signedIn = await RoomClient.open(t.baseUrl, room.code, other.cookie);
    signedIn.send({ type: 'hello', name: 'Me', iAm: null, role: 'director' });
    expect((await signedIn.closed).code).toBe(ROOM_CLOSE_CODES.refused);
  });

  it('lets the owner lead from their own session, without the token', async () => {
    const signedIn = await nextDirector();
    const room = await makeRoom(t, signedIn);
    expect(signedIn.cookie).toContain(SESSION_COOKIE);
    const owner = await RoomClient.open(t.baseUrl, room.code, signedIn.cookie);
    owner.send({ type: 'hello', name: 'Owner', iAm: null, role: 'director' });
    expect((await owner.take('welcome')).role).toBe('director');
  });

  it('lets the ringer the transport is handed to lead, until the director takes it back', async () => {
    const room = await makeRoom(t, await nextDirector());
    const lead = await joinAsDirector(t.baseUrl, room);
    const ringer = await joinAsRinger(t.baseUrl, room.code, 'Jo');
    lead.client.send({ type: 'handOver', deviceId: ringer.welcome.deviceId });
    const handed = await ringer.client.take('members', (m) => m.handedTo === ringer.welcome.deviceId);
    expect(handed.members.find((m) => m.name === 'Jo')?.leads).toBe(true);
    ringer.client.send({ type: 'intent', intent: startIntent(1, 2) });
    expect((await lead.client.take('intent')).intent).toMatchObject({
      fromBeat: 2,
      by: ringer.welcome.deviceId,
    });
    ringer.client.send({ type: 'close' });
    expect((await ringer.client.take('error')).code).toBe('not-allowed');
    lead.client.send({ type: 'handOver', deviceId: null });
    await ringer.client.take('members', (m) => m.handedTo === null);
    ringer.client.send({ type: 'intent', intent: startIntent(1, 3) });
    expect((await ringer.client.take('error')).code).toBe('not-allowed');
  });

  it('removes a device the director names: it is told and disconnected', async () => {
    const room = await makeRoom(t, await nextDirector());
    const lead = await joinAsDirector(t.baseUrl, room);
    const ringer = await joinAsRinger(t.baseUrl, room.code, 'Kit');
    lead.client.send({ type: 'remove', deviceId: ringer.welcome.deviceId });
    await ringer.client.take('removed');
    expect((await ringer.client.closed).code).toBe(ROOM_CLOSE_CODES.removed);
    const after = await lead.client.take('members', (m) => !m.members.some((x) => x.name === 'Kit'));
    expect(after.members.map((m) => m.name)).toEqual(['Director']);
    lead.client.send({ type: 'remove', deviceId: 'nobody' });
    expect((await lead.client.take('error')).code).toBe('no-such-device');
  });
});

describe('bad messages', () => {
  it('answers bad JSON, a wrong shape and an oversized message with an error, and changes nothing', async () => {
    const room = await makeRoom(t, await nextDirector());
    const lead = await joinAsDirector(t.baseUrl, room);
    lead.client.send('{not json');
    expect((await lead.client.take('error')).code).toBe('bad-message');
    lead.client.send(JSON.stringify({ type: 'intent', intent: { ...startIntent(), startAt: 'soon' } }));
    const shape = await lead.client.take('error');
    expect(shape).toMatchObject({ code: 'bad-message', message: expect.stringContaining('startAt') });
    lead.client.send(JSON.stringify({ type: 'hello', name: 'x'.repeat(5000), iAm: null, role: 'ringer' }));
    expect((await lead.client.take('error')).code).toBe('too-large');
    lead.client.send({ type: 'status', offsetMs: 0, rttMs: 1, uncertaintyMs: 1, outputDelayMs: 0 });
    await lead.client.settle();
    const later = await joinAsRinger(t.baseUrl, room.code, 'Lu');
    expect(later.welcome.room).toMatchObject({ revision: 1, intent: null });
    expect(lead.client.socket.readyState).toBe(lead.client.socket.OPEN);
  });

  it(`closes a connection after ${ROOM_BAD_MESSAGES_MAX} bad messages in a row`, async () => {
    const room = await makeRoom(t, await nextDirector());
    const { client } = await joinAsRinger(t.baseUrl, room.code, 'Mo');
    for (let i = 0; i < ROOM_BAD_MESSAGES_MAX; i++) client.send('nonsense');
    expect((await client.closed).code).toBe(ROOM_CLOSE_CODES.badMessages);
    expect(client.all('error')).toHaveLength(ROOM_BAD_MESSAGES_MAX);
  });

  it('refuses everything before hello', async () => {
    const room = await makeRoom(t, await nextDirector());
    const client = await RoomClient.open(t.baseUrl, room.code);
    client.send({ type: 'intent', intent: startIntent() });
    expect((await client.take('error')).code).toBe('not-allowed');
  });
});

describe('limits', () => {
  it(`takes ${ROOM_DEVICES_MAX} devices in a room and refuses one more`, async () => {
    const room = await makeRoom(t, await nextDirector());
    const clients: RoomClient[] = [];
    for (let i = 0; i < ROOM_DEVICES_MAX; i++)
      clients.push((await joinAsRinger(t.baseUrl, room.code, `R${i}`)).client);
    const extra = await RoomClient.open(t.baseUrl, room.code);
    extra.send({ type: 'hello', name: 'Extra', iAm: null, role: 'ringer' });
    expect((await extra.closed).code).toBe(ROOM_CLOSE_CODES.full);
    clients[0]!.close();
    await clients[0]!.closed;
    await clients[1]!.take(
      'members',
      (m) => m.members.filter((x) => x.connected).length === ROOM_DEVICES_MAX - 1,
    );
    const next = await joinAsRinger(t.baseUrl, room.code, 'Next');
    expect(next.welcome.role).toBe('ringer');
    for (const client of clients) client.close();
  });
});
