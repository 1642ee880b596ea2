/**
 * The choir in a rehearsal room (issue 29): the director's device rings for the ringers who are
 * not in the room, and a ringer's device sounds nobody else's bells, its own only as quiet guide
 * tones when the ringer asks for them (in earphones).
 */
import { type Choir, rowKey, type Song } from '@ringalong/song';
import type { ChoirView } from '../types.ts';
import type { ChoirSession } from './session.ts';
import { GUIDE_GAIN } from './sound.ts';

/** The room's choir as a ringer's device knows it: its id and its ringers (no bells, no chart). */
export function roomChoir(id: string, ringers: readonly { id: string; name: string }[]): Choir {
  return { id, name: '', ringers: ringers.map((r) => ({ id: r.id, name: r.name })), bells: [], chimes: [] };
}

/**
 * On the director's device: the choir's ringers that no connected device rings for (by the name
 * its 'I am' gives) are away today, as well as those the director marked away; the computer
 * rings their rows.
 */
export function awayFromRoom(
  session: ChoirSession,
  choir: Choir,
  ringingFor: readonly string[],
): ChoirSession {
  const here = new Set(ringingFor);
  const away = choir.ringers.filter((r) => !here.has(r.name) && !here.has(r.id)).map((r) => r.id);
  const absent = [...new Set([...session.absent, ...away])];
  return absent.length === session.absent.length ? session : { ...session, absent };
}

/**
 * On a ringer's device: every row silent but the ringer's own (the view's focus), which sound at
 * GUIDE_GAIN while the quiet guide is on. Without a choir view (no choir, no assignment, a name
 * typed) every row is silent: only the director's device rings for the missing.
 */
export function followerView(song: Song, view: ChoirView | null, session: ChoirSession): ChoirView {
  const own = view?.focus ?? null;
  const rowGains = new Map<string, number>();
  for (const stave of song.staves) {
    const key = rowKey(stave);
    rowGains.set(key, session.quietGuide && own?.has(key) ? GUIDE_GAIN : 0);
  }
  return view ? { ...view, rowGains } : { rowGains, lanes: null, focus: null, table: null, part: null };
}
