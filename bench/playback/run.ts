/**
 * Playback benchmark: plays a 2000-note song on 32 rows in the player at devicePixelRatio 2
 * (1280 x 720, no GPU) with the real audio engine, for this checkout and a baseline (`main`,
 * built by run.sh), run after run in turn, on the machine as it is and under a load of 4 that the
 * benchmark makes itself (four threads spinning for the whole condition). Per run: the whole
 * main thread per frame from a Chrome trace (p50/p95, wall and CPU) and the long tasks the page
 * saw. An empty animation-frame loop on the same page is the control: what the machine alone
 * costs a frame. Prints medians over the runs and writes bench/results/playback.json.
 */
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { withLoad } from '../render/load.ts';
import {
  formatSummary,
  openVariants,
  playOnce,
  type Run,
  runOf,
  summarize,
  variants,
} from '../render/playing.ts';
import { CATEGORIES, frameCosts } from '../render/trace.ts';

const results = fileURLToPath(new URL('../results/playback.json', import.meta.url));
const NOTES = 2000;
const RUNS = Number(process.env.PLAYBACK_RUNS ?? 5);
const SECONDS = Number(process.env.PLAYBACK_SECONDS ?? 8);
const LOAD = 4;
const CONTROL = 'control (empty frame loop)';

type Bench = { runIdle(seconds: number): Promise<{ longTasks: number[] }> };

const list = variants();
const { pages, close } = await openVariants(list);
try {
  for (const { page } of pages) await playOnce(page, NOTES, 2, false);
  const report: Record<string, unknown> = {};
  for (const [condition, threads] of [
    ['machine as it is', 0],
    [`load of ${LOAD} made by the benchmark`, LOAD],
  ] as const) {
    const loadBefore = loadavg();
    const runs = new Map<string, Run[]>();
    await withLoad(threads, async () => {
      for (let round = 0; round < RUNS; round++) {
        const order = round % 2 === 0 ? pages : [...pages].reverse();
        for (const { variant, page } of order) {
          runs.set(variant.name, [
            ...(runs.get(variant.name) ?? []),
            await playOnce(page, NOTES, SECONDS, false),
          ]);
        }
        runs.set(CONTROL, [...(runs.get(CONTROL) ?? []), await control(pages.at(-1)!.page)]);
        console.log(`${condition}: round ${round + 1}/${RUNS} done (load ${loadavg()[0]!.toFixed(1)})`);
      }
    });
    console.log(
      `\n${condition}: load average ${loadBefore[0]!.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after; ` +
        `${NOTES} notes on 32 rows, player, ${RUNS} runs of ${SECONDS} s`,
    );
    const figures: Record<string, ReturnType<typeof summarize>> = {};
    for (const [name, list] of runs) {
      figures[name] = summarize(list);
      console.log(`  ${name.padEnd(28)} ${formatSummary(figures[name])}`);
      for (const task of figures[name].tracedLongTasks) console.log(`      long task ${task}`);
    }
    report[condition] = {
      loadThreads: threads,
      loadAverage: { before: loadBefore, after: loadavg() },
      figures,
    };
  }
  await writeFile(
    results,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), notes: NOTES, rows: 32, devicePixelRatio: 2, viewport: [1280, 720], runs: RUNS, secondsPerRun: SECONDS, report }, null, 2)}\n`,
  );
  console.log(`\nwritten ${results}`);
} finally {
  await close();
}

/** The same trace over an empty animation-frame loop on the page, with no editor. */
async function control(page: import('playwright-core').Page): Promise<Run> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: CATEGORIES });
  const result = await page.evaluate(
    (seconds) => (window as unknown as { ringalongBench: Bench }).ringalongBench.runIdle(seconds),
    SECONDS,
  );
  return runOf(frameCosts(await browser.stopTracing(), SECONDS * 1000), result.longTasks);
}
