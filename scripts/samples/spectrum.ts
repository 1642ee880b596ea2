/** Test helpers: the loudness of one frequency in a signal (Goertzel) and windowed RMS. */

/** A Hann window keeps neighbouring partials from leaking into the frequency being measured. */
function hann(signal: Float32Array): Float32Array {
  return signal.map((v, n) => v * (0.5 - 0.5 * Math.cos((2 * Math.PI * n) / (signal.length - 1))));
}

function goertzel(windowed: Float32Array, sampleRate: number, hz: number): number {
  const coefficient = 2 * Math.cos((2 * Math.PI * hz) / sampleRate);
  let s1 = 0;
  let s2 = 0;
  for (let n = 0; n < windowed.length; n++) {
    const s = windowed[n]! + coefficient * s1 - s2;
    s2 = s1;
    s1 = s;
  }
  return Math.sqrt(Math.max(0, s1 * s1 + s2 * s2 - coefficient * s1 * s2)) / windowed.length;
}

export function magnitudeAt(signal: Float32Array, sampleRate: number, hz: number): number {
  return goertzel(hann(signal), sampleRate, hz);
}

/** The loudest frequency between `fromHz` and `toHz`: a 2 Hz scan, then 0.1 Hz around the winner. */
export function loudestFrequency(
  signal: Float32Array,
  sampleRate: number,
  fromHz: number,
  toHz: number,
): number {
  const windowed = hann(signal);
  const scan = (from: number, to: number, step: number) => {
    let best = from;
    let bestMagnitude = -1;
    for (let hz = from; hz <= to; hz += step) {
      const magnitude = goertzel(windowed, sampleRate, hz);
      if (magnitude > bestMagnitude) [best, bestMagnitude] = [hz, magnitude];
    }
    return best;
  };
  const coarse = scan(fromHz, toHz, 2);
  return scan(coarse - 2, coarse + 2, 0.1);
}

export function rms(signal: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let n = from; n < to; n++) sum += signal[n]! ** 2;
  return Math.sqrt(sum / (to - from));
}
