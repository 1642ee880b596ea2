import * as Tone from 'tone';
import { afterEach, expect, test, vi } from 'vitest';
import { startEngine } from './engine';
import { MASTER_DELAY_SECONDS } from './master-bus';

const nativeStart = AudioBufferSourceNode.prototype.start;
afterEach(() => {
  AudioBufferSourceNode.prototype.start = nativeStart;
});

/** When the audio-clock time `contextTime` leaves the speakers, by the context's own report now. */
function leavesAt(context: AudioContext, contextTime: number): number {
  const stamp = context.getOutputTimestamp();
  if (stamp.contextTime && stamp.performanceTime)
    return stamp.performanceTime + (contextTime - stamp.contextTime) * 1000;
  const latency = context.outputLatency || context.baseLatency || 0;
  return performance.now() + (contextTime - context.currentTime + latency) * 1000;
}

test('a frame on screen when a note leaves the speakers shows that note at the hit point', async () => {
  const starts: number[] = [];
  AudioBufferSourceNode.prototype.start = function start(
    this: AudioBufferSourceNode,
    when?: number,
    ...rest
  ) {
    starts.push(when ?? 0);
    return nativeStart.call(this, when, ...rest);
  } as typeof nativeStart;
  const engine = await startEngine({ tone: Tone, context: new AudioContext({ latencyHint: 'interactive' }) });
  const context = Tone.getContext().rawContext as AudioContext;
  await engine.prepare([{ time: 0, pitchId: 64 }]);
  starts.length = 0;
  engine.startPlayback([{ time: 0.4, pitchId: 64 }], 0, { transposeSemitones: 0, muted: false });
  await vi.waitFor(() => expect(starts.length).toBeGreaterThan(0));
  // Some frames in, so the context reports where its output is.
  for (let i = 0; i < 5; i++) await new Promise(requestAnimationFrame);
  // The strike's sound leaves after the limiter's lookahead; the engine's reading of the output
  // is taken between two of ours, and they bound what it may see.
  const heard = starts[0]! + MASTER_DELAY_SECONDS;
  const before = leavesAt(context, heard);
  const songTime = engine.songTime(before);
  const after = leavesAt(context, heard);
  // What the two readings disagree by, and one render quantum of rounding.
  const tolerance = Math.abs(after - before) / 1000 + 128 / context.sampleRate;
  expect(Math.abs(songTime! - 0.4)).toBeLessThanOrEqual(tolerance);
  // Once the song is heard, the song time for a frame on screen a refresh later runs that much ahead.
  await vi.waitFor(() => expect(engine.songTime()).toBeGreaterThan(0.1));
  const now = performance.now();
  expect(engine.songTime(now + 16)! - engine.songTime(now)!).toBeCloseTo(0.016, 3);
  engine.stopPlayback();
});
