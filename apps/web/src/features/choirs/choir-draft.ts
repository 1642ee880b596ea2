/** The Choirs dialog's pure edits of a choir being made or changed. */
import {
  bellName,
  type Choir,
  choirSchema,
  type Instrument,
  OWNED_SETS,
  type OwnedSet,
  type PitchId,
  RINGERS_MAX,
} from '@ringalong/song';

/** A client-made id (letters and digits): works where `crypto.randomUUID` does not (plain http). */
export function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export const emptyChoir = (): Choir => ({ id: newId(), name: '', ringers: [], bells: [], chimes: [] });

export type OwnedList = 'bells' | 'chimes';
export const listOf = (instrument: Instrument): OwnedList => (instrument === 'handbell' ? 'bells' : 'chimes');

const sorted = (pitches: Iterable<PitchId>) => [...new Set(pitches)].sort((a, b) => a - b);

/** Whether the choir owns every bell of a preset. */
export const ownsSet = (choir: Choir, set: OwnedSet) => {
  const owned = new Set(choir[listOf(set.instrument)]);
  return set.pitches.every((p) => owned.has(p));
};

/** Ticking a preset adds its bells; unticking takes them away. */
export function withSet(choir: Choir, set: OwnedSet, on: boolean): Choir {
  const list = listOf(set.instrument);
  const pitches = on
    ? sorted([...choir[list], ...set.pitches])
    : choir[list].filter((p) => !set.pitches.includes(p));
  return { ...choir, [list]: pitches };
}

export function withPitch(choir: Choir, list: OwnedList, pitch: PitchId, on: boolean): Choir {
  const pitches = on ? sorted([...choir[list], pitch]) : choir[list].filter((p) => p !== pitch);
  return { ...choir, [list]: pitches };
}

/** Octaves the single-bell grid offers: C1 to B8 for bells, C3 to B8 for chimes (written pitches). */
export function gridOctaves(list: OwnedList): number[] {
  const first = list === 'bells' ? 1 : 3;
  return Array.from({ length: 8 - first + 1 }, (_, i) => first + i);
}
export const pitchOf = (octave: number, step: number): PitchId => (octave + 1) * 12 + step;
export const NOTE_STEPS = Array.from({ length: 12 }, (_, step) => bellName(60 + step).replace('4', ''));

export const PRESETS: readonly OwnedSet[] = OWNED_SETS;

/** Names as the schema takes them: no spaces at the ends, single spaces between words. */
const tidy = (name: string) => name.trim().replace(/\s+/g, ' ');

/** The choir as it is saved (names tidied), or the first problem in words, naming where it is. */
export function checkedChoir(choir: Choir): { ok: true; choir: Choir } | { ok: false; error: string } {
  const tidied: Choir = {
    ...choir,
    name: tidy(choir.name),
    ringers: choir.ringers.map((r) => ({ ...r, name: tidy(r.name) })),
  };
  if (tidied.ringers.length > RINGERS_MAX) {
    return { ok: false, error: `A choir has at most ${RINGERS_MAX} ringers.` };
  }
  const parsed = choirSchema.safeParse(tidied);
  if (parsed.success) return { ok: true, choir: tidied };
  const issue = parsed.error.issues[0];
  const [field, index] = issue?.path ?? [];
  const where = field === 'ringers' && typeof index === 'number' ? `Ringer ${index + 1}: ` : '';
  return { ok: false, error: `${where}${issue?.message ?? 'This choir cannot be kept'}.` };
}
