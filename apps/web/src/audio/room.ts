/**
 * A light room: a short synthesized impulse response (a few early reflections, then a diffuse
 * tail some 0.8 s to silence, darker as it dies) through a ConvolverNode, mixed in well under
 * the bells. Off by default (see README.md, "The room").
 */
import type { NodeFactory } from './node-factory';

/** Time for the tail to fall by 60 dB: a small hall or a church hall where a choir rehearses. */
export const ROOM_RT60_SECONDS = 0.8;
/** The reverberant sound's level against the bells (its energy, for a steady tone): light. */
export const ROOM_LEVEL_DB = -18;
/** The first reflection's delay: the nearest wall a few metres off. */
const PREDELAY_SECONDS = 0.012;
/** Early reflections after the predelay: seconds, level against the tail's start. */
const EARLY = [
  [0, 0.7],
  [0.007, 0.5],
  [0.013, 0.45],
  [0.021, 0.35],
] as const;
const SEEDS = [0x0badbe11, 0x5eedbe11] as const;

/** The impulse response, one channel per ear (different noise each, so the room is wide). */
export function roomImpulse(sampleRate: number): Float32Array<ArrayBuffer>[] {
  const length = Math.round((PREDELAY_SECONDS + ROOM_RT60_SECONDS) * sampleRate);
  const tau = ROOM_RT60_SECONDS / Math.log(1000);
  return SEEDS.map((seed, ear) => {
    const channel = new Float32Array(length);
    let state = seed;
    let low = 0;
    for (let i = Math.round(PREDELAY_SECONDS * sampleRate); i < length; i++) {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      const t = i / sampleRate - PREDELAY_SECONDS;
      // Walls soak up the highs first: a lowpass whose cutoff falls from ~6 kHz as the tail dies.
      const smoothing = Math.min(0.95, 0.45 + 0.5 * (t / ROOM_RT60_SECONDS));
      low = smoothing * low + (1 - smoothing) * (state / 2 ** 31 - 1);
      channel[i] = low * Math.exp(-t / tau);
    }
    for (const [at, level] of EARLY) {
      const i = Math.round((PREDELAY_SECONDS + at + 0.003 * ear) * sampleRate);
      channel[i] = (channel[i] ?? 0) + level * (ear === 0 ? 1 : -1) * 0.3;
    }
    // Scaled so the tail's energy is ROOM_LEVEL_DB under the sound going in.
    let energy = 0;
    for (const sample of channel) energy += sample * sample;
    const scale = 10 ** (ROOM_LEVEL_DB / 20) / Math.sqrt(energy);
    for (let i = 0; i < length; i++) channel[i] = channel[i]! * scale;
    return channel;
  });
}

/** The room's convolver: `input` to `output`, built only when the room is first switched on. */
export function createRoom(context: NodeFactory): ConvolverNode {
  const [left, right] = roomImpulse(context.sampleRate);
  const impulse = context.createBuffer(2, left!.length, context.sampleRate);
  impulse.copyToChannel(left!, 0);
  impulse.copyToChannel(right!, 1);
  const convolver = context.createConvolver();
  convolver.normalize = false;
  convolver.buffer = impulse;
  return convolver;
}
