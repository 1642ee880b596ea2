/**
 * Rehearsal rooms on the server (docs/rehearse-together.md): make one for the song in the player,
 * look one up by its code, and the address of its WebSocket. Loaded with the room's own code
 * (store/room-code.ts, in the dialogs' chunk), never on start.
 */
import {
  type CreateRoomBody,
  type CreateRoomResponse,
  roomRoutes,
  roomSocketPath,
} from '@ringalong/contract/rooms';
import { call } from './call.ts';
import { apiBase } from './http.ts';

export const roomApi = {
  create: (body: CreateRoomBody): Promise<CreateRoomResponse> =>
    call(roomRoutes.createRoom, { payload: body }),
  get: (code: string) => call(roomRoutes.getRoom, { id: code }),
};

/** The room's WebSocket address, beside the API (ws: or wss: as the page's own scheme). */
export function roomSocketUrl(
  code: string,
  loc: Pick<Location, 'hostname' | 'origin'> = window.location,
): string {
  return `${apiBase(loc).replace(/^http/, 'ws')}${roomSocketPath(code)}`;
}
