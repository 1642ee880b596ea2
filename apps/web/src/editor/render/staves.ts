import {
  type BellColours,
  bellColours,
  firstNoteAtOrAfter,
  type Note,
  noteKey,
  noteLetter,
  type RowRef,
  rowKey,
  type Song,
  type Stave,
  songBellName,
  TECHNIQUES,
  type Technique,
} from '@ringalong/song';
import { beatsBetween, beatToX, direction, rowCenterY, rowHeight } from '../coords.ts';
import { sceneOf } from '../scene.ts';
import type { Ctx2D, Frame, Span } from './frame.ts';
import { drawGlyph, drawHead, drawLetVibrate, headPath, headShape, LETTER_MIN_RADIUS } from './glyphs.ts';
import { type Stamper, stamper } from './sprites.ts';
import { THEME } from './theme.ts';

export function drawRowGuides(ctx: Ctx2D, frame: Frame, span: Span): void {
  const vp = frame.viewport;
  ctx.fillStyle = THEME.rowGuide;
  for (let row = 0; row < frame.rows.length; row++) {
    ctx.fillRect(span.x0, Math.round(rowCenterY(vp, row)) - 0.5, span.x1 - span.x0, 1);
  }
}

/** Beyond a dot's radius: its selection ring (2 px out, 3 px wide) is drawn whole too. */
export const RING_REACH = 4;

/**
 * How far from a note's centre (or its tail's end) its drawing reaches, in CSS pixels: the head
 * (a chime's diamond is a little wider) with its selection ring, the glyph, the LV tie.
 */
export function noteReach(radius: number): number {
  return Math.max(radius * 1.12 + RING_REACH + 2, radius * 1.6, 2 * Math.max(6, radius * 1.1));
}

/** A row's colours on screen in the frame's scheme (its heads', its label's, the ink on its heads). */
export function rowColours(frame: Frame, row: number): BellColours {
  const ref = frame.rows[row]!;
  return bellColours(frame.colorMode ?? 'random', sceneOf(frame.song).indices.get(rowKey(ref)) ?? row, ref);
}

/** The tail's thickness and its end mark's half height for dots of `radius`. */
export function tailSize(radius: number): { readonly thickness: number; readonly mark: number } {
  return { thickness: Math.max(2, Math.round(radius * 0.36)), mark: Math.max(4, radius * 0.75) };
}

/**
 * Every stave inside `span`, found by binary search on sorted beats: first the tails (a note's
 * length, 'ring until here, then damp', ending in a damp mark or an LV tie), then the heads with
 * their technique glyphs, then the selection rings.
 */
export function drawNotes(ctx: Ctx2D, frame: Frame, span: Span): void {
  const vp = frame.viewport;
  const radius = rowHeight(vp) / 2;
  const reach = noteReach(radius);
  const { from, to } = beatsBetween(vp, span.x0 - reach, span.x1 + reach);
  const scene = sceneOf(frame.song);
  // A tail (and the mark or tie at its end) reaches on from a note before the span.
  const tailsFrom = from - scene.longest;
  const dir = direction(vp.mode);
  const m = ctx.getTransform();
  const whole = (x: number) => (Math.round(m.a * x + m.e) - m.e) / m.a;
  const tail = tailSize(radius);
  for (let row = 0; row < frame.rows.length; row++) {
    const ref = frame.rows[row]!;
    const stave = scene.staves.get(rowKey(ref));
    if (!stave || stave.notes.length === 0) continue;
    const y = rowCenterY(vp, row);
    const colour = rowColours(frame, row).head;
    const notes = stave.notes;
    ctx.fillStyle = colour;
    for (let i = firstNoteAtOrAfter(notes, tailsFrom); i < notes.length; i++) {
      const note = notes[i]!;
      if (note.beat > to) break;
      const end = note.beat + note.length;
      if (end < from) continue;
      const x0 = whole(beatToX(vp, note.beat));
      const x1 = whole(beatToX(vp, end));
      ctx.globalAlpha = THEME.tailAlpha;
      ctx.fillRect(Math.min(x0, x1), y - tail.thickness / 2, Math.abs(x1 - x0), tail.thickness);
      ctx.globalAlpha = 1;
      // The damp mark; an LV note is not damped: its tie is stamped below.
      if (note.technique !== 'lv') ctx.fillRect(dir > 0 ? x1 - 2 : x1, y - tail.mark, 2, 2 * tail.mark);
    }
  }
  // Copies from here on: the stamper works in device pixels until done().
  const stamps = stamper(ctx);
  for (let row = 0; row < frame.rows.length; row++) {
    const ref = frame.rows[row]!;
    const stave = scene.staves.get(rowKey(ref));
    if (!stave) continue;
    const y = rowCenterY(vp, row);
    for (let i = firstNoteAtOrAfter(stave.notes, tailsFrom); i < stave.notes.length; i++) {
      const note = stave.notes[i]!;
      if (note.beat > to) break;
      if (note.technique !== 'lv' || note.beat + note.length < from) continue;
      const colour = rowColours(frame, row).head;
      const x1 = whole(beatToX(vp, note.beat + note.length));
      stamps.stamp(`lv|${colour}|${radius}|${dir}`, x1, y, 2 * Math.max(6, radius * 1.1), (c) =>
        drawLetVibrate(c, radius, colour, dir),
      );
    }
  }
  for (let row = 0; row < frame.rows.length; row++) {
    const ref = frame.rows[row]!;
    const stave = scene.staves.get(rowKey(ref));
    if (!stave || stave.notes.length === 0) continue;
    const y = rowCenterY(vp, row);
    const first = firstNoteAtOrAfter(stave.notes, from);
    const { head: colour, ink } = rowColours(frame, row);
    const shape = headShape(ref);
    // A technique's glyph takes the letter's place; the row's label still names the bell.
    const letter = radius >= LETTER_MIN_RADIUS ? noteLetter(ref.pitchId) : '';
    const plain = `${shape}|${colour}|${radius}`;
    let selected = false;
    for (let i = first; i < stave.notes.length; i++) {
      const note = stave.notes[i]!;
      if (note.beat > to) break;
      const x = beatToX(vp, note.beat);
      const mark = note.technique ? '' : letter;
      stamps.stamp(`head|${plain}|${mark}|${ink}`, x, y, radius * 1.12, (c) =>
        drawHead(c, shape, radius, colour, mark, ink),
      );
      if (note.technique) stampGlyph(stamps, note.technique, x, y, radius, ink);
      if (frame.selection.size > 0 && frame.selection.has(noteKey({ ...ref, beat: note.beat })))
        selected = true;
    }
    if (selected) drawSelectedRings(stamps, frame, stave, first, to, y, radius);
  }
  stamps.done();
}

function stampGlyph(
  stamps: Stamper,
  technique: Technique,
  x: number,
  y: number,
  radius: number,
  ink: string,
) {
  stamps.stamp(`glyph|${technique}|${radius}|${ink}`, x, y, radius * 1.6, (c) =>
    drawGlyph(c, technique, radius, 1, ink),
  );
}

/** After the row's dots: a ring may lie over a neighbouring dot. */
function drawSelectedRings(
  stamps: Stamper,
  frame: Frame,
  stave: Stave,
  first: number,
  to: number,
  y: number,
  radius: number,
): void {
  const shape = headShape(stave);
  const ring = (ring: Ctx2D) => {
    headPath(ring, shape, radius, true);
    ring.strokeStyle = THEME.selectedRing;
    ring.lineWidth = 3;
    ring.lineJoin = 'round';
    ring.stroke();
  };
  for (let i = first; i < stave.notes.length; i++) {
    const beat = stave.notes[i]!.beat;
    if (beat > to) break;
    if (!frame.selection.has(noteKey({ pitchId: stave.pitchId, instrument: stave.instrument, beat })))
      continue;
    stamps.stamp(
      `ring|${shape}|${radius}`,
      beatToX(frame.viewport, beat),
      y,
      radius * 1.12 + RING_REACH + 2,
      ring,
    );
  }
}

/** Room around a name on its plate, and the plate's corner radius. */
const PLATE_PAD_X = 6;
const PLATE_PAD_Y = 4;
const PLATE_RADIUS = 6;
/** Player: a technique is shown beside its row's name from this many beats before its note is rung. */
export const CUE_BEATS = 2;
/** Text widths by font and name: measured once, names and sizes are few. */
const widths = new Map<string, number>();

function nameWidth(ctx: Ctx2D, name: string): number {
  const key = `${ctx.font}|${name}`;
  let width = widths.get(key);
  if (width === undefined) {
    // Resizing walks through many sizes; a handful of names at the current one is all that matters.
    if (widths.size > 512) widths.clear();
    width = ctx.measureText(name).width;
    widths.set(key, width);
  }
  return width;
}

/**
 * Bell names in their colours (a handchime row's with a diamond after it, the shape of its notes), each on an opaque plate, dimmed
 * once no notes remain ahead of the hit point. Drawn after the notes: in player mode the note
 * being rung slides on under its own name at once, and a ringer across the room must still read
 * the name then. In player mode a row whose next note has a technique shows its glyph, large,
 * beside the name from CUE_BEATS before the note reaches the hit point.
 */
export function drawLabels(ctx: Ctx2D, frame: Frame, x: number): void {
  const vp = frame.viewport;
  const scene = sceneOf(frame.song);
  const size = Math.max(9, Math.min(22, rowHeight(vp) * 0.8));
  const font = `bold ${size.toFixed(1)}px system-ui, sans-serif`;
  ctx.font = font;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.beginPath();
  for (let row = 0; row < frame.rows.length; row++) {
    const ref = frame.rows[row]!;
    const cue = vp.mode === 'player' ? cueAt(scene.staves.get(rowKey(ref)), vp.position) : null;
    const y = rowCenterY(vp, row);
    ctx.roundRect(
      x - PLATE_PAD_X,
      y - size / 2 - PLATE_PAD_Y,
      labelWidth(ctx, frame.song, ref, size) + 2 * PLATE_PAD_X + (cue ? size * 1.6 : 0),
      size + 2 * PLATE_PAD_Y,
      PLATE_RADIUS,
    );
  }
  ctx.fillStyle = THEME.labelPlate;
  ctx.fill();
  for (let row = 0; row < frame.rows.length; row++) {
    const ref = frame.rows[row]!;
    const stave = scene.staves.get(rowKey(ref));
    const y = rowCenterY(vp, row);
    const colours = rowColours(frame, row);
    const name = songBellName(frame.song, ref.pitchId);
    ctx.globalAlpha = notesAhead(stave, vp.position) ? 1 : THEME.dimmedLabelAlpha;
    ctx.fillStyle = colours.label;
    ctx.font = font;
    ctx.textAlign = 'left';
    ctx.fillText(name, x, y);
    if (ref.instrument === 'handchime') {
      // A chime row's mark: the diamond its notes are drawn with.
      const half = (size * CHIME_MARK) / 2;
      const cx = x + nameWidth(ctx, name) + size * CHIME_GAP + half;
      ctx.beginPath();
      ctx.moveTo(cx, y - half);
      ctx.lineTo(cx + half, y);
      ctx.lineTo(cx, y + half);
      ctx.lineTo(cx - half, y);
      ctx.closePath();
      ctx.fill();
    }
    const cue = vp.mode === 'player' ? cueAt(stave, vp.position) : null;
    if (cue) {
      const cx = x + labelWidth(ctx, frame.song, ref, size) + size * 0.9;
      ctx.globalAlpha = 1;
      ctx.save();
      ctx.translate(cx, y);
      ctx.beginPath();
      ctx.arc(0, 0, size * 0.72, 0, Math.PI * 2);
      ctx.fillStyle = colours.head;
      ctx.fill();
      drawGlyph(ctx, cue, size * 0.72, 1, colours.ink);
      ctx.restore();
    }
  }
  ctx.globalAlpha = 1;
}

/** A chime row's diamond mark after its name: its size and the gap before it, in font sizes. */
const CHIME_MARK = 0.8;
const CHIME_GAP = 0.3;

/** A row label's width: the bell's name, and a chime row's mark after it. */
function labelWidth(ctx: Ctx2D, song: Song, row: RowRef, size: number): number {
  const name = nameWidth(ctx, songBellName(song, row.pitchId));
  return row.instrument === 'handchime' ? name + size * (CHIME_GAP + CHIME_MARK) : name;
}

/**
 * What the indent shows at this position, one character a row: the labels look alike while this
 * does ('d' dimmed, '-' not, then a letter for a technique cued).
 */
export function dimmedLabels(frame: Frame): string {
  const scene = sceneOf(frame.song);
  const player = frame.viewport.mode === 'player';
  let key = '';
  for (const ref of frame.rows) {
    const stave = scene.staves.get(rowKey(ref));
    key += notesAhead(stave, frame.viewport.position) ? '-' : 'd';
    if (player) {
      const cue = cueAt(stave, frame.viewport.position);
      if (cue) key += String.fromCharCode(65 + TECHNIQUES.indexOf(cue));
    }
  }
  return key;
}

function notesAhead(stave: Stave | undefined, position: number): boolean {
  const notes = stave?.notes ?? [];
  return firstNoteAtOrAfter(notes, position) < notes.length;
}

/** The technique of the row's next note when it is at most CUE_BEATS ahead of the hit point. */
function cueAt(stave: Stave | undefined, position: number): Technique | null {
  if (!stave) return null;
  const next: Note | undefined = stave.notes[firstNoteAtOrAfter(stave.notes, position)];
  return next?.technique && next.beat - position <= CUE_BEATS ? next.technique : null;
}
