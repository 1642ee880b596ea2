/**
 * Rehearse together from a ringer's device: the store joins the room over a WebSocket (the
 * browser's, stood in for here: the test plays the server), syncs its clock, takes the room's
 * song and plays the director's intent at the planned instant, and comes back after a drop.
 */
import { createDefaultSong } from '@ringalong/song';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { assignedSong, THREE } from '../../test/choir.ts';
import { fakeApi, signedInRoutes } from '../../test/fake-api.ts';
import type { FakeAudio } from '../../test/fake-audio.ts';
import { songWith } from '../../test/songs.ts';
import { testStore } from '../../test/store-harness.ts';
import { NEW_SESSION } from '../editor/choir/session.ts';
import { GUIDE_GAIN } from '../editor/choir/sound.ts';
import { JOIN_PINGS } from '../editor/together/room-connection.ts';
import { joinCodeIn, transportLock } from './together.ts';

/** The server end of each socket the page opens. */
class ServerEnd {
  static opened: ServerEnd[] = [];
  readonly sent: { type: string; [key: string]: unknown }[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    ServerEnd.opened.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  reply(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const SERVER_AHEAD_MS = 1_000_000;
const song = songWith({ 60: [0, 1, 2, 3, 4, 5, 6, 7] });

function welcome(intent: unknown, resumeToken = 'r1', room: Record<string, unknown> = {}) {
  return {
    type: 'welcome',
    deviceId: 'ringer-1',
    resumeToken,
    role: 'ringer',
    room: {
      code: 'ABCDEFGH',
      title: 'Carol',
      revision: 1,
      song,
      intent,
      handedTo: null,
      ringers: [],
      ...room,
    },
    members: [],
    serverTime: performance.now() + SERVER_AHEAD_MS,
  };
}

/**
 * Waits until the page has sent `count` pings on `end`, answering each (from the `from`th on) as a
 * server 1 000 s ahead would.
 */
async function answerPings(end: ServerEnd, count: number, from = 0) {
  let answered = from;
  while (answered < count) {
    await vi.waitFor(() =>
      expect(end.sent.filter((m) => m.type === 'ping').length).toBeGreaterThan(answered),
    );
    // Never past `count`: on a loaded machine more of the burst's pings may be out already.
    const pings = end.sent.filter((m) => m.type === 'ping').slice(answered, count);
    for (const ping of pings) {
      // Stamped halfway between sending and now: the way there and back took as long.
      const t = ((ping.t0 as number) + performance.now()) / 2 + SERVER_AHEAD_MS;
      end.reply({ type: 'pong', t0: ping.t0, t1: t, t2: t });
      answered++;
    }
  }
}

beforeEach(() => {
  ServerEnd.opened = [];
  vi.stubGlobal('WebSocket', ServerEnd);
});
afterEach(() => vi.unstubAllGlobals());

describe('the room’s address', () => {
  test('is read from /rehearse/<code> or ?join=<code>', () => {
    expect(joinCodeIn('/rehearse/ABCDEFGH')).toBe('ABCDEFGH');
    expect(joinCodeIn('/', '?join=abcd-efgh')).toBe('abcd-efgh');
    expect(joinCodeIn('/success')).toBeNull();
  });

  test('opens the join form instead of the library', async () => {
    const { state } = testStore('/rehearse/ABCDEFGH');
    await state().init();
    expect(state().dialogs.together).toEqual({ display: true, data: { code: 'ABCDEFGH' } });
    expect(state().dialogs.library.display).toBe(false);
  });
});

describe('a ringer in a room', () => {
  test('joins by code, takes the room’s song and plays the director’s run when the room planned', async () => {
    const { state, doc } = testStore();
    const audio = state().deps.audio as FakeAudio;
    doc.load(createDefaultSong(), 'Mine');
    await state().joinRoom('abcd-efgh', 'Ben', { name: 'Ben', ringerId: null });
    const end = ServerEnd.opened[0]!;
    expect(end.url).toMatch(/\/rooms\/ABCDEFGH\/ws$/);
    end.onopen?.();
    expect(end.sent[0]).toEqual({ type: 'hello', name: 'Ben', iAm: 'Ben', role: 'ringer' });
    // The director started at beat 0 with a count-in; it is heard here 2 s from now.
    const startAt = performance.now() + SERVER_AHEAD_MS + 2000;
    const intent = {
      kind: 'start',
      revision: 1,
      playing: true,
      startAt,
      fromBeat: 0,
      bpm: 120,
      practiceTempo: 100,
      countIn: true,
      warmupBeats: 4,
      loop: null,
      seq: 1,
      by: 'director-1',
    };
    end.reply(welcome(intent));
    expect(doc.title).toBe('Carol');
    expect(state().preferences.editMode).toBe(false);
    expect(doc.session.choir?.iAm).toBe('Ben');
    // Nothing plays before the clock is known: not on the join's first few exchanges either (a
    // run is placed once, so by the clock of the whole burst).
    expect(audio.started).toHaveLength(0);
    await answerPings(end, 3);
    expect(audio.started).toHaveLength(0);
    // Nor does it show as in step yet (its badge reads 'Joining…'): a passage started now would
    // reach it only when its clock is in.
    expect(state().room?.clock).toBeNull();
    await answerPings(end, JOIN_PINGS - 1, 3);
    expect(state().room?.clock).toBeNull();
    await answerPings(end, JOIN_PINGS, JOIN_PINGS - 1);
    const run = audio.started.at(-1)!;
    expect(run.fromSongTime).toBe(-2);
    // The shared instant on this device's clock (1 000 s behind, the exchanges symmetric).
    expect(run.options.heardAt! - (startAt - SERVER_AHEAD_MS)).toBeCloseTo(0, 0);
    expect(state().room).toMatchObject({ connection: 'open', lastChange: 'start', deviceId: 'ringer-1' });
    expect(state().room?.clock?.quality).toBe('good');
    expect(end.sent.some((m) => m.type === 'status')).toBe(true);
  });

  test('reports its output delay: the browser’s and the tap calibration’s', async () => {
    const { state } = testStore();
    const audio = state().deps.audio as FakeAudio;
    audio.outputDelay = 42;
    state().setPreferences({ deviceOffsetMs: 25 });
    await state().joinRoom('ABCDEFGH', 'Ann', null);
    const end = ServerEnd.opened[0]!;
    end.onopen?.();
    end.reply(welcome(null));
    await answerPings(end, JOIN_PINGS);
    expect(end.sent.filter((m) => m.type === 'status').at(-1)).toMatchObject({ outputDelayMs: 67 });
  });

  test('dropped and back, it plays on from where the room is, with the same device', async () => {
    const { state } = testStore();
    const audio = state().deps.audio as FakeAudio;
    await state().joinRoom('ABCDEFGH', 'Ann', null);
    const first = ServerEnd.opened[0]!;
    first.onopen?.();
    const startAt = performance.now() + SERVER_AHEAD_MS - 10_000;
    const intent = {
      kind: 'start',
      revision: 1,
      playing: true,
      startAt,
      fromBeat: 0,
      bpm: 120,
      practiceTempo: 100,
      countIn: false,
      warmupBeats: 4,
      loop: null,
      seq: 3,
      by: 'director-1',
    };
    first.reply(welcome(intent, 'token-9'));
    await answerPings(first, JOIN_PINGS);
    first.onclose?.({ code: 1006 });
    expect(state().room?.connection).toBe('reconnecting');
    await vi.waitFor(() => expect(ServerEnd.opened).toHaveLength(2));
    const second = ServerEnd.opened[1]!;
    second.onopen?.();
    expect(second.sent[0]).toMatchObject({ type: 'hello', resumeToken: 'token-9' });
    const before = audio.started.length;
    second.reply(welcome(intent, 'token-10'));
    // Joining again until the new connection's clock is in.
    expect(state().room?.clock).toBeNull();
    await answerPings(second, JOIN_PINGS);
    expect(state().room?.clock?.quality).toBe('good');
    expect(audio.started.length).toBeGreaterThan(before);
    const run = audio.started.at(-1)!;
    // Ten seconds and more into the run (from beat 0 at 120 bpm): where the room is now.
    const roomTime = (run.options.heardAt! - (startAt - SERVER_AHEAD_MS)) / 1000;
    expect(run.fromSongTime).toBeCloseTo(roomTime, 1);
    expect(roomTime).toBeGreaterThan(10);
    expect(state().room?.connection).toBe('open');
  });

  test('a removed device is told so and leaves the room', async () => {
    const { state, doc } = testStore();
    await state().joinRoom('ABCDEFGH', 'Ann', null);
    const end = ServerEnd.opened[0]!;
    end.onopen?.();
    end.reply(welcome(null));
    end.reply({ type: 'removed' });
    end.onclose?.({ code: 4001 });
    expect(state().room).toMatchObject({
      connection: 'ended',
      ended: expect.stringMatching(/took this device out/),
    });
    // Its own transport works again.
    doc.editor.togglePlay();
    expect(state().playback).toBe('playing');
  });
});

/** A start at beat 0 now-ish on the shared clock, as the director sends it. */
function startNow(seq: number) {
  return {
    kind: 'start',
    revision: 1,
    playing: true,
    startAt: performance.now() + SERVER_AHEAD_MS + 1000,
    fromBeat: 0,
    bpm: 120,
    practiceTempo: 100,
    countIn: false,
    warmupBeats: 4,
    loop: null,
    seq,
    by: 'director-1',
  };
}

const THREE_RINGERS = THREE.ringers.map((r) => ({ id: r.id, name: r.name }));

describe('a ringer of the room’s choir', () => {
  test('the join form is offered the room’s ringers by its code', async () => {
    fakeApi({
      'GET /rooms/ABCDEFGH': () => ({
        status: 200,
        body: { code: 'ABCDEFGH', title: 'Carol', open: true, ringers: THREE_RINGERS },
      }),
    });
    const { state } = testStore();
    expect(await state().roomRingers('abcd-efgh')).toEqual(THREE_RINGERS);
    // Part of a code asks nothing.
    expect(await state().roomRingers('abcd')).toEqual([]);
  });

  test('sees their own bells, hears nobody’s, and their own quietly with the guide tones on', async () => {
    const { state, doc } = testStore();
    const audio = state().deps.audio as FakeAudio;
    // This browser's choir session had the guide on: joining starts with it off.
    doc.session.setChoir({ ...NEW_SESSION, quietGuide: true });
    await state().joinRoom('ABCDEFGH', 'Benjamin', { name: 'Ben', ringerId: 'ben' });
    const end = ServerEnd.opened[0]!;
    end.onopen?.();
    expect(end.sent[0]).toEqual({ type: 'hello', name: 'Benjamin', iAm: 'Ben', role: 'ringer' });
    end.reply(
      welcome(startNow(1), 'r1', { song: assignedSong(), ringers: THREE_RINGERS, choirId: THREE.id }),
    );
    await answerPings(end, JOIN_PINGS);
    // My part: Ring along opens on Ben's rows (E4 and F4) alone.
    await vi.waitFor(() => expect(state().dialogs.ringAlong.display).toBe(true));
    await vi.waitFor(() => expect(doc.editor.ringAlongRows().part).toBe('Ben'));
    expect(doc.editor.ringAlongRows().rows.map((row) => row.pitchId)).toEqual([65, 64]);
    const gains = () => audio.started.at(-1)!.options.rowGains;
    expect([...gains()!.values()].every((gain) => gain === 0)).toBe(true);

    state().setGuideTones(true);
    end.reply({ type: 'intent', intent: startNow(2) });
    await vi.waitFor(() => expect(gains()?.get('64:handbell')).toBe(GUIDE_GAIN));
    expect(gains()?.get('65:handbell')).toBe(GUIDE_GAIN);
    expect(gains()?.get('60:handbell')).toBe(0);
    expect(gains()?.get('69:handbell')).toBe(0);
  });

  test('reads Play as disabled, saying why, until the director hands the transport over', async () => {
    const { state } = testStore();
    await state().joinRoom('ABCDEFGH', 'Ann', null);
    const end = ServerEnd.opened[0]!;
    end.onopen?.();
    end.reply(welcome(null));
    expect(transportLock(state().room)).toMatch(/director leads/);
    end.reply({ type: 'members', members: [], handedTo: 'ringer-1' });
    expect(transportLock(state().room)).toBeNull();
  });
});

describe('the director', () => {
  test('offers the active choir’s ringers, rings for those not in the room, and hands the transport over', async () => {
    const api = fakeApi({
      ...signedInRoutes(),
      'POST /rooms': () => ({
        status: 201,
        body: { code: 'ABCDEFGH', directorToken: 'secret', joinUrl: 'http://127.0.0.1/rehearse/ABCDEFGH' },
      }),
    });
    const { state, doc, store } = testStore();
    const audio = state().deps.audio as FakeAudio;
    store.setState({ choir: { choirs: [THREE], status: 'ready', error: null, activeId: THREE.id } });
    doc.session.setChoir(NEW_SESSION);
    doc.load(assignedSong(), 'Carol');
    await state().openRoom();
    expect(api.find('POST', '/rooms')[0]?.body).toMatchObject({ ringers: THREE_RINGERS, choirId: THREE.id });
    const end = ServerEnd.opened[0]!;
    end.onopen?.();
    end.reply({ ...welcome(null), deviceId: 'director-1', role: 'director' });
    await answerPings(end, JOIN_PINGS);
    const member = (deviceId: string, iAm: string | null, role = 'ringer') => ({
      deviceId,
      name: iAm ?? 'Director',
      iAm,
      role,
      connected: true,
      leads: role === 'director',
      clock: 'good',
      rttMs: 20,
      offsetMs: 0,
      uncertaintyMs: 1,
      outputDelayMs: 40,
    });
    end.reply({
      type: 'members',
      members: [member('director-1', null, 'director'), member('ringer-2', 'Ben')],
      handedTo: null,
    });
    // The choir's sound reaches the editor with its drawing code.
    await vi.waitFor(() => expect(doc.editor.ringAlongRows().groups).not.toBeNull());
    doc.editor.togglePlay();
    const gains = audio.started.at(-1)!.options.rowGains!;
    // Ben rings his own bells in the room; the computer rings Ann's and Cat's here.
    expect(gains.get('64:handbell')).toBe(0);
    expect(gains.get('65:handbell')).toBe(0);
    expect(gains.get('60:handbell')).toBe(1);
    expect(gains.get('67:handbell')).toBe(1);

    state().handOver('ringer-2');
    state().handOver(null);
    expect(end.sent.filter((m) => m.type === 'handOver')).toEqual([
      { type: 'handOver', deviceId: 'ringer-2' },
      { type: 'handOver', deviceId: null },
    ]);
  });

  test('opens a room for the song; Play goes out planned ahead and plays here then; an edit goes out as a new revision', async () => {
    const api = fakeApi({
      ...signedInRoutes(),
      'POST /rooms': () => ({
        status: 201,
        body: { code: 'ABCDEFGH', directorToken: 'secret', joinUrl: 'http://127.0.0.1/rehearse/ABCDEFGH' },
      }),
    });
    const { state, doc } = testStore();
    const audio = state().deps.audio as FakeAudio;
    doc.load(song, 'Carol');
    await state().openRoom();
    expect(api.find('POST', '/rooms')[0]?.body).toMatchObject({ title: 'Carol' });
    const end = ServerEnd.opened[0]!;
    end.onopen?.();
    expect(end.sent[0]).toMatchObject({ type: 'hello', role: 'director', directorToken: 'secret' });
    end.reply({ ...welcome(null), deviceId: 'director-1', role: 'director' });
    await answerPings(end, JOIN_PINGS);
    expect(state().room).toMatchObject({ role: 'director', shownCode: 'ABCD-EFGH' });
    expect(state().room?.qr?.size).toBeGreaterThanOrEqual(21);

    doc.editor.togglePlay();
    const sent = end.sent.find((m) => m.type === 'intent') as { intent: Record<string, number> } | undefined;
    expect(sent?.intent).toMatchObject({ kind: 'start', playing: true, revision: 1, fromBeat: 0 });
    const sharedNow = performance.now() + SERVER_AHEAD_MS;
    expect(sent!.intent.startAt! - sharedNow).toBeGreaterThan(250);
    // This device plays it then too, not at once.
    expect(audio.started.at(-1)!.options.heardAt! - performance.now()).toBeGreaterThan(250);

    doc.setTitle('Carol, again');
    await vi.waitFor(() => expect(end.sent.some((m) => m.type === 'song')).toBe(true));
    expect(end.sent.find((m) => m.type === 'song')).toMatchObject({ revision: 2, title: 'Carol, again' });

    state().removeFromRoom('ringer-1');
    state().closeRoom();
    expect(end.sent.slice(-2)).toEqual([{ type: 'remove', deviceId: 'ringer-1' }, { type: 'close' }]);
    expect(state().room).toBeNull();
  });
});
