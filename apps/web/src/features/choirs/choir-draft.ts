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

export const PRESETS: readonly OwnedSet[] = OWNED_SETS;

const sorted = (pitches: Iterable<PitchId>) => [...new Set(pitches)].sort((a, b) => a - b);

/** Whether the choir owns every bell of a preset. */
export const ownsSet = (choir: Choir, set: OwnedSet) => {
  const owned = new Set(choir[listOf(set.instrument)]);
  return set.pitches.every((p) => owned.has(p));
};

/** A larger preset of the same instrument holding every bell of `small` (3 octaves holds 2). */
const holds = (big: OwnedSet, small: OwnedSet) =>
  big !== small &&
  big.instrument === small.instrument &&
  big.pitches.length > small.pitches.length &&
  small.pitches.every((p) => big.pitches.includes(p));

/**
 * Whether a preset's box shows ticked: the choir owns it whole, and no larger preset holding it
 * is owned whole too. A choir of 3 octaves is not also 'an 8-note set' and '2 octaves'.
 */
export const presetTicked = (choir: Choir, set: OwnedSet) =>
  ownsSet(choir, set) && !PRESETS.some((big) => holds(big, set) && ownsSet(choir, big));

/**
 * Ticking a preset adds its bells, and says the choir's set is that size: a larger preset holding
 * it that was owned whole gives up the bells outside it (3 octaves, then '2 octaves' ticked, is 2
 * octaves). Unticking takes its bells away.
 */
export function withSet(choir: Choir, set: OwnedSet, on: boolean): Choir {
  const list = listOf(set.instrument);
  if (!on) return { ...choir, [list]: choir[list].filter((p) => !set.pitches.includes(p)) };
  const outgrown = PRESETS.filter((big) => holds(big, set) && ownsSet(choir, big)).flatMap((big) =>
    big.pitches.filter((p) => !set.pitches.includes(p)),
  );
  return { ...choir, [list]: sorted([...choir[list].filter((p) => !outgrown.includes(p)), ...set.pitches]) };
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

/**
 * Names pasted into a ringer's name field: a list (one a line, or separated by commas or
 * semicolons) is several ringers; null for a single name, which is typed in as usual.
 */
export function pastedNames(text: string): string[] | null {
  const names = text
    .split(/[\n\r,;\t]+/)
    .map((name) => tidy(name))
    .filter((name) => name.length > 0);
  return names.length > 1 ? names : null;
}

/**
 * The choir with ringer `index` named `names[0]` and new ringers after it for the rest, up to the
 * limit; `left` counts the names that did not fit.
 */
export function withPastedRingers(
  choir: Choir,
  index: number,
  names: readonly string[],
): { choir: Choir; left: number } {
  const room = RINGERS_MAX - choir.ringers.length;
  const added = names.slice(1, 1 + room).map((name) => ({ id: newId(), name }));
  const ringers = choir.ringers.map((r, i) => (i === index ? { ...r, name: names[0]! } : r));
  ringers.splice(index + 1, 0, ...added);
  return { choir: { ...choir, ringers }, left: names.length - 1 - added.length };
}

/** Names as the schema takes them: no spaces at the ends, single spaces between words. */
const tidy = (name: string) => name.trim().replace(/\s+/g, ' ');

/** The choir as it is saved (names tidied), or the first problem in words, naming where it is. */
export function checkedChoir(choir: Choir): { ok: true; choir: Choir } | { ok: false; error: string } {
  const ringers = new Set(choir.ringers.map((r) => r.id));
  const tidied: Choir = {
    ...choir,
    name: tidy(choir.name),
    ringers: choir.ringers.map((r) => ({ ...r, name: tidy(r.name) })),
    // A ringer taken out of the choir leaves the table chart.
    ...(choir.chart ? { chart: choir.chart.filter((p) => ringers.has(p.ringer)) } : {}),
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
