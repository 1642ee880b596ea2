/**
 * Which rows sound how when the choir plays: a gain per row, which playback puts on every strike
 * of the row (0: not struck at all).
 */
import { type Choir, type ChoirAssignment, rowHolders, rowKey, type Song } from '@ringalong/song';
import type { ChoirSession, RingMode } from './session.ts';

/** A row rung by a person, with the quiet guide on: soft enough to ring over, loud enough to follow. */
export const GUIDE_GAIN = 0.2;

/** The mode a row is rung in today (a soloed choir aside). */
export function rowMode(
  session: ChoirSession,
  holder: string | undefined,
  row: string,
  ringers: ReadonlySet<string>,
): RingMode {
  const chosen = session.rowModes[row];
  if (chosen) return chosen;
  // Nobody's rows, and an absent ringer's, are the computer's.
  if (!holder || !ringers.has(holder) || session.absent.includes(holder)) return 'computer';
  return session.ringerModes[holder] ?? 'person';
}

/**
 * Each row of the song (by `rowKey`) and the gain its strikes get: 1 full, GUIDE_GAIN the quiet
 * guide, 0 silent. Solo: the soloed ringer's rows full, every other row silent or the guide.
 */
export function rowGains(
  song: Song,
  choir: Choir,
  assignment: ChoirAssignment,
  session: ChoirSession,
): Map<string, number> {
  const holders = rowHolders(song, assignment);
  const ringers = new Set(choir.ringers.map((ringer) => ringer.id));
  const soloing = session.solo !== null && ringers.has(session.solo);
  const quiet = session.quietGuide ? GUIDE_GAIN : 0;
  const gains = new Map<string, number>();
  for (const stave of song.staves) {
    const key = rowKey(stave);
    const holder = holders.get(key);
    if (soloing) {
      gains.set(key, holder === session.solo ? 1 : quiet);
      continue;
    }
    const mode = rowMode(session, holder, key, ringers);
    gains.set(key, mode === 'computer' ? 1 : mode === 'person' ? quiet : 0);
  }
  return gains;
}

/** In a ringer's practice audio, everyone else's bells: quieter, to ring along with, 12 dB down. */
export const PRACTICE_REST_GAIN = 0.25;

/**
 * A ringer's practice mix for home (Export's 'Practice audio for Ben'): their own rows full, every
 * other row at PRACTICE_REST_GAIN; the choir's sound choices kept where they silence a row (a
 * row or ringer muted stays silent).
 */
export function practiceGains(
  song: Song,
  choir: Choir,
  assignment: ChoirAssignment,
  session: ChoirSession,
  ringer: string,
): Map<string, number> {
  const holders = rowHolders(song, assignment);
  const ringers = new Set(choir.ringers.map((r) => r.id));
  const gains = new Map<string, number>();
  for (const stave of song.staves) {
    const key = rowKey(stave);
    const holder = holders.get(key);
    if (rowMode(session, holder, key, ringers) === 'muted') gains.set(key, 0);
    else gains.set(key, holder === ringer ? 1 : PRACTICE_REST_GAIN);
  }
  return gains;
}
