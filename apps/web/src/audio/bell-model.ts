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
 * down), the tuned twelfth (3x, 10-20 dB down), the inharmonic cluster near 4.4x, 5.1x and
 * 5.9x, some 12 to 20 dB down on recorded handbells and still sounding half a second after the
 * strike (so it rings with the body), and the higher modes between 6.5x and 13x that recordings
 * keep for the first few tenths of a second (the strike's colour, weighted per strike).
 */
export const HANDBELL_PARTIALS: readonly Partial[] = [
  { ratio: 1, db: 0, decayFactor: 1, splitHz: 0.35, part: 'body' },
  { ratio: 2, db: -27, decayFactor: 2, splitHz: 0, part: 'body' },
  { ratio: 3, db: -11.5, decayFactor: 1.9, splitHz: 0.9, part: 'body' },
  { ratio: 4.42, db: -11, decayFactor: 2.6, splitHz: 1.5, part: 'body' },
  { ratio: 5.08, db: -10, decayFactor: 3, splitHz: 2, part: 'body' },
  { ratio: 5.93, db: -8.5, decayFactor: 3.4, splitHz: 2.5, part: 'body' },
  { ratio: 6.83, db: -18, decayFactor: 6, splitHz: 3, part: 'clang' },
  { ratio: 8.21, db: -20, decayFactor: 7, splitHz: 3.5, part: 'clang' },
  { ratio: 9.47, db: -22, decayFactor: 8, splitHz: 4, part: 'clang' },
  { ratio: 10.86, db: -24, decayFactor: 9, splitHz: 4.5, part: 'clang' },
  { ratio: 12.17, db: -26, decayFactor: 10, splitHz: 5, part: 'clang' },
  { ratio: 12.94, db: -28, decayFactor: 11, splitHz: 5, part: 'clang' },
];

/**
 * A handchime: a tuned tube with a soft clapper, so the fundamental dominates and the next
 * partial is 20 dB or more below it (Canfield and Rossing); a pure ring, shorter than the bell.
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
 * 3 s and rings for seconds), longer for bass bells, shorter for treble ones. A handchime's tube
 * gives its energy away sooner than a bell of the same pitch.
 */
export function decaySeconds(fundamentalHz: number, instrument: Instrument): number {
  const bell = 1.7 * (C4_HZ / fundamentalHz) ** 0.6;
  return instrument === 'handchime' ? 0.75 * bell : bell;
}

/** The longest a bell is rendered (seconds): bass bells would ring on for 20 s and more. */
export const LONGEST_RING_SECONDS = 10;

/**
 * When a bell's natural ring is longer than the rendered length, the last seconds die away
 * faster (this time constant, from `SETTLE_SECONDS` before the end), as a bell laid on the
 * padded table would: it is some 60 dB down at its end instead of being cut off while ringing.
 */
export const SETTLE = { seconds: 4, timeConstant: 0.7 } as const;

/** The rendered length: until the fundamental is 50 dB down, at most 10 s, at least 1.5 s. */
export function ringLengthSeconds(fundamentalHz: number, instrument: Instrument): number {
  return Math.min(LONGEST_RING_SECONDS, Math.max(1.5, naturalRingSeconds(fundamentalHz, instrument)));
}

/** Until the fundamental is 50 dB down, however long that is. */
export function naturalRingSeconds(fundamentalHz: number, instrument: Instrument): number {
  return (50 / 8.686) * decaySeconds(fundamentalHz, instrument);
}

/**
 * The strike: a burst of noise, 20-50 ms, at this level against the fundamental, band-limited
 * to where a clapper's knock on bronze has its energy (most of it between 1 and 8 kHz).
 */
export const STRIKE = {
  handbell: { db: -14, seconds: 0.035, highpassHz: 1000, lowpassHz: 5000 },
  handchime: { db: -40, seconds: 0.025, highpassHz: 800, lowpassHz: 3000 },
} as const satisfies Record<
  Instrument,
  { db: number; seconds: number; highpassHz: number; lowpassHz: number }
>;

/** A handchime's attack: a soft clapper on a tube, some milliseconds rather than instant. */
export const ATTACK_SECONDS: Readonly<Record<Instrument, number>> = { handbell: 0, handchime: 0.02 };

/**
 * Where a bell sits left to right: along the tables, lowest bells on the left (as on a piano,
 * and as most choirs lay them out), C2 at -0.85 and C8 at +0.85, as a listener in front of the
 * table hears a choir spread over several metres.
 */
export function panOf(midi: number): number {
  return Math.max(-WIDEST_PAN, Math.min(WIDEST_PAN, -WIDEST_PAN + (2 * WIDEST_PAN * (midi - 36)) / 72));
}

const WIDEST_PAN = 0.85;

/**
 * The sound of a bell at the table's end reaches the far ear this much later (seconds): the
 * time difference that, with the level difference, places it (about 0.6 ms for a source at
 * the side; a table seen from the front spans less).
 */
export const FARTHEST_DELAY_SECONDS = 0.0004;

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
