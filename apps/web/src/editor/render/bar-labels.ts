/**
 * Bar numbers at each bar start near the top of the canvas, above the staves (no note is drawn
 * there), and rehearsal marks as boxed labels beside them; ticks on the seeker at the marks. In
 * the composer they sit after the pencil of their barline, in the player before it (where the
 * bar's notes come from). Pressing one goes to that bar (`barLabelAt`). Arrives with the layers.
 */
import { partitionPoint, type RehearsalMark, type Song, STAVE_PADDING_TOP } from '@ringalong/song';
import { beatsBetween, beatToX, type Viewport } from '../coords.ts';
import { pressesButton, type Rect, seekerTrack, seekerXForBeat } from '../layout.ts';
import { sceneOf } from '../scene.ts';
import type { Ctx2D, Frame, Span } from './frame.ts';
import { late } from './late.ts';

/**
 * The bar numbers' type size in CSS pixels: the one place to size them (a mode read from across
 * a room may return more for its viewport).
 */
export function barLabelSize(_vp: Viewport): number {
  return 12;
}

export const BAR_LABEL_STYLE = {
  plate: 'rgba(43, 47, 56, 0.9)',
  number: '#c9ccd4',
  markFill: '#f4f4f6',
  markText: '#15171c',
  tick: '#f4f4f6',
} as const;

/** How far a bar's number and mark reach from its barline, in CSS pixels, at most. */
export const BAR_LABEL_REACH = 110;
/** The gap between a barline (in the composer: its pencil) and the bar's number. */
const COMPOSER_GAP = 18;
const PLAYER_GAP = 5;

interface BarStarts {
  readonly beats: readonly number[];
  readonly marks: ReadonlyMap<number, string>;
}
const starts = new WeakMap<Song, BarStarts>();

/** The song's bar starts (bar n at index n - 1) as far as barlines are drawn, and its marks by beat. */
function barStartsOf(song: Song): BarStarts {
  let found = starts.get(song);
  if (!found) {
    const beats = sceneOf(song)
      .barlines.filter((line) => line.strength === 1)
      .map((line) => line.beat);
    found = {
      beats,
      marks: new Map((song.marks ?? []).map((mark: RehearsalMark) => [mark.beat, mark.label])),
    };
    starts.set(song, found);
  }
  return found;
}

interface Placed {
  readonly number: Rect;
  readonly mark: Rect | null;
}

/** Where a bar's number plate and its mark's box are drawn. */
function place(vp: Viewport, beat: number, number: number, mark: string | undefined): Placed {
  const size = barLabelSize(vp);
  const height = size + 6;
  const y = STAVE_PADDING_TOP / 2 - height / 2;
  const numberWidth = String(number).length * size * 0.62 + 8;
  const markWidth = mark === undefined ? 0 : Math.max(height, mark.length * size * 0.72 + 8);
  const x = beatToX(vp, beat);
  if (vp.mode === 'composer') {
    const left = x + COMPOSER_GAP;
    return {
      number: { x: left, y, width: numberWidth, height },
      mark: mark === undefined ? null : { x: left + numberWidth + 4, y, width: markWidth, height },
    };
  }
  const right = x - PLAYER_GAP;
  return {
    number: { x: right - numberWidth, y, width: numberWidth, height },
    mark: mark === undefined ? null : { x: right - numberWidth - 4 - markWidth, y, width: markWidth, height },
  };
}

/** Calls `each` for every bar start whose labels may reach into x0..x1. */
function eachBar(
  vp: Viewport,
  song: Song,
  x0: number,
  x1: number,
  each: (beat: number, number: number, mark: string | undefined) => boolean | undefined,
): void {
  const { beats, marks } = barStartsOf(song);
  const { from, to } = beatsBetween(vp, x0 - BAR_LABEL_REACH, x1 + BAR_LABEL_REACH);
  for (let i = partitionPoint(beats.length, (at) => beats[at]! >= from); i < beats.length; i++) {
    const beat = beats[i]!;
    if (beat > to) break;
    if (each(beat, i + 1, marks.get(beat))) return;
  }
}

export function drawBarLabels(ctx: Ctx2D, frame: Frame, span: Span): void {
  const vp = frame.viewport;
  const size = barLabelSize(vp);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  eachBar(vp, frame.song, span.x0, span.x1, (beat, number, mark) => {
    const at = place(vp, beat, number, mark);
    const n = at.number;
    ctx.fillStyle = BAR_LABEL_STYLE.plate;
    ctx.beginPath();
    ctx.roundRect(n.x, n.y, n.width, n.height, 4);
    ctx.fill();
    ctx.font = `600 ${size}px system-ui, sans-serif`;
    ctx.fillStyle = BAR_LABEL_STYLE.number;
    ctx.fillText(String(number), n.x + n.width / 2, n.y + n.height / 2 + 0.5);
    if (at.mark && mark !== undefined) {
      const m = at.mark;
      ctx.fillStyle = BAR_LABEL_STYLE.markFill;
      ctx.fillRect(m.x, m.y, m.width, m.height);
      ctx.font = `bold ${size + 1}px system-ui, sans-serif`;
      ctx.fillStyle = BAR_LABEL_STYLE.markText;
      ctx.fillText(mark, m.x + m.width / 2, m.y + m.height / 2 + 0.5);
    }
    return false;
  });
}

/** The start of the bar whose number or mark is under (x, y) (a finger's reach around it), or null. */
export function barLabelAt(vp: Viewport, song: Song, x: number, y: number): number | null {
  let found: number | null = null;
  let distance = Number.POSITIVE_INFINITY;
  eachBar(vp, song, x, x, (beat, number, mark) => {
    const at = place(vp, beat, number, mark);
    for (const rect of at.mark ? [at.number, at.mark] : [at.number]) {
      const off = Math.abs(rect.x + rect.width / 2 - x);
      if (off < distance && pressesButton(rect, x, y)) {
        found = beat;
        distance = off;
      }
    }
    return false;
  });
  return found;
}

/** A tick on the seeker at each rehearsal mark. */
export function drawMarkTicks(ctx: Ctx2D, frame: Frame): void {
  const marks = frame.song.marks;
  if (!marks) return;
  const vp = frame.viewport;
  const track = seekerTrack(vp);
  ctx.fillStyle = BAR_LABEL_STYLE.tick;
  for (const mark of marks) {
    if (mark.beat > frame.seekRange.to) break;
    const x = Math.round(seekerXForBeat(vp, frame.seekRange, mark.beat));
    ctx.fillRect(x - 1, track.y - 5, 2, track.height + 10);
  }
}

late.ground = drawBarLabels;
late.seeker = drawMarkTicks;
late.barAt = barLabelAt;
