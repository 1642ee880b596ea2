/**
 * Test and bench support: how a rendered bell compares with recorded handbells. The partial
 * levels against the fundamental, whether upper partials are there at all, where the strike's
 * energy sits, and how alike the two channels of a chord are.
 *
 * The reference is what the listening measurements of recorded English handbells gave
 * (issue 27): the twelfth 10 to 20 dB under the fundamental, the inharmonic cluster near 4.4x,
 * 5.1x and 5.9x at -12 to -20 dB and still sounding a good half second after the strike, five
 * or six partials between 6.5x and 13x, the strike's energy mostly between 1 and 8 kHz, and a
 * choir's chord heard in stereo (the bells spread along the tables). No recording is stored in
 * this repository; the figures are the reference's centres, each with the tolerance the goal
 * allows.
 */

/** Level of a partial against the fundamental (dB), over `REFERENCE_WINDOW` after the strike. */
export interface ReferencePartial {
  readonly ratio: number;
  readonly db: number;
}

export const REFERENCE_PARTIALS: readonly ReferencePartial[] = [
  { ratio: 3, db: -14 },
  { ratio: 4.42, db: -16 },
  { ratio: 5.08, db: -16 },
  { ratio: 5.93, db: -15 },
];

/** The partials' levels are compared over this stretch after the strike (seconds). */
export const REFERENCE_WINDOW = { from: 0.02, to: 0.52 } as const;
/** How far a partial's level may be from the reference (the goal's 6 dB). */
export const LEVEL_TOLERANCE_DB = 6;
/** Upper partials: at least this many between 6.5x and 13x, each no more than 45 dB under the fundamental. */
export const UPPER = { from: 6.5, to: 13.2, atLeast: 5, floorDb: -45 } as const;
/** The strike's spectral centroid lies in this band (Hz). */
export const STRIKE_BAND = { from: 1000, to: 8000 } as const;
/** Left and right of a full-table chord are no more alike than this (Pearson correlation). */
export const MAX_CHORD_CORRELATION = 0.8;

const dB = (ratio: number) => 20 * Math.log10(ratio);

type Window = 'hann' | 'blackman-harris';

/** The window's weight at `i` of `n`: Hann for partials, Blackman-Harris (sidelobes 92 dB down) where loud partials must not leak. */
function weight(window: Window, i: number, n: number): number {
  const x = (2 * Math.PI * i) / (n - 1);
  if (window === 'hann') return 0.5 - 0.5 * Math.cos(x);
  return 0.35875 - 0.48829 * Math.cos(x) + 0.14128 * Math.cos(2 * x) - 0.01168 * Math.cos(3 * x);
}

/** Radix-2 FFT of a power-of-two length over the windowed signal; the magnitude of bins 0 to n/2. */
export function magnitudeSpectrum(signal: Float32Array, size: number, window: Window = 'hann'): Float64Array {
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  const n = Math.min(size, signal.length);
  for (let i = 0; i < n; i++) re[i] = signal[i]! * weight(window, i, n);
  for (let i = 1, j = 0; i < size; i++) {
    let bit = size >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let length = 2; length <= size; length <<= 1) {
    const angle = (-2 * Math.PI) / length;
    for (let start = 0; start < size; start += length) {
      for (let k = 0; k < length / 2; k++) {
        const wr = Math.cos(angle * k);
        const wi = Math.sin(angle * k);
        const a = start + k;
        const b = a + length / 2;
        const tr = re[b]! * wr - im[b]! * wi;
        const ti = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
  const magnitude = new Float64Array(size / 2 + 1);
  for (let i = 0; i <= size / 2; i++) magnitude[i] = Math.hypot(re[i]!, im[i]!);
  return magnitude;
}

/** The loudest bin within `share` of `hz` (a doublet's halves and a little detuning fall inside). */
function peakNear(spectrum: Float64Array, binHz: number, hz: number, share = 0.015): number {
  const from = Math.max(1, Math.floor((hz * (1 - share)) / binHz));
  const to = Math.min(spectrum.length - 1, Math.ceil((hz * (1 + share)) / binHz));
  let best = 0;
  for (let i = from; i <= to; i++) best = Math.max(best, spectrum[i]!);
  return best;
}

const SIZE = 1 << 16;

/** A mono signal's spectrum over `from`..`to` seconds, and the width of a bin. */
function spectrumOf(signal: Float32Array, rate: number, from: number, to: number, window: Window = 'hann') {
  const slice = signal.subarray(Math.round(from * rate), Math.round(to * rate));
  return { spectrum: magnitudeSpectrum(slice, SIZE, window), binHz: rate / SIZE };
}

/** Each reference partial's level against the fundamental (dB) in a bell struck at `struck` s. */
export function partialLevels(
  signal: Float32Array,
  rate: number,
  fundamentalHz: number,
  struck: number,
): { ratio: number; db: number; reference: number; distance: number }[] {
  const { spectrum, binHz } = spectrumOf(
    signal,
    rate,
    struck + REFERENCE_WINDOW.from,
    struck + REFERENCE_WINDOW.to,
  );
  const fundamental = peakNear(spectrum, binHz, fundamentalHz);
  return REFERENCE_PARTIALS.map(({ ratio, db: reference }) => {
    const db = dB(peakNear(spectrum, binHz, fundamentalHz * ratio) / fundamental);
    return { ratio, db, reference, distance: db - reference };
  });
}

/**
 * The partials standing out between 6.5x and 13x: spectral peaks at least 45 dB under the
 * fundamental and 10 dB over the spectrum's median around them, at least 2% apart.
 */
export function upperPartials(
  signal: Float32Array,
  rate: number,
  fundamentalHz: number,
  struck: number,
): { ratio: number; db: number }[] {
  const { spectrum, binHz } = spectrumOf(signal, rate, struck + 0.005, struck + 0.255);
  const fundamental = peakNear(spectrum, binHz, fundamentalHz);
  const found: { ratio: number; db: number }[] = [];
  const from = Math.floor((UPPER.from * fundamentalHz) / binHz);
  const to = Math.min(spectrum.length - 2, Math.ceil((UPPER.to * fundamentalHz) / binHz));
  const halfSpan = Math.max(4, Math.round((0.06 * UPPER.from * fundamentalHz) / binHz));
  for (let i = from; i <= to; i++) {
    const level = spectrum[i]!;
    if (level < spectrum[i - 1]! || level < spectrum[i + 1]!) continue;
    const db = dB(level / fundamental);
    if (db < UPPER.floorDb) continue;
    const around = Array.from(spectrum.subarray(Math.max(0, i - halfSpan), i + halfSpan)).sort(
      (a, b) => a - b,
    );
    if (dB(level / around[Math.floor(around.length / 2)]!) < 10) continue;
    const ratio = (i * binHz) / fundamentalHz;
    const last = found.at(-1);
    if (last && ratio / last.ratio < 1.02) {
      if (db > last.db) found[found.length - 1] = { ratio, db };
    } else found.push({ ratio, db });
  }
  return found;
}

/**
 * Where the strike's energy sits: the spectral centroid (Hz) of the first 30 ms after the strike,
 * leaving out everything within 3% (and at least 150 Hz) of a partial the bell rings on: the
 * strike is what is left. Up to 16 kHz: above it lie only the images the half-rate body leaves
 * (`bell-render.ts`, `bodyRate`), mirrored partials at 18 kHz and up that nobody hears.
 */
export function strikeCentroid(
  signal: Float32Array,
  rate: number,
  fundamentalHz: number,
  ratios: readonly number[],
  struck: number,
): number {
  const { spectrum, binHz } = spectrumOf(signal, rate, struck, struck + 0.03, 'blackman-harris');
  let weighted = 0;
  let total = 0;
  for (let i = 1; i < spectrum.length; i++) {
    const hz = i * binHz;
    if (hz < 200) continue;
    if (hz > 16_000) break;
    const near = (ratio: number) =>
      Math.abs(hz - ratio * fundamentalHz) < Math.max(150, 0.03 * ratio * fundamentalHz);
    if (ratios.some(near)) continue;
    const power = spectrum[i]! ** 2;
    weighted += hz * power;
    total += power;
  }
  return total > 0 ? weighted / total : 0;
}

/** Pearson correlation of two channels over `from`..`to` seconds. */
export function channelCorrelation(
  left: Float32Array,
  right: Float32Array,
  rate: number,
  from: number,
  to: number,
): number {
  const a = Math.round(from * rate);
  const b = Math.min(left.length, Math.round(to * rate));
  let sl = 0;
  let sr = 0;
  for (let i = a; i < b; i++) {
    sl += left[i]!;
    sr += right[i]!;
  }
  const n = b - a;
  const ml = sl / n;
  const mr = sr / n;
  let lr = 0;
  let ll = 0;
  let rr = 0;
  for (let i = a; i < b; i++) {
    const l = left[i]! - ml;
    const r = right[i]! - mr;
    lr += l * r;
    ll += l * l;
    rr += r * r;
  }
  return lr / Math.sqrt(ll * rr);
}
