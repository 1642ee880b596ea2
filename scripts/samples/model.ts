/**
 * A struck English handbell as a sum of damped modes (modal synthesis). The numbers and where
 * they come from are in MODEL.md; this file is the arithmetic.
 */
import { seededRandom } from './random';

export const SAMPLE_RATE = 22_050;
export const DURATION_SECONDS = 1.2;
const FADE_SECONDS = 0.35;
const PEAK = 0.7;

/** Chladni-type law f ~ m^p, fitted through the (2,0) fundamental and the (3,0) mode tuned to 3:1. */
const CHLADNI_POWER = Math.log(3) / Math.log(1.5);

export interface Mode {
  readonly name: string;
  /** Nodal meridian count pairs (m): sets how a doublet splits its energy at the strike azimuth. */
  readonly m: number;
  readonly ratio: number;
  /** Relative displacement of the mode at the lip, where the clapper strikes. */
  readonly lip: number;
  /** Frequency split of the mode's doublet (the bell is never perfectly round). */
  readonly splitHz: number;
}

export const MODES: readonly Mode[] = [
  { name: '(2,0) fundamental', m: 2, ratio: 1, lip: 1, splitHz: 0.5 },
  { name: '(3,0) tuned twelfth', m: 3, ratio: 3, lip: 0.7, splitHz: 1.6 },
  { name: '(4,0)', m: 4, ratio: 2 ** CHLADNI_POWER, lip: 0.3, splitHz: 3 },
  { name: '(5,0)', m: 5, ratio: 2.5 ** CHLADNI_POWER, lip: 0.2, splitHz: 4.5 },
];

/** Radiated (not vibrating) partials: the square of a mode's motion, an octave above it. */
const RADIATED_OCTAVE = 0.12;
const RADIATED_SIXTH = 0.1;
/** Strike azimuth against the bell's stiff axis, in radians. */
const STRIKE_AZIMUTH = 0.2;
const CLICK_LEVEL = 0.06;

/** Amplitude time constant: bigger bells ring longer; higher modes lose energy faster. */
export function ringSeconds(fundamentalHz: number, ratio: number): number {
  return 1.5 * Math.sqrt(261.63 / fundamentalHz) * ratio ** -0.75;
}

/** Clapper contact time: a heavier clapper on a bigger bell stays in contact longer. */
export function contactSeconds(fundamentalHz: number): number {
  return 0.0007 * (261.63 / fundamentalHz) ** 0.3;
}

/** The contact force: a raised-cosine pulse with a little seeded roughness, summing to one. */
function strikeForce(fundamentalHz: number, random: () => number): Float32Array {
  const length = Math.max(2, Math.round(contactSeconds(fundamentalHz) * SAMPLE_RATE));
  const force = new Float32Array(length);
  let sum = 0;
  for (let n = 0; n < length; n++) {
    const shape = 0.5 * (1 - Math.cos((2 * Math.PI * n) / length));
    force[n] = shape * (1 + 0.05 * (2 * random() - 1));
    sum += force[n]!;
  }
  for (let n = 0; n < length; n++) force[n]! /= sum;
  return force;
}

/** One damped mode driven by the force: a two-pole resonator whose impulse response has unit amplitude. */
function ring(
  force: Float32Array,
  hz: number,
  seconds: number,
  out: Float32Array,
  weight: number,
): Float32Array {
  const own = new Float32Array(out.length);
  const omega = (2 * Math.PI * hz) / SAMPLE_RATE;
  const r = Math.exp(-1 / (seconds * SAMPLE_RATE));
  const a1 = 2 * r * Math.cos(omega);
  const a2 = -r * r;
  let y1 = 0;
  let y2 = 0;
  for (let n = 0; n < out.length; n++) {
    const y = a1 * y1 + a2 * y2 + Math.sin(omega) * (force[n] ?? 0);
    own[n] = y * weight;
    out[n]! += own[n]!;
    y2 = y1;
    y1 = y;
  }
  return own;
}

/** The clapper's own click: an impulse and a short noise burst, softened by a one-pole low-pass. */
function click(random: () => number, level: number, out: Float32Array): void {
  const smoothing = Math.exp((-2 * Math.PI * 5000) / SAMPLE_RATE);
  let y = 0;
  const length = Math.round(0.004 * SAMPLE_RATE);
  for (let n = 0; n < length; n++) {
    const burst = (n === 0 ? 1 : 0) + 0.5 * (2 * random() - 1) * Math.exp(-n / (0.0005 * SAMPLE_RATE));
    y = (1 - smoothing) * burst + smoothing * y;
    out[n]! += level * y;
  }
}

/** Synthesize one bell at `fundamentalHz`; `seed` fixes the noise so output is reproducible. */
export function synthesizeBell(fundamentalHz: number, seed: number): Float32Array {
  const random = seededRandom(seed);
  const length = Math.round(DURATION_SECONDS * SAMPLE_RATE);
  const out = new Float32Array(length);
  const force = strikeForce(fundamentalHz, random);
  const motion = new Map<string, Float32Array>();
  for (const mode of MODES) {
    const hz = fundamentalHz * mode.ratio;
    if (hz + mode.splitHz >= SAMPLE_RATE * 0.45) continue;
    const seconds = ringSeconds(fundamentalHz, mode.ratio);
    const angle = mode.m * STRIKE_AZIMUTH;
    const low = ring(force, hz - mode.splitHz / 2, seconds, out, mode.lip * Math.cos(angle) ** 2);
    const high = ring(force, hz + mode.splitHz / 2, seconds, out, mode.lip * Math.sin(angle) ** 2);
    motion.set(
      mode.name,
      low.map((v, i) => v + high[i]!),
    );
  }
  radiate(motion.get(MODES[0]!.name), RADIATED_OCTAVE, out);
  radiate(motion.get(MODES[1]!.name), RADIATED_SIXTH, out);
  click(random, CLICK_LEVEL * peakOf(out), out);
  removeDc(out);
  fadeOut(out);
  const peak = peakOf(out);
  for (let n = 0; n < length; n++) out[n]! *= PEAK / peak;
  return out;
}

/** A mode moving air nonlinearly radiates at twice its frequency, decaying twice as fast. */
function radiate(mode: Float32Array | undefined, level: number, out: Float32Array): void {
  if (!mode) return;
  const scale = level / peakOf(mode);
  for (let n = 0; n < out.length; n++) out[n]! += scale * mode[n]! * mode[n]!;
}

function removeDc(out: Float32Array): void {
  const pole = Math.exp((-2 * Math.PI * 20) / SAMPLE_RATE);
  let x1 = 0;
  let y1 = 0;
  for (let n = 0; n < out.length; n++) {
    const x = out[n]!;
    y1 = x - x1 + pole * y1;
    x1 = x;
    out[n] = y1;
  }
}

function fadeOut(out: Float32Array): void {
  const fade = Math.round(FADE_SECONDS * SAMPLE_RATE);
  for (let i = 0; i < fade; i++) out[out.length - fade + i]! *= 0.5 * (1 + Math.cos((Math.PI * i) / fade));
}

const peakOf = (values: Float32Array): number => values.reduce((max, v) => Math.max(max, Math.abs(v)), 0);
