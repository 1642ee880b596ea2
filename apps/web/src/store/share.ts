/**
 * Sharing the open song (features/share): its link, the embedded player's, and the link's QR code.
 * The QR code maker comes with a room's code (store/room-qr.ts, in room-code.ts: the rooms are its
 * one other user), loaded when the Share dialog first draws a code.
 */
import { embedPath, parseSongAddress } from '@ringalong/song';
import type { QrModules } from './room-qr.ts';
import { addressOf } from './song-address.ts';
import { loadRooms } from './together.ts';
import type { AppData } from './types.ts';

export interface ShareLinks {
  /** The song's address, whole: what the link, the QR code and a message carry. */
  readonly link: string;
  /** The embedded player's address. */
  readonly embed: string;
}

/** The open song's links on `origin`, or null for a song with no address yet (never saved). */
export function shareLinks(
  state: Pick<AppData, 'loadedSongMeta' | 'loadedTitle'>,
  origin: string,
): ShareLinks | null {
  const path = addressOf(state);
  const named = parseSongAddress(path);
  if (!named) return null;
  return { link: `${origin}${path}`, embed: `${origin}${embedPath(named.id)}` };
}

/** `text` as a QR code, once a room's code (which makes them) has loaded. */
export async function qrCodeOf(text: string): Promise<QrModules> {
  return (await loadRooms()).qrModules(text);
}
