/**
 * One device's connection to a rehearsal room (docs/rehearse-together.md): `hello` first, the
 * room's messages checked against the contract's schemas and handed on, the clock kept in sync
 * (a burst of pings at every (re)connection, a few more every 10 to 30 s, `status` after each),
 * and a dropped connection made again with backoff, taking back the same device with its
 * `resumeToken`. The socket, the clock and the timers come from outside, so tests drive it.
 */
import {
  type ClientMessage,
  ROOM_CLOSE_CODES,
  type ServerMessage,
  serverMessageSchema,
} from '@ringalong/contract/rooms';
import { type ClockEstimate, estimateClock, keepSample, type SyncSample } from './clock-sync.ts';

/** What the connection needs of a WebSocket. */
export interface RoomSocket {
  send(data: string): void;
  close(code?: number): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
}

export interface ConnectionDeps {
  /** A new socket to the room's address. */
  readonly open: () => RoomSocket;
  /** This device's clock (performance.now(), ms). */
  readonly now: () => number;
  readonly setTimer: (run: () => void, ms: number) => unknown;
  readonly clearTimer: (timer: unknown) => void;
  /** 0 <= x < 1: spreads reconnections and re-syncs so devices do not move in lockstep. */
  readonly random: () => number;
  /** The device's output delay as it knows it (ms): reported to the director. */
  readonly outputDelayMs: () => number;
}

export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'ended';

/** What the connection tells: the room's messages, and its own state and clock. */
export type ConnectionEvent =
  | ServerMessage
  | { readonly type: 'connection'; readonly state: ConnectionState; readonly code?: number }
  | { readonly type: 'clock'; readonly clock: ClockEstimate };

export interface Hello {
  readonly name: string;
  readonly iAm: string | null;
  readonly role: 'director' | 'ringer';
  readonly directorToken?: string;
}

/** Pings at each (re)connection, and this far apart (ms). */
export const JOIN_PINGS = 16;
export const PING_SPACING_MS = 60;
/** Pings at each re-sync, every RESYNC_MIN_MS to RESYNC_MAX_MS. */
export const RESYNC_PINGS = 3;
export const RESYNC_MIN_MS = 10_000;
export const RESYNC_MAX_MS = 30_000;
/**
 * A connection that heard nothing for this long is asked (a ping); one that heard nothing for twice
 * as long is taken for dead (Wi-Fi gone without a close: the socket would wait for ever) and made again.
 */
export const HEARTBEAT_MS = 4_000;
/** Reconnection backoff: the first try at once (a phone back from a locked screen), then doubling. */
export const BACKOFF_FIRST_MS = 100;
export const BACKOFF_MAX_MS = 5_000;

/** Close codes after which coming back would be refused again: the connection ends. */
const FINAL_CODES: ReadonlySet<number> = new Set([
  ROOM_CLOSE_CODES.badMessages,
  ROOM_CLOSE_CODES.removed,
  ROOM_CLOSE_CODES.closed,
  ROOM_CLOSE_CODES.notFound,
  ROOM_CLOSE_CODES.full,
  ROOM_CLOSE_CODES.refused,
]);

export class RoomConnection {
  #socket: RoomSocket | null = null;
  #state: ConnectionState = 'connecting';
  #resumeToken: string | undefined;
  #samples: SyncSample[] = [];
  #clock: ClockEstimate | null = null;
  #timers = new Set<unknown>();
  #pingsDue = 0;
  #attempt = 0;
  #welcomed = false;
  #lastHeard = 0;

  constructor(
    private readonly hello: Hello,
    private readonly deps: ConnectionDeps,
    private readonly onEvent: (event: ConnectionEvent) => void,
  ) {}

  get state(): ConnectionState {
    return this.#state;
  }

  /** The shared clock as this device knows it; null until the first exchanges of a connection. */
  get clock(): ClockEstimate | null {
    return this.#clock;
  }

  start(): void {
    this.#connect();
  }

  /** Leaves the room: no reconnection. */
  stop(): void {
    this.#setState('ended');
    for (const timer of this.#timers) this.deps.clearTimer(timer);
    this.#timers.clear();
    const socket = this.#socket;
    this.#socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close(1000);
    }
  }

  /** Sends a message when connected; false when it could not go (the caller's state stays as it was). */
  send(message: ClientMessage): boolean {
    if (!this.#socket || !this.#welcomed) return false;
    this.#socket.send(JSON.stringify(message));
    return true;
  }

  #connect(): void {
    const socket = this.deps.open();
    this.#socket = socket;
    this.#welcomed = false;
    socket.onopen = () => {
      const { directorToken, ...hello } = this.hello;
      const message: ClientMessage = {
        type: 'hello',
        ...hello,
        ...(directorToken ? { directorToken } : {}),
        ...(this.#resumeToken ? { resumeToken: this.#resumeToken } : {}),
      };
      socket.send(JSON.stringify(message));
    };
    socket.onmessage = (event) => {
      this.#lastHeard = this.deps.now();
      this.#receive(event.data);
    };
    socket.onclose = (event) => this.#closed(socket, event.code);
  }

  /** Every HEARTBEAT_MS while welcomed: asks a quiet connection, drops a silent one. */
  #heartbeat(): void {
    const socket = this.#socket;
    if (!socket || !this.#welcomed) return;
    const quiet = this.deps.now() - this.#lastHeard;
    if (quiet >= 2 * HEARTBEAT_MS) {
      socket.onopen = socket.onmessage = socket.onclose = null;
      socket.close(4100);
      this.#closed(socket, 1006);
      return;
    }
    if (quiet >= HEARTBEAT_MS && this.#pingsDue <= 0) this.send({ type: 'ping', t0: this.deps.now() });
    this.#later(() => this.#heartbeat(), HEARTBEAT_MS);
  }

  #receive(data: unknown): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(data));
    } catch {
      return;
    }
    const checked = serverMessageSchema.safeParse(parsed);
    if (!checked.success) return;
    const message = checked.data;
    if (message.type === 'pong') {
      this.#pong(message);
      return;
    }
    if (message.type === 'welcome') {
      this.#welcomed = true;
      this.#attempt = 0;
      this.#resumeToken = message.resumeToken;
      // A new connection may take another path, and a phone's clock may have slept: sync afresh.
      this.#samples = [];
      this.#clock = null;
      this.#setState('open');
      this.#ping(JOIN_PINGS);
      this.#later(() => this.#heartbeat(), HEARTBEAT_MS);
    }
    this.onEvent(message);
  }

  #pong(message: { t0: number; t1: number; t2: number }): void {
    const sample = { t0: message.t0, t1: message.t1, t2: message.t2, t3: this.deps.now() };
    this.#samples = keepSample(this.#samples, sample);
    const clock = estimateClock(this.#samples);
    if (!clock) return;
    this.#clock = clock;
    this.onEvent({ type: 'clock', clock });
    // Only a burst's last answer reports and plans the next re-sync (a heartbeat's goes below 0).
    this.#pingsDue--;
    if (this.#pingsDue !== 0) return;
    this.send({
      type: 'status',
      offsetMs: clock.offsetMs,
      rttMs: Math.min(60_000, clock.roundTripMs),
      uncertaintyMs: Math.min(60_000, clock.uncertaintyMs),
      outputDelayMs: Math.max(0, Math.min(10_000, this.deps.outputDelayMs())),
    });
    const span = RESYNC_MAX_MS - RESYNC_MIN_MS;
    this.#later(() => this.#ping(RESYNC_PINGS), RESYNC_MIN_MS + this.deps.random() * span);
  }

  /** `count` pings, PING_SPACING_MS apart. */
  #ping(count: number): void {
    this.#pingsDue = count;
    for (let i = 0; i < count; i++)
      this.#later(() => this.send({ type: 'ping', t0: this.deps.now() }), i * PING_SPACING_MS);
  }

  #closed(socket: RoomSocket, code: number): void {
    if (socket !== this.#socket) return;
    this.#socket = null;
    this.#welcomed = false;
    for (const timer of this.#timers) this.deps.clearTimer(timer);
    this.#timers.clear();
    if (FINAL_CODES.has(code)) {
      this.#setState('ended', code);
      return;
    }
    this.#setState('reconnecting', code);
    const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** this.#attempt);
    this.#attempt++;
    this.#later(() => this.#connect(), delay * (0.5 + this.deps.random() / 2));
  }

  #later(run: () => void, ms: number): void {
    const timer = this.deps.setTimer(() => {
      this.#timers.delete(timer);
      run();
    }, ms);
    this.#timers.add(timer);
  }

  #setState(state: ConnectionState, code?: number): void {
    if (state === this.#state && code === undefined) return;
    this.#state = state;
    this.onEvent({ type: 'connection', state, ...(code === undefined ? {} : { code }) });
  }
}
