/**
 * Handbell positions: the convention by which a choir shares its bells.
 *
 * A position is two adjacent naturals with the accidentals between and below them, each black key
 * going with the natural a semitone above it (its flat name): the C-D position rings C, C#/Db and
 * D; the E-F position rings D#/Eb, E and F; G-A rings F#/Gb, G, G#/Ab and A; B-C rings A#/Bb, B
 * and C. So a position holds at most four bells, two per hand.
 *
 * Naturals pair up from a C: the lowest C at or below the song's lowest row. A song from C4 up
 * gives C4-D4, E4-F4, G4-A4, B4-C5, D5-E5, F5-G5, A5-B5, C6-D6, ...: pairs repeat every two
 * octaves (a five-octave C3-C8 choir: C3-D3 ... B3-C4, D4-E4 ... C5-D5), as choirs' charts do.
 * A handchime row belongs to the position of its pitch, like the bell of the same pitch.
 */
import type { PitchId } from '../types.ts';

/** Naturals below each pitch class within its octave: C 0, D 1, E 2, F 3, G 4, A 5, B 6. */
const NATURAL_OF_CLASS = [0, 1, 1, 2, 2, 3, 4, 4, 5, 5, 6, 6] as const;
const IS_NATURAL = [true, false, true, false, true, true, false, true, false, true, false, true] as const;

/** The natural a pitch is rung with: itself, or for a black key the natural a semitone above. */
export function ownerNatural(pitch: PitchId): PitchId {
  return IS_NATURAL[pitch % 12] ? pitch : pitch + 1;
}

/** The count of naturals from MIDI 0 to the pitch's own natural (C-1 is 0, D-1 1, ...). */
function naturalIndex(natural: PitchId): number {
  return Math.floor(natural / 12) * 7 + NATURAL_OF_CLASS[natural % 12]!;
}

/** The C at or below a pitch: where the pairs of a song whose lowest row is `lowest` begin. */
export function positionAnchor(lowest: PitchId): PitchId {
  return lowest - (lowest % 12);
}

/** The position (0 for the anchor C's pair, 1 for the next, ...) of a pitch, given the anchor C. */
export function positionOf(pitch: PitchId, anchor: PitchId): number {
  return Math.floor((naturalIndex(ownerNatural(pitch)) - naturalIndex(anchor)) / 2);
}

const NAMES = ['C', 'D', 'E', 'F', 'G', 'A', 'B'] as const;

/** A position's name by its two naturals, e.g. 'C4-D4' or 'B4-C5'. */
export function positionName(position: number, anchor: PitchId): string {
  const first = naturalIndex(anchor) + position * 2;
  const name = (index: number) => `${NAMES[((index % 7) + 7) % 7]}${Math.floor(index / 7) - 1}`;
  return `${name(first)}-${name(first + 1)}`;
}
