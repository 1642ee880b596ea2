import { bellName, firstNoteAtOrAfter, noteKey, rowColor, type Stave } from '@ringalong/song';
import { beatsBetween, beatToX, rowCenterY, rowHeight } from '../coords.ts';
import { ROW_INSTRUMENT, sceneOf } from '../scene.ts';
import type { Ctx2D, Frame, Span } from './frame.ts';
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

/** The dots of every stave inside `span`, found by binary search on sorted beats. */
export function drawNotes(ctx: Ctx2D, frame: Frame, span: Span): void {
  const vp = frame.viewport;
  const radius = rowHeight(vp) / 2;
  const { from, to } = beatsBetween(vp, span.x0 - radius - RING_REACH, span.x1 + radius + RING_REACH);
  const scene = sceneOf(frame.song);
  const staves = stavesByPitch(frame);
  const stamps = stamper(ctx);
  for (let row = 0; row < frame.rows.length; row++) {
    const pitchId = frame.rows[row]!;
    const stave = staves.get(pitchId);
    if (!stave || stave.notes.length === 0) continue;
    const y = rowCenterY(vp, row);
    const first = firstNoteAtOrAfter(stave.notes, from);
    const colour = scene.colors.get(pitchId) ?? rowColor(row);
    const dot = (dot: Ctx2D) => {
      dot.beginPath();
      dot.arc(0, 0, radius, 0, Math.PI * 2);
      dot.fillStyle = colour;
      dot.fill();
    };
    let selected = false;
    for (let i = first; i < stave.notes.length; i++) {
      const beat = stave.notes[i]!.beat;
      if (beat > to) break;
      stamps.stamp(`dot|${colour}|${radius}`, beatToX(vp, beat), y, radius, dot);
      if (
        frame.selection.size > 0 &&
        frame.selection.has(noteKey({ pitchId, instrument: ROW_INSTRUMENT, beat }))
      )
        selected = true;
    }
    if (selected) drawSelectedRings(stamps, frame, stave, first, to, y, radius);
  }
  stamps.done();
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
  const ring = (ring: Ctx2D) => {
    ring.beginPath();
    ring.arc(0, 0, radius + 2, 0, Math.PI * 2);
    ring.strokeStyle = THEME.selectedRing;
    ring.lineWidth = 3;
    ring.stroke();
  };
  for (let i = first; i < stave.notes.length; i++) {
    const beat = stave.notes[i]!.beat;
    if (beat > to) break;
    if (!frame.selection.has(noteKey({ pitchId: stave.pitchId, instrument: stave.instrument, beat })))
      continue;
    stamps.stamp(`ring|${radius}`, beatToX(frame.viewport, beat), y, radius + RING_REACH, ring);
  }
}

/** Room around a name on its plate, and the plate's corner radius. */
const PLATE_PAD_X = 6;
const PLATE_PAD_Y = 4;
const PLATE_RADIUS = 6;
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
 * Bell names in their colours, each on an opaque plate, dimmed once no notes remain ahead of the
 * hit point. Drawn after the notes: in player mode the note being rung slides on under its own
 * name at once, and a ringer across the room must still read the name then.
 */
export function drawLabels(ctx: Ctx2D, frame: Frame, x: number): void {
  const vp = frame.viewport;
  const scene = sceneOf(frame.song);
  const staves = stavesByPitch(frame);
  const size = Math.max(9, Math.min(22, rowHeight(vp) * 0.8));
  ctx.font = `bold ${size.toFixed(1)}px system-ui, sans-serif`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.beginPath();
  for (let row = 0; row < frame.rows.length; row++) {
    const width = nameWidth(ctx, bellName(frame.rows[row]!));
    const y = rowCenterY(vp, row);
    ctx.roundRect(
      x - PLATE_PAD_X,
      y - size / 2 - PLATE_PAD_Y,
      width + 2 * PLATE_PAD_X,
      size + 2 * PLATE_PAD_Y,
      PLATE_RADIUS,
    );
  }
  ctx.fillStyle = THEME.labelPlate;
  ctx.fill();
  for (let row = 0; row < frame.rows.length; row++) {
    const pitchId = frame.rows[row]!;
    ctx.globalAlpha = notesAhead(staves, pitchId, vp.position) ? 1 : THEME.dimmedLabelAlpha;
    ctx.fillStyle = scene.colors.get(pitchId) ?? rowColor(row);
    ctx.fillText(bellName(pitchId), x, rowCenterY(vp, row));
  }
  ctx.globalAlpha = 1;
}

/** Which labels are dimmed at this position, one character a row: the labels look alike while this does. */
export function dimmedLabels(frame: Frame): string {
  const staves = stavesByPitch(frame);
  let key = '';
  for (const pitchId of frame.rows) key += notesAhead(staves, pitchId, frame.viewport.position) ? '-' : 'd';
  return key;
}

function notesAhead(staves: Map<number, Stave>, pitchId: number, position: number): boolean {
  const notes = staves.get(pitchId)?.notes ?? [];
  return firstNoteAtOrAfter(notes, position) < notes.length;
}

const byPitch = new WeakMap<Frame['song'], Map<number, Stave>>();

function stavesByPitch(frame: Frame): Map<number, Stave> {
  let map = byPitch.get(frame.song);
  if (!map) {
    map = new Map(
      frame.song.staves
        .filter((stave) => stave.instrument === ROW_INSTRUMENT)
        .map((stave) => [stave.pitchId, stave]),
    );
    byPitch.set(frame.song, map);
  }
  return map;
}
