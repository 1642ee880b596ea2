/**
 * Rehearse together: the store's side of a rehearsal room. The room's code (the connection, the
 * clock, the wiring to playback: `room-flows.ts`, gathered in `room-code.ts`) comes with the
 * dialogs' chunk, loaded when a director opens a room or a ringer joins one, never on start.
 */
import { errorMessage } from '../api/errors.ts';
import { loadOnce } from '../load-once.ts';
import type { GetState, SetState, TogetherActions } from './actions.ts';
import type * as RoomCodeModule from './room-code.ts';
import type { RoomHandle } from './room-flows.ts';
import type { RoomView, SongDocument } from './types.ts';

export type RoomCode = typeof RoomCodeModule;

let roomSource: (() => Promise<RoomCode>) | null = null;

/** Where a room's code comes from (the shell's dialogs chunk); set once at start. */
export function roomCodeFrom(load: () => Promise<RoomCode>): void {
  roomSource = load;
}

export const loadRooms = loadOnce(
  (): Promise<RoomCode> =>
    roomSource
      ? roomSource()
      : Promise.reject(new Error("A room's code has no source (app/chunk-sources.ts)")),
);

/** The room's address a ringer opened (`/rehearse/<code>` or `?join=<code>`), or null. */
export function joinCodeIn(path: string, search = ''): string | null {
  const fromPath = /^\/rehearse\/([^/?#]+)\/?$/.exec(path)?.[1];
  const fromQuery = new URLSearchParams(search).get('join');
  const code = fromPath ?? fromQuery;
  return code ? decodeURIComponent(code) : null;
}

/** Why this device's transport does nothing (a ringer's, not handed over), or null when it leads. */
export function transportLock(room: RoomView | null): string | null {
  if (room?.role !== 'ringer' || room.connection === 'ended') return null;
  if (room.deviceId !== null && room.handedTo === room.deviceId) return null;
  return 'The director leads the transport: Play, Stop, loops and tempo come from them.';
}

export function togetherActions(set: SetState, get: GetState, doc: SongDocument): TogetherActions {
  let room: RoomHandle | null = null;
  const leave = () => {
    room?.leave();
    room = null;
  };
  const failed = (what: string, error: unknown) => {
    set({ room: null });
    get().notify({ severity: 'error', summary: what, detail: errorMessage(error), life: 6000 });
  };
  return {
    openRoom: async () => {
      leave();
      try {
        const rooms = await loadRooms();
        room = await rooms.openRoom(set, get, doc);
      } catch (error) {
        failed('The room could not be opened', error);
      }
    },
    joinRoom: async (code, name, iAm) => {
      leave();
      try {
        const rooms = await loadRooms();
        room = rooms.joinRoom(set, get, doc, { code, name, iAm });
      } catch (error) {
        failed('The room could not be joined', error);
      }
    },
    leaveRoom: () => {
      leave();
      set({ room: null });
    },
    closeRoom: () => {
      room?.close();
      leave();
      set({ room: null });
    },
    removeFromRoom: (deviceId) => room?.remove(deviceId),
    roomRingers: async (code) => {
      try {
        const rooms = await loadRooms();
        return await rooms.roomRingers(code);
      } catch {
        // A wrong code is told when joining; until then the form offers typing a name.
        return [];
      }
    },
    handOver: (deviceId) => room?.handOver(deviceId),
    setGuideTones: (on) => {
      const choir = doc.session.choir;
      if (choir) doc.session.setChoir({ ...choir, quietGuide: on });
    },
  };
}
