/**
 * Rehearsal marks ('from letter B'): a short label of letters and digits on the start of a bar,
 * one a bar, stored with the song (`song.marks`, sorted, absent when there are none). The bar
 * edits move them with their bars (bar-edits.ts); copy and paste leaves them alone.
 */
import { barStartOf } from './bar-numbers.ts';
import { barStartAt } from './bars.ts';
import { firstCharacters } from './characters.ts';
import { MARK_LABEL_MAX, MARKS_MAX, MAX_BEAT } from './constants.ts';
import type { RehearsalMark, Song } from './types.ts';

const NOT_LABEL_CHARACTER = /[^\p{L}\p{N}]/gu;

/** Letters and digits of any script, at most MARK_LABEL_MAX of them; '' when nothing is left. */
export function sanitizeMarkLabel(text: string): string {
  return firstCharacters(text.replace(NOT_LABEL_CHARACTER, ''), MARK_LABEL_MAX);
}

/** A label as `sanitizeMarkLabel` would keep it, and not empty. */
export function isCleanMarkLabel(label: string): boolean {
  return label.length > 0 && sanitizeMarkLabel(label) === label;
}

export function marksOf(song: Song): readonly RehearsalMark[] {
  return song.marks ?? [];
}

/** The mark on the bar starting at `barStart`, if any. */
export function markAt(song: Song, barStart: number): RehearsalMark | undefined {
  return marksOf(song).find((mark) => mark.beat === barStart);
}

function sameMarks(a: readonly RehearsalMark[], b: readonly RehearsalMark[]): boolean {
  return (
    a.length === b.length && a.every((mark, i) => mark.beat === b[i]!.beat && mark.label === b[i]!.label)
  );
}

/** The song with these marks (the key left out when there are none); the same song when they are its own. */
export function withMarks(song: Song, marks: readonly RehearsalMark[]): Song {
  if (sameMarks(marksOf(song), marks)) return song;
  if (marks.length > 0) return { ...song, marks };
  const { marks: _gone, ...rest } = song;
  return rest;
}

/**
 * Marks laid on the bars of `song`: each moved to the start of the bar holding it, sorted, one a
 * bar (the first of a bar is kept), none past MAX_BEAT. Bar edits call it with the marks moved
 * as their bars moved; a time-signature change that redraws the bars moves a mark to the start of
 * the bar its beat now falls in.
 */
export function marksOnBars(song: Song, marks: readonly RehearsalMark[]): RehearsalMark[] {
  const byBeat = new Map<number, RehearsalMark>();
  for (const mark of [...marks].sort((a, b) => a.beat - b.beat)) {
    if (!(mark.beat >= 0) || mark.beat > MAX_BEAT) continue;
    const beat = barStartAt(song, mark.beat);
    if (!byBeat.has(beat)) byBeat.set(beat, beat === mark.beat ? mark : { ...mark, beat });
  }
  return [...byBeat.values()];
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The label a new mark is offered: the first of A, B, C … the song does not use yet (then A2, B2 …). */
export function defaultMarkLabel(song: Song): string {
  const used = new Set(marksOf(song).map((mark) => mark.label.toUpperCase()));
  for (let round = 1; ; round++) {
    for (const letter of LETTERS) {
      const label = round === 1 ? letter : `${letter}${round}`;
      if (!used.has(label)) return label;
    }
  }
}

/**
 * Sets (or renames) the mark of the bar holding `beat`. The label is sanitized; refused (the same
 * song) when nothing of it is left, the beat is not one of the song's, or the song already holds
 * MARKS_MAX marks.
 */
export function setMark(song: Song, beat: number, label: string): Song {
  const clean = sanitizeMarkLabel(label);
  if (clean === '' || !(beat >= 0) || beat > MAX_BEAT) return song;
  const start = barStartAt(song, beat);
  const others = marksOf(song).filter((mark) => mark.beat !== start);
  if (others.length >= MARKS_MAX) return song;
  return withMarks(
    song,
    [...others, { beat: start, label: clean }].sort((a, b) => a.beat - b.beat),
  );
}

/** Removes the mark of the bar holding `beat`; the same song when it has none. */
export function clearMark(song: Song, beat: number): Song {
  if (!(beat >= 0)) return song;
  const start = barStartAt(song, beat);
  return withMarks(
    song,
    marksOf(song).filter((mark) => mark.beat !== start),
  );
}

/**
 * What 'Go to bar' means by `text`: a bar number ('17') or a mark's label ('B', any case), as the
 * beat where that bar starts; null when it names neither.
 */
export function barTarget(song: Song, text: string): number | null {
  const wanted = text.trim();
  if (/^\d+$/.test(wanted)) return barStartOf(song, Number(wanted));
  const label = sanitizeMarkLabel(wanted).toUpperCase();
  if (label === '' || label !== wanted.toUpperCase()) return null;
  return marksOf(song).find((mark) => mark.label.toUpperCase() === label)?.beat ?? null;
}
