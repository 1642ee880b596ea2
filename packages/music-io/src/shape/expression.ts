/**
 * The score's dynamics, hairpins, passages and rehearsal letters brought onto the song: the
 * file's beats mapped to the song's as its notes are, what lies outside the bars brought in left
 * out, spans cut at the window's ends, the dynamic in force where the window starts kept there,
 * and snapped as the notes are, so every note stays inside the passage it was in.
 */
import {
  type DynamicMark,
  type Hairpin,
  MAX_BEAT,
  marksOnBars,
  type Passage,
  quantize,
  type RehearsalMark,
  type Song,
  sanitizeMarkLabel,
  withExpression,
  withMarks,
} from '@ringalong/song';
import type { PieceExpression } from '../piece.ts';
import { count } from './words.ts';

export interface ExpressionWindow {
  /** File beats kept: from `start` up to, not including, `end`. */
  readonly start: number;
  readonly end: number;
  readonly songBeat: (fileBeat: number) => number;
  /** Snapping in beats; 0 for none. */
  readonly period: number;
}

/** `song` with the expression of the file's window, and the words saying what came in. */
export function placeExpression(
  song: Song,
  expression: PieceExpression | undefined,
  window: ExpressionWindow,
): { song: Song; changes: string[] } {
  if (!expression) return { song, changes: [] };
  const { start, end, period } = window;
  const at = (fileBeat: number) => {
    const beat = Math.min(MAX_BEAT, Math.max(0, window.songBeat(fileBeat)));
    return period > 0 ? quantize(beat, period) : beat;
  };
  const inside = (beat: number) => beat >= start && beat < end;

  const dynamics = new Map<number, DynamicMark['level']>();
  const before = expression.dynamics.filter((mark) => mark.beat < start).at(-1);
  if (before) dynamics.set(at(start), before.level);
  for (const mark of expression.dynamics) if (inside(mark.beat)) dynamics.set(at(mark.beat), mark.level);

  const spans = <T extends { from: number; to: number }>(list: readonly T[]): T[] =>
    list.flatMap((span) => {
      if (span.to <= start || span.from >= end) return [];
      const from = at(Math.max(span.from, start));
      const to = Number.isFinite(end) && span.to >= end ? at(end) : at(span.to);
      return to > from ? [{ ...span, from, to }] : [];
    });
  const passages: Passage[] = spans(expression.passages).map(({ from, to, technique }) => ({
    from,
    to,
    technique,
  }));
  const hairpins: Hairpin[] = spans(expression.hairpins).map(({ from, to, kind }) => ({ from, to, kind }));

  const marks: RehearsalMark[] = expression.marks.flatMap((mark) => {
    const label = sanitizeMarkLabel(mark.label);
    return inside(mark.beat) && label ? [{ beat: at(mark.beat), label }] : [];
  });
  const placedMarks = marksOnBars(song, marks);

  const shaped = withMarks(
    withExpression(song, {
      dynamics: [...dynamics].map(([beat, level]) => ({ beat, level })).sort((a, b) => a.beat - b.beat),
      hairpins: noOverlaps(hairpins),
      passages: noOverlaps(passages),
    }),
    placedMarks,
  );
  const changes: string[] = [];
  const came = [
    passages.length > 0 ? count(passages.length, 'technique passage') : '',
    dynamics.size > 0 ? count(dynamics.size, 'dynamic') : '',
    hairpins.length > 0 ? count(hairpins.length, 'hairpin') : '',
    placedMarks.length > 0 ? count(placedMarks.length, 'rehearsal letter') : '',
  ].filter(Boolean);
  if (came.length > 0) changes.push(`The score's ${came.join(', ')} came in`);
  return { song: shaped, changes };
}

/** Sorted spans, each cut short where the next begins (snapping may have made two meet). */
function noOverlaps<T extends { from: number; to: number }>(spans: T[]): T[] {
  const sorted = [...spans].sort((a, b) => a.from - b.from);
  return sorted.flatMap((span, i) => {
    const next = sorted[i + 1];
    const to = next && next.from < span.to ? next.from : span.to;
    return to > span.from ? [{ ...span, to }] : [];
  });
}
