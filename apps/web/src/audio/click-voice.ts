/**
 * The count-in's clicks: two short woodblock-like ticks (a higher, louder one for a bar's first
 * beat) rendered once per sample rate with an OfflineAudioContext, like the bells, and played as
 * buffers through the mixer: no synthesis on the main thread while playing.
 */
import type { Strike, VoiceOutput } from './voice';

export interface ClickBuffers {
  readonly accent: AudioBuffer;
  readonly plain: AudioBuffer;
}

/** A click's length: a tick, silent (below -80 dB) by its end. */
export const CLICK_SECONDS = 0.06;
/** Peak levels: under a single bell's (about 0.35), so the count-in never startles. */
const ACCENT_LEVEL = 0.3;
const PLAIN_LEVEL = 0.2;
/** Decay time constant: 80 dB down within the click. */
const DECAY_SECONDS = CLICK_SECONDS / 9.2;

const rendered = new Map<number, Promise<ClickBuffers>>();

/**
 * Renders one click: a cosine (so its first sample is its peak, and its onset falls exactly on
 * its start) at `hz` plus a softer partial at 2.76x, decaying exponentially.
 */
async function renderClick(rate: number, hz: number, level: number): Promise<AudioBuffer> {
  const length = Math.round(CLICK_SECONDS * rate);
  const offline = new OfflineAudioContext(1, length, rate);
  const wave = offline.createPeriodicWave(new Float32Array([0, 1]), new Float32Array(2), {
    disableNormalization: true,
  });
  const envelope = offline.createGain();
  envelope.gain.setValueAtTime(level, 0);
  envelope.gain.setTargetAtTime(0, 0, DECAY_SECONDS);
  envelope.connect(offline.destination);
  for (const [ratio, gain] of [
    [1, 0.8],
    [2.76, 0.2],
  ] as const) {
    const oscillator = offline.createOscillator();
    oscillator.setPeriodicWave(wave);
    oscillator.frequency.value = hz * ratio;
    const partial = offline.createGain();
    partial.gain.value = gain;
    oscillator.connect(partial).connect(envelope);
    oscillator.start(0);
  }
  return offline.startRendering();
}

/** The two clicks at `rate`, rendered once and kept. */
export function renderClicks(rate: number): Promise<ClickBuffers> {
  let clicks = rendered.get(rate);
  if (!clicks) {
    clicks = Promise.all([renderClick(rate, 1760, ACCENT_LEVEL), renderClick(rate, 1320, PLAIN_LEVEL)]).then(
      ([accent, plain]) => ({ accent, plain }),
    );
    rendered.set(rate, clicks);
  }
  return clicks;
}

/** Plays a click at `when` (audio clock) through a lane of the mixer; cancellable like a strike. */
export function playClick(output: VoiceOutput, buffers: ClickBuffers, when: number, accent: boolean): Strike {
  const source = output.context.createBufferSource();
  source.buffer = accent ? buffers.accent : buffers.plain;
  const end = when + CLICK_SECONDS;
  const lane = output.lane(when, end);
  source.connect(lane.input);
  source.start(when);
  let stopped = false;
  const cancel = (time: number) => {
    if (stopped) return;
    stopped = true;
    source.stop(Math.max(time, when));
    lane.endsBy(Math.max(time, when));
  };
  return { start: when, end, cancel, damp: cancel };
}
