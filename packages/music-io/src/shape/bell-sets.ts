/** The bell sets handbell groups own, as ranges of written pitches: the import's "chosen bells". */
import { bellName, EIGHT_NOTE_SET } from '@ringalong/song';

export type BellSetId = 'eight' | 'classroom' | 'two' | 'three' | 'four' | 'five' | 'six' | 'seven' | 'choir';

export interface BellSet {
  readonly id: BellSetId;
  readonly label: string;
  /** Lowest and highest written MIDI pitch, inclusive. */
  readonly min: number;
  readonly max: number;
  /** A set that is not chromatic (the 8 Note Set): its only pitches. */
  readonly only?: readonly number[];
}

const set = (id: BellSetId, size: string, min: number, max: number, only?: readonly number[]): BellSet => ({
  id,
  label: `${size} ${bellName(min)}–${bellName(max)}`,
  min,
  max,
  ...(only ? { only } : {}),
});

/**
 * From the 8 Note Set and the 25-note classroom set (the Bell Menu's first keyboard) to seven
 * octaves, as makers and publishers give the written ranges (2, 3, 5 and 7 octaves as the Bell
 * Menu's keyboard views show them).
 */
export const BELL_SETS: readonly BellSet[] = [
  set('eight', '8 Note Set', 60, 72, EIGHT_NOTE_SET),
  set('classroom', 'Classroom', 55, 79),
  set('two', '2 octaves', 67, 91),
  set('three', '3 octaves', 60, 96),
  set('four', '4 octaves', 48, 96),
  set('five', '5 octaves', 48, 108),
  set('six', '6 octaves', 36, 108),
  set('seven', '7 octaves', 24, 108),
];

export function bellSet(id: BellSetId): BellSet {
  return BELL_SETS.find((s) => s.id === id) ?? (BELL_SETS.at(-1) as BellSet);
}

/** The bells a choir owns as a set to import onto ('St Anne Ringers: 37 bells'); none: no set. */
export function choirBellSet(name: string, bells: readonly number[]): BellSet | null {
  if (bells.length === 0) return null;
  const only = [...bells].sort((a, b) => a - b);
  return {
    id: 'choir',
    label: `${name}: ${only.length} bells`,
    min: only[0] as number,
    max: only.at(-1) as number,
    only,
  };
}

/** The set the options choose: the choir's when chosen and given, otherwise one of BELL_SETS. */
export function chosenSet(options: { readonly bellSet?: BellSetId; readonly choirSet?: BellSet }): BellSet {
  return options.bellSet === 'choir' && options.choirSet
    ? options.choirSet
    : bellSet(options.bellSet ?? 'seven');
}

export function inBellSet(set: BellSet, pitch: number): boolean {
  return set.only ? set.only.includes(pitch) : pitch >= set.min && pitch <= set.max;
}

/** The smallest set that holds every pitch, or the largest when none does. */
export function smallestSetFor(pitches: Iterable<number>): BellSet {
  const all = [...pitches];
  return BELL_SETS.find((s) => all.every((p) => inBellSet(s, p))) ?? (BELL_SETS.at(-1) as BellSet);
}
