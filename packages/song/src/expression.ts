/**
 * The score's expression (song version 4): dynamic marks, hairpins, technique passages ('LV ... R',
 * 'T.D. ... R', 'Mart. ... R') and accents. How each note sounds follows from them: its technique,
 * how long it rings and how hard it is struck. Pure; playback and audio export both read
 * `noteSounds`, so what is heard is what the score says.
 */

import { partitionPoint } from './search.ts';
import {
  DYNAMIC_LEVELS,
  type DynamicLevel,
  type DynamicMark,
  type Hairpin,
  type Note,
  type Passage,
  type Song,
  type Technique,
} from './types.ts';

/**
 * How hard a note under each dynamic is struck, against mf (1): about 4.5 dB a step, so pp is
 * some 18 dB under ff, about the span a handbell choir rings from pp to ff.
 */
export const DYNAMIC_GAIN: Readonly<Record<DynamicLevel, number>> = {
  pp: 0.3,
  p: 0.45,
  mp: 0.67,
  mf: 1,
  f: 1.35,
  ff: 1.8,
};

/** The dynamic of a song without dynamic marks, and before its first. */
export const DEFAULT_DYNAMIC: DynamicLevel = 'mf';

/** An accented note ('>'), and every martellato, is struck this much harder (about 3.5 dB). */
export const ACCENT_GAIN = 1.5;

const MARTELLATO_FAMILY: ReadonlySet<Technique> = new Set([
  'martellato',
  'hand martellato',
  'muted martellato',
  'martellato lift',
]);

export function dynamicsOf(song: Song): readonly DynamicMark[] {
  return song.dynamics ?? [];
}

export function hairpinsOf(song: Song): readonly Hairpin[] {
  return song.hairpins ?? [];
}

export function passagesOf(song: Song): readonly Passage[] {
  return song.passages ?? [];
}

/** The last item whose `key` is at or before `beat` in a list sorted by it, else undefined. */
function lastAtOrBefore<T>(items: readonly T[], beat: number, key: (item: T) => number): T | undefined {
  const after = partitionPoint(items.length, (i) => key(items[i]!) > beat);
  return after > 0 ? items[after - 1] : undefined;
}

/** The dynamic in force at `beat` (the last mark at or before it, else mf). */
export function dynamicAt(song: Song, beat: number): DynamicLevel {
  return lastAtOrBefore(dynamicsOf(song), beat, (mark) => mark.beat)?.level ?? DEFAULT_DYNAMIC;
}

/** The passage a note struck at `beat` is in: from its start up to, not at, its R. */
export function passageAt(song: Song, beat: number): Passage | undefined {
  const passage = lastAtOrBefore(passagesOf(song), beat, (p) => p.from);
  return passage && beat < passage.to ? passage : undefined;
}

/** One level louder or softer than `level`, within pp..ff. */
function stepFrom(level: DynamicLevel, steps: number): DynamicLevel {
  const index = DYNAMIC_LEVELS.indexOf(level) + steps;
  return DYNAMIC_LEVELS[Math.max(0, Math.min(DYNAMIC_LEVELS.length - 1, index))]!;
}

/**
 * The gain of the dynamic at `beat`, hairpins included: inside a hairpin it moves (in dB) from
 * the dynamic at its start to the one marked at its end, or one level on when none is marked there.
 */
export function dynamicGainAt(song: Song, beat: number): number {
  const level = dynamicAt(song, beat);
  const hairpin = lastAtOrBefore(hairpinsOf(song), beat, (h) => h.from);
  if (!hairpin || beat >= hairpin.to) return DYNAMIC_GAIN[level];
  const start = dynamicAt(song, hairpin.from);
  const marked = dynamicsOf(song).find((mark) => mark.beat === hairpin.to)?.level;
  const end = marked ?? stepFrom(start, hairpin.kind === 'crescendo' ? 1 : -1);
  const share = (beat - hairpin.from) / (hairpin.to - hairpin.from);
  const from = Math.log(DYNAMIC_GAIN[start]);
  const to = Math.log(DYNAMIC_GAIN[end]);
  return Math.exp(from + share * (to - from));
}

/** How a note sounds once the score's marks around it are read. */
export interface NoteSound {
  /** Its own technique, else its passage's; undefined for a plain ring (and inside an LV passage). */
  readonly technique?: Technique;
  /** Beats it rings: its length, or up to the R of an LV passage. */
  readonly length: number;
  /** How hard it is struck: the dynamic (with hairpins), accents and martellato; mf is 1. */
  readonly velocity: number;
}

/** How `note` sounds in `song`. */
export function noteSound(song: Song, note: Note): NoteSound {
  const passage = passageAt(song, note.beat);
  let technique = note.technique;
  let length = note.length;
  if (!technique && passage) {
    if (passage.technique === 'lv') length = passage.to - note.beat;
    else technique = passage.technique;
  }
  let velocity = dynamicGainAt(song, note.beat);
  if (note.accent || (technique && MARTELLATO_FAMILY.has(technique))) velocity *= ACCENT_GAIN;
  return { ...(technique ? { technique } : {}), length, velocity };
}

/** Whether a song marks anything that changes how its notes sound beyond their own fields. */
export function hasExpression(song: Song): boolean {
  return (
    dynamicsOf(song).length > 0 ||
    hairpinsOf(song).length > 0 ||
    passagesOf(song).length > 0 ||
    song.staves.some((stave) => stave.notes.some((note) => note.accent))
  );
}

/** The song with these expression marks (each key left out when its list is empty). */
export function withExpression(
  song: Song,
  marks: {
    readonly dynamics?: readonly DynamicMark[];
    readonly hairpins?: readonly Hairpin[];
    readonly passages?: readonly Passage[];
  },
): Song {
  let next: Song = song;
  for (const key of ['dynamics', 'hairpins', 'passages'] as const) {
    const list = marks[key];
    if (list === undefined) continue;
    const { [key]: _old, ...rest } = next;
    next = (list.length > 0 ? { ...rest, [key]: list } : rest) as Song;
  }
  return next;
}

/** Spans moved by `move` on both ends; a span left empty is dropped. */
function moveSpans<T extends { readonly from: number; readonly to: number }>(
  spans: readonly T[],
  move: (beat: number, end: boolean) => number,
): T[] {
  return spans.flatMap((span) => {
    const from = move(span.from, false);
    const to = move(span.to, true);
    return from < to ? [{ ...span, from, to }] : [];
  });
}

/**
 * Bars inserted at `start` (`shift` beats): marks from `start` on move later with their notes; a
 * passage or hairpin running through `start` stretches over the new bars.
 */
export function expressionAfterInsert(song: Song, start: number, shift: number): Song {
  if (!hasMarks(song)) return song;
  const move = (beat: number, end: boolean) =>
    beat > start || (beat === start && !end) ? beat + shift : beat;
  return withExpression(song, {
    dynamics: dynamicsOf(song).map((mark) =>
      mark.beat >= start ? { ...mark, beat: mark.beat + shift } : mark,
    ),
    hairpins: moveSpans(hairpinsOf(song), move),
    passages: moveSpans(passagesOf(song), move),
  });
}

/**
 * Beats `start` to `end` deleted: marks inside go, later ones move earlier; a passage or hairpin
 * reaching into the gap keeps what is left of it on either side.
 */
export function expressionAfterDelete(song: Song, start: number, end: number): Song {
  if (!hasMarks(song)) return song;
  const span = end - start;
  const move = (beat: number) => (beat < start ? beat : beat >= end ? beat - span : start);
  return withExpression(song, {
    dynamics: dynamicsOf(song).flatMap((mark) =>
      mark.beat < start ? [mark] : mark.beat >= end ? [{ ...mark, beat: mark.beat - span }] : [],
    ),
    hairpins: moveSpans(hairpinsOf(song), move),
    passages: moveSpans(passagesOf(song), move),
  });
}

function hasMarks(song: Song): boolean {
  return dynamicsOf(song).length > 0 || hairpinsOf(song).length > 0 || passagesOf(song).length > 0;
}

/**
 * A passage from `from` to `to` rung with `technique` (one edit): passages it overlaps are cut
 * back to what lies outside it. Refused (same song) for an empty or negative span.
 */
export function setPassage(song: Song, from: number, to: number, technique: Technique): Song {
  if (!(from >= 0) || !(to > from)) return song;
  const kept = clearSpan(passagesOf(song), from, to);
  return withExpression(song, {
    passages: [...kept, { from, to, technique }].sort((a, b) => a.from - b.from),
  });
}

/** No passage between `from` and `to` any more: those overlapping are cut back to what lies outside. */
export function clearPassages(song: Song, from: number, to: number): Song {
  if (!(to > from)) return song;
  const kept = clearSpan(passagesOf(song), from, to);
  return kept.length === passagesOf(song).length && kept.every((p, i) => p === passagesOf(song)[i])
    ? song
    : withExpression(song, { passages: kept });
}

/** What is left of `spans` outside `from`..`to`. */
function clearSpan<T extends { readonly from: number; readonly to: number }>(
  spans: readonly T[],
  from: number,
  to: number,
): T[] {
  return spans.flatMap((span) => {
    if (span.to <= from || span.from >= to) return [span];
    const left = span.from < from ? [{ ...span, to: from }] : [];
    const right = span.to > to ? [{ ...span, from: to }] : [];
    return [...left, ...right];
  });
}

/** The dynamic mark at `beat` set to `level`, or removed when `level` is undefined. */
export function setDynamic(song: Song, beat: number, level: DynamicLevel | undefined): Song {
  if (!(beat >= 0)) return song;
  const others = dynamicsOf(song).filter((mark) => mark.beat !== beat);
  if (level === undefined && others.length === dynamicsOf(song).length) return song;
  if (level !== undefined && dynamicsOf(song).some((m) => m.beat === beat && m.level === level)) return song;
  const dynamics = level === undefined ? others : [...others, { beat, level }];
  return withExpression(song, { dynamics: dynamics.sort((a, b) => a.beat - b.beat) });
}

/** No hairpin between `from` and `to` any more: those overlapping are cut back to what lies outside. */
export function clearHairpins(song: Song, from: number, to: number): Song {
  if (!(to > from)) return song;
  const before = hairpinsOf(song);
  const kept = clearSpan(before, from, to);
  return kept.length === before.length && kept.every((h, i) => h === before[i])
    ? song
    : withExpression(song, { hairpins: kept });
}

/** A hairpin from `from` to `to` (one edit), replacing what it overlaps. */
export function setHairpin(song: Song, from: number, to: number, kind: Hairpin['kind']): Song {
  if (!(from >= 0) || !(to > from)) return song;
  const kept = clearSpan(hairpinsOf(song), from, to);
  return withExpression(song, {
    hairpins: [...kept, { from, to, kind }].sort((a, b) => a.from - b.from),
  });
}
