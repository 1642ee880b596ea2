/**
 * Render benchmark: the whole main-thread cost of a playing frame, raster, compositing commit
 * and audio scheduling included (Chrome trace, bench/render/trace.ts), at devicePixelRatio 2
 * (1280 x 720) in Chromium without a GPU, for a 2000-note and a 10,000-note song on 32 rows, in
 * the player and the composer, for this checkout and a baseline (`main`, built by run.sh), run
 * after run in turn so the shared machine's noise falls on both alike. Prints medians of each
 * run's p50/p95 and writes bench/results/render.json.
 */
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { formatSummary, openVariants, playOnce, type Run, summarize, variants } from './playing.ts';

const results = fileURLToPath(new URL('../results/render.json', import.meta.url));
const RUNS = Number(process.env.RENDER_RUNS ?? 5);
const SECONDS = Number(process.env.RENDER_SECONDS ?? 5);
/** Goals for the p95 of the whole main thread per playing frame, ms. */
const GOALS: Record<number, number> = { 2000: 2, 10000: 4 };
// RENDER_NOTES=2000 or RENDER_MODES=player narrow a quick run.
const NOTES = (process.env.RENDER_NOTES ?? '2000,10000').split(',').map(Number);
const MODES = (process.env.RENDER_MODES ?? 'player,composer').split(',');
const CASES = MODES.flatMap((mode) => NOTES.map((notes) => ({ notes, editMode: mode === 'composer' })));

const list = variants();
const { pages, close } = await openVariants(list);
const loadBefore = loadavg();
try {
  // A discarded run each, so the figures describe optimized code and decoded bells.
  for (const { page } of pages) await playOnce(page, 2000, 2, false);
  const runs = new Map<string, Run[]>();
  const key = (variant: string, notes: number, editMode: boolean) =>
    `${variant}|${notes}|${editMode ? 'composer' : 'player'}`;
  for (let round = 0; round < RUNS; round++) {
    for (const { notes, editMode } of CASES) {
      const order = round % 2 === 0 ? pages : [...pages].reverse();
      for (const { variant, page } of order) {
        const run = await playOnce(page, notes, SECONDS, editMode);
        const k = key(variant.name, notes, editMode);
        runs.set(k, [...(runs.get(k) ?? []), run]);
      }
    }
    console.log(`round ${round + 1}/${RUNS} done (load ${loadavg()[0]!.toFixed(1)})`);
  }
  const report = [];
  console.log(
    `\nplaying, ${RUNS} runs of ${SECONDS} s, 1280x720 at devicePixelRatio 2, no GPU; load average ${loadBefore[0]!.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`,
  );
  for (const { notes, editMode } of CASES) {
    const mode = editMode ? 'composer' : 'player';
    console.log(`\n${notes} notes on 32 rows, ${mode} (goal: p95 <= ${GOALS[notes]} ms)`);
    const figures: Record<string, ReturnType<typeof summarize>> = {};
    for (const variant of list) {
      const summary = summarize(runs.get(key(variant.name, notes, editMode)) ?? []);
      figures[variant.name] = summary;
      console.log(`  ${variant.name.padEnd(28)} ${formatSummary(summary)}`);
      for (const task of summary.tracedLongTasks) console.log(`      long task ${task}`);
    }
    report.push({ notes, rows: 32, mode, goalP95Ms: GOALS[notes], figures });
  }
  await writeFile(
    results,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), loadAverage: { before: loadBefore, after: loadavg() }, devicePixelRatio: 2, viewport: [1280, 720], runs: RUNS, secondsPerRun: SECONDS, report }, null, 2)}\n`,
  );
  console.log(`\nwritten ${results}`);
} finally {
  await close();
}
