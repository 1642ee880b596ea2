import { midiToFrequency } from './pitch';
import { sampleBytes } from './prefetch';
import { SAMPLE_FILES } from './sample-files';
import { release, type Strike, type Voice, type VoiceOutput } from './voice';

export { SAMPLE_FILES };

const SAMPLE_PITCHES = Object.keys(SAMPLE_FILES).map(Number);

/** The sample nearest in pitch, so it is resampled as little as possible. */
export function nearestSample(midi: number): number {
  let best = SAMPLE_PITCHES[0]!;
  for (const pitch of SAMPLE_PITCHES) if (Math.abs(pitch - midi) < Math.abs(best - midi)) best = pitch;
  return best;
}

/**
 * Decode the six bells (their bytes fetched ahead when the page could, see prefetch.ts), then
 * strike them resampled to any pitch.
 */
export async function loadSampledVoice(output: VoiceOutput, baseUrl: string): Promise<Voice> {
  const { context } = output;
  const decoded = new Map(
    await Promise.all(
      SAMPLE_PITCHES.map(
        async (pitch) =>
          [pitch, await context.decodeAudioData(await sampleBytes(baseUrl + SAMPLE_FILES[pitch]))] as const,
      ),
    ),
  );
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
      const end = when + buffer.duration / playbackRate;
      source.connect(gain).connect(output.lane(when, end));
      let ended = false;
      source.onended = () => {
        ended = true;
        gain.disconnect();
      };
      source.start(when);
      return {
        start: when,
        end,
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
