import {
  type ClientMessage,
  clientMessageSchema,
  ROOM_BAD_MESSAGES_MAX,
  ROOM_CLOSE_CODES,
  ROOM_MESSAGE_MAX_BYTES,
  ROOM_MESSAGES_PER_10_S,
  ROOM_SONG_MESSAGE_MAX_BYTES,
  type RoomErrorCode,
} from '@ringalong/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Peer } from './room-service.ts';
import { type Joined, RoomRefusal, type RoomService, send, serverClock } from './room-service.ts';

const RATE_WINDOW_MS = 10_000;

/**
 * One device's WebSocket: every message it sends is size-checked, rate-limited, parsed and
 * schema-checked here before the room service sees it, and handled one after another in the order
 * sent. A refused message is answered with `error` and changes nothing; ROOM_BAD_MESSAGES_MAX bad
 * ones in a row close the connection.
 */
export class RoomConnection {
  #joined: Joined | null = null;
  #joining = false;
  #closed = false;
  #bad = 0;
  #windowStart = 0;
  #inWindow = 0;
  #queue: Promise<void> = Promise.resolve();
  readonly #helloTimer: NodeJS.Timeout;

  constructor(
    private readonly service: RoomService,
    private readonly code: string,
    private readonly peer: Peer,
    private readonly userId: number | null,
    helloMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.#helloTimer = setTimeout(() => {
      if (!this.#joined && !this.#joining) peer.close(ROOM_CLOSE_CODES.refused, 'no hello');
    }, helloMs);
  }

  /** A message arrived (text, or binary which is refused). */
  receive(data: Buffer, isBinary: boolean): void {
    const arrivedAt = serverClock();
    if (this.#closed) return;
    if (!this.#withinRate()) {
      this.#refuse('rate-limited', `At most ${ROOM_MESSAGES_PER_10_S} messages in 10 seconds.`);
      return;
    }
    if (data.byteLength > ROOM_SONG_MESSAGE_MAX_BYTES) {
      this.#badMessage('too-large', 'This message is too large.');
      return;
    }
    if (isBinary) {
      this.#badMessage('bad-message', 'Messages are JSON text.');
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(data.toString('utf8'));
    } catch {
      this.#badMessage('bad-message', 'This message is not JSON.');
      return;
    }
    const isSong = typeof json === 'object' && json !== null && (json as { type?: unknown }).type === 'song';
    if (!isSong && data.byteLength > ROOM_MESSAGE_MAX_BYTES) {
      this.#badMessage('too-large', 'This message is too large.');
      return;
    }
    const parsed = clientMessageSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
      this.#badMessage('bad-message', `Not a room message${where}: ${issue?.message ?? 'unknown shape'}`);
      return;
    }
    this.#bad = 0;
    const message = parsed.data;
    if (message.type === 'ping' && (this.#joined || this.#joining)) {
      // Answered at once, ahead of any queued work: its round trip is the clock's measure.
      send(this.peer, { type: 'pong', t0: message.t0, t1: arrivedAt, t2: serverClock() });
      return;
    }
    this.#queue = this.#queue.then(() => this.#handle(message, arrivedAt)).catch((err) => this.#failed(err));
  }

  /** The socket closed: the device shows as dropped (after what it sent is handled). */
  closed(): void {
    this.#closed = true;
    clearTimeout(this.#helloTimer);
    this.#queue = this.#queue.then(async () => {
      if (this.#joined) await this.service.left(this.#joined);
    });
    this.#queue.catch((err) => this.log.warn({ err }, 'rooms: leaving failed'));
  }

  async #handle(message: ClientMessage, arrivedAt: number): Promise<void> {
    if (this.#closed && message.type !== 'hello') return;
    if (message.type === 'hello') {
      if (this.#joined || this.#joining) {
        this.#refuse('not-allowed', 'This connection has said hello already.');
        return;
      }
      this.#joining = true;
      clearTimeout(this.#helloTimer);
      const joined = await this.service.join(this.code, message, this.userId, this.peer);
      if (joined && this.#closed) await this.service.left(joined);
      else this.#joined = joined;
      return;
    }
    const joined = this.#joined;
    if (!joined) {
      this.#refuse('not-allowed', 'Say hello first.');
      return;
    }
    try {
      switch (message.type) {
        case 'ping':
          // Sent in the same breath as its hello: answered once the hello is, with its arrival time.
          return send(this.peer, { type: 'pong', t0: message.t0, t1: arrivedAt, t2: serverClock() });
        case 'status':
          return await this.service.status(joined, message);
        case 'intent':
          return await this.service.intent(joined, message, arrivedAt);
        case 'song':
          return await this.service.song(joined, message);
        case 'remove':
          return await this.service.remove(joined, message);
        case 'handOver':
          return await this.service.handOver(joined, message);
        case 'close':
          return await this.service.close(joined);
      }
    } catch (error) {
      if (error instanceof RoomRefusal) this.#refuse(error.code, error.message);
      else throw error;
    }
  }

  #withinRate(): boolean {
    const now = Date.now();
    if (now - this.#windowStart >= RATE_WINDOW_MS) {
      this.#windowStart = now;
      this.#inWindow = 0;
    }
    this.#inWindow += 1;
    return this.#inWindow <= ROOM_MESSAGES_PER_10_S;
  }

  #refuse(code: RoomErrorCode, message: string): void {
    send(this.peer, { type: 'error', code, message });
  }

  /** A bad or too-large message: refused, and the connection closed after too many in a row. */
  #badMessage(code: 'bad-message' | 'too-large', message: string): void {
    this.#refuse(code, message);
    this.#bad += 1;
    if (this.#bad >= ROOM_BAD_MESSAGES_MAX) {
      this.#closed = true;
      this.peer.close(ROOM_CLOSE_CODES.badMessages, 'too many bad messages');
    }
  }

  #failed(error: unknown): void {
    this.log.error({ err: error }, 'rooms: a message could not be handled');
    this.#refuse('not-allowed', 'The server could not handle this message; try again.');
  }
}
