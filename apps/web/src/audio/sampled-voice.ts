import { midiToFrequency } from './pitch';
import { release, type Strike, type Tone, type Voice, type VoiceOutput } from './voice';

/** Our handbell samples in /samples/ (made by scripts/samples), by MIDI pitch. */
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
export async function loadSampledVoice(tone: Tone, output: VoiceOutput, baseUrl: string): Promise<Voice> {
  const buffers = await new Promise<InstanceType<Tone['ToneAudioBuffers']>>((resolve, reject) => {
    const loading: InstanceType<Tone['ToneAudioBuffers']> = new tone.ToneAudioBuffers({
      urls: SAMPLE_FILES,
      baseUrl,
      onload: () => resolve(loading),
      onerror: reject,
    });
  });
  const decoded = new Map(SAMPLE_PITCHES.map((pitch) => [pitch, buffers.get(pitch).get()!]));
  const { context } = output;
  return {
    strike(frequency, when, velocity): Strike {
      const sample = nearestSample(Math.round(69 + 12 * Math.log2(frequency / 440)));
      const source = context.createBufferSource();
      const buffer = decoded.get(sample)!;
      const playbackRate = frequency / midiToFrequency(sample);
      source.buffer = buffer;
      source.playbackRate.value = playbackRate;
      const gain = context.createGain();
      gain.gain.value = velocity;
      source.connect(gain).connect(output.input);
      let ended = false;
      source.onended = () => {
        ended = true;
        gain.disconnect();
      };
      source.start(when);
      return {
        start: when,
        end: when + buffer.duration / playbackRate,
        cancel(time) {
          if (ended) return;
          if (when >= time) {
            ended = true;
            source.stop();
            gain.disconnect();
          } else release(gain, [source], time);
        },
      };
    },
  };
}
