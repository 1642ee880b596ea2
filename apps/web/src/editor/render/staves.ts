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

/** Bell names in their colours, dimmed once no notes remain ahead of the hit point. */
export function drawLabels(ctx: CanvasRenderingContext2D, frame: Frame, x: number): void {
  const vp = frame.viewport;
  const scene = sceneOf(frame.song);
  const staves = stavesByPitch(frame);
  const size = Math.max(9, Math.min(16, rowHeight(vp) * 0.8));
  ctx.font = `bold ${size.toFixed(1)}px system-ui, sans-serif`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  // Passed notes slide under the names: a halo of the background keeps each name's outline clean.
  ctx.strokeStyle = THEME.background;
  ctx.lineWidth = 4;
  ctx.lineJoin = 'round';
  for (let row = 0; row < frame.rows.length; row++) {
    const pitchId = frame.rows[row]!;
    const notes = staves.get(pitchId)?.notes ?? [];
    const ahead = firstNoteAtOrAfter(notes, vp.position) < notes.length;
    ctx.globalAlpha = ahead ? 1 : THEME.dimmedLabelAlpha;
    ctx.fillStyle = scene.colors.get(pitchId) ?? rowColor(row);
    ctx.strokeText(bellName(pitchId), x, rowCenterY(vp, row));
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
