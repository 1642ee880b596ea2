/**
 * Where each still layer sits over the view, in CSS pixels: the indent with the labels and the hit
 * point line, the stave-edit button, the seeker bar. Everything else on the picture moves with time.
 */
import { HIT_POINT_INDENT, STAVE_PADDING_TOP } from '@ringalong/song';
import { hitPointX, type Viewport } from '../coords.ts';
import { type Rect, seekerTrack, staveEditButton } from '../layout.ts';
import { HIT_POINT_WIDTH, THUMB_RADIUS } from '../render/overlay.ts';

/** Room for anti-aliased edges. */
const EDGE = 1;

/** The indent's veil, the labels on their plates and the hit point line; the whole height. */
export function indentRect(vp: Viewport): Rect {
  const indentX = vp.mode === 'composer' ? 0 : vp.width - HIT_POINT_INDENT;
  const hit = hitPointX(vp);
  const x0 = Math.max(0, Math.min(indentX, hit - HIT_POINT_WIDTH / 2) - EDGE);
  const x1 = Math.min(vp.width, Math.max(indentX + HIT_POINT_INDENT, hit + HIT_POINT_WIDTH / 2) + EDGE);
  return { x: x0, y: 0, width: Math.max(0, x1 - x0), height: vp.height };
}

export function editButtonRect(): Rect {
  const button = staveEditButton();
  return {
    x: button.x - EDGE,
    y: button.y - EDGE,
    width: button.width + 2 * EDGE,
    height: button.height + 2 * EDGE,
  };
}

export function seekerRect(vp: Viewport): Rect {
  const track = seekerTrack(vp);
  const reach = THUMB_RADIUS + EDGE;
  const middle = track.y + track.height / 2;
  return {
    x: track.x - reach,
    y: middle - reach,
    width: track.width + 2 * reach,
    height: 2 * reach,
  };
}

/** The band above the staves where the composer's pencils ride on the strong barlines. */
export const PENCIL_BAND = STAVE_PADDING_TOP;
