import type { RoomRinger, RoomRole, RoomState, ServerMessage, StampedIntent } from '@ringalong/contract';

/** A room as every instance sees it (in this process, or in Redis). */
export interface RoomRecord {
  readonly code: string;
  readonly title: string;
  readonly ownerId: number;
  readonly directorTokenHash: string;
  readonly revision: number;
  readonly song: RoomState['song'];
  readonly intent: StampedIntent | null;
  readonly handedTo: string | null;
  /** The director's choir's ringers, offered for 'I am'. */
  readonly ringers: readonly RoomRinger[];
  /** The director's choir, whose assignment in the song gives each ringer's bells; null: none. */
  readonly choirId: string | null;
  /** Server wall clock (RoomTimes.now, Date.now) of the last join or leader's message. */
  readonly lastActivityAt: number;
  /** When the room was first seen with no director connected; null while one is. */
  readonly directorGoneAt: number | null;
}

/** A room without its song: what every message but a join and a new song needs. */
export type RoomMeta = Omit<RoomRecord, 'song'>;

/** One device in a room, connected or dropped. */
export interface MemberRecord {
  readonly deviceId: string;
  readonly name: string;
  readonly iAm: string | null;
  readonly role: RoomRole;
  readonly resumeTokenHash: string;
  /** The instance holding its connection, and that connection's id. */
  readonly instance: string;
  readonly connectionId: string;
  readonly connected: boolean;
  readonly droppedAt: number | null;
  readonly rttMs: number | null;
  readonly offsetMs: number | null;
  readonly uncertaintyMs: number | null;
  readonly outputDelayMs: number | null;
}

/** What crosses instances on a room's channel. */
export type RoomEvent =
  /** To every device of the room, or the one named. */
  | { readonly kind: 'send'; readonly message: ServerMessage; readonly to?: string }
  /** Close one device's connection (after a message), unless it is the connection named. */
  | {
      readonly kind: 'drop';
      readonly deviceId: string;
      readonly keep?: string;
      readonly message?: ServerMessage;
      readonly closeCode: number;
    }
  /** The room ended: every device is told and its connection closed. */
  | { readonly kind: 'end'; readonly message: ServerMessage };

/**
 * Where rooms live and how their events travel: this process alone (memory-store.ts) or Redis
 * shared by every instance (redis-store.ts). The room logic (room-service.ts) uses only this.
 */
export interface RoomStore {
  /** This instance's name (members it holds carry it; its heartbeat keeps it alive). */
  readonly instance: string;
  /** Adds the room unless its owner holds `maxPerOwner` open rooms or the code is taken. */
  create(room: RoomRecord, maxPerOwner: number, ttlMs: number): Promise<'created' | 'full' | 'taken'>;
  get(code: string): Promise<RoomRecord | null>;
  /** The room without its song (which may be half a megabyte). */
  meta(code: string): Promise<RoomMeta | null>;
  /** Changes some fields (and keeps the room another `ttlMs` when given). */
  update(code: string, patch: Partial<RoomRecord>, ttlMs?: number): Promise<void>;
  /** The next intent number of the room (1, 2, ...), atomically across instances. */
  nextSeq(code: string): Promise<number>;
  delete(code: string, ownerId: number): Promise<void>;
  members(code: string): Promise<MemberRecord[]>;
  putMember(code: string, member: MemberRecord): Promise<void>;
  removeMember(code: string, deviceId: string): Promise<void>;
  /** Which of these instances are alive (their heartbeat is fresh). */
  liveInstances(ids: readonly string[]): Promise<Set<string>>;
  publish(code: string, event: RoomEvent): Promise<void>;
  /** Events of the room reach `handler` until `unsubscribe`. One handler per room per instance. */
  subscribe(code: string, handler: (event: RoomEvent) => void): Promise<void>;
  unsubscribe(code: string): Promise<void>;
  /** The rooms this instance should look at for idle and director-gone ends. */
  watched(local: readonly string[]): Promise<string[]>;
  close(): Promise<void>;
}
