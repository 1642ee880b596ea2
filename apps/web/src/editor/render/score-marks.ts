/**
 * The score's marks on the canvas, where a printed score has them (docs/score.md): a passage as
 * its words ('LV', 'T.D.', 'Mart.') and a dashed line to its 'R' above the staves; dynamics as
 * bold italic letters (pp to ff) and hairpins as wedges below them; an accent as '>' over its note.
 * Light ink on the dark ground (over 12:1), told apart by words and shapes, never by colour alone.
 */
import {
  firstNoteAtOrAfter,
  passageText,
  rowKey,
  STAVE_PADDING_BOTTOM,
  STAVE_PADDING_TOP,
} from '@ringalong/song';
import { beatsBetween, beatToX, rowCenterY, rowHeight } from '../coords.ts';
import { sceneOf } from '../scene.ts';
import type { Ctx2D, Frame, Span } from './frame.ts';

export const SCORE_MARK_STYLE = {
  ink: '#f4f4f6',
  /** The passage's words and the dynamics, in CSS pixels. */
  words: 11,
  dynamic: 16,
} as const;

/** How far a mark's words reach from its beat, in CSS pixels. */
const REACH = 48;

/** The passages' line: above the staves, under the bar numbers and the composer's pencils. */
export function passageY(): number {
  return STAVE_PADDING_TOP - 6;
}

/** The dynamics' and hairpins' line: below the staves, above the seeker. */
export function dynamicsY(height: number): number {
  return height - STAVE_PADDING_BOTTOM + 20;
}

export function drawScoreMarks(ctx: Ctx2D, frame: Frame, span: Span): void {
  const { song, viewport: vp } = frame;
  const { from, to } = beatsBetween(vp, span.x0 - REACH, span.x1 + REACH);
  const passages = song.passages ?? [];
  const dynamics = song.dynamics ?? [];
  const hairpins = song.hairpins ?? [];
  ctx.save();
  ctx.fillStyle = SCORE_MARK_STYLE.ink;
  ctx.strokeStyle = SCORE_MARK_STYLE.ink;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  // Passages: 'LV - - - R'.
  const py = passageY();
  ctx.font = `bold ${SCORE_MARK_STYLE.words}px system-ui, sans-serif`;
  for (const passage of passages) {
    if (passage.to < from || passage.from > to) continue;
    const words = passageText(passage.technique);
    const x0 = beatToX(vp, passage.from);
    const x1 = beatToX(vp, passage.to);
    const half = ctx.measureText(words).width / 2;
    const sign = Math.sign(x1 - x0) || 1;
    ctx.textAlign = 'left';
    ctx.fillText(words, sign > 0 ? x0 : x0 - 2 * half, py);
    ctx.fillText('R', sign > 0 ? x1 - 4 : x1 - 4, py);
    ctx.lineWidth = 1.5;
    ctx.setLineDash([4, 3]);
    ctx.beginPath();
    const start = x0 + sign * (2 * half + 4);
    const end = x1 - sign * 8;
    if ((end - start) * sign > 0) {
      ctx.moveTo(start, py);
      ctx.lineTo(end, py);
      // The bracket's end hook, down to the R's beat.
      ctx.moveTo(end, py);
      ctx.lineTo(end, py + 5);
    }
    ctx.stroke();
    ctx.setLineDash([]);
  }
  // Hairpins: a wedge, open at the louder end.
  const dy = dynamicsY(vp.height);
  ctx.lineWidth = 1.5;
  for (const hairpin of hairpins) {
    if (hairpin.to < from || hairpin.from > to) continue;
    const x0 = beatToX(vp, hairpin.from);
    const x1 = beatToX(vp, hairpin.to);
    const sign = Math.sign(x1 - x0) || 1;
    // Room for a dynamic at either end.
    const a = x0 + sign * (dynamics.some((d) => d.beat === hairpin.from) ? 14 : 2);
    const b = x1 - sign * (dynamics.some((d) => d.beat === hairpin.to) ? 14 : 2);
    const [point, open] = hairpin.kind === 'crescendo' ? [a, b] : [b, a];
    ctx.beginPath();
    ctx.moveTo(open, dy - 6);
    ctx.lineTo(point, dy);
    ctx.lineTo(open, dy + 6);
    ctx.stroke();
  }
  // Dynamics: bold italic letters, as scores print them.
  ctx.textAlign = 'center';
  ctx.font = `italic bold ${SCORE_MARK_STYLE.dynamic}px Georgia, 'Times New Roman', serif`;
  for (const mark of dynamics) {
    if (mark.beat < from || mark.beat > to) continue;
    ctx.fillText(mark.level, beatToX(vp, mark.beat), dy);
  }
  drawAccents(ctx, frame, from, to);
  ctx.restore();
}

/** '>' over each accented note: above its head, as wide as the head. */
function drawAccents(ctx: Ctx2D, frame: Frame, from: number, to: number): void {
  const vp = frame.viewport;
  const radius = rowHeight(vp) / 2;
  const scene = sceneOf(frame.song);
  const half = Math.max(4, radius * 0.7);
  ctx.lineWidth = Math.max(1.5, radius * 0.18);
  ctx.beginPath();
  for (let row = 0; row < frame.rows.length; row++) {
    const notes = scene.staves.get(rowKey(frame.rows[row]!))?.notes;
    if (!notes) continue;
    const y = rowCenterY(vp, row) - radius - half * 0.7 - 2;
    for (let i = firstNoteAtOrAfter(notes, from); i < notes.length; i++) {
      const note = notes[i]!;
      if (note.beat > to) break;
      if (!note.accent) continue;
      const x = beatToX(vp, note.beat);
      ctx.moveTo(x - half, y - half * 0.5);
      ctx.lineTo(x + half, y);
      ctx.lineTo(x - half, y + half * 0.5);
    }
  }
  ctx.stroke();
}
