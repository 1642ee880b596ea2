/**
 * How each handbell technique changes a strike: pure numbers the voice applies to the rendered
 * bell. A note without a technique rings for its written length and is then damped against the
 * shoulder.
 */
import type { Technique } from '@ringalong/song';

export interface Articulation {
  /** Level of the ringing body (fundamental, octave, twelfth). */
  readonly body: number;
  /** Level of the strike's colour (inharmonic cluster and broadband strike): harder or duller. */
  readonly clang: number;
  /** Rise time of the strike: 0 for a clapper, a few milliseconds for a plucked or mallet note. */
  readonly attackSeconds: number;
  /** Rings at most this long whatever the written length (on the table, under a thumb). */
  readonly ringSeconds?: number;
  /** Time constant of the fall when damped: 60-120 ms to silence against the shoulder. */
  readonly dampSeconds: number;
  /** Ignores the written length: rings until the next strike of its row or its own decay. */
  readonly letVibrate?: boolean;
  /** A brush's swish where the ring is damped (brush damp): its level against the strike. */
  readonly brush?: number;
  /** The body's level over time after the strike (motion of the bell), as a multiplier. */
  readonly shape?: { readonly seconds: number; readonly at: (t: number) => number };
}

/** A ringer damping against the shoulder: about 80 ms to 40 dB down, 110 ms to 60 dB. */
export const SHOULDER_DAMP_SECONDS = 0.018;

const PLAIN: Articulation = { body: 1, clang: 1, attackSeconds: 0, dampSeconds: SHOULDER_DAMP_SECONDS };

/** Struck on the padded table: the pad stops the ring at once, the strike is harder. */
const TABLE_DAMP_SECONDS = 0.03;

export const ARTICULATIONS: Readonly<Record<Technique, Articulation>> = {
  damp: PLAIN,
  lv: { ...PLAIN, letVibrate: true },
  martellato: { body: 0.9, clang: 1.7, attackSeconds: 0, ringSeconds: 0.09, dampSeconds: TABLE_DAMP_SECONDS },
  'muted martellato': {
    body: 0.7,
    clang: 1.3,
    attackSeconds: 0,
    ringSeconds: 0.04,
    dampSeconds: 0.015,
  },
  'hand martellato': {
    body: 0.9,
    clang: 1.4,
    attackSeconds: 0,
    ringSeconds: 0.16,
    dampSeconds: TABLE_DAMP_SECONDS,
  },
  // Struck on the table, then lifted: the hard strike, then the ring.
  'martellato lift': { body: 0.95, clang: 1.7, attackSeconds: 0, dampSeconds: SHOULDER_DAMP_SECONDS },
  // A mallet is softer than the clapper: duller, a little slower to rise.
  'mallet table': {
    body: 0.85,
    clang: 0.25,
    attackSeconds: 0.004,
    ringSeconds: 0.25,
    dampSeconds: 0.05,
  },
  'mallet lift': { body: 0.9, clang: 0.25, attackSeconds: 0.004, dampSeconds: SHOULDER_DAMP_SECONDS },
  // The clapper plucked by hand on the table: soft, then lifted to ring.
  'pluck lift': { body: 0.75, clang: 0.4, attackSeconds: 0.008, dampSeconds: SHOULDER_DAMP_SECONDS },
  // Rung, touched to the pad at once and lifted: a bloom, a dip, the ring coming back softer.
  echo: {
    ...PLAIN,
    shape: {
      seconds: 0.8,
      at: (t) => (t < 0.12 ? 1 : t < 0.2 ? 0.12 : 0.12 + 0.43 * (1 - Math.exp(-(t - 0.2) / 0.06))),
    },
  },
  // Rung and swung down and back up past the body: the sound turns away and comes back.
  swing: {
    ...PLAIN,
    shape: { seconds: 1.2, at: (t) => 1 - 0.5 * Math.sin(Math.PI * Math.min(1, t / 1.2)) ** 2 },
  },
  // Rung and turned (gyro) or shaken: a tremolo of about 5.5 Hz.
  gyro: {
    ...PLAIN,
    shape: { seconds: 6, at: (t) => 1 - 0.4 * (0.5 - 0.5 * Math.cos(2 * Math.PI * 5.5 * t)) },
  },
  // A thumb on the casting: a short, muffled ring.
  'thumb damp': { body: 0.8, clang: 0.6, attackSeconds: 0, ringSeconds: 0.25, dampSeconds: 0.04 },
  // Shaken: rapid repeated strikes for the note's length (editor/schedule.ts strikes it again and
  // again); each a little lighter than a full ring.
  shake: { body: 0.85, clang: 0.8, attackSeconds: 0, dampSeconds: SHOULDER_DAMP_SECONDS },
  // A mallet rubbed round the rim: no strike, the ring swelling up and held.
  'singing bell': {
    body: 0.9,
    clang: 0.05,
    attackSeconds: 0.35,
    dampSeconds: SHOULDER_DAMP_SECONDS,
    shape: { seconds: 4, at: (t) => 0.5 + 1.1 * Math.min(1, t / 2.5) },
  },
  // A small shake of the wrist after the strike: an amplitude wobble of about 7 Hz, gentler than gyro.
  vibrato: {
    ...PLAIN,
    shape: { seconds: 6, at: (t) => 1 - 0.25 * (0.5 - 0.5 * Math.cos(2 * Math.PI * 7 * t)) },
  },
  // Damped by brushing the bell down the pad or the shoulder: a softer fall, with the brush's swish.
  'brush damp': { ...PLAIN, dampSeconds: 0.05, brush: 0.12 },
  // Rung and touched to the pad at once: a short ring, damped on the table.
  'ring touch': { body: 1, clang: 1, attackSeconds: 0, ringSeconds: 0.12, dampSeconds: TABLE_DAMP_SECONDS },
};

export function articulationOf(technique: Technique | undefined): Articulation {
  return technique ? ARTICULATIONS[technique] : PLAIN;
}

/** Points of a shape curve per second (setValueCurveAtTime interpolates between them). */
const SHAPE_RATE = 200;

/** The shape as a curve of gains, scaled by `level`. */
export function shapeCurve(
  shape: NonNullable<Articulation['shape']>,
  level: number,
): Float32Array<ArrayBuffer> {
  const points = Math.max(2, Math.round(shape.seconds * SHAPE_RATE));
  const curve = new Float32Array(points);
  for (let i = 0; i < points; i++) curve[i] = level * shape.at((i / (points - 1)) * shape.seconds);
  return curve;
}
