/**
 * A rehearsal room on this device (in the dialogs' chunk, loaded by store/together.ts): the director
 * makes the room with the song in the player and leads it (every start and stop goes out as an
 * intent on the shared clock, planned ahead, and plays here on the same schedule; edits go out as
 * new revisions); a ringer joins by its code and follows (the song and every intent, played
 * against its own audio clock mapped to the shared one, late or after a reconnection from where
 * the room is by then). What the views show is the store's `room`.
 */
import {
  type ClientMessage,
  type ClientMessageOf,
  displayRoomCode,
  normalizeRoomCode,
  ROOM_CLOSE_CODES,
  ROOM_CODE_PATTERN,
  type RoomIntent,
  type StampedIntent,
} from '@ringalong/contract/rooms';
import type { Preferences, Song } from '@ringalong/song';
import { roomApi, roomSocketUrl } from '../api/rooms.ts';
import {
  type SlewedClock,
  slewedLocalAt,
  slewedSharedAt,
  slewToward,
} from '../editor/together/clock-slew.ts';
import { type ClockEstimate, MIN_SAMPLES, sharedAt } from '../editor/together/clock-sync.ts';
import {
  type ConnectionEvent,
  type Hello,
  JOIN_PINGS,
  RoomConnection,
  type RoomSocket,
} from '../editor/together/room-connection.ts';
import { plannedStartAt } from '../editor/together/synced-start.ts';
import type { LeadRequest, RoomLead } from '../editor/together/transport-link.ts';
import type { GetState, SetState } from './actions.ts';
import { qrModules } from './room-qr.ts';
import type { RoomIAm, RoomRinger, RoomView, SongDocument } from './types.ts';

export interface RoomHandle {
  leave(): void;
  close(): void;
  remove(deviceId: string): void;
  handOver(deviceId: string | null): void;
}

/** An edit reaches the room this long after the last keystroke of a burst (ms). */
const EDIT_SEND_DELAY_MS = 400;

/** The director: a room for the song in the player, led from this device. */
export async function openRoom(set: SetState, get: GetState, doc: SongDocument): Promise<RoomHandle> {
  const title = doc.title.trim() || 'Rehearsal';
  const songId = get().loadedSongMeta.song_id;
  const { choir } = get();
  const active = choir.choirs.find((c) => c.id === choir.activeId);
  // The active choir's ringers are offered for 'I am'; its id finds their bells in the song.
  const ringers = (active?.ringers ?? []).map((ringer) => ({
    id: ringer.id,
    name: ringer.name.slice(0, 40),
  }));
  const made = await roomApi.create({
    title,
    song: wire(doc.song),
    songId: songId > 0 ? songId : null,
    ...(active ? { ringers, choirId: active.id } : {}),
  });
  set({ room: newView('director', made.code, made.joinUrl, title, null) });
  const name = get().user.name?.trim() || 'Director';
  return connect(set, get, doc, made.code, {
    name: name.slice(0, 40),
    iAm: null,
    role: 'director',
    directorToken: made.directorToken,
  });
}

/** A ringer: joins the room by its code, following the director. */
export function joinRoom(
  set: SetState,
  get: GetState,
  doc: SongDocument,
  who: { code: string; name: string; iAm: RoomIAm | null },
): RoomHandle {
  const code = normalizeRoomCode(who.code);
  set({ room: newView('ringer', code, '', '', who.iAm?.name ?? null) });
  // A ringer sees the player, not the composer.
  if (get().preferences.editMode) get().setPreferences({ editMode: false });
  const iAm = who.iAm ? (who.iAm.ringerId ?? who.iAm.name) : null;
  // Guide tones start off on every joining: the ringer turns them on for earphones.
  setIAm(doc, iAm, { quietGuide: false });
  return connect(set, get, doc, code, {
    name: who.name.slice(0, 40),
    iAm: who.iAm?.name.slice(0, 40) ?? null,
    role: 'ringer',
  });
}

/** The join form's choices for 'I am': the room's choir's ringers (none for a room without). */
export async function roomRingers(typed: string): Promise<readonly RoomRinger[]> {
  const code = normalizeRoomCode(typed);
  // Part of a code asks nothing of the server.
  if (!ROOM_CODE_PATTERN.test(code)) return [];
  const room = await roomApi.get(code);
  return room.ringers ?? [];
}

function newView(role: RoomView['role'], code: string, joinUrl: string, title: string, iAm: string | null) {
  return {
    role,
    code,
    shownCode: displayRoomCode(code),
    joinUrl,
    qr: joinUrl ? qrModules(joinUrl) : null,
    title,
    deviceId: null,
    members: [],
    handedTo: null,
    connection: 'connecting',
    clock: null,
    ended: null,
    lastChange: null,
    iAm,
    ringers: [],
    choirId: null,
  } satisfies RoomView;
}

/** 'I am' through the session model: the player's own view of that ringer follows from it. */
function setIAm(doc: SongDocument, iAm: string | null, patch: { quietGuide?: boolean } = {}): void {
  const choir = doc.session.choir;
  doc.session.setChoir({
    on: choir?.on ?? true,
    absent: choir?.absent ?? [],
    ringerModes: choir?.ringerModes ?? {},
    rowModes: choir?.rowModes ?? {},
    solo: choir?.solo ?? null,
    quietGuide: patch.quietGuide ?? choir?.quietGuide ?? false,
    iAm,
    lanes: choir?.lanes ?? false,
  });
}

/**
 * Intents sent and played (with the offset the applied clock had then), and every change of the
 * clock's estimate (`clock`: performance.now() ms; `change`: how far it moved the shared time at
 * that instant; `timeOrigin`, so a benchmark on one machine can tell the estimate's error), when
 * a benchmark puts an array at `globalThis.ringalongRoomLog`.
 */
type RoomLogEntry =
  | { sent?: number; applied?: number; startAt: number; offsetMs: number; timeOrigin: number }
  /**
   * An intent's frame as the socket's message event got it (`received`) and as this device's code
   * took it (`handled`; `waited`: it waits for the join's clock), on the machine's clock.
   */
  | { received?: number; handled?: number; waited?: boolean; startAt: number; seq: number }
  | {
      clock: number;
      offsetMs: number;
      change: number;
      roundTripMs: number;
      uncertaintyMs: number;
      samples: number;
      timeOrigin: number;
    };
const roomLog = () => (globalThis as { ringalongRoomLog?: RoomLogEntry[] }).ringalongRoomLog;

/** Logs a new estimate and what it changed the shared time by at this instant. */
function logClock(previous: ClockEstimate | null, estimate: ClockEstimate): void {
  const now = performance.now();
  roomLog()?.push({
    clock: now,
    offsetMs: sharedAt(estimate, now) - now,
    change: previous ? sharedAt(estimate, now) - sharedAt(previous, now) : 0,
    roundTripMs: estimate.roundTripMs,
    uncertaintyMs: estimate.uncertaintyMs,
    samples: estimate.samples,
    timeOrigin: performance.timeOrigin,
  });
}

/** Logs an intent's frame as the socket's message event hands it over (benchmarks only). */
function logReceived(data: unknown): void {
  const received = performance.timeOrigin + performance.now();
  if (typeof data !== 'string' || !data.startsWith('{"type":"intent"')) return;
  const { intent } = JSON.parse(data) as { intent: StampedIntent };
  roomLog()?.push({ received, startAt: intent.startAt, seq: intent.seq });
}

/** The song as the room's messages carry it (the same data; the schema's type is not read-only). */
const wire = (song: Song) => song as unknown as ClientMessageOf<'song'>['song'];

/** The browser's WebSocket as the connection drives it. */
function socketOf(ws: WebSocket): RoomSocket {
  const socket: RoomSocket = {
    send: (data) => ws.send(data),
    close: (code) => ws.close(code),
    onopen: null,
    onmessage: null,
    onclose: null,
  };
  ws.onopen = () => socket.onopen?.();
  ws.onmessage = (event) => {
    if (roomLog()) logReceived(event.data);
    socket.onmessage?.({ data: event.data });
  };
  ws.onclose = (event) => socket.onclose?.({ code: event.code });
  return socket;
}

const ENDINGS: Record<number, string> = {
  [ROOM_CLOSE_CODES.removed]: 'The director took this device out of the room.',
  [ROOM_CLOSE_CODES.closed]: 'The room has ended.',
  [ROOM_CLOSE_CODES.notFound]: 'No open room has this code.',
  [ROOM_CLOSE_CODES.full]: 'The room is full.',
  [ROOM_CLOSE_CODES.refused]: 'The room refused this device.',
  [ROOM_CLOSE_CODES.badMessages]: 'The room closed the connection.',
};

function connect(set: SetState, get: GetState, doc: SongDocument, code: string, hello: Hello): RoomHandle {
  const director = hello.role === 'director';
  let revision = 0;
  let deviceId: string | null = null;
  /** The room's intent waiting for the clock (at join, after a reconnection). */
  let last: StampedIntent | null = null;
  /** The last intent the room sent, kept to play a new song on where the room is. */
  let remember: StampedIntent | null = null;
  let editTimer: ReturnType<typeof setTimeout> | null = null;
  /** The estimate last logged (benchmarks: `logClock`). */
  let logged: ClockEstimate | null = null;
  /** The room's clock as applied here: each new estimate eased in (clock-slew.ts). */
  let applied: SlewedClock | null = null;
  /** The applied clock's offset (shared minus local, ms) now, for the log. */
  const appliedOffset = (clock: SlewedClock) => {
    const now = performance.now();
    return { offsetMs: slewedSharedAt(clock, now) - now, timeOrigin: performance.timeOrigin };
  };
  const update = (patch: Partial<RoomView>) => set((s) => (s.room ? { room: { ...s.room, ...patch } } : {}));
  const prefs = (): Preferences => get().preferences;

  const connection = new RoomConnection(
    hello,
    {
      open: () => socketOf(new WebSocket(roomSocketUrl(code))),
      now: () => performance.now(),
      setTimer: (run, ms) => setTimeout(run, ms),
      clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      random: Math.random,
      // The way to the ear: the browser's output delay (output timestamp or outputLatency) and,
      // beyond what the browser knows, the tap calibration. Playing uses both: the engine places
      // a run by the output timestamp, and the planned instant is moved by the calibration.
      outputDelayMs: () => Math.max(0, (get().deps.audio.outputDelayMs() ?? 0) + prefs().deviceOffsetMs),
    },
    (event) => receive(event),
  );

  /** Exchanges answered since this connection's welcome. */
  let exchanged = 0;
  /**
   * A clock known well enough to play by: the connection's whole join burst is in, not its first
   * few (a run is placed once, by the clock of that moment: issue 29s saw a ringer that played at 3
   * exchanges stay 17 ms off until the next intent).
   */
  const clock = (): ClockEstimate | null => {
    const estimate = connection.clock;
    return estimate && exchanged >= JOIN_PINGS && estimate.samples >= MIN_SAMPLES ? estimate : null;
  };

  const follow = (intent: StampedIntent) => {
    const estimate = clock();
    // Played once the clock is known and the song it plays is here (a newer song plays it too).
    if (!estimate || !applied || intent.revision > revision) return;
    const own = prefs();
    doc.follow({
      playing: intent.playing,
      fromBeat: intent.fromBeat,
      loop: intent.loop,
      prefs: {
        ...own,
        bpm: intent.bpm,
        practiceTempo: intent.practiceTempo,
        countIn: intent.countIn,
        warmupBeats: intent.warmupBeats,
      },
      heardAt: slewedLocalAt(applied, intent.startAt) - own.deviceOffsetMs,
    });
    update({ lastChange: intent.kind });
    roomLog()?.push({
      applied: performance.timeOrigin + performance.now(),
      startAt: intent.startAt,
      ...appliedOffset(applied),
    });
  };

  const lead: RoomLead = {
    plan: () => {
      const now = performance.now();
      if (!applied) return now + 300;
      return slewedLocalAt(applied, plannedStartAt(slewedSharedAt(applied, now))) - prefs().deviceOffsetMs;
    },
    send: (request: LeadRequest, heardAt: number) => {
      if (!applied || revision === 0) return;
      const own = prefs();
      const loop = doc.session.transport.loop;
      const intent: RoomIntent = {
        kind: request.kind,
        revision,
        playing: request.playing,
        startAt: slewedSharedAt(applied, heardAt + own.deviceOffsetMs),
        fromBeat: Math.max(0, request.fromBeat),
        bpm: Math.min(400, Math.max(10, own.bpm)),
        practiceTempo: Math.min(150, Math.max(25, own.practiceTempo)),
        countIn: own.countIn,
        warmupBeats: Math.min(16, Math.max(0, Math.round(own.warmupBeats))),
        loop: loop ? { ...loop, from: Math.max(0, loop.from), to: Math.max(0, loop.to) } : null,
      };
      connection.send({ type: 'intent', intent });
      roomLog()?.push({
        sent: performance.timeOrigin + performance.now(),
        startAt: intent.startAt,
        ...appliedOffset(applied),
      });
    },
  };

  const sendSong = () => {
    editTimer = null;
    if (revision === 0) return;
    revision++;
    const message: ClientMessage = {
      type: 'song',
      revision,
      title: doc.title.trim() || 'Rehearsal',
      song: wire(doc.song),
    };
    if (!connection.send(message)) revision--;
  };
  const stopWatchingEdits = director
    ? doc.onEdit(() => {
        if (editTimer) clearTimeout(editTimer);
        editTimer = setTimeout(sendSong, EDIT_SEND_DELAY_MS);
      })
    : () => {};

  /** A new song loaded: the session's I am stays whom this device rings for. */
  const keepIAm = () => setIAm(doc, doc.session.choir?.iAm ?? null);

  /** Who drives the transport here: the director, or a ringer it is handed to. */
  const takeRole = (handedTo: string | null) => {
    const leads = director || (deviceId !== null && handedTo === deviceId);
    doc.setRoomRole(leads ? { lead } : 'follow');
  };

  function receive(event: ConnectionEvent): void {
    switch (event.type) {
      case 'welcome': {
        exchanged = 0;
        deviceId = event.deviceId;
        revision = event.room.revision;
        update({
          deviceId,
          // Joining again until this connection's clock is in (a new path, a phone that slept).
          clock: null,
          title: event.room.title,
          members: event.members,
          handedTo: event.room.handedTo,
          ringers: event.room.ringers,
          choirId: event.room.choirId ?? null,
          ended: null,
        });
        if (!director) {
          doc.load(event.room.song, event.room.title);
          keepIAm();
        }
        takeRole(event.room.handedTo);
        last = director ? null : event.room.intent;
        remember = last;
        return;
      }
      case 'clock': {
        exchanged++;
        if (roomLog()) logClock(logged, event.clock);
        logged = event.clock;
        applied = slewToward(applied, event.clock, performance.now());
        // The device shows as in the room's step (or its clock uncertain) only once it plays by
        // that clock: until its join's burst is in it is still joining, and a passage started
        // then would reach it late (issue 29r: docs/performance.md, rehearsing together).
        if (!clock()) return;
        const { quality, uncertaintyMs, roundTripMs } = event.clock;
        update({ clock: { quality, uncertaintyMs, roundTripMs } });
        // Back (or just in): once the clock is known, the room's last intent plays from where it is.
        if (last) {
          const pending = last;
          last = null;
          follow(pending);
        }
        return;
      }
      case 'members':
        update({ members: event.members, handedTo: event.handedTo });
        takeRole(event.handedTo);
        return;
      case 'intent':
        // The leader's own intent comes back as its acknowledgement: it plays already.
        if (event.intent.by === deviceId) return;
        roomLog()?.push({
          handled: performance.timeOrigin + performance.now(),
          waited: !clock(),
          startAt: event.intent.startAt,
          seq: event.intent.seq,
        });
        remember = event.intent;
        if (clock()) follow(event.intent);
        else last = event.intent;
        return;
      case 'song':
        revision = event.revision;
        update({ title: event.title });
        if (!director) {
          doc.load(event.song, event.title);
          keepIAm();
          // The new song plays on where the room is.
          if (remember) follow(remember);
        }
        return;
      case 'removed':
      case 'closed':
        return;
      case 'connection':
        update({ connection: event.state });
        if (event.state === 'ended') {
          doc.setRoomRole(null);
          stopWatchingEdits();
          update({ ended: ENDINGS[event.code ?? 0] ?? 'The connection to the room ended.' });
        }
        return;
      case 'error':
        console.warn(`Room: ${event.code}: ${event.message}`);
        return;
      default:
        return;
    }
  }
  connection.start();
  return {
    leave: () => {
      if (editTimer) clearTimeout(editTimer);
      stopWatchingEdits();
      connection.stop();
      doc.setRoomRole(null);
    },
    close: () => {
      connection.send({ type: 'close' });
    },
    remove: (id) => {
      connection.send({ type: 'remove', deviceId: id });
    },
    handOver: (id) => {
      connection.send({ type: 'handOver', deviceId: id });
    },
  };
}
