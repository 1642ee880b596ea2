/**
 * The audio benchmark page: decode time of our six bells, and late notes while the real engine
 * plays with a busy main thread. Driven from bench/audio/run.ts through window.audioBench.
 */
import type { LazyAudioEngine } from '../../../apps/web/src/audio/facade';
import { getAudioEngine } from '../../../apps/web/src/audio/index';
import { SAMPLE_FILES } from '../../../apps/web/src/audio/sampled-voice';
import type { ScheduledNote } from '../../../apps/web/src/audio/types';

const context = new AudioContext();

async function decode(runs: number): Promise<number[]> {
  const files = await Promise.all(
    Object.values(SAMPLE_FILES).map(async (file) => (await fetch(`/samples/${file}`)).arrayBuffer()),
  );
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    // decodeAudioData takes the buffer over, so each run decodes fresh copies, all six at once as the engine does.
    const copies = files.map((bytes) => bytes.slice(0));
    const start = performance.now();
    await Promise.all(copies.map((bytes) => context.decodeAudioData(bytes)));
    times.push(performance.now() - start);
  }
  return times;
}

/** Keeps the main thread busy for `busyMs` of every animation frame, like a heavy page would. */
function busyEveryFrame(busyMs: number): { stop(): number } {
  let frames = 0;
  let running = true;
  const frame = () => {
    if (!running) return;
    frames++;
    const until = performance.now() + busyMs;
    while (performance.now() < until) {
      // spin
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  return {
    stop() {
      running = false;
      return frames;
    },
  };
}

async function lateNotes(count: number, spacingSeconds: number, busyMs: number) {
  // The app's own engine, as the page gets it; its figures come from the facade's concrete class.
  const engine = getAudioEngine() as LazyAudioEngine;
  await engine.unlock();
  const notes: ScheduledNote[] = Array.from({ length: count }, (_, i) => ({
    time: i * spacingSeconds,
    pitchId: 55 + ((i * 7) % 26),
  }));
  const busy = busyEveryFrame(busyMs);
  const started = performance.now();
  engine.startPlayback(notes, 0, { transposeSemitones: 0, muted: false });
  while ((engine.playbackStats()?.scheduled ?? 0) < count) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seconds = (performance.now() - started) / 1000;
  const frames = busy.stop();
  const stats = engine.playbackStats()!;
  engine.stopPlayback();
  return { ...stats, seconds, frames, sampleRate: context.sampleRate };
}

Object.assign(window, { audioBench: { decode, lateNotes } });
