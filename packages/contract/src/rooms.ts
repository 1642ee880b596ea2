/**
 * Rehearsal rooms (issue 29): the director's rehearsal shared with every ringer's own device. Two
 * HTTP operations (make a room, look one up by its code) and the messages of the room's WebSocket
 * (`GET /rooms/:id/ws`, also under /api), both ways. Every message is a JSON object with a `type`;
 * the server checks each against these schemas and answers a bad one with an `error` message,
 * changing nothing. How a client uses them: docs/rehearse-together.md.
 */
import { songSchema } from '@ringalong/song';
import * as z from 'zod/mini';
import type { RouteDef } from './client-routes.ts';
import { text } from './text.ts';

// ---------------------------------------------------------------------------------------------
// Codes and limits
// ---------------------------------------------------------------------------------------------

/** The room code's letters: digits and capitals without 0, O, 1 and I (32 signs, 5 bits each). */
export const ROOM_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Eight signs: 40 bits from the server's cryptographic generator. */
export const ROOM_CODE_LENGTH = 8;
export const ROOM_CODE_PATTERN = /^[2-9A-HJ-NP-Z]{8}$/;

/**
 * A code as a person types it, as the server knows it: capitals, without spaces or dashes; an O
 * read as 0 or an I as 1 cannot be meant (neither is in the alphabet), so they are left to fail.
 */
export function normalizeRoomCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

/** A code as shown to people: two groups of four, `ABCD-EFGH`. */
export function displayRoomCode(code: string): string {
  return code.length === ROOM_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

/** Devices (director's included) in one room at once; one more is refused with `room-full`. */
export const ROOM_DEVICES_MAX = 40;
/** Open rooms one director may hold at once; one more is refused with 429. */
export const ROOMS_PER_DIRECTOR_MAX = 3;
/** A room nobody joined and no leader sent to for this long is closed (`closed`, reason `idle`). */
export const ROOM_IDLE_MS = 60 * 60 * 1000;
/** A room whose director's last connection dropped is kept this long for them to come back. */
export const DIRECTOR_GRACE_MS = 2 * 60 * 1000;
/** The largest message but `song`, in bytes of JSON text. */
export const ROOM_MESSAGE_MAX_BYTES = 4 * 1024;
/** The largest `song` message (a 2000-note song and its envelope). */
export const ROOM_SONG_MESSAGE_MAX_BYTES = 640 * 1024;
/** Messages one connection may send in any 10 s; beyond it each is refused with `rate-limited`. */
export const ROOM_MESSAGES_PER_10_S = 120;
/** Bad messages (refused with `bad-message` or `too-large`) in a row before the server closes. */
export const ROOM_BAD_MESSAGES_MAX = 5;

/** Close codes the server ends a room connection with (the `reason` names the same). */
export const ROOM_CLOSE_CODES = {
  /** Too many bad messages in a row. */
  badMessages: 4000,
  /** The director removed this device. */
  removed: 4001,
  /** The room ended (director closed it, idle hour, director gone past the grace). */
  closed: 4002,
  /** No open room has this code. */
  notFound: 4004,
  /** The room has ROOM_DEVICES_MAX devices. */
  full: 4009,
  /** The connection was sent no hello in time, or asked to lead without being the director. */
  refused: 4003,
  /** This device connected again elsewhere (its resumeToken): the older connection ends. */
  replaced: 4005,
  /** The server is going away (restart): reconnect to the same address; the room comes back. */
  goingAway: 1001,
} as const;

// ---------------------------------------------------------------------------------------------
// HTTP
// ---------------------------------------------------------------------------------------------

/** A room's code in a path (`/rooms/:id`), as the server made it (clients normalize first). */
export const roomCodeParamSchema = z.object({
  id: text(ROOM_CODE_LENGTH, {
    min: ROOM_CODE_LENGTH,
    pattern: ROOM_CODE_PATTERN,
    message: 'A room code is 8 letters and digits',
  }),
});

export const ROOM_TITLE_MAX = 200;

/** A ringer of the director's active choir, offered for 'I am' on joining (its id and name). */
export const roomRingerSchema = z.object({
  id: text(64, { min: 1 }),
  name: text(40, { min: 1 }),
});
export type RoomRinger = z.infer<typeof roomRingerSchema>;

/**
 * POST /rooms (signed in; a same-site request like every write): the song the room starts with,
 * whole (ringers need no account to see it), its title, the library's id when it has one, and the
 * active choir's ringers to offer for 'I am' (none: each ringer types a name).
 */
export const createRoomBodySchema = z.strictObject({
  title: text(ROOM_TITLE_MAX, { min: 1 }),
  songId: z.optional(z.nullable(z.int().check(z.positive()))),
  song: songSchema,
  ringers: z.optional(z.array(roomRingerSchema).check(z.maxLength(ROOM_DEVICES_MAX))),
  /** The active choir's id: a ringer's device finds that choir's assignment in the song (their bells). */
  choirId: z.optional(z.nullable(text(64, { min: 1 }))),
});
export type CreateRoomBody = z.infer<typeof createRoomBodySchema>;

/**
 * 201: the code, the secret that makes a connection the director's (besides the director's own
 * session cookie; never shown, kept by the director's page), and the address ringers open
 * (`<publicUrl>/rehearse/<code>`, what the QR code holds).
 */
export const createRoomResponseSchema = z.object({
  code: z.string(),
  directorToken: z.string(),
  joinUrl: z.string(),
});
export type CreateRoomResponse = z.infer<typeof createRoomResponseSchema>;

/**
 * GET /rooms/:id: an open room, and its choir's ringers (the join form offers them for 'I am'). A
 * closed room and one that never was are the same 404.
 */
export const roomInfoResponseSchema = z.object({
  code: z.string(),
  title: z.string(),
  open: z.literal(true),
  ringers: z.optional(z.array(roomRingerSchema)),
});
export type RoomInfoResponse = z.infer<typeof roomInfoResponseSchema>;

export const ROOM_NOT_FOUND_MESSAGE = 'No open room has this code.';
export const ROOMS_FULL_MESSAGE = `You can hold at most ${ROOMS_PER_DIRECTOR_MAX} open rooms. Close one first.`;

export const roomRoutes = {
  createRoom: {
    method: 'POST',
    path: '/rooms',
    auth: 'user',
    response: createRoomResponseSchema,
    status: 201,
  },
  getRoom: { method: 'GET', path: '/rooms/:id', auth: 'none', response: roomInfoResponseSchema },
} as const satisfies Record<string, RouteDef>;

/** The room's WebSocket, outside the route table (an upgrade, not a JSON answer). */
export const ROOM_SOCKET_PATH = '/rooms/:id/ws';
export function roomSocketPath(code: string): string {
  return ROOM_SOCKET_PATH.replace(':id', code);
}

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

const finite = () => z.number().check(z.refine(Number.isFinite, 'A finite number expected'));
const ms = () => finite().check(z.minimum(-1e13), z.maximum(1e13));
const deviceId = () => text(64, { min: 1, pattern: /^[A-Za-z0-9_-]+$/, message: 'A device id expected' });

export const ROOM_ROLES = ['director', 'ringer'] as const;
export type RoomRole = (typeof ROOM_ROLES)[number];

/** The passage looped, as the editor session keeps it (beats; `speedUp` in percent per pass). */
export const roomLoopSchema = z.object({
  on: z.boolean(),
  from: finite().check(z.minimum(0)),
  to: finite().check(z.minimum(0)),
  speedUp: finite().check(z.minimum(0), z.maximum(100)),
  countEachPass: z.optional(z.boolean()),
});
export type RoomLoop = z.infer<typeof roomLoopSchema>;

export const INTENT_KINDS = ['start', 'stop', 'seek', 'loop', 'tempo', 'countIn', 'song'] as const;
export type IntentKind = (typeof INTENT_KINDS)[number];

/**
 * What the director asks of every device, on the shared (server) clock: the whole transport after
 * the change, not a difference, so a device that joins or comes back needs only the last one.
 *
 * - `playing`: whether the transport runs from `startAt` on.
 * - `startAt` (server clock, ms, `performance.timeOrigin + performance.now()` of the server):
 *   the moment this takes effect on every device, exactly as if Play (or Stop) were pressed there
 *   and then: with `countIn`, the count-in of `warmupBeats` clicks starts at `startAt` and
 *   `fromBeat` sounds after it; without, `fromBeat` sounds at `startAt`. Directors plan it at
 *   least 300 ms ahead; a device that gets it late joins the music where it is by then.
 * - `fromBeat`: where the playhead starts (or rests, when not playing), in beats of the song.
 * - `bpm` (the player's tempo, beats per minute) and `practiceTempo` (percent of it, 25 to 150):
 *   the speed played is `bpm * practiceTempo / 100`.
 * - `revision`: the song revision it plays; the server refuses one that is not the room's.
 * - `kind` says what the director changed (for the ringer's screen: "Tempo 80%"); it does not
 *   change how the intent is played.
 */
export const intentSchema = z.strictObject({
  kind: z.enum(INTENT_KINDS),
  revision: z.int().check(z.positive()),
  playing: z.boolean(),
  startAt: ms(),
  fromBeat: finite().check(z.minimum(0), z.maximum(1e6)),
  bpm: finite().check(z.minimum(10), z.maximum(400)),
  practiceTempo: finite().check(z.minimum(25), z.maximum(150)),
  countIn: z.boolean(),
  warmupBeats: z.int().check(z.minimum(0), z.maximum(16)),
  loop: z.nullable(roomLoopSchema),
});
export type RoomIntent = z.infer<typeof intentSchema>;

/** An intent as the room hands it on: numbered in the room (`seq` only grows) and who sent it. */
export const stampedIntentSchema = z.object({
  ...intentSchema.shape,
  seq: z.int().check(z.positive()),
  by: z.string(),
});
export type StampedIntent = z.infer<typeof stampedIntentSchema>;

/** How well a device's clock is known: from its `status` (`uncertaintyMs` <= 5 good, <= 20 fair). */
export const CLOCK_QUALITIES = ['good', 'fair', 'poor', 'unknown'] as const;
export type ClockQuality = (typeof CLOCK_QUALITIES)[number];

export const memberSchema = z.object({
  deviceId: z.string(),
  name: z.string(),
  iAm: z.nullable(z.string()),
  role: z.enum(ROOM_ROLES),
  /** Connected now; a dropped device stays listed (not connected) until it comes back or is removed. */
  connected: z.boolean(),
  /** May send intents: the director's devices, and the one device the transport is handed to. */
  leads: z.boolean(),
  clock: z.enum(CLOCK_QUALITIES),
  rttMs: z.nullable(z.number()),
  offsetMs: z.nullable(z.number()),
  uncertaintyMs: z.nullable(z.number()),
  outputDelayMs: z.nullable(z.number()),
});
export type RoomMember = z.infer<typeof memberSchema>;

// ---------------------------------------------------------------------------------------------
// Client -> server
// ---------------------------------------------------------------------------------------------

export const ROOM_NAME_MAX = 40;

/**
 * The first message of every connection (anything before it is refused). `role: 'director'` needs
 * the room's owner's session cookie (sent with the upgrade) or `directorToken`; without either the
 * connection is closed (`refused`). `resumeToken` (from an earlier `welcome`) takes back the same
 * device id after a dropped connection.
 */
export const helloMessageSchema = z.strictObject({
  type: z.literal('hello'),
  name: text(ROOM_NAME_MAX, { min: 1 }),
  iAm: z.nullable(text(ROOM_NAME_MAX)),
  role: z.enum(ROOM_ROLES),
  directorToken: z.optional(text(100)),
  resumeToken: z.optional(text(100)),
});

/** A clock sample: `t0` is the device's clock (ms) when sent; the server answers `pong`. */
export const pingMessageSchema = z.strictObject({ type: z.literal('ping'), t0: ms() });

/** The device's clock and output as it measured them, shown to the director. */
export const statusMessageSchema = z.strictObject({
  type: z.literal('status'),
  /** server clock = device clock + offsetMs. */
  offsetMs: ms(),
  rttMs: finite().check(z.minimum(0), z.maximum(60_000)),
  uncertaintyMs: finite().check(z.minimum(0), z.maximum(60_000)),
  outputDelayMs: finite().check(z.minimum(0), z.maximum(10_000)),
});

/** Leaders only. */
export const intentMessageSchema = z.strictObject({ type: z.literal('intent'), intent: intentSchema });

/** Director only: the song changed (an edit, or another song); `revision` must be above the room's. */
export const songMessageSchema = z.strictObject({
  type: z.literal('song'),
  revision: z.int().check(z.positive()),
  title: z.optional(text(ROOM_TITLE_MAX, { min: 1 })),
  song: songSchema,
});

/** Director only: removes a device (it is told `removed`); it may join again as a new device. */
export const removeMessageSchema = z.strictObject({ type: z.literal('remove'), deviceId: deviceId() });

/** Director only: ends the room for everyone. */
export const closeMessageSchema = z.strictObject({ type: z.literal('close') });

/** Director only: lets one ringer's device send intents too (null takes it back). */
export const handOverMessageSchema = z.strictObject({
  type: z.literal('handOver'),
  deviceId: z.nullable(deviceId()),
});

export const clientMessageSchema = z.discriminatedUnion('type', [
  helloMessageSchema,
  pingMessageSchema,
  statusMessageSchema,
  intentMessageSchema,
  songMessageSchema,
  removeMessageSchema,
  closeMessageSchema,
  handOverMessageSchema,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type ClientMessageOf<T extends ClientMessage['type']> = Extract<ClientMessage, { type: T }>;

// ---------------------------------------------------------------------------------------------
// Server -> client
// ---------------------------------------------------------------------------------------------

export const roomStateSchema = z.object({
  code: z.string(),
  title: z.string(),
  revision: z.int().check(z.positive()),
  song: songSchema,
  /** The last intent; null until the director sent one. */
  intent: z.nullable(stampedIntentSchema),
  /** The ringer's device the transport is handed to, if any. */
  handedTo: z.nullable(z.string()),
  /** The director's choir's ringers, for 'I am' (empty: type a name). */
  ringers: z.array(roomRingerSchema),
  /** The director's choir (its assignment in the song gives each ringer's bells); null: none. */
  choirId: z.optional(z.nullable(z.string())),
});
export type RoomState = z.infer<typeof roomStateSchema>;

/** The answer to `hello`: who this device is in the room, the room now, and who is here. */
export const welcomeMessageSchema = z.object({
  type: z.literal('welcome'),
  deviceId: z.string(),
  /** Keep it for this room: sent in the next `hello`, it takes back this device id. */
  resumeToken: z.string(),
  role: z.enum(ROOM_ROLES),
  room: roomStateSchema,
  members: z.array(memberSchema),
  /** The server clock when sent (a first rough offset before any ping). */
  serverTime: z.number(),
});

/** `t0` echoed; `t1` when the ping arrived and `t2` when the pong left, on the server clock (ms). */
export const pongMessageSchema = z.object({
  type: z.literal('pong'),
  t0: z.number(),
  t1: z.number(),
  t2: z.number(),
});

/** Everyone in the room, sent to all whenever someone joins, leaves, reports or is handed the lead. */
export const membersMessageSchema = z.object({
  type: z.literal('members'),
  members: z.array(memberSchema),
  handedTo: z.nullable(z.string()),
});

/** A leader's intent, to every device (the sender's too: that is its acknowledgement). */
export const intentBroadcastSchema = z.object({ type: z.literal('intent'), intent: stampedIntentSchema });

/** The song's new revision, to every device. */
export const songBroadcastSchema = z.object({
  type: z.literal('song'),
  revision: z.int().check(z.positive()),
  title: z.string(),
  song: songSchema,
});

/** To the removed device, just before its connection closes (ROOM_CLOSE_CODES.removed). */
export const removedMessageSchema = z.object({ type: z.literal('removed') });

export const CLOSE_REASONS = ['director', 'idle', 'director-gone'] as const;
/** The room ended, to every device, just before the connections close (ROOM_CLOSE_CODES.closed). */
export const closedMessageSchema = z.object({ type: z.literal('closed'), reason: z.enum(CLOSE_REASONS) });

export const ROOM_ERROR_CODES = [
  /** Not JSON, or not one of the messages above. */
  'bad-message',
  /** Larger than ROOM_MESSAGE_MAX_BYTES (ROOM_SONG_MESSAGE_MAX_BYTES for `song`). */
  'too-large',
  /** More than ROOM_MESSAGES_PER_10_S. */
  'rate-limited',
  /** A message this device may not send (a ringer's intent, a second hello, ...). */
  'not-allowed',
  /** An intent for another revision, or a song whose revision is not above the room's. */
  'stale-revision',
  /** `remove` or `handOver` naming a device not in the room. */
  'no-such-device',
] as const;
export type RoomErrorCode = (typeof ROOM_ERROR_CODES)[number];

/** A refused message: nothing changed. */
export const errorMessageSchema = z.object({
  type: z.literal('error'),
  code: z.enum(ROOM_ERROR_CODES),
  message: z.string(),
});

export const serverMessageSchema = z.discriminatedUnion('type', [
  welcomeMessageSchema,
  pongMessageSchema,
  membersMessageSchema,
  intentBroadcastSchema,
  songBroadcastSchema,
  removedMessageSchema,
  closedMessageSchema,
  errorMessageSchema,
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type ServerMessageOf<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;
