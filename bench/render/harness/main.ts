/**
 * The benchmark page: plays a big song through the mounted editor and the real audio engine
 * (`runVariant`), or runs an empty animation-frame loop as the control (`runIdle`), while
 * bench/render and bench/playback trace the main thread through playwright-core. A baseline
 * checkout's page answers the same calls, so both are measured alike.
 */
import { runVariant } from './playback.ts';

export interface IdleResult {
  readonly seconds: number;
  readonly frames: number;
  readonly longTasks: readonly number[];
}

/**
 * The control: an empty animation-frame loop for as long. On a shared machine other processes
 * steal the CPU, and the long tasks seen here are theirs, not the editor's.
 */
async function runIdle(seconds: number): Promise<IdleResult> {
  const durations: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  let frames = 0;
  let running = true;
  const count = () => {
    frames++;
    if (running) requestAnimationFrame(count);
  };
  requestAnimationFrame(count);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  running = false;
  observer.disconnect();
  return { seconds, frames, longTasks: durations };
}

declare global {
  interface Window {
    ringalongBench: {
      runIdle: typeof runIdle;
      runVariant: typeof runVariant;
    };
  }
}

window.ringalongBench = { runIdle, runVariant };
document.title = 'ready';
