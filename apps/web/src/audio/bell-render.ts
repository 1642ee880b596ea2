/**
 * Synthesizes one bell (a pitch on an instrument) from the partials of `bell-model.ts` with an
 * OfflineAudioContext: the browser renders the oscillators natively, off the main thread, so the
 * page only builds a dozen nodes per bell. Each pitch is rendered at its own frequency (never
 * resampled), for its own natural length, once per sample rate, and kept.
 */
import type { Instrument } from '@ringalong/song';
import {
  ATTACK_SECONDS,
  dbToGain,
  decaySeconds,
  doublet,
  PARTIALS,
  ringLengthSeconds,
  STRIKE,
} from './bell-model';
import { midiToFrequency } from './pitch';
import type { Bell } from './voice';

/** The two parts of a rendered bell, mono each, mixed per strike (see `bell-voice.ts`). */
export interface BellBuffers {
  /** The fundamental, octave and twelfth: the ringing note. */
  readonly body: AudioBuffer;
  /** The inharmonic cluster and the broadband strike: the attack's colour, a second or two long. */
  readonly clang: AudioBuffer;
}

/** The fundamental's level in the rendered body: a single bell then peaks near 0.7. */
const FUNDAMENTAL_LEVEL = 0.55;
/** The last stretch of a bell cut at its rendered length fades to nothing. */
const END_FADE_SECONDS = 0.8;
/** Noise for the strike, seeded: every render of a bell is the same to the bit. */
const NOISE_SEED = 0x5eed;

function seededNoise(length: number): Float32Array<ArrayBuffer> {
  let state = NOISE_SEED;
  const noise = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    noise[i] = (state / 2 ** 31 - 1) * 0.9;
  }
  return noise;
}

/** Decays the gain from `level` as the mode does (after the instrument's attack). */
function envelope(param: AudioParam, level: number, attack: number, seconds: number): void {
  if (attack > 0) {
    param.setValueAtTime(0, 0);
    param.linearRampToValueAtTime(level, attack);
  } else param.setValueAtTime(level, 0);
  param.setTargetAtTime(0, attack, seconds);
}

/** A bell's nodes in a shared render: its body into `channel`, its clang into `channel + 1`. */
function buildBell(context: OfflineAudioContext, merger: ChannelMergerNode, bell: Bell, channel: number) {
  const { instrument } = bell;
  const { sampleRate } = context;
  const fundamental = midiToFrequency(bell.midi);
  const seconds = ringLengthSeconds(fundamental, instrument);
  const body = context.createGain();
  body.gain.setValueAtTime(1, seconds - END_FADE_SECONDS);
  body.gain.linearRampToValueAtTime(0, seconds);
  body.connect(merger, 0, channel);
  const clang = context.createGain();
  clang.connect(merger, 0, channel + 1);
  const decay = decaySeconds(fundamental, instrument);
  const attack = ATTACK_SECONDS[instrument];
  let clangSeconds = 0.1;
  for (const partial of PARTIALS[instrument]) {
    const hz = fundamental * partial.ratio;
    if (hz + partial.splitHz >= 0.45 * sampleRate) continue;
    const tau = decay / partial.decayFactor;
    // Stopped once 60 dB down: most of a bell's partials are silent long before its end.
    const silentAt = Math.min(seconds, attack + 7 * tau);
    if (partial.part === 'clang') clangSeconds = Math.max(clangSeconds, silentAt);
    const halves = partial.splitHz > 0 ? doublet(hz, partial.splitHz) : ([[hz, 1]] as const);
    for (const [frequency, weight] of halves) {
      const oscillator = context.createOscillator();
      oscillator.frequency.value = frequency;
      const gain = context.createGain();
      envelope(gain.gain, FUNDAMENTAL_LEVEL * weight * dbToGain(partial.db), attack, tau);
      oscillator.connect(gain).connect(partial.part === 'body' ? body : clang);
      oscillator.start(0);
      oscillator.stop(silentAt);
    }
  }
  const strike = STRIKE[instrument];
  const noise = context.createBuffer(1, Math.round(strike.seconds * 1.5 * sampleRate), sampleRate);
  noise.copyToChannel(seededNoise(noise.length), 0);
  const burst = context.createBufferSource();
  burst.buffer = noise;
  const highpass = context.createBiquadFilter();
  highpass.type = 'highpass';
  highpass.frequency.value = strike.highpassHz;
  const burstGain = context.createGain();
  envelope(burstGain.gain, FUNDAMENTAL_LEVEL * dbToGain(strike.db), attack, strike.seconds / 4);
  burst.connect(highpass).connect(burstGain).connect(clang);
  burst.start(0);
  return { length: Math.round(seconds * sampleRate), clangLength: Math.round(clangSeconds * sampleRate) };
}

/** Bells rendered together in one context: two channels each, at most 32 channels a context. */
const BELLS_PER_RENDER = 16;

function mono(data: Float32Array<ArrayBuffer>, length: number, sampleRate: number): AudioBuffer {
  const buffer = new AudioBuffer({ length, sampleRate, numberOfChannels: 1 });
  buffer.copyToChannel(data.subarray(0, length), 0);
  return buffer;
}

/**
 * Renders `bells` afresh, up to 16 in one OfflineAudioContext (making a context is the costly
 * part on the main thread); the page uses the kept ones from `renderBells`.
 */
export async function synthesizeBells(bells: readonly Bell[], sampleRate: number): Promise<BellBuffers[]> {
  const batches: Promise<BellBuffers[]>[] = [];
  for (let first = 0; first < bells.length; first += BELLS_PER_RENDER) {
    const batch = bells.slice(first, first + BELLS_PER_RENDER);
    const longest = Math.max(
      ...batch.map((bell) => ringLengthSeconds(midiToFrequency(bell.midi), bell.instrument)),
    );
    const context = new OfflineAudioContext(2 * batch.length, Math.round(longest * sampleRate), sampleRate);
    const merger = context.createChannelMerger(2 * batch.length);
    merger.connect(context.destination);
    const lengths = batch.map((bell, i) => buildBell(context, merger, bell, 2 * i));
    batches.push(
      context.startRendering().then((rendered) =>
        lengths.map(({ length, clangLength }, i) => ({
          body: mono(rendered.getChannelData(2 * i), length, sampleRate),
          clang: mono(rendered.getChannelData(2 * i + 1), Math.min(length, clangLength), sampleRate),
        })),
      ),
    );
  }
  return (await Promise.all(batches)).flat();
}

const rendered = new Map<string, Promise<BellBuffers>>();
const ready = new Map<string, BellBuffers>();
const keyOf = (midi: number, instrument: Instrument, sampleRate: number) =>
  `${sampleRate}/${instrument}/${midi}`;

/** The bells, rendering together those not rendered or under way yet. */
export function renderBells(bells: readonly Bell[], sampleRate: number): Promise<BellBuffers[]> {
  const fresh = bells.filter((bell) => !rendered.has(keyOf(bell.midi, bell.instrument, sampleRate)));
  if (fresh.length > 0) {
    const synthesized = synthesizeBells(fresh, sampleRate);
    fresh.forEach((bell, i) => {
      const key = keyOf(bell.midi, bell.instrument, sampleRate);
      const one = synthesized.then((all) => all[i]!);
      rendered.set(key, one);
      one.then(
        (buffers) => ready.set(key, buffers),
        () => rendered.delete(key),
      );
    });
  }
  return Promise.all(bells.map((bell) => rendered.get(keyOf(bell.midi, bell.instrument, sampleRate))!));
}

/** One bell, rendering it the first time it is asked for. */
export async function renderBell(
  midi: number,
  instrument: Instrument,
  sampleRate: number,
): Promise<BellBuffers> {
  const [bell] = await renderBells([{ midi, instrument }], sampleRate);
  return bell!;
}

/** The bell if it is rendered already, else undefined. */
export function renderedBell(
  midi: number,
  instrument: Instrument,
  sampleRate: number,
): BellBuffers | undefined {
  return ready.get(keyOf(midi, instrument, sampleRate));
}
