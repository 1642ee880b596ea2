/**
 * The handbell and handchime as sums of decaying partials: what `bell-render.ts` synthesizes,
 * pure numbers here so they can be tested and read. Sources in README.md ("The bell's sound").
 */
import type { Instrument } from '@ringalong/song';

export interface Partial {
  /** Frequency over the fundamental. */
  readonly ratio: number;
  /** Level at the strike, in dB against the fundamental. */
  readonly db: number;
  /** How much faster than the fundamental it dies away (its decay time is the fundamental's / this). */
  readonly decayFactor: number;
  /**
   * Doublet split in Hz: a real bell is never quite round, so a mode is two close frequencies
   * that beat slowly. The halves sit either side so that their weighted mean is exactly in tune.
   */
  readonly splitHz: number;
  /** 'body' partials ring on; 'clang' ones are the strike's colour, separately weighted per strike. */
  readonly part: 'body' | 'clang';
}

/**
 * An English handbell: the fundamental, the octave radiated by the fundamental mode (~27 dB
 * down), the tuned twelfth (3x, 10-20 dB down), and the inharmonic cluster measured on recorded
 * handbells near 4.4x, 5.0-5.2x and 5.7-6.1x (19-34 dB down), which dies away fast.
 */
export const HANDBELL_PARTIALS: readonly Partial[] = [
  { ratio: 1, db: 0, decayFactor: 1, splitHz: 0.35, part: 'body' },
  { ratio: 2, db: -27, decayFactor: 2, splitHz: 0, part: 'body' },
  { ratio: 3, db: -14, decayFactor: 1.9, splitHz: 0.9, part: 'body' },
  { ratio: 4.42, db: -24, decayFactor: 5, splitHz: 1.5, part: 'clang' },
  { ratio: 5.08, db: -27, decayFactor: 6, splitHz: 2, part: 'clang' },
  { ratio: 5.93, db: -22, decayFactor: 6.5, splitHz: 2.5, part: 'clang' },
];

/**
 * A handchime: a tuned tube with a soft clapper, so the fundamental dominates and the next
 * partial is 20 dB or more below it (Canfield and Rossing); a long, pure ring.
 */
export const HANDCHIME_PARTIALS: readonly Partial[] = [
  { ratio: 1, db: 0, decayFactor: 1, splitHz: 0.2, part: 'body' },
  { ratio: 3, db: -27, decayFactor: 2.5, splitHz: 0.5, part: 'body' },
  { ratio: 5.4, db: -38, decayFactor: 6, splitHz: 1, part: 'clang' },
];

export const PARTIALS: Readonly<Record<Instrument, readonly Partial[]>> = {
  handbell: HANDBELL_PARTIALS,
  handchime: HANDCHIME_PARTIALS,
};

/** Middle C (C4), the reference the decay times are quoted at. */
const C4_HZ = 261.63;

/**
 * Amplitude time constant of the fundamental: about 1.7 s at C4 (so it is some 15 dB down after
 * 3 s and rings for seconds), longer for bass bells, shorter for treble ones. Handchimes ring longer.
 */
export function decaySeconds(fundamentalHz: number, instrument: Instrument): number {
  const bell = 1.7 * (C4_HZ / fundamentalHz) ** 0.6;
  return instrument === 'handchime' ? 1.4 * bell : bell;
}

/** The rendered length: until the fundamental is 50 dB down, at most 10 s, at least 1.5 s. */
export function ringLengthSeconds(fundamentalHz: number, instrument: Instrument): number {
  return Math.min(10, Math.max(1.5, (50 / 8.686) * decaySeconds(fundamentalHz, instrument)));
}

/** The broadband strike: a burst of noise, 20-50 ms, highpassed, at this level against the fundamental. */
export const STRIKE = {
  handbell: { db: -16, seconds: 0.035, highpassHz: 1500 },
  handchime: { db: -40, seconds: 0.025, highpassHz: 800 },
} as const satisfies Record<Instrument, { db: number; seconds: number; highpassHz: number }>;

/** A handchime's attack: a soft clapper on a tube, a few milliseconds rather than instant. */
export const ATTACK_SECONDS: Readonly<Record<Instrument, number>> = { handbell: 0, handchime: 0.012 };

/**
 * Where a bell sits left to right: along the tables, lowest bells on the left (as on a piano,
 * and as most choirs lay them out), C2 at -0.6 and C8 at +0.6.
 */
export function panOf(midi: number): number {
  return Math.max(-0.6, Math.min(0.6, -0.6 + (1.2 * (midi - 36)) / 72));
}

/** The two halves of a doublet: frequencies and weights whose weighted mean is `hz`. */
export function doublet(hz: number, splitHz: number): [low: [number, number], high: [number, number]] {
  // The strike lands off the bell's stiff axis: cos^2 / sin^2 of the azimuth share the energy.
  const high = 0.15;
  const low = 1 - high;
  return [
    [hz - splitHz * high, low],
    [hz + splitHz * low, high],
  ];
}

export const dbToGain = (db: number): number => 10 ** (db / 20);
