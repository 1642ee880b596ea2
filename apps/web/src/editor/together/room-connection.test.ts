import { ROOM_CLOSE_CODES } from '@ringalong/contract/rooms';
import { createDefaultSong } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import {
  type ConnectionEvent,
  HEARTBEAT_MS,
  JOIN_PINGS,
  RESYNC_MAX_MS,
  RESYNC_PINGS,
  RoomConnection,
  type RoomSocket,
} from './room-connection.ts';

/** A WebSocket stand-in the test plays the server through, and a clock with timers moved by hand. */
function harness() {
  let now = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  const sockets: (RoomSocket & { sent: unknown[]; closedWith: number | null })[] = [];
  const events: ConnectionEvent[] = [];
  const deps = {
    open: () => {
      const socket = {
        sent: [] as unknown[],
        closedWith: null as number | null,
        send(data: string) {
          socket.sent.push(JSON.parse(data));
        },
        close(code?: number) {
          socket.closedWith = code ?? 1000;
        },
        onopen: null as (() => void) | null,
        onmessage: null as ((event: { data: unknown }) => void) | null,
        onclose: null as ((event: { code: number }) => void) | null,
      };
      sockets.push(socket);
      return socket;
    },
    now: () => now,
    setTimer: (run: () => void, ms: number) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimer: (id: unknown) => void timers.delete(id as number),
    random: () => 0.5,
    outputDelayMs: () => 25,
  };
  /** Moves the clock on, running each timer as it falls due. */
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = until;
  };
  const socket = () => sockets.at(-1)!;
  const serverSends = (message: unknown) => socket().onmessage?.({ data: JSON.stringify(message) });
  const welcome = (resumeToken = 'resume-1') =>
    serverSends({
      type: 'welcome',
      deviceId: 'dev-1',
      resumeToken,
      role: 'ringer',
      room: {
        code: 'ABCDEFGH',
        title: 'Song',
        revision: 1,
        song: createDefaultSong(),
        intent: null,
        handedTo: null,
        ringers: [],
      },
      members: [],
      serverTime: 1,
    });
  /** Plays a server 5 s ahead, 10 ms away each way: each ping is answered as it is sent. */
  const answerPingsAsSent = (count: number) => {
    // A page that sends no more pings fails the test here rather than spinning for ever.
    const giveUpAt = now + 120_000;
    for (let answered = 0; answered < count; ) {
      if (now > giveUpAt) throw new Error(`only ${answered} of ${count} pings sent in two minutes`);
      const pings = socket().sent.filter((m) => (m as { type: string }).type === 'ping') as { t0: number }[];
      for (const { t0 } of pings.slice(answered)) {
        advance(Math.max(0, t0 + 20 - now));
        serverSends({ type: 'pong', t0, t1: t0 + 5010, t2: t0 + 5010 });
        answered++;
      }
      if (answered < count) advance(10);
    }
  };
  return { deps, events, sockets, socket, advance, serverSends, welcome, answerPingsAsSent };
}

const hello = { name: 'Ben', iAm: 'Ben', role: 'ringer' as const };
const types = (messages: unknown[]) => messages.map((m) => (m as { type: string }).type);

describe('joining a room', () => {
  test('says hello first, then syncs its clock with a burst of pings and reports its status', () => {
    const h = harness();
    const connection = new RoomConnection(hello, h.deps, (e) => h.events.push(e));
    connection.start();
    h.socket().onopen?.();
    expect(h.socket().sent).toEqual([{ type: 'hello', name: 'Ben', iAm: 'Ben', role: 'ringer' }]);
    h.welcome();
    expect(connection.state).toBe('open');
    h.answerPingsAsSent(JOIN_PINGS);
    expect(types(h.socket().sent).filter((t) => t === 'ping')).toHaveLength(JOIN_PINGS);
    expect(connection.clock).toMatchObject({ offsetMs: 5000, roundTripMs: 20, quality: 'good' });
    const status = h.socket().sent.at(-1) as { type: string; outputDelayMs: number };
    expect(status).toMatchObject({ type: 'status', outputDelayMs: 25 });
    expect(h.events.some((e) => e.type === 'clock')).toBe(true);
  });

  test('re-syncs within 10 to 30 s with a few pings, and reports again', () => {
    const h = harness();
    const connection = new RoomConnection(hello, h.deps, () => {});
    connection.start();
    h.socket().onopen?.();
    h.welcome();
    const statuses = () => types(h.socket().sent).filter((t) => t === 'status').length;
    const answered = new Set<number>();
    for (let elapsed = 0; elapsed <= RESYNC_MAX_MS + 2000; elapsed += 50) {
      h.advance(50);
      for (const message of h.socket().sent as { type: string; t0: number }[]) {
        if (message.type !== 'ping' || answered.has(message.t0)) continue;
        answered.add(message.t0);
        h.serverSends({ type: 'pong', t0: message.t0, t1: message.t0 + 1, t2: message.t0 + 1 });
      }
    }
    expect(statuses()).toBe(2);
    expect(answered.size).toBeGreaterThanOrEqual(JOIN_PINGS + RESYNC_PINGS);
    expect(h.sockets).toHaveLength(1);
  });

  test('messages that are not the protocol’s are ignored', () => {
    const h = harness();
    const connection = new RoomConnection(hello, h.deps, (e) => h.events.push(e));
    connection.start();
    h.socket().onopen?.();
    h.socket().onmessage?.({ data: 'not json' });
    h.serverSends({ type: 'intent', intent: { playing: 'yes' } });
    expect(h.events.filter((e) => e.type !== 'connection')).toEqual([]);
  });
});

describe('a dropped connection', () => {
  test('comes back at once with the same device, then backs off while the server is away', () => {
    const h = harness();
    const connection = new RoomConnection(hello, h.deps, (e) => h.events.push(e));
    connection.start();
    h.socket().onopen?.();
    h.welcome('token-7');
    h.socket().onclose?.({ code: 1006 });
    expect(connection.state).toBe('reconnecting');
    h.advance(100);
    expect(h.sockets).toHaveLength(2);
    h.socket().onopen?.();
    expect(h.socket().sent[0]).toMatchObject({ type: 'hello', resumeToken: 'token-7' });
    // The server is still away: each try waits longer, never more than 5 s.
    const tries = [h.sockets.length];
    for (let i = 0; i < 8; i++) {
      h.socket().onclose?.({ code: 1006 });
      h.advance(10_000);
      tries.push(h.sockets.length);
    }
    expect(tries).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Back: the clock is synced afresh on the new connection.
    h.socket().onopen?.();
    h.welcome('token-8');
    expect(connection.state).toBe('open');
    expect(connection.clock).toBeNull();
    h.advance(1000);
    expect(types(h.socket().sent).filter((t) => t === 'ping')).toHaveLength(JOIN_PINGS);
  });

  test('a connection gone silent (Wi-Fi lost without a close) is asked, then made again', () => {
    const h = harness();
    const connection = new RoomConnection(hello, h.deps, (e) => h.events.push(e));
    connection.start();
    h.socket().onopen?.();
    h.welcome('token-3');
    h.answerPingsAsSent(JOIN_PINGS);
    const sent = h.socket().sent.length;
    // Nothing heard for a while: a ping goes out ...
    h.advance(2 * HEARTBEAT_MS + 10);
    expect(types(h.socket().sent.slice(sent))).toContain('ping');
    expect(connection.state).toBe('open');
    // ... and with no answer the connection is taken for dead and made again at once.
    h.advance(2 * HEARTBEAT_MS);
    expect(connection.state).not.toBe('open');
    expect(h.sockets[0]!.closedWith).not.toBeNull();
    h.advance(200);
    expect(h.sockets).toHaveLength(2);
    h.socket().onopen?.();
    expect(h.socket().sent[0]).toMatchObject({ type: 'hello', resumeToken: 'token-3' });
  });

  test('a connection that answers is never dropped', () => {
    const h = harness();
    const connection = new RoomConnection(hello, h.deps, () => {});
    connection.start();
    h.socket().onopen?.();
    h.welcome();
    for (let i = 0; i < 30; i++) {
      h.advance(HEARTBEAT_MS);
      const last = h.socket().sent.at(-1) as { type: string; t0?: number };
      if (last.type === 'ping') h.serverSends({ type: 'pong', t0: last.t0, t1: last.t0, t2: last.t0 });
    }
    expect(connection.state).toBe('open');
    expect(h.sockets).toHaveLength(1);
  });

  test('a removed device or a closed room does not come back', () => {
    for (const code of [ROOM_CLOSE_CODES.removed, ROOM_CLOSE_CODES.closed, ROOM_CLOSE_CODES.notFound]) {
      const h = harness();
      const connection = new RoomConnection(hello, h.deps, (e) => h.events.push(e));
      connection.start();
      h.socket().onopen?.();
      h.welcome();
      h.socket().onclose?.({ code });
      h.advance(60_000);
      expect(connection.state).toBe('ended');
      expect(h.sockets).toHaveLength(1);
      expect(h.events.at(-1)).toEqual({ type: 'connection', state: 'ended', code });
    }
  });

  test('leaving closes the socket and stops every timer', () => {
    const h = harness();
    const connection = new RoomConnection(hello, h.deps, () => {});
    connection.start();
    h.socket().onopen?.();
    h.welcome();
    connection.stop();
    expect(h.socket().closedWith).toBe(1000);
    const sent = h.socket().sent.length;
    h.advance(60_000);
    expect(h.socket().sent).toHaveLength(sent);
    expect(h.sockets).toHaveLength(1);
  });
});
