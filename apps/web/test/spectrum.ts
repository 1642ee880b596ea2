/** Test helper: the loudness of one frequency in a signal (Goertzel over a Hann window). */

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

/** Windowed once per signal: tests ask for hundreds of frequencies of one slice. */
const windowedSignals = new WeakMap<Float32Array, Float32Array>();

/** The magnitude of `hz` in `signal` (sampled at `sampleRate`). */
export function magnitudeAt(signal: Float32Array, sampleRate: number, hz: number): number {
  let windowed = windowedSignals.get(signal);
  if (!windowed) {
    windowed = hann(signal);
    windowedSignals.set(signal, windowed);
  }
  return goertzel(windowed, sampleRate, hz);
}
