/**
 * Dynamics and accents as MIDI velocities, both ways. Written: each note at its dynamic's
 * velocity (a hairpin moves between them), an accent 16 above. Read: a bar's dynamic is the level
 * most of its notes are nearest to (the softer of two as common), a note 10 or more above it is
 * accented, and a dynamic mark stands where a bar's level changes. A file whose notes are all one
 * velocity brings in no dynamics at all. Hairpins are not read back: MIDI holds only the notes.
 */
import {
  barLength,
  DYNAMIC_LEVELS,
  type DynamicLevel,
  dynamicAt,
  hairpinsOf,
  type Note,
  partitionPoint,
  type Song,
  type TimeSignature,
} from '@ringalong/song';
import type { PieceExpression, PiecePart } from './piece.ts';

export const DYNAMIC_VELOCITY: Readonly<Record<DynamicLevel, number>> = {
  pp: 36,
  p: 52,
  mp: 66,
  mf: 80,
  f: 96,
  ff: 112,
};
const ACCENT_VELOCITY = 16;
/** A note this much above its bar's dynamic is read as accented. */
const ACCENT_ABOVE = 10;

/** The MIDI velocity (1-127) `note` is written with. */
export function velocityOf(song: Song, note: Note): number {
  const level = dynamicAt(song, note.beat);
  let base = DYNAMIC_VELOCITY[level];
  const hairpin = hairpinsOf(song).find((h) => note.beat >= h.from && note.beat < h.to);
  if (hairpin) {
    const start = DYNAMIC_VELOCITY[dynamicAt(song, hairpin.from)];
    const marked = song.dynamics?.find((mark) => mark.beat === hairpin.to)?.level;
    const step = hairpin.kind === 'crescendo' ? 1 : -1;
    const index = DYNAMIC_LEVELS.indexOf(dynamicAt(song, hairpin.from)) + step;
    const end = marked
      ? DYNAMIC_VELOCITY[marked]
      : DYNAMIC_VELOCITY[DYNAMIC_LEVELS[Math.max(0, Math.min(5, index))]!];
    base = start + ((note.beat - hairpin.from) / (hairpin.to - hairpin.from)) * (end - start);
  }
  return Math.max(1, Math.min(127, Math.round(base + (note.accent ? ACCENT_VELOCITY : 0))));
}

function nearestLevel(velocity: number): DynamicLevel {
  let best: DynamicLevel = 'mf';
  for (const level of DYNAMIC_LEVELS) {
    if (Math.abs(DYNAMIC_VELOCITY[level] - velocity) < Math.abs(DYNAMIC_VELOCITY[best] - velocity))
      best = level;
  }
  return best;
}

/** The bars' start beats up to `end`, from the time signatures (sorted, the first at 0). */
function barStarts(signatures: readonly TimeSignature[], end: number): number[] {
  const starts: number[] = [];
  let beat = 0;
  let index = 0;
  while (beat <= end && starts.length < 100_000) {
    while (index + 1 < signatures.length && signatures[index + 1]!.beat <= beat + 1e-9) index++;
    starts.push(beat);
    beat += barLength(signatures[index] ?? { beat: 0, numerator: 4, denominator: 4 });
  }
  return starts;
}

/** The index of the bar holding `beat`. */
function barOfIn(starts: readonly number[], beat: number): number {
  return Math.max(0, partitionPoint(starts.length, (i) => starts[i]! > beat + 1e-9) - 1);
}

/**
 * The dynamics the velocities say, and the parts with their accented notes marked. Drum parts and
 * files of one velocity bring none.
 */
export function dynamicsFromVelocities(
  parts: readonly PiecePart[],
  written: ReadonlyMap<PiecePart['notes'][number], number>,
  signatures: readonly TimeSignature[],
  /** Velocity the writer added to each bar's first beat (abcjs stresses downbeats by 10): taken off. */
  downbeatStress = 0,
): { parts: PiecePart[]; expression: PieceExpression | undefined } {
  const tuned = parts.filter((part) => !part.drum);
  const end = Math.max(0, ...tuned.flatMap((part) => part.notes.map((note) => note.beat)));
  const starts = barStarts(signatures, end);
  const onBarStart = (beat: number) => starts[barOfIn(starts, beat)] === beat;
  const velocities = new Map<PiecePart['notes'][number], number>();
  for (const [note, velocity] of written) {
    velocities.set(note, downbeatStress > 0 && onBarStart(note.beat) ? velocity - downbeatStress : velocity);
  }
  const all = tuned.flatMap((part) => part.notes.map((note) => velocities.get(note) ?? 0));
  if (all.length === 0 || all.every((v) => v === all[0])) return { parts: [...parts], expression: undefined };
  const barOf = (beat: number) => barOfIn(starts, beat);
  const counts = new Map<number, Map<DynamicLevel, number>>();
  for (const part of tuned) {
    for (const note of part.notes) {
      const bar = barOf(note.beat);
      const levels = counts.get(bar) ?? new Map<DynamicLevel, number>();
      const level = nearestLevel(velocities.get(note) ?? DYNAMIC_VELOCITY.mf);
      levels.set(level, (levels.get(level) ?? 0) + 1);
      counts.set(bar, levels);
    }
  }
  const barLevel = new Map<number, DynamicLevel>();
  for (const [bar, levels] of counts) {
    let best: DynamicLevel | undefined;
    for (const level of DYNAMIC_LEVELS) {
      if (!best || (levels.get(level) ?? 0) > (levels.get(best) ?? 0)) best = level;
    }
    barLevel.set(bar, best!);
  }
  const dynamics: { beat: number; level: DynamicLevel }[] = [];
  for (const bar of [...barLevel.keys()].sort((a, b) => a - b)) {
    const level = barLevel.get(bar)!;
    if (dynamics.at(-1)?.level !== level) dynamics.push({ beat: starts[bar]!, level });
  }
  const marked = parts.map((part) =>
    part.drum
      ? part
      : {
          ...part,
          notes: part.notes.map((note) => {
            const level = barLevel.get(barOf(note.beat)) ?? 'mf';
            const velocity = velocities.get(note) ?? 0;
            return velocity >= DYNAMIC_VELOCITY[level] + ACCENT_ABOVE
              ? { ...note, accent: true as const }
              : note;
          }),
        },
  );
  return { parts: marked, expression: { dynamics, hairpins: [], passages: [], marks: [] } };
}
