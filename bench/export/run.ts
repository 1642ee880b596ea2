/**
 * Export benchmark: renders a three-minute, 1275-note song (bench/export/page/main.ts) to a WAV
 * file with the app's own export code in Chromium, every run on a freshly loaded page (so the
 * bells are synthesized anew each time, as on a user's first export), and prints the median
 * times real time (song seconds / wall seconds, render and encoding together; goal: 30x).
 *
 * Two variants, taking turns run by run so a busy machine weighs on both alike: the export as a
 * user gets it by default (the room off), the baseline, and the same export with the room on (a
 * ConvolverNode on every render quantum), the dearest setting a user can choose. Their difference
 * is what the room costs; the goal must hold for both. Writes bench/results/export.json.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { servePage } from '../lib/serve-page.ts';
import { median, percentile } from '../lib/stats.ts';

const dist = fileURLToPath(new URL('./dist/', import.meta.url));
const results = fileURLToPath(new URL('../results/export.json', import.meta.url));
const RUNS = Number(process.env.EXPORT_RUNS ?? 5);
const GOAL_TIMES_REAL_TIME = 30;

interface Export {
  renderMs: number;
  encodeMs: number;
  totalMs: number;
  songSeconds: number;
  bytes: number;
  notes: number;
}

const { server, url } = await servePage(dist);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage();
  const variants = [
    { name: 'room off (default; baseline)', room: false },
    { name: 'room on', room: true },
  ];
  const runs = new Map<string, Export[]>(variants.map((v) => [v.name, []]));
  for (let round = 0; round < RUNS; round++) {
    const order = round % 2 === 0 ? variants : [...variants].reverse();
    for (const variant of order) {
      await page.goto(url);
      await page.waitForFunction(() => 'exportBench' in window);
      const run = await page.evaluate(
        (room) =>
          (
            window as unknown as { exportBench: { exportWav(room: boolean): Promise<Export> } }
          ).exportBench.exportWav(room),
        variant.room,
      );
      runs.get(variant.name)!.push(run);
    }
    console.log(`round ${round + 1}/${RUNS} done`);
  }
  const report: Record<string, unknown> = {};
  for (const [name, list] of runs) {
    const times = list.map((r) => r.songSeconds / (r.totalMs / 1000));
    const figures = {
      medianTimesRealTime: median(times),
      worstTimesRealTime: percentile(times, 0),
      medianRenderMs: median(list.map((r) => r.renderMs)),
      medianEncodeMs: median(list.map((r) => r.encodeMs)),
      songSeconds: list[0]!.songSeconds,
      notes: list[0]!.notes,
      wavBytes: list[0]!.bytes,
    };
    report[name] = figures;
    console.log(
      `${name.padEnd(30)} ${figures.medianTimesRealTime.toFixed(1)}x real time (median of ${list.length}; worst ${figures.worstTimesRealTime.toFixed(1)}x; goal ${GOAL_TIMES_REAL_TIME}x): ` +
        `render ${figures.medianRenderMs.toFixed(0)} ms + WAV ${figures.medianEncodeMs.toFixed(0)} ms for ${figures.songSeconds.toFixed(1)} s of ${figures.notes} notes`,
    );
  }
  await writeFile(
    results,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, goalTimesRealTime: GOAL_TIMES_REAL_TIME, report }, null, 2)}\n`,
  );
  console.log(`written ${results}`);
} finally {
  await browser.close();
  server.close();
}
