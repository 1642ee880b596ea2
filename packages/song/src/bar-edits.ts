/**
 * The Bar Menu's edits: change a bar's time signature, insert bars, delete bars. Rehearsal marks
 * move with their bars and go with deleted ones.
 */
import { barLength, barStartAt, barsEnd, timeSignatureAt } from './bars.ts';
import { MAX_BEAT, TIME_SIGNATURES_OFFERED } from './constants.ts';
import { expressionAfterDelete, expressionAfterInsert } from './expression.ts';
import { marksOf, marksOnBars, withMarks } from './rehearsal-marks.ts';
import { lastBeat } from './song.ts';
import type { Note, RehearsalMark, Song, Stave, TimeSignature } from './types.ts';

export function isOfferedTimeSignature(numerator: number, denominator: number): boolean {
  return TIME_SIGNATURES_OFFERED.some((ts) => ts.numerator === numerator && ts.denominator === denominator);
}

function sameMeter(a: TimeSignature, b: TimeSignature): boolean {
  return a.numerator === b.numerator && a.denominator === b.denominator;
}

/**
 * Sorted by beat, one per beat, and without a signature that merely repeats the one before it
 * on one of its bar lines (the bars are the same either way, and the Bar Menu stays honest).
 */
function tidySignatures(signatures: readonly TimeSignature[]): TimeSignature[] {
  const byBeat = new Map<number, TimeSignature>();
  for (const ts of signatures) byBeat.set(ts.beat, ts);
  const sorted = [...byBeat.values()].sort((a, b) => a.beat - b.beat);
  const kept: TimeSignature[] = [];
  for (const ts of sorted) {
    const previous = kept[kept.length - 1];
    const onBarLine = previous && (ts.beat - previous.beat) % barLength(previous) === 0;
    if (previous && onBarLine && sameMeter(previous, ts)) continue;
    kept.push(ts);
  }
  return kept;
}

function sameSignatures(a: readonly TimeSignature[], b: readonly TimeSignature[]): boolean {
  return a.length === b.length && a.every((ts, i) => ts.beat === b[i]!.beat && sameMeter(ts, b[i]!));
}

/**
 * The song with new signatures, staves and marks. The marks (moved with their bars by the caller)
 * are laid on the new bars: a mark whose bar start moved goes to the start of the bar it is in.
 */
function withSignatures(
  song: Song,
  signatures: readonly TimeSignature[],
  staves = song.staves,
  marks: readonly RehearsalMark[] = marksOf(song),
): Song {
  const timeSignatures = sameSignatures(signatures, song.timeSignatures) ? song.timeSignatures : signatures;
  const edited =
    timeSignatures === song.timeSignatures && staves === song.staves
      ? song
      : { ...song, staves, timeSignatures };
  return withMarks(edited, marksOnBars(edited, marks));
}

/** Maps every stave's notes through `move` (undefined drops a note; a moved note keeps its length and technique); unchanged staves keep identity. */
function mapNotes(song: Song, move: (beat: number) => number | undefined): readonly Stave[] {
  let changed = false;
  const staves = song.staves.map((stave) => {
    const notes: Note[] = [];
    let staveChanged = false;
    for (const note of stave.notes) {
      const beat = move(note.beat);
      if (beat !== note.beat) staveChanged = true;
      if (beat === undefined) continue;
      notes.push(beat === note.beat ? note : { ...note, beat });
    }
    if (!staveChanged) return stave;
    changed = true;
    return { ...stave, notes };
  });
  return changed ? staves : song.staves;
}

/**
 * The bar at `barStart` and every bar after it, up to the next signature change, take the new
 * signature. Refused (same song) for a signature the menu does not offer or a bad beat.
 */
export function setBarTimeSignature(
  song: Song,
  barStart: number,
  numerator: number,
  denominator: number,
): Song {
  if (!isOfferedTimeSignature(numerator, denominator) || !(barStart >= 0) || barStart > MAX_BEAT) return song;
  const beat = barStartAt(song, barStart);
  const signatures = [
    ...song.timeSignatures.filter((ts) => ts.beat !== beat),
    { beat, numerator, denominator },
  ];
  return withSignatures(song, tidySignatures(signatures));
}

function wholeCount(count: number): number {
  return Number.isFinite(count) ? Math.floor(count) : 0;
}

/**
 * Inserts `count` empty bars of the signature in force at `barStart`, at `barStart`; notes and
 * signatures from there on move later. Refused when the count is not at least 1 or the move
 * would push a note past MAX_BEAT.
 */
export function addBars(song: Song, barStart: number, count: number): Song {
  const bars = wholeCount(count);
  if (bars < 1 || !(barStart >= 0)) return song;
  const start = barStartAt(song, barStart);
  const shift = bars * barLength(timeSignatureAt(song, start));
  if (lastBeat(song) + shift > MAX_BEAT || start + shift > MAX_BEAT) return song;
  const staves = mapNotes(song, (beat) => (beat >= start ? beat + shift : beat));
  // The signature at `start` itself stays: it is the one the new bars are made of.
  const signatures = song.timeSignatures.map((ts) =>
    ts.beat > start ? { ...ts, beat: ts.beat + shift } : ts,
  );
  // A mark at `start` belongs to the bar that was there, which moves on with the rest.
  const marks = marksOf(song).map((mark) =>
    mark.beat >= start ? { ...mark, beat: mark.beat + shift } : mark,
  );
  return expressionAfterInsert(withSignatures(song, tidySignatures(signatures), staves, marks), start, shift);
}

/**
 * Removes `count` bars from `barStart`: notes and signatures inside them go, later ones move
 * earlier. The bars after the gap keep their signature (it moves to the gap if it began inside
 * it), which also keeps a signature at beat 0. Same song when nothing changes.
 */
export function deleteBars(song: Song, barStart: number, count: number): Song {
  const bars = wholeCount(count);
  if (bars < 1 || !(barStart >= 0) || barStart > MAX_BEAT) return song;
  const start = barStartAt(song, barStart);
  const end = Math.min(barsEnd(song, start, bars), MAX_BEAT * 2);
  const span = end - start;
  const after = timeSignatureAt(song, end);
  const staves = mapNotes(song, (beat) => (beat < start ? beat : beat >= end ? beat - span : undefined));
  const signatures = song.timeSignatures.flatMap((ts) =>
    ts.beat < start ? [ts] : ts.beat >= end ? [{ ...ts, beat: ts.beat - span }] : [],
  );
  if (!signatures.some((ts) => ts.beat === start)) signatures.push({ ...after, beat: start });
  const marks = marksOf(song).flatMap((mark) =>
    mark.beat < start ? [mark] : mark.beat >= end ? [{ ...mark, beat: mark.beat - span }] : [],
  );
  return expressionAfterDelete(withSignatures(song, tidySignatures(signatures), staves, marks), start, end);
}
