/**
 * The master bus every strike goes through, on the page and in offline renders alike:
 * bell level (-> the room, when on) -> limiter -> makeup undone -> safety clip. A single bell passes untouched (it peaks
 * near -9 dBFS); a chord or a round's overlapping tails that would pass -4 dBFS is turned down
 * smoothly by the limiter; the clip only bends the few peaks the limiter lets through, so nothing
 * ever leaves above full scale.
 */

import type { NodeFactory } from './node-factory';
import { createRoom } from './room';

/** Every strike at half scale: one bell peaks near 0.35, two together near 0.7. */
const BELL_LEVEL = 0.5;

/**
 * A limiter: 20:1 above -4 dBFS with the fastest attack the node allows. The slow release lets
 * a limited chord ring down without audible pumping; a lone bell never reaches the threshold.
 */
const LIMITER = { threshold: -3, knee: 0, ratio: 20, attack: 0, release: 0.4 } as const;

/**
 * The Web Audio compressor always adds a makeup gain of 0.6 times its full-range reduction
 * (Web Audio API, "DynamicsCompressorNode"); with a hard knee that is the curve at 0 dBFS. Taken
 * off again here, so a bell below the threshold sounds exactly as loud as without the limiter.
 */
const MAKEUP_DB = -0.6 * LIMITER.threshold * (1 - 1 / LIMITER.ratio);

/**
 * The compressor delays its output by its 6 ms lookahead (so it can turn a strike down before it
 * is heard); the song time shown on screen allows for it.
 */
export const MASTER_DELAY_SECONDS = 0.006;

/**
 * A preview (a bell pressed, a row called) goes past the limiter straight to the safety clip: a
 * single bell never reaches the limiter's threshold anyway, and its 6 ms lookahead is most of what
 * the app would add between a press and its sound. The clip still keeps a preview over a playing
 * song within full scale.
 */
export const PREVIEW_DELAY_SECONDS = 0;

/** The safety clip: straight up to CLIP_KNEE, then bending smoothly towards CLIP_CEILING. */
const CLIP_KNEE = 0.8;
const CLIP_CEILING = 0.99;
/** The clip's curve covers this many times full scale; anything beyond clamps to the ceiling. */
const CLIP_RANGE = 4;
const CLIP_POINTS = 4097;

export interface MasterBus {
  /** Where the voices connect. */
  readonly input: AudioNode;
  /** Where previews connect: the same level and clip, no limiter (`PREVIEW_DELAY_SECONDS`). */
  readonly directInput: AudioNode;
  /** To the context's destination. */
  readonly output: AudioNode;
  /**
   * A light room reverb in or out (off at first). It joins the bells before the limiter, so
   * nothing leaves above full scale with it either; the limiter then hears two signals, the bells
   * and the room, which add up the same either way round (renders repeat exactly).
   */
  setRoom(on: boolean): void;
}

/** The clip's transfer curve over [-CLIP_RANGE, CLIP_RANGE]; its middle point is exactly 0. */
export function clipCurve(): Float32Array<ArrayBuffer> {
  const curve = new Float32Array(CLIP_POINTS);
  const last = CLIP_POINTS - 1;
  const bend = CLIP_CEILING - CLIP_KNEE;
  for (let i = 0; i < CLIP_POINTS; i++) {
    const x = (CLIP_RANGE * (2 * i - last)) / last;
    const size = Math.abs(x);
    curve[i] =
      size <= CLIP_KNEE ? x : Math.sign(x) * (CLIP_KNEE + bend * Math.tanh((size - CLIP_KNEE) / bend));
  }
  return curve;
}

export function createMasterBus(context: NodeFactory): MasterBus {
  const level = context.createGain();
  level.gain.value = BELL_LEVEL;
  const limiter = context.createDynamicsCompressor();
  limiter.threshold.value = LIMITER.threshold;
  limiter.knee.value = LIMITER.knee;
  limiter.ratio.value = LIMITER.ratio;
  limiter.attack.value = LIMITER.attack;
  limiter.release.value = LIMITER.release;
  // The shaper reads its curve over [-1, 1]: scaled down by CLIP_RANGE on the way in.
  const trim = context.createGain();
  trim.gain.value = 10 ** (-MAKEUP_DB / 20) / CLIP_RANGE;
  const clip = context.createWaveShaper();
  clip.curve = clipCurve();
  clip.oversample = 'none';
  level.connect(limiter).connect(trim).connect(clip);
  const directIn = context.createGain();
  const directLevel = context.createGain();
  directLevel.gain.value = BELL_LEVEL / CLIP_RANGE;
  directIn.connect(directLevel).connect(clip);
  // The room hears previews at the bells' level, like every strike.
  const directToRoom = context.createGain();
  directToRoom.gain.value = BELL_LEVEL;
  directIn.connect(directToRoom);
  let room: ConvolverNode | null = null;
  return {
    input: level,
    directInput: directIn,
    output: clip,
    setRoom(on) {
      if (on && !room) {
        room = createRoom(context);
        level.connect(room).connect(limiter);
        directToRoom.connect(room);
      } else if (!on && room) {
        room.disconnect();
        level.disconnect(room);
        directToRoom.disconnect(room);
        room = null;
      }
    },
  };
}
