/**
 * The looped passage on the seeker: a band over the track between its two handles, each a tab a
 * finger can take (tools/states/scrubbing.ts hands the drag to the rehearsal planner). Drawn on
 * the stage's own layer (not on the start-up path).
 */
import { type Rect, seekerTrack, seekerXForBeat } from '../layout.ts';
import type { Ctx2D, Frame } from './frame.ts';

const BAND = 'rgba(94, 200, 255, 0.45)';
const HANDLE = '#5ec8ff';
const HANDLE_WIDTH = 6;
const HANDLE_HEIGHT = 22;

/** Where the handles may be drawn: the seeker's track with room for the tabs. */
export function loopHandlesRect(frame: Frame): Rect {
  const track = seekerTrack(frame.viewport);
  const middle = track.y + track.height / 2;
  return {
    x: track.x - HANDLE_WIDTH,
    y: middle - HANDLE_HEIGHT / 2 - 1,
    width: track.width + 2 * HANDLE_WIDTH,
    height: HANDLE_HEIGHT + 2,
  };
}

export function drawLoopHandles(ctx: Ctx2D, frame: Frame): void {
  const loop = frame.loop;
  if (!loop) return;
  const vp = frame.viewport;
  const track = seekerTrack(vp);
  const [x0, x1] = [loop.start, loop.end].map((beat) => seekerXForBeat(vp, frame.seekRange, beat)) as [
    number,
    number,
  ];
  ctx.fillStyle = BAND;
  ctx.fillRect(x0, track.y, Math.max(1, x1 - x0), track.height);
  ctx.fillStyle = HANDLE;
  const top = track.y + track.height / 2 - HANDLE_HEIGHT / 2;
  for (const x of [x0, x1]) {
    ctx.beginPath();
    ctx.roundRect(x - HANDLE_WIDTH / 2, top, HANDLE_WIDTH, HANDLE_HEIGHT, 2);
    ctx.fill();
  }
}
