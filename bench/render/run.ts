/**
 * Render benchmark: draw time per frame (p50/p95) at devicePixelRatio 2 for a 2000-note and a
 * 10,000-note song on 32 staves, and long tasks while the mounted editor plays with the real
 * audio engine. Prints the figures and writes bench/results/render.json.
 */
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { formatMs, median, percentile } from '../lib/stats.ts';
import { openBenchPage } from './page.ts';

const results = fileURLToPath(new URL('../results/render.json', import.meta.url));

const FRAMES = 300;
const RUNS = 5;
const GOALS = { 2000: 2, 10000: 4 } as const;

interface DrawResult {
  dpr: number;
  backing: [number, number];
  draw: number[];
  drawBestOfThree: number[];
  drawAndFlush: number[];
}
interface PlaybackResult {
  seconds: number;
  frames: number;
  longTasks: number[];
  endedBy: string;
}
type Bench = {
  runDraw(notes: number, frames: number): Promise<DrawResult>;
  runPlayback(notes: number, seconds: number): Promise<PlaybackResult>;
  runIdle(seconds: number): Promise<PlaybackResult>;
};

function longTaskFigures(result: PlaybackResult) {
  return {
    seconds: result.seconds,
    frames: result.frames,
    longTasksOver50Ms: result.longTasks.filter((d) => d > 50).length,
    longestTaskMs: result.longTasks.length ? Math.max(...result.longTasks) : 0,
  };
}

const { page, close } = await openBenchPage();
try {
  // Discarded passes over both songs, so the figures describe optimized code, not the first calls.
  for (const notes of [2000, 10000]) {
    await page.evaluate(
      (n) => (window as unknown as { ringalongBench: Bench }).ringalongBench.runDraw(n, 300),
      notes,
    );
  }

  const draw: Record<string, unknown> = {};
  for (const notes of [2000, 10000] as const) {
    const p50: number[] = [];
    const p95: number[] = [];
    const bestP95: number[] = [];
    const flushP95: number[] = [];
    let backing: [number, number] = [0, 0];
    for (let run = 0; run < RUNS; run++) {
      const result = await page.evaluate(
        ({ notes, frames }) =>
          (window as unknown as { ringalongBench: Bench }).ringalongBench.runDraw(notes, frames),
        { notes, frames: FRAMES },
      );
      backing = result.backing;
      p50.push(percentile(result.draw, 50));
      p95.push(percentile(result.draw, 95));
      bestP95.push(percentile(result.drawBestOfThree, 95));
      flushP95.push(percentile(result.drawAndFlush, 95));
    }
    const figures = {
      notes,
      staves: 32,
      devicePixelRatio: 2,
      backing,
      framesPerRun: FRAMES,
      runs: RUNS,
      drawP50Ms: median(p50),
      drawP95Ms: median(p95),
      drawBestOfThreeP95Ms: median(bestP95),
      drawWithRasterP95Ms: median(flushP95),
      goalP95Ms: GOALS[notes],
      meetsGoal: median(p95) <= GOALS[notes],
      meetsGoalWithoutPreemption: median(bestP95) <= GOALS[notes],
    };
    draw[`notes${notes}`] = figures;
    console.log(
      `draw ${notes} notes / 32 staves @dpr2 (${backing.join('x')}): p50 ${formatMs(figures.drawP50Ms)}, ` +
        `p95 ${formatMs(figures.drawP95Ms)} (goal <= ${GOALS[notes]} ms), ` +
        `p95 best of 3 ${formatMs(figures.drawBestOfThreeP95Ms)}, ` +
        `p95 incl. raster ${formatMs(figures.drawWithRasterP95Ms)}`,
    );
  }

  const playback = longTaskFigures(
    await page.evaluate(() =>
      (window as unknown as { ringalongBench: Bench }).ringalongBench.runPlayback(10000, 8),
    ),
  );
  const idle = longTaskFigures(
    await page.evaluate(() => (window as unknown as { ringalongBench: Bench }).ringalongBench.runIdle(8)),
  );
  for (const [label, figures] of [
    ['playback 10000 notes', playback],
    ['control (empty frame loop)', idle],
  ] as const) {
    console.log(
      `${label} for ${figures.seconds} s: ${figures.frames} frames, ` +
        `${figures.longTasksOver50Ms} long tasks over 50 ms (longest ${formatMs(figures.longestTaskMs)})`,
    );
  }

  await writeFile(
    results,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), loadAverage: loadavg(), draw, playback, idleControl: idle }, null, 2)}\n`,
  );
  console.log(`written ${results}`);
} finally {
  await close();
}
