/**
 * Synthesizes one bell (a pitch on an instrument) from the partials of `bell-model.ts` with an
 * OfflineAudioContext: the browser renders the oscillators natively, off the main thread, so the
 * page only builds a dozen nodes per bell. Each pitch is rendered at its own frequency (never
 * resampled), for its own natural length, once per sample rate, and kept, already placed left to
 * right by pitch (stereo), so a strike needs no panner.
 */
import type { Instrument } from '@ringalong/song';
import {
  ATTACK_SECONDS,
  dbToGain,
  decaySeconds,
  doublet,
  FARTHEST_DELAY_SECONDS,
  naturalRingSeconds,
  PARTIALS,
  panOf,
  ringLengthSeconds,
  SETTLE,
  STRIKE,
} from './bell-model';
import { midiToFrequency } from './pitch';
import type { Bell } from './voice';

/** The two parts of a rendered bell, stereo each (placed by pitch), mixed per strike (`bell-voice.ts`). */
export interface BellBuffers {
  /** The fundamental, octave and twelfth: the ringing note, at `bodyRate(...)`. */
  readonly body: AudioBuffer;
  /** The inharmonic cluster and the broadband strike: the attack's colour, at the full rate, a second or two long. */
  readonly clang: AudioBuffer;
}

/** The fundamental's level in the rendered body: a single bell then peaks near 0.7. */
const FUNDAMENTAL_LEVEL = 0.55;
/** The last stretch of a bell cut at its rendered length fades to nothing. */
const END_FADE_SECONDS = 0.8;
/** Noise for the strike, seeded: every render of a bell is the same to the bit. */
const NOISE_SEED = 0x5eed;
/** Partials are rendered only below this share of the rate (well clear of the Nyquist frequency). */
const HIGHEST_SHARE = 0.45;

function seededNoise(length: number): Float32Array<ArrayBuffer> {
  let state = NOISE_SEED;
  const noise = new Float32Array(length);
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    noise[i] = (state / 2 ** 31 - 1) * 0.9;
  }
  return noise;
}

/** Images of a half-rate body, mirrored about its Nyquist frequency, land at or above this: unheard. */
const INAUDIBLE_HZ = 18_000;

/**
 * The rate a bell's body is rendered at: half the context's when its highest body partial is
 * low enough that the images the playback's interpolation leaves (at half the context's rate
 * minus a partial, and 16 dB or more under it) lie above 18 kHz: at 44.1 kHz every handbell up
 * to E6. The body is most of a bell's seconds, so this halves the cost of a song; the clang, with
 * the broadband strike, is always rendered at the full rate.
 */
export function bodyRate(midi: number, instrument: Instrument, sampleRate: number): number {
  const fundamental = midiToFrequency(midi);
  let highest = 0;
  for (const partial of PARTIALS[instrument]) {
    if (partial.part === 'body') highest = Math.max(highest, fundamental * partial.ratio + partial.splitHz);
  }
  return sampleRate / 2 - highest >= INAUDIBLE_HZ ? sampleRate / 2 : sampleRate;
}

/** Decays the gain from `level` as the mode does (after the instrument's attack). */
function envelope(param: AudioParam, level: number, attack: number, seconds: number): void {
  if (attack > 0) {
    param.setValueAtTime(0, 0);
    param.linearRampToValueAtTime(level, attack);
  } else param.setValueAtTime(level, 0);
  param.setTargetAtTime(0, attack, seconds);
}

/** Seconds a part of a bell sounds: the body its whole ring, the clang until its partials are 60 dB down. */
function partSeconds(bell: Bell, part: 'body' | 'clang'): number {
  const fundamental = midiToFrequency(bell.midi);
  const seconds = ringLengthSeconds(fundamental, bell.instrument);
  if (part === 'body') return seconds;
  const decay = decaySeconds(fundamental, bell.instrument);
  let clang = 0.1;
  for (const partial of PARTIALS[bell.instrument]) {
    if (partial.part === 'clang') clang = Math.max(clang, 7 * (decay / partial.decayFactor));
  }
  return Math.min(seconds, ATTACK_SECONDS[bell.instrument] + clang);
}

/**
 * One part of a bell's nodes in a shared render, into `channel` (left) and `channel + 1` (right)
 * of the merger: placed on the tables with the equal-power gains a StereoPanner gives a mono
 * signal, once here rather than by a panner on every strike.
 */
function buildPart(
  context: OfflineAudioContext,
  merger: ChannelMergerNode,
  bell: Bell,
  part: 'body' | 'clang',
  channel: number,
): void {
  const { instrument } = bell;
  const { sampleRate } = context;
  const fundamental = midiToFrequency(bell.midi);
  const seconds = partSeconds(bell, part);
  const out = context.createGain();
  if (part === 'body') {
    if (naturalRingSeconds(fundamental, instrument) > seconds) {
      // Longer than it is rendered: its last seconds die away faster, to nothing by the end.
      out.gain.setValueAtTime(1, seconds - SETTLE.seconds);
      out.gain.setTargetAtTime(0, seconds - SETTLE.seconds, SETTLE.timeConstant);
    } else {
      out.gain.setValueAtTime(1, seconds - END_FADE_SECONDS);
      out.gain.linearRampToValueAtTime(0, seconds);
    }
  }
  const pan = panOf(bell.midi);
  const angle = ((pan + 1) / 2) * (Math.PI / 2);
  for (const [side, level] of [Math.cos(angle), Math.sin(angle)].entries()) {
    const placed = context.createGain();
    placed.gain.value = level;
    // The ear away from the bell hears it a fraction of a millisecond later.
    const far = side === 0 ? pan > 0 : pan < 0;
    if (far) {
      const delay = context.createDelay(FARTHEST_DELAY_SECONDS);
      delay.delayTime.value = FARTHEST_DELAY_SECONDS * Math.min(1, Math.abs(pan) / 0.85);
      out
        .connect(delay)
        .connect(placed)
        .connect(merger, 0, channel + side);
    } else out.connect(placed).connect(merger, 0, channel + side);
  }
  const decay = decaySeconds(fundamental, instrument);
  const attack = ATTACK_SECONDS[instrument];
  for (const partial of PARTIALS[instrument]) {
    const hz = fundamental * partial.ratio;
    if (partial.part !== part || hz + partial.splitHz >= HIGHEST_SHARE * sampleRate) continue;
    const tau = decay / partial.decayFactor;
    // Stopped once 60 dB down: most of a bell's partials are silent long before its end.
    const silentAt = Math.min(seconds, attack + 7 * tau);
    const halves = partial.splitHz > 0 ? doublet(hz, partial.splitHz) : ([[hz, 1]] as const);
    for (const [frequency, weight] of halves) {
      const oscillator = context.createOscillator();
      oscillator.frequency.value = frequency;
      const gain = context.createGain();
      envelope(gain.gain, FUNDAMENTAL_LEVEL * weight * dbToGain(partial.db), attack, tau);
      oscillator.connect(gain).connect(out);
      oscillator.start(0);
      oscillator.stop(silentAt);
    }
  }
  if (part === 'body') return;
  const strike = STRIKE[instrument];
  const noise = context.createBuffer(1, Math.round(strike.seconds * 1.5 * sampleRate), sampleRate);
  noise.copyToChannel(seededNoise(noise.length), 0);
  const burst = context.createBufferSource();
  burst.buffer = noise;
  const highpass = context.createBiquadFilter();
  highpass.type = 'highpass';
  highpass.frequency.value = strike.highpassHz;
  // Two lowpass stages (24 dB an octave): white noise left above it would pull the strike up to 10 kHz.
  const lowpass = [0, 1].map(() => {
    const filter = context.createBiquadFilter();
    filter.type = 'lowpass';
    filter.frequency.value = strike.lowpassHz;
    return filter;
  });
  const burstGain = context.createGain();
  envelope(burstGain.gain, FUNDAMENTAL_LEVEL * dbToGain(strike.db), attack, strike.seconds / 4);
  burst.connect(highpass).connect(lowpass[0]!).connect(lowpass[1]!).connect(burstGain).connect(out);
  burst.start(0);
}

/** Bells rendered together in one context: two channels each, at most 32 channels a context. */
const BELLS_PER_RENDER = 16;

function stereo(rendered: AudioBuffer, channel: number, length: number): AudioBuffer {
  const { sampleRate } = rendered;
  const buffer = new AudioBuffer({ length, sampleRate, numberOfChannels: 2 });
  for (const side of [0, 1]) {
    buffer.copyToChannel(rendered.getChannelData(channel + side).subarray(0, length), side);
  }
  return buffer;
}

/**
 * Renders one part of `bells` (all at one rate), up to 16 in one OfflineAudioContext: making a
 * context is the costly part on the main thread.
 */
function renderPart(
  bells: readonly Bell[],
  part: 'body' | 'clang',
  sampleRate: number,
): Promise<AudioBuffer[]>[] {
  const batches: Promise<AudioBuffer[]>[] = [];
  for (let first = 0; first < bells.length; first += BELLS_PER_RENDER) {
    const batch = bells.slice(first, first + BELLS_PER_RENDER);
    const lengths = batch.map((bell) => Math.round(partSeconds(bell, part) * sampleRate));
    const context = new OfflineAudioContext(2 * batch.length, Math.max(...lengths), sampleRate);
    const merger = context.createChannelMerger(2 * batch.length);
    merger.connect(context.destination);
    for (const [i, bell] of batch.entries()) buildPart(context, merger, bell, part, 2 * i);
    batches.push(
      context
        .startRendering()
        .then((rendered) => lengths.map((length, i) => stereo(rendered, 2 * i, length))),
    );
  }
  return batches;
}

/**
 * Renders `bells` afresh: their bodies together at their rate (half the context's for most),
 * their clangs together at the full rate, only as long as each sounds. The page uses the kept
 * ones from `renderBells`.
 */
export async function synthesizeBells(bells: readonly Bell[], sampleRate: number): Promise<BellBuffers[]> {
  const byRate = new Map<number, number[]>();
  bells.forEach((bell, i) => {
    const rate = bodyRate(bell.midi, bell.instrument, sampleRate);
    byRate.set(rate, [...(byRate.get(rate) ?? []), i]);
  });
  const bodies: AudioBuffer[] = [];
  const rendering = [...byRate].map(async ([rate, indices]) => {
    const rendered = (
      await Promise.all(
        renderPart(
          indices.map((i) => bells[i]!),
          'body',
          rate,
        ),
      )
    ).flat();
    indices.forEach((index, i) => {
      bodies[index] = rendered[i]!;
    });
  });
  const clangs = (await Promise.all(renderPart(bells, 'clang', sampleRate))).flat();
  await Promise.all(rendering);
  return bells.map((_, i) => ({ body: bodies[i]!, clang: clangs[i]! }));
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
