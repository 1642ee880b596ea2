import {
  type ClientMessage,
  type CreateRoomResponse,
  type RoomIntent,
  type RoomState,
  roomSocketPath,
  type ServerMessage,
  type ServerMessageOf,
} from '@ringalong/contract';
import { createDefaultSong } from '@ringalong/song';
import WebSocket from 'ws';
import { type Caller, call } from './fixtures.ts';
import type { TestApp } from './helpers.ts';

/** One device's WebSocket to a room, keeping every message it was sent, in order. */
export class RoomClient {
  readonly received: ServerMessage[] = [];
  readonly #taken = new Set<number>();
  readonly #waiters = new Set<() => void>();
  /** How the server closed the connection (code and reason). */
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.received.push(JSON.parse(String(data)) as ServerMessage);
      for (const wake of this.#waiters) wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
    });
  }

  /** Opens the room's socket at `baseUrl` (a cookie makes it the signed-in user's). */
  static async open(baseUrl: string, code: string, cookie?: string): Promise<RoomClient> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/api${roomSocketPath(code)}`;
    const socket = new WebSocket(url, cookie ? { headers: { cookie } } : {});
    const client = new RoomClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`upgrade answered ${response.statusCode}`)),
      );
    });
    return client;
  }

  send(message: ClientMessage | string): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message of this type (and matching `where`) not taken yet, waiting for it if need be. */
  async take<T extends ServerMessage['type']>(
    type: T,
    where: (message: ServerMessageOf<T>) => boolean = () => true,
  ): Promise<ServerMessageOf<T>> {
    for (;;) {
      const index = this.received.findIndex(
        (message, i) => !this.#taken.has(i) && message.type === type && where(message as ServerMessageOf<T>),
      );
      if (index >= 0) {
        this.#taken.add(index);
        return this.received[index] as ServerMessageOf<T>;
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.#waiters.delete(wake);
          resolve();
        };
        this.#waiters.add(wake);
        this.socket.once('close', wake);
        if (this.socket.readyState === WebSocket.CLOSED) wake();
      });
      if (this.socket.readyState === WebSocket.CLOSED && !this.#hasUntaken(type)) {
        throw new Error(`closed before a ${type} message came`);
      }
    }
  }

  #hasUntaken(type: string): boolean {
    return this.received.some((message, i) => !this.#taken.has(i) && message.type === type);
  }

  /** Messages of a type received so far. */
  all<T extends ServerMessage['type']>(type: T): ServerMessageOf<T>[] {
    return this.received.filter((message) => message.type === type) as ServerMessageOf<T>[];
  }

  /** Asks the server a ping and waits for its pong: everything sent before it was handled. */
  async settle(): Promise<void> {
    const t0 = Math.random();
    this.send({ type: 'ping', t0 });
    await this.take('pong', (pong) => pong.t0 === t0);
  }

  close(): void {
    this.socket.close();
  }
}

/** A new song as it travels (plain JSON, the contract's mutable type). */
export const roomSong = (title = 'New Song'): RoomState['song'] => {
  const song = JSON.parse(JSON.stringify(createDefaultSong())) as RoomState['song'];
  song.meta.title = title;
  return song;
};

/** A room made by `director` through the API. */
export async function makeRoom(t: TestApp, director: Caller, title = 'Thursday rehearsal') {
  const response = await call(t, {
    method: 'POST',
    url: '/api/rooms',
    as: director,
    payload: { title, song: roomSong() },
  });
  if (response.statusCode !== 201)
    throw new Error(`createRoom answered ${response.statusCode}: ${response.body}`);
  return response.json() as CreateRoomResponse;
}

/** Joins as a ringer and waits for the welcome. */
export async function joinAsRinger(baseUrl: string, code: string, name: string) {
  const client = await RoomClient.open(baseUrl, code);
  client.send({ type: 'hello', name, iAm: name, role: 'ringer' });
  const welcome = await client.take('welcome');
  return { client, welcome };
}

/** Joins as the director with the room's token and waits for the welcome. */
export async function joinAsDirector(baseUrl: string, room: CreateRoomResponse) {
  const client = await RoomClient.open(baseUrl, room.code);
  client.send({
    type: 'hello',
    name: 'Director',
    iAm: null,
    role: 'director',
    directorToken: room.directorToken,
  });
  const welcome = await client.take('welcome');
  return { client, welcome };
}

/** An intent to start at `fromBeat` a second from now on the server clock. */
export function startIntent(revision = 1, fromBeat = 0, startAt = Date.now() + 1000): RoomIntent {
  return {
    kind: 'start',
    revision,
    playing: true,
    startAt,
    fromBeat,
    bpm: 100,
    practiceTempo: 100,
    countIn: false,
    warmupBeats: 4,
    loop: null,
  };
}
