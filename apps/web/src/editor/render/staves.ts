import { bellName, firstNoteAtOrAfter, noteKey, rowColor, type Stave } from '@ringalong/song';
import { beatToX, rowCenterY, rowHeight, visibleBeats } from '../coords.ts';
import { sceneOf } from '../scene.ts';
import type { Frame } from './frame.ts';
import { THEME } from './theme.ts';

export function drawRowGuides(ctx: CanvasRenderingContext2D, frame: Frame): void {
  const vp = frame.viewport;
  ctx.fillStyle = THEME.rowGuide;
  for (let row = 0; row < frame.rows.length; row++) {
    ctx.fillRect(0, Math.round(rowCenterY(vp, row)) - 0.5, vp.width, 1);
  }
}

/** The dots of every stave inside the visible window, found by binary search on sorted beats. */
export function drawNotes(ctx: CanvasRenderingContext2D, frame: Frame): void {
  const vp = frame.viewport;
  const radius = rowHeight(vp) / 2;
  const { from, to } = visibleBeats(vp, radius + 2);
  const scene = sceneOf(frame.song);
  const staves = stavesByPitch(frame);
  for (let row = 0; row < frame.rows.length; row++) {
    const pitchId = frame.rows[row]!;
    const stave = staves.get(pitchId);
    if (!stave || stave.notes.length === 0) continue;
    const y = rowCenterY(vp, row);
    const first = firstNoteAtOrAfter(stave.notes, from);
    ctx.beginPath();
    let selected = false;
    for (let i = first; i < stave.notes.length; i++) {
      const beat = stave.notes[i]!.beat;
      if (beat > to) break;
      const x = beatToX(vp, beat);
      ctx.moveTo(x + radius, y);
      ctx.arc(x, y, radius, 0, Math.PI * 2);
      if (frame.selection.size > 0 && frame.selection.has(noteKey({ pitchId, beat }))) selected = true;
    }
    ctx.fillStyle = scene.colors.get(pitchId) ?? rowColor(row);
    ctx.fill();
    if (selected) drawSelectedRings(ctx, frame, stave, first, to, y, radius);
  }
}

function drawSelectedRings(
  ctx: CanvasRenderingContext2D,
  frame: Frame,
  stave: Stave,
  first: number,
  to: number,
  y: number,
  radius: number,
): void {
  ctx.beginPath();
  for (let i = first; i < stave.notes.length; i++) {
    const beat = stave.notes[i]!.beat;
    if (beat > to) break;
    if (!frame.selection.has(noteKey({ pitchId: stave.pitchId, beat }))) continue;
    const x = beatToX(frame.viewport, beat);
    ctx.moveTo(x + radius + 2, y);
    ctx.arc(x, y, radius + 2, 0, Math.PI * 2);
  }
  ctx.strokeStyle = THEME.selectedRing;
  ctx.lineWidth = 3;
  ctx.stroke();
}

/** Room around a name on its plate, and the plate's corner radius. */
const PLATE_PAD_X = 6;
const PLATE_PAD_Y = 4;
const PLATE_RADIUS = 6;
/** Text widths by font and name: measured once, names and sizes are few. */
const widths = new Map<string, number>();

function nameWidth(ctx: CanvasRenderingContext2D, name: string): number {
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
export function drawLabels(ctx: CanvasRenderingContext2D, frame: Frame, x: number): void {
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
    const notes = staves.get(pitchId)?.notes ?? [];
    const ahead = firstNoteAtOrAfter(notes, vp.position) < notes.length;
    ctx.globalAlpha = ahead ? 1 : THEME.dimmedLabelAlpha;
    ctx.fillStyle = scene.colors.get(pitchId) ?? rowColor(row);
    ctx.fillText(bellName(pitchId), x, rowCenterY(vp, row));
  }
  ctx.globalAlpha = 1;
}

const byPitch = new WeakMap<Frame['song'], Map<number, Stave>>();

function stavesByPitch(frame: Frame): Map<number, Stave> {
  let map = byPitch.get(frame.song);
  if (!map) {
    map = new Map(frame.song.staves.map((stave) => [stave.pitchId, stave]));
    byPitch.set(frame.song, map);
  }
  return map;
}
