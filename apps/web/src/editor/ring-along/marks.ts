/**
 * The score's marks in Ring along (docs/score.md), in the band above the rows beside the bar
 * numbers: a passage's words ('LV', 'T.D.', 'Mart.') and a dashed line to its 'R', a dynamic as
 * bold italic letters, a hairpin as a wedge. White on black (21:1); later notes are further left,
 * so each mark's words stand just left of its beat, clear of the bar number on the barline.
 */
import { passageText } from '@ringalong/song';
import type { Ctx2D } from '../render/frame.ts';
import type { RingFrame, RingGeometry } from './frame.ts';
import { RING_SIZES } from './sizes.ts';
import { RING_THEME } from './theme.ts';

/** Clear of a bar number (28 px, up to three digits) centred on its barline. */
const CLEAR = 26;

export function drawRingMarks(
  ctx: Ctx2D,
  frame: RingFrame,
  g: RingGeometry,
  x: (beat: number) => number,
): void {
  const { song } = frame;
  const passages = song.passages ?? [];
  const dynamics = song.dynamics ?? [];
  const hairpins = song.hairpins ?? [];
  if (passages.length + dynamics.length + hairpins.length === 0) return;
  const visible = (a: number, b: number) => Math.max(a, b) >= 0 && Math.min(a, b) <= g.labelX;
  const band = RING_SIZES.barBand;
  ctx.save();
  ctx.fillStyle = RING_THEME.ink;
  ctx.strokeStyle = RING_THEME.ink;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'right';
  // Passages along the band's upper half.
  const py = band * 0.28;
  ctx.font = 'bold 18px system-ui, sans-serif';
  ctx.lineWidth = 2;
  for (const passage of passages) {
    const x0 = x(passage.from);
    const x1 = x(passage.to);
    if (!visible(x0, x1)) continue;
    const words = passageText(passage.technique);
    const end = x0 - CLEAR;
    ctx.fillText(words, end, py);
    ctx.fillText('R', x1 - CLEAR + 12, py);
    const from = end - ctx.measureText(words).width - 6;
    const to = x1 - CLEAR + 18;
    if (from > to) {
      ctx.setLineDash([6, 4]);
      ctx.beginPath();
      ctx.moveTo(from, py);
      ctx.lineTo(to, py);
      ctx.stroke();
      ctx.setLineDash([]);
    }
  }
  // Dynamics and hairpins along the lower half.
  const dy = band * 0.72;
  for (const hairpin of hairpins) {
    const x0 = x(hairpin.from) - CLEAR;
    const x1 = x(hairpin.to) - CLEAR;
    if (!visible(x0, x1)) continue;
    const [point, open] = hairpin.kind === 'crescendo' ? [x0 - 24, x1 + 4] : [x1 + 4, x0 - 24];
    ctx.beginPath();
    ctx.moveTo(open, dy - 7);
    ctx.lineTo(point, dy);
    ctx.lineTo(open, dy + 7);
    ctx.stroke();
  }
  ctx.font = "italic bold 22px Georgia, 'Times New Roman', serif";
  for (const mark of dynamics) {
    const at = x(mark.beat);
    if (!visible(at, at)) continue;
    ctx.fillText(mark.level, at - CLEAR, dy);
  }
  ctx.restore();
}
