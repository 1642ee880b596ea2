import {
  type ClientMessageOf,
  type CreateRoomBody,
  type CreateRoomResponse,
  ROOM_CLOSE_CODES,
  ROOM_DEVICES_MAX,
  ROOMS_PER_DIRECTOR_MAX,
  type RoomMember,
  type ServerMessage,
} from '@ringalong/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RoomTimes } from '../config.ts';
import { hashSecret, newRoomCode, newSecret, secretMatches } from './codes.ts';
import { memberView, sortedMembers } from './members.ts';
import type { MemberRecord, RoomEvent, RoomMeta, RoomRecord, RoomStore } from './store.ts';

/** The server clock every room's intents are planned on (ms), the same one `pong` reports. */
export const serverClock = (): number => performance.timeOrigin + performance.now();

/** One device's connection as the service sees it: the socket's two ends that matter. */
export interface Peer {
  send(text: string): void;
  close(code: number, reason: string): void;
}

/** A joined connection on this instance. */
export interface Joined {
  readonly code: string;
  readonly deviceId: string;
  readonly connectionId: string;
  readonly role: 'director' | 'ringer';
  readonly peer: Peer;
}

/** A refusal to tell the sender: an `error` message, nothing changed. */
export class RoomRefusal extends Error {
  constructor(
    readonly code: 'not-allowed' | 'stale-revision' | 'no-such-device',
    message: string,
  ) {
    super(message);
  }
}

const CLOSE_REASON: Record<number, string> = {
  [ROOM_CLOSE_CODES.closed]: 'closed',
  [ROOM_CLOSE_CODES.removed]: 'removed',
  [ROOM_CLOSE_CODES.replaced]: 'replaced',
};

/**
 * The rooms' logic, the same on one instance and on many: every change goes to the store (this
 * process, or Redis) and every message to the room's channel, which each instance holding a device
 * of the room hands to its own connections.
 */
export class RoomService {
  readonly #local = new Map<string, Map<string, Joined>>();
  #sweep: NodeJS.Timeout | null = null;

  constructor(
    readonly store: RoomStore,
    private readonly times: RoomTimes,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The wall clock rooms' times are counted on (RoomTimes.now). */
  #now(): number {
    return this.times.now ? this.times.now() : Date.now();
  }

  start(): void {
    this.#sweep = setInterval(() => {
      this.sweep().catch((err) => this.log.warn({ err }, 'rooms: sweep failed'));
    }, this.times.sweepMs);
    this.#sweep.unref();
  }

  /** Stops looking after rooms and closes this instance's connections (`1001`: come back). */
  async stop(): Promise<void> {
    if (this.#sweep) clearInterval(this.#sweep);
    for (const joined of this.#local.values()) {
      for (const connection of joined.values()) {
        connection.peer.close(ROOM_CLOSE_CODES.goingAway, 'server going away');
      }
    }
    // Closing the store ends its subscriptions too; nothing here waits on Redis, which may be away.
    this.#local.clear();
    await this.store.close();
  }

  /** A new room for a signed-in director; 'full' when they hold ROOMS_PER_DIRECTOR_MAX. */
  async create(ownerId: number, body: CreateRoomBody): Promise<CreateRoomResponse | 'full'> {
    const directorToken = newSecret();
    const now = this.#now();
    for (;;) {
      const room: RoomRecord = {
        code: newRoomCode(),
        title: body.title,
        ownerId,
        directorTokenHash: hashSecret(directorToken),
        revision: 1,
        song: body.song,
        intent: null,
        handedTo: null,
        ringers: body.ringers ?? [],
        choirId: body.choirId ?? null,
        lastActivityAt: now,
        // Until the director's page connects, the room waits the grace period for it.
        directorGoneAt: now,
      };
      const made = await this.store.create(room, ROOMS_PER_DIRECTOR_MAX, this.times.idleMs);
      if (made === 'full') return 'full';
      if (made === 'created') {
        return { code: room.code, directorToken, joinUrl: `${this.publicUrl}/rehearse/${room.code}` };
      }
    }
  }

  /** The room, if it is open: one past its idle hour or its director's grace is ended here. */
  async openRoom(code: string): Promise<RoomMeta | null> {
    const room = await this.store.meta(code);
    if (!room) return null;
    const ended = this.#endReason(room, this.#now());
    if (!ended) return room;
    await this.end(room, ended);
    return null;
  }

  #endReason(room: RoomMeta, now: number): 'idle' | 'director-gone' | null {
    if (now - room.lastActivityAt >= this.times.idleMs) return 'idle';
    if (room.directorGoneAt !== null && now - room.directorGoneAt >= this.times.directorGraceMs) {
      return 'director-gone';
    }
    return null;
  }

  /** Ends a room: every device is told `closed` and disconnected, and the room forgotten. */
  async end(room: RoomMeta, reason: 'director' | 'idle' | 'director-gone'): Promise<void> {
    await this.store.publish(room.code, { kind: 'end', message: { type: 'closed', reason } });
    await this.store.delete(room.code, room.ownerId);
  }

  /**
   * A hello: joins the device (a new one, or the one its resume token names) and answers
   * `welcome`, or closes the connection saying why.
   */
  async join(
    code: string,
    hello: ClientMessageOf<'hello'>,
    userId: number | null,
    peer: Peer,
  ): Promise<Joined | null> {
    const room = (await this.openRoom(code)) && (await this.store.get(code));
    if (!room) {
      peer.close(ROOM_CLOSE_CODES.notFound, 'no such room');
      return null;
    }
    if (hello.role === 'director') {
      const isDirector =
        secretMatches(hello.directorToken, room.directorTokenHash) || userId === room.ownerId;
      if (!isDirector) {
        send(peer, { type: 'error', code: 'not-allowed', message: 'Only the room’s director may lead it.' });
        peer.close(ROOM_CLOSE_CODES.refused, 'not the director');
        return null;
      }
    }
    const members = await this.store.members(code);
    const live = await this.store.liveInstances(instancesOf(members));
    const resumed = hello.resumeToken
      ? members.find((member) => secretMatches(hello.resumeToken, member.resumeTokenHash))
      : undefined;
    const others = members.filter(
      (member) => member.connected && live.has(member.instance) && member.deviceId !== resumed?.deviceId,
    );
    if (others.length >= ROOM_DEVICES_MAX) {
      peer.close(ROOM_CLOSE_CODES.full, 'room full');
      return null;
    }
    const resumeToken = newSecret();
    const joined: Joined = {
      code,
      deviceId: resumed?.deviceId ?? newSecret().slice(0, 16),
      connectionId: newSecret().slice(0, 16),
      role: hello.role,
      peer,
    };
    const member: MemberRecord = {
      deviceId: joined.deviceId,
      name: hello.name,
      iAm: hello.iAm,
      role: hello.role,
      resumeTokenHash: hashSecret(resumeToken),
      instance: this.store.instance,
      connectionId: joined.connectionId,
      connected: true,
      droppedAt: null,
      rttMs: resumed?.rttMs ?? null,
      offsetMs: resumed?.offsetMs ?? null,
      uncertaintyMs: resumed?.uncertaintyMs ?? null,
      outputDelayMs: resumed?.outputDelayMs ?? null,
    };
    await this.#hold(joined);
    await this.store.putMember(code, member);
    if (resumed) {
      await this.store.publish(code, {
        kind: 'drop',
        deviceId: joined.deviceId,
        keep: joined.connectionId,
        closeCode: ROOM_CLOSE_CODES.replaced,
      });
    }
    const patch = {
      lastActivityAt: this.#now(),
      ...(hello.role === 'director' ? { directorGoneAt: null } : {}),
    };
    await this.store.update(code, patch, this.times.idleMs);
    const all = [...members.filter((m) => m.deviceId !== member.deviceId), member];
    send(peer, {
      type: 'welcome',
      deviceId: joined.deviceId,
      resumeToken,
      role: joined.role,
      room: {
        code,
        title: room.title,
        revision: room.revision,
        song: room.song,
        intent: room.intent,
        handedTo: room.handedTo,
        ringers: [...room.ringers],
        choirId: room.choirId ?? null,
      },
      members: this.#views(all, new Set([...live, this.store.instance]), room.handedTo),
      serverTime: serverClock(),
    });
    await this.publishMembers(code);
    return joined;
  }

  async #hold(joined: Joined): Promise<void> {
    let here = this.#local.get(joined.code);
    if (!here) {
      here = new Map();
      this.#local.set(joined.code, here);
      await this.store.subscribe(joined.code, (event) => this.#deliver(joined.code, event));
    }
    here.set(joined.connectionId, joined);
  }

  /** Hands a room event to this instance's connections of the room. */
  #deliver(code: string, event: RoomEvent): void {
    const here = this.#local.get(code);
    if (!here) return;
    if (event.kind === 'send') {
      const text = JSON.stringify(event.message);
      const deliveringAt = serverClock();
      for (const joined of here.values()) {
        if (event.to === undefined || event.to === joined.deviceId) joined.peer.send(text);
      }
      if (event.message.type === 'intent') {
        const seq = event.message.intent.seq;
        const deliveredAt = serverClock();
        this.log.debug({ intentTiming: { seq, deliveringAt, deliveredAt } }, 'rooms: intent delivered');
      }
      return;
    }
    const text = event.message ? JSON.stringify(event.message) : null;
    for (const joined of [...here.values()]) {
      if (
        event.kind === 'drop' &&
        (joined.deviceId !== event.deviceId || joined.connectionId === event.keep)
      ) {
        continue;
      }
      if (text) joined.peer.send(text);
      const closeCode = event.kind === 'end' ? ROOM_CLOSE_CODES.closed : event.closeCode;
      here.delete(joined.connectionId);
      joined.peer.close(closeCode, CLOSE_REASON[closeCode] ?? 'closed');
    }
    if (here.size === 0) this.#release(code);
  }

  #release(code: string): void {
    this.#local.delete(code);
    this.store.unsubscribe(code).catch((err) => this.log.warn({ err }, 'rooms: unsubscribe failed'));
  }

  /** A joined connection closed (dropped, or ended by the server): the device shows as dropped. */
  async left(joined: Joined): Promise<void> {
    const here = this.#local.get(joined.code);
    const wasHeld = here?.delete(joined.connectionId) ?? false;
    if (here && here.size === 0) this.#release(joined.code);
    if (!wasHeld) return; // removed, replaced or ended: the store already says so
    const members = await this.store.members(joined.code);
    const member = members.find((m) => m.deviceId === joined.deviceId);
    if (!member || member.connectionId !== joined.connectionId) return;
    await this.store.putMember(joined.code, { ...member, connected: false, droppedAt: this.#now() });
    if (joined.role === 'director') {
      const live = await this.store.liveInstances(instancesOf(members));
      const anotherDirector = members.some(
        (m) => m !== member && m.role === 'director' && m.connected && live.has(m.instance),
      );
      if (!anotherDirector) await this.store.update(joined.code, { directorGoneAt: this.#now() });
    }
    await this.publishMembers(joined.code);
  }

  /** Everyone in the room, to everyone. */
  async publishMembers(code: string): Promise<void> {
    const [room, members] = await Promise.all([this.store.meta(code), this.store.members(code)]);
    if (!room) return;
    const live = await this.store.liveInstances(instancesOf(members));
    await this.store.publish(code, {
      kind: 'send',
      message: {
        type: 'members',
        members: this.#views(members, live, room.handedTo),
        handedTo: room.handedTo,
      },
    });
  }

  #views(members: readonly MemberRecord[], live: ReadonlySet<string>, handedTo: string | null): RoomMember[] {
    return sortedMembers(members.map((member) => memberView(member, live, handedTo)));
  }

  // -------------------------------------------------------------------------------------------
  // Messages of a joined device
  // -------------------------------------------------------------------------------------------

  async #roomOf(joined: Joined): Promise<RoomMeta> {
    const room = await this.store.meta(joined.code);
    if (!room) throw new RoomRefusal('not-allowed', 'This room has ended.');
    return room;
  }

  #requireDirector(joined: Joined): void {
    if (joined.role !== 'director') {
      throw new RoomRefusal('not-allowed', 'Only the director can do this.');
    }
  }

  /**
   * A leader's intent: numbered, kept as the room's, sent to every device. `receivedAt` (server
   * clock) is when its frame arrived; the debug log times each intent's legs here (the bench reads
   * it: docs/performance.md, rehearsing together).
   */
  async intent(
    joined: Joined,
    message: ClientMessageOf<'intent'>,
    receivedAt = serverClock(),
  ): Promise<void> {
    const handledAt = serverClock();
    const room = await this.#roomOf(joined);
    if (joined.role !== 'director' && room.handedTo !== joined.deviceId) {
      throw new RoomRefusal(
        'not-allowed',
        'Only the director (or whom they hand it to) leads the rehearsal.',
      );
    }
    if (message.intent.revision !== room.revision) {
      throw new RoomRefusal('stale-revision', `The room plays revision ${room.revision} of the song.`);
    }
    const seq = await this.store.nextSeq(joined.code);
    const intent = { ...message.intent, seq, by: joined.deviceId };
    await this.store.update(joined.code, { intent, lastActivityAt: this.#now() }, this.times.idleMs);
    const publishingAt = serverClock();
    await this.store.publish(joined.code, { kind: 'send', message: { type: 'intent', intent } });
    this.log.debug(
      { intentTiming: { seq, receivedAt, handledAt, publishingAt, publishedAt: serverClock() } },
      'rooms: intent published',
    );
  }

  async song(joined: Joined, message: ClientMessageOf<'song'>): Promise<void> {
    this.#requireDirector(joined);
    const room = await this.#roomOf(joined);
    if (message.revision <= room.revision) {
      throw new RoomRefusal('stale-revision', `A new song needs a revision above ${room.revision}.`);
    }
    const title = message.title ?? room.title;
    await this.store.update(
      joined.code,
      { song: message.song, revision: message.revision, title, lastActivityAt: this.#now() },
      this.times.idleMs,
    );
    await this.store.publish(joined.code, {
      kind: 'send',
      message: { type: 'song', revision: message.revision, title, song: message.song },
    });
  }

  async remove(joined: Joined, message: ClientMessageOf<'remove'>): Promise<void> {
    this.#requireDirector(joined);
    const room = await this.#roomOf(joined);
    const members = await this.store.members(joined.code);
    const target = members.find((member) => member.deviceId === message.deviceId);
    if (!target) throw new RoomRefusal('no-such-device', 'No such device in this room.');
    if (target.role === 'director') throw new RoomRefusal('not-allowed', 'A director’s device stays.');
    await this.store.removeMember(joined.code, target.deviceId);
    if (room.handedTo === target.deviceId) await this.store.update(joined.code, { handedTo: null });
    await this.store.publish(joined.code, {
      kind: 'drop',
      deviceId: target.deviceId,
      message: { type: 'removed' },
      closeCode: ROOM_CLOSE_CODES.removed,
    });
    await this.publishMembers(joined.code);
  }

  async handOver(joined: Joined, message: ClientMessageOf<'handOver'>): Promise<void> {
    this.#requireDirector(joined);
    await this.#roomOf(joined);
    if (message.deviceId !== null) {
      const members = await this.store.members(joined.code);
      if (!members.some((member) => member.deviceId === message.deviceId)) {
        throw new RoomRefusal('no-such-device', 'No such device in this room.');
      }
    }
    await this.store.update(
      joined.code,
      { handedTo: message.deviceId, lastActivityAt: this.#now() },
      this.times.idleMs,
    );
    await this.publishMembers(joined.code);
  }

  async close(joined: Joined): Promise<void> {
    this.#requireDirector(joined);
    await this.end(await this.#roomOf(joined), 'director');
  }

  async status(joined: Joined, message: ClientMessageOf<'status'>): Promise<void> {
    const members = await this.store.members(joined.code);
    const member = members.find((m) => m.deviceId === joined.deviceId);
    if (!member) return;
    const { offsetMs, rttMs, uncertaintyMs, outputDelayMs } = message;
    await this.store.putMember(joined.code, { ...member, offsetMs, rttMs, uncertaintyMs, outputDelayMs });
    await this.publishMembers(joined.code);
  }

  // -------------------------------------------------------------------------------------------
  // Upkeep
  // -------------------------------------------------------------------------------------------

  /**
   * Looks at the rooms this instance watches: ends those idle an hour or whose director is gone
   * past the grace, shows devices of a dead instance as dropped, and forgets ringers dropped
   * longer than the grace.
   */
  async sweep(): Promise<void> {
    const codes = await this.store.watched([...this.#local.keys()]);
    for (const code of codes) await this.#look(code);
  }

  async #look(code: string): Promise<void> {
    const room = await this.store.meta(code);
    if (!room) {
      this.#deliver(code, { kind: 'end', message: { type: 'closed', reason: 'director' } });
      return;
    }
    const now = this.#now();
    const ended = this.#endReason(room, now);
    if (ended) {
      await this.end(room, ended);
      return;
    }
    const members = await this.store.members(code);
    const live = await this.store.liveInstances(instancesOf(members));
    let changed = false;
    for (const member of members) {
      if (member.connected && !live.has(member.instance)) {
        await this.store.putMember(code, { ...member, connected: false, droppedAt: now });
        changed = true;
      } else if (
        !member.connected &&
        member.role === 'ringer' &&
        member.droppedAt !== null &&
        now - member.droppedAt >= this.times.directorGraceMs
      ) {
        await this.store.removeMember(code, member.deviceId);
        changed = true;
      }
    }
    const directorHere = members.some((m) => m.role === 'director' && m.connected && live.has(m.instance));
    if (!directorHere && room.directorGoneAt === null) await this.store.update(code, { directorGoneAt: now });
    if (directorHere && room.directorGoneAt !== null) await this.store.update(code, { directorGoneAt: null });
    if (changed) await this.publishMembers(code);
  }
}

function instancesOf(members: readonly MemberRecord[]): string[] {
  return [...new Set(members.map((member) => member.instance))];
}

export function send(peer: Peer, message: ServerMessage): void {
  peer.send(JSON.stringify(message));
}
