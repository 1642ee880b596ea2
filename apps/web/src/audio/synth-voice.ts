import { chain } from './mixer';
import { release, type Strike, type Voice, type VoiceOutput } from './voice';

/**
 * The synthesized bell: additive sine partials of a tuned handbell (see scripts/samples/MODEL.md),
 * each ringing down on its own, the high inharmonic ones quickly. Ratio, level, ring seconds;
 * the slightly detuned second fundamental makes the slow beat of a real bell's doublet.
 */
const PARTIALS: readonly (readonly [ratio: number, level: number, ring: number])[] = [
  [1, 0.55, 2.6],
  [1.0016, 0.25, 2.6],
  [2, 0.05, 1.2],
  [3, 0.3, 1.4],
  [5.43, 0.07, 0.35],
  [8.2, 0.04, 0.18],
];
const LEVEL = 0.5;
/** Seconds per time constant of the exponential ring-down: 6 of them bring a partial to -52 dB. */
const RING_STEPS = 6;

/**
 * A sine a little ahead in phase: struck at its start, a partial is already moving, and Chrome
 * starts oscillators on a whole frame, where a plain sine's first sample would still be silent.
 */
const STRIKE_PHASE = 0.2;

export function createSynthVoice(output: VoiceOutput): Voice {
  const { context } = output;
  const highest = context.sampleRate * 0.45;
  const struckSine = context.createPeriodicWave(
    new Float32Array([0, Math.sin(STRIKE_PHASE)]),
    new Float32Array([0, Math.cos(STRIKE_PHASE)]),
    { disableNormalization: true },
  );
  return {
    strike(frequency, when, velocity): Strike {
      const strikeGain = context.createGain();
      strikeGain.gain.value = LEVEL * velocity;
      const partials: OscillatorNode[] = [];
      const envelopes: GainNode[] = [];
      let longest: OscillatorNode | null = null;
      let longestRing = 0;
      for (const [ratio, level, ring] of PARTIALS) {
        if (frequency * ratio >= highest) continue;
        const partial = context.createOscillator();
        partial.setPeriodicWave(struckSine);
        partial.frequency.value = frequency * ratio;
        const envelope = context.createGain();
        envelope.gain.value = level;
        envelope.gain.setTargetAtTime(0, when, ring / RING_STEPS);
        partial.connect(envelope);
        partial.start(when);
        partial.stop(when + ring);
        partials.push(partial);
        envelopes.push(envelope);
        if (ring > longestRing) [longest, longestRing] = [partial, ring];
      }
      // The partials sound together: summed two at a time, like the strikes (mixer.ts).
      chain(context, envelopes, strikeGain);
      strikeGain.connect(output.lane(when, when + longestRing));
      let ended = false;
      const end = () => {
        ended = true;
        strikeGain.disconnect();
      };
      if (longest) longest.onended = end;
      return {
        start: when,
        end: when + longestRing,
        cancel(time) {
          if (ended) return;
          if (when >= time) {
            for (const partial of partials) partial.stop();
            end();
          } else release(strikeGain, partials, time);
        },
      };
    },
  };
}
