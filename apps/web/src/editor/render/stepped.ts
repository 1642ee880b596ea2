/**
 * 'Reduce motion' (prefers-reduced-motion): while a song plays, the picture moves in steps of a
 * beat instead of scrolling smoothly; between two steps it stands still (and the compositor is
 * handed no glide). The frame is the playing one with its position held at the beat reached.
 */
import type { Frame } from './frame.ts';

/** The beats one step moves. */
export const STEP_BEATS = 1;

export function steppedFrame(frame: Frame, step = STEP_BEATS): Frame {
  const vp = frame.viewport;
  const position = Math.floor(vp.position / step) * step;
  return position === vp.position ? frame : { ...frame, viewport: { ...vp, position } };
}
