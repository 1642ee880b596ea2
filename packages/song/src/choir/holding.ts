/**
 * What a ringer holds in hand. A bell is in hand from its strike to the end of its length (the
 * written value: ring, then damp); a re-strike of the same bell ends the previous ring. A ringer
 * holds as many bells as their hands allow (`hands.ts`); with more bells in their part they must
 * put one down to pick up another (a bell change, a 'swap'). In an LV passage a bell rings on, so
 * stays in hand, until the passage's R.
 */
import { partitionPoint } from '../search.ts';
import { rowKey } from '../song.ts';
import type { Beat, Passage, Song, Stave } from '../types.ts';

/** One ring of one row: [start, end) in beats. */
export interface Ring {
  readonly row: string;
  readonly start: Beat;
  readonly end: Beat;
}

export const BELLS_IN_HAND_MAX = 4;

/** The LV passage a strike at `beat` falls in, if any. */
function lvPassageAt(passages: readonly Passage[], beat: Beat): Passage | undefined {
  return passages.find((p) => p.technique === 'lv' && p.from <= beat && beat < p.to);
}

/**
 * The rings of a row, each ended by its length (or, in an LV passage, by the passage's R) or by
 * the next strike of the same row.
 */
export function ringsOf(stave: Stave, passages: readonly Passage[] = []): Ring[] {
  const row = rowKey(stave);
  return stave.notes.map((note, i) => {
    const next = stave.notes[i + 1];
    const lv = note.technique === undefined ? lvPassageAt(passages, note.beat) : undefined;
    const end = Math.max(note.beat + note.length, lv ? lv.to : 0);
    return { row, start: note.beat, end: next ? Math.min(end, next.beat) : end };
  });
}

/** A function giving a stave's rings in `song` (its LV passages counted). */
export const songRings =
  (song: Song) =>
  (stave: Stave): Ring[] =>
    ringsOf(stave, song.passages ?? []);

/** Rings sorted by start (then row), as the functions below take them. */
export function sortRings(rings: Ring[]): Ring[] {
  return rings.sort((a, b) => a.start - b.start || (a.row < b.row ? -1 : a.row > b.row ? 1 : 0));
}

/** The most rows sounding at one moment (a ring ending as another starts does not overlap it). */
export function mostAtOnce(rings: readonly Ring[]): number {
  const events: [Beat, number][] = [];
  for (const ring of rings) {
    if (ring.end <= ring.start) continue;
    events.push([ring.start, 1], [ring.end, -1]);
  }
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let now = 0;
  let most = 0;
  for (const [, change] of events) {
    now += change;
    most = Math.max(most, now);
  }
  return most;
}

/** The moments (beats) at which more than `limit` rows sound at once, each the start of such a stretch. */
export function overfullMoments(rings: readonly Ring[], limit = BELLS_IN_HAND_MAX): Beat[] {
  const events: [Beat, number][] = [];
  for (const ring of rings) if (ring.end > ring.start) events.push([ring.start, 1], [ring.end, -1]);
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let now = 0;
  const moments: Beat[] = [];
  for (const [beat, change] of events) {
    const before = now;
    now += change;
    if (before <= limit && now > limit) moments.push(beat);
  }
  return moments;
}

/**
 * The bell changes a ringer needs to ring these rings (sorted by start) with `hold` bells in hand:
 * a bell not in hand is picked up free while a hand has room, else one in hand that is not
 * sounding is put down for it, the one needed again latest (which gives the fewest changes).
 */
export function swapsFor(rings: readonly Ring[], hold = BELLS_IN_HAND_MAX): number {
  const strikes = new Map<string, Beat[]>();
  for (const ring of rings) {
    const list = strikes.get(ring.row);
    if (list) list.push(ring.start);
    else strikes.set(ring.row, [ring.start]);
  }
  if (strikes.size <= hold) return 0;
  const nextUse = (row: string, after: Beat): Beat => {
    const list = strikes.get(row) as Beat[];
    // A strike at this same moment is needed now: keep that bell.
    return list[partitionPoint(list.length, (i) => list[i]! >= after)] ?? Number.POSITIVE_INFINITY;
  };
  const inHand = new Map<string, Beat>(); // row -> end of its latest ring
  let swaps = 0;
  for (const ring of rings) {
    if (!inHand.has(ring.row)) {
      if (inHand.size >= hold) {
        let putDown: string | null = null;
        let latest = Number.NEGATIVE_INFINITY;
        for (const [row, end] of inHand) {
          if (end > ring.start) continue;
          const next = nextUse(row, ring.start);
          if (next > latest) {
            latest = next;
            putDown = row;
          }
        }
        // More than `hold` sounding at once: the caller keeps that from happening; put one down anyway.
        inHand.delete(putDown ?? (inHand.keys().next().value as string));
        swaps += 1;
      }
    }
    inHand.set(ring.row, Math.max(inHand.get(ring.row) ?? ring.end, ring.end));
  }
  return swaps;
}
