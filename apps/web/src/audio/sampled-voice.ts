import { midiToFrequency } from './pitch';
import { RELEASE_SECONDS, type Strike, type Tone, type Voice } from './voice';

/** Our recorded (synthesized) bells in /samples/, by MIDI pitch. */
export const SAMPLE_FILES: Readonly<Record<number, string>> = {
  57: 'A3.wav',
  60: 'C4.wav',
  65: 'F4.wav',
  69: 'A4.wav',
  72: 'C5.wav',
  77: 'F5.wav',
};
const SAMPLE_PITCHES = Object.keys(SAMPLE_FILES).map(Number);

/** The sample nearest in pitch, so it is resampled as little as possible. */
export function nearestSample(midi: number): number {
  let best = SAMPLE_PITCHES[0]!;
  for (const pitch of SAMPLE_PITCHES) if (Math.abs(pitch - midi) < Math.abs(best - midi)) best = pitch;
  return best;
}

/** Fetch and decode the six bells, then strike them resampled to any pitch. */
export async function loadSampledVoice(
  tone: Tone,
  output: ToneAudioNodeLike,
  baseUrl: string,
): Promise<Voice> {
  const buffers = await new Promise<InstanceType<Tone['ToneAudioBuffers']>>((resolve, reject) => {
    const loading: InstanceType<Tone['ToneAudioBuffers']> = new tone.ToneAudioBuffers({
      urls: SAMPLE_FILES,
      baseUrl,
      onload: () => resolve(loading),
      onerror: reject,
    });
  });
  return {
    strike(frequency, when, velocity): Strike {
      const midi = 69 + 12 * Math.log2(frequency / 440);
      const sample = nearestSample(Math.round(midi));
      const buffer = buffers.get(sample);
      const playbackRate = frequency / midiToFrequency(sample);
      const source = new tone.ToneBufferSource({
        context: output.context,
        url: buffer,
        fadeOut: RELEASE_SECONDS,
        curve: 'exponential',
        playbackRate,
      }).connect(output);
      let ended = false;
      // Setting onended also lets Tone dispose the source once it has rung out.
      source.onended = () => {
        ended = true;
      };
      source.start(when, 0, buffer.duration / playbackRate, velocity);
      return {
        start: when,
        cancel(time) {
          if (ended) return;
          ended = true;
          if (when > time) source.dispose();
          else source.stop(time);
        },
      };
    },
    dispose: () => buffers.dispose(),
  };
}

export type ToneAudioNodeLike = InstanceType<Tone['Gain']>;
