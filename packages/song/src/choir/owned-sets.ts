/**
 * The sets a choir can say it owns, as written pitches: the 8-note and KidsPlay 25-note classroom
 * sets, 2 to 7 octaves of handbells and 2 to 5 octaves of handchimes (ranges as makers and
 * publishers give them; 'five octaves' is C3-C8 written). Ticking single bells adds to these.
 */
import { EIGHT_NOTE_SET } from '../constants.ts';
import type { Instrument, PitchId } from '../types.ts';

export type OwnedSetId =
  | 'eight'
  | 'kidsplay25'
  | 'bells2'
  | 'bells3'
  | 'bells4'
  | 'bells5'
  | 'bells6'
  | 'bells7'
  | 'chimes2'
  | 'chimes3'
  | 'chimes4'
  | 'chimes5';

export interface OwnedSet {
  readonly id: OwnedSetId;
  readonly label: string;
  readonly instrument: Instrument;
  readonly pitches: readonly PitchId[];
}

const range = (min: number, max: number): PitchId[] =>
  Array.from({ length: max - min + 1 }, (_, i) => min + i);

const set = (
  id: OwnedSetId,
  label: string,
  instrument: Instrument,
  pitches: readonly PitchId[],
): OwnedSet => ({
  id,
  label,
  instrument,
  pitches,
});

export const OWNED_SETS: readonly OwnedSet[] = [
  set('eight', '8-note set (C4–C5)', 'handbell', EIGHT_NOTE_SET),
  set('kidsplay25', 'KidsPlay 25-note (G3–G5)', 'handbell', range(55, 79)),
  set('bells2', '2 octaves of bells (G4–G6)', 'handbell', range(67, 91)),
  set('bells3', '3 octaves of bells (C4–C7)', 'handbell', range(60, 96)),
  set('bells4', '4 octaves of bells (C3–C7)', 'handbell', range(48, 96)),
  set('bells5', '5 octaves of bells (C3–C8)', 'handbell', range(48, 108)),
  set('bells6', '6 octaves of bells (C2–C8)', 'handbell', range(36, 108)),
  set('bells7', '7 octaves of bells (C1–C8)', 'handbell', range(24, 108)),
  set('chimes2', '2 octaves of handchimes (G4–G6)', 'handchime', range(67, 91)),
  set('chimes3', '3 octaves of handchimes (C4–C7)', 'handchime', range(60, 96)),
  set('chimes4', '4 octaves of handchimes (C3–C7)', 'handchime', range(48, 96)),
  set('chimes5', '5 octaves of handchimes (C3–C8)', 'handchime', range(48, 108)),
];

export function ownedSet(id: OwnedSetId): OwnedSet {
  return OWNED_SETS.find((s) => s.id === id) as OwnedSet;
}
