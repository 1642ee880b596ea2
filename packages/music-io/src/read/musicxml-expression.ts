/**
 * The marks a MusicXML score places between its notes, on the played-out timeline: dynamics,
 * hairpins (`<wedge>`), rehearsal letters, and technique passages as handbell publishers and
 * MuseScore write them: words ('LV', 'T.D.', 'Mart.', 'Mallet', 'Pluck') opening a passage that
 * runs to the next 'R' (or to the end of a dashed line or bracket drawn from the words, or to the
 * next passage's words, or to the end of the piece).
 */
import type { DynamicLevel, Technique } from '@ringalong/song';
import type { PieceExpression } from '../piece.ts';
import type { WrittenDirection, WrittenPart } from './musicxml-measures.ts';

const EPSILON = 1e-6;

/** Words that open a passage, and the technique its notes are rung with. */
const OPENERS: readonly (readonly [RegExp, Technique])[] = [
  [/^(l\.?\s*v\.?|let ring|let vibrate)$/i, 'lv'],
  [/^(t\.?\s*d\.?|thumb damp(ed)?)$/i, 'thumb damp'],
  [/^(mart\.?|martellato)$/i, 'martellato'],
  [/^(mart\.?\s*lift|martellato lift)$/i, 'martellato lift'],
  [/^(mal\.?|mallets?|mallet on table)$/i, 'mallet table'],
  [/^(pl\.?|pluck(ed)?)$/i, 'pluck lift'],
  [/^gyro$/i, 'gyro'],
  [/^(sw\.?|swing)$/i, 'swing'],
  [/^echo$/i, 'echo'],
  [/^damp$/i, 'damp'],
  [/^(hand mart\.?|hand martellato)$/i, 'hand martellato'],
  [/^(muted mart\.?|muted martellato)$/i, 'muted martellato'],
  [/^mallet lift$/i, 'mallet lift'],
  [/^(sk\.?|shake)$/i, 'shake'],
  [/^(s\.?\s*b\.?|singing bell)$/i, 'singing bell'],
  [/^(vib\.?|vibrato)$/i, 'vibrato'],
  [/^(b\.?\s*d\.?|brush damp)$/i, 'brush damp'],
  [/^(r\.?\s*t\.?|ring touch)$/i, 'ring touch'],
];
/** Words that end a passage: R (ring), or a return to ordinary ringing. */
const RING = /^(r\.?|ring|ord\.?|normal)$/i;

/** Scores' dynamics beyond pp..ff come in as the nearest; accents (sf, sfz) are not dynamics. */
const LEVELS: Readonly<Record<string, DynamicLevel>> = {
  ppp: 'pp',
  pp: 'pp',
  p: 'p',
  mp: 'mp',
  mf: 'mf',
  f: 'f',
  ff: 'ff',
  fff: 'ff',
  fp: 'p',
  sfp: 'p',
};

export function passageTechnique(words: string): Technique | undefined {
  const text = words.trim();
  return OPENERS.find(([pattern]) => pattern.test(text))?.[1];
}

/** A direction on the played-out timeline. */
type Placed = WrittenDirection & { readonly beat: number };

/**
 * The expression of the parts' directions, each measure at its played start (`order` and
 * `starts` as the reader played the repeats out); `end` is the piece's last beat.
 */
export function readExpression(
  parts: readonly WrittenPart[],
  order: readonly number[],
  starts: readonly number[],
  end: number,
): PieceExpression {
  const seen = new Set<string>();
  const placed: Placed[] = [];
  for (const part of parts) {
    order.forEach((index, played) => {
      for (const direction of part.measures[index]?.directions ?? []) {
        const beat = (starts[played] as number) + direction.offset;
        // The same mark written in several parts (a full score) counts once.
        const key = JSON.stringify({ ...direction, beat: Math.round(beat * 1e6) });
        if (seen.has(key)) continue;
        seen.add(key);
        placed.push({ ...direction, beat });
      }
    });
  }
  // By beat; marks at one beat in the order written (a sort that keeps ties' order).
  placed.sort((a, b) => a.beat - b.beat);

  const dynamics = new Map<number, DynamicLevel>();
  const marks = new Map<number, string>();
  const hairpins: PieceExpression['hairpins'][number][] = [];
  const openWedges = new Map<string, { from: number; kind: 'crescendo' | 'diminuendo' }>();
  const passages: PieceExpression['passages'][number][] = [];
  let open: { from: number; technique: Technique; line?: string } | null = null;
  const close = (at: number) => {
    if (open && at > open.from + EPSILON)
      passages.push({ from: open.from, to: at, technique: open.technique });
    open = null;
  };

  for (const mark of placed) {
    switch (mark.kind) {
      case 'dynamic': {
        const level = LEVELS[mark.level];
        if (level) dynamics.set(mark.beat, level);
        break;
      }
      case 'rehearsal':
        if (!marks.has(mark.beat)) marks.set(mark.beat, mark.label);
        break;
      case 'wedge': {
        if (mark.type === 'crescendo' || mark.type === 'diminuendo') {
          openWedges.set(mark.number, { from: mark.beat, kind: mark.type });
        } else if (mark.type === 'stop') {
          const started = openWedges.get(mark.number);
          openWedges.delete(mark.number);
          if (started && mark.beat > started.from + EPSILON) hairpins.push({ ...started, to: mark.beat });
        }
        break;
      }
      case 'words': {
        const technique = passageTechnique(mark.text);
        if (technique) {
          close(mark.beat);
          open = { from: mark.beat, technique };
        } else if (RING.test(mark.text.trim())) close(mark.beat);
        break;
      }
      case 'line': {
        const current = open as { from: number; technique: Technique; line?: string } | null;
        if (mark.type === 'start' && current && Math.abs(current.from - mark.beat) < EPSILON) {
          current.line = mark.number;
        } else if (mark.type === 'stop' && current?.line === mark.number) close(mark.beat);
        break;
      }
    }
  }
  close(end);
  // A hairpin never closed runs to the next dynamic, or to the end.
  for (const started of openWedges.values()) {
    const next = [...dynamics.keys()]
      .filter((beat) => beat > started.from + EPSILON)
      .sort((a, b) => a - b)[0];
    const to = next ?? end;
    if (to > started.from + EPSILON) hairpins.push({ ...started, to });
  }
  return {
    dynamics: [...dynamics].map(([beat, level]) => ({ beat, level })).sort((a, b) => a.beat - b.beat),
    hairpins: withoutOverlaps(hairpins),
    passages: withoutOverlaps(passages),
    marks: [...marks].map(([beat, label]) => ({ beat, label })).sort((a, b) => a.beat - b.beat),
  };
}

/** Spans sorted by start, each cut short where the next begins (a song holds no overlaps). */
function withoutOverlaps<T extends { from: number; to: number }>(spans: T[]): T[] {
  const sorted = [...spans].sort((a, b) => a.from - b.from);
  return sorted.flatMap((span, i) => {
    const next = sorted[i + 1];
    const to = next && next.from < span.to ? next.from : span.to;
    return to > span.from + EPSILON ? [{ ...span, to }] : [];
  });
}
