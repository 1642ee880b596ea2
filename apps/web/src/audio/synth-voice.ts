import type { ToneAudioNodeLike } from './sampled-voice';
import { RELEASE_SECONDS, type Strike, type Tone, type Voice } from './voice';

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

export function createSynthVoice(tone: Tone, output: ToneAudioNodeLike): Voice {
  const context = output.context;
  const highest = context.sampleRate * 0.45;
  return {
    strike(frequency, when, velocity): Strike {
      const strikeGain = new tone.Gain({ context, gain: LEVEL * velocity }).connect(output);
      const nodes: { dispose(): unknown }[] = [strikeGain];
      let ringing = 0;
      for (const [ratio, level, ring] of PARTIALS) {
        if (frequency * ratio >= highest) continue;
        const levelGain = new tone.Gain({ context, gain: level }).connect(strikeGain);
        // A one-shot oscillator stopped at its own start with an exponential fade-out is a
        // struck partial: full level at the strike, then ringing down over `ring` seconds.
        const partial = new tone.ToneOscillatorNode({
          context,
          frequency: frequency * ratio,
          type: 'sine',
          fadeOut: ring,
          curve: 'exponential',
        }).connect(levelGain);
        nodes.push(partial, levelGain);
        ringing++;
        partial.onended = () => {
          // Offline renders run the clock before the audio: tidying up there would silence them.
          if (context.isOffline) return;
          levelGain.dispose();
          if (--ringing === 0) strikeGain.dispose();
        };
        partial.start(when);
        partial.stop(when);
      }
      let cancelled = false;
      return {
        start: when,
        cancel(time) {
          if (cancelled || ringing === 0) return;
          cancelled = true;
          if (when > time) for (const node of nodes) node.dispose();
          else strikeGain.gain.setTargetAtTime(0, time, RELEASE_SECONDS / 5);
        },
      };
    },
    dispose() {},
  };
}
