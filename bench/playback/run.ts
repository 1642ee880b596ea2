/**
 * Playback benchmark: plays a 10,000-note song in the player at devicePixelRatio 2 (1280 x 720,
 * a 2560 x 1440 store) with each set of canvas options and an empty frame loop as control, interleaved round by round in one run so
 * the shared machine's noise falls on all of them alike, at normal speed and with the CPU slowed
 * down 4x (a slow laptop, and the load of a busy machine made repeatable). Prints medians and
 * ratios against the old behaviour and writes bench/results/playback.json.
 */
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { median, percentile } from '../lib/stats.ts';
import { openBenchPage } from '../render/page.ts';

const results = fileURLToPath(new URL('../results/playback.json', import.meta.url));
const NOTES = 10000;
const SECONDS = Number(process.env.SECONDS_PER_RUN ?? 6);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const UNCAPPED = 1e12;

interface VariantOptions {
  control?: boolean;
  maxBackingPixels?: number;
  redrawUnchanged?: boolean;
  desynchronized?: boolean;
}
interface VariantResult {
  frames: number;
  draws: number;
  backing: [number, number];
  longTasks: number[];
  frameGaps: number[];
  /** Main-thread time of each frame's BeginMainFrame (mostly committing the canvas), ms. */
  commits?: number[];
}
type Bench = {
  runVariant(notes: number, seconds: number, options: VariantOptions): Promise<VariantResult>;
  runIdle(seconds: number): Promise<{ frames: number; longTasks: number[] }>;
};

const OLD = { redrawUnchanged: true, maxBackingPixels: UNCAPPED, desynchronized: false };
const VARIANTS: Record<string, VariantOptions> = {
  'before (every frame, full store)': OLD,
  'skip unchanged frames': { ...OLD, redrawUnchanged: false },
  'store capped at 2.4 Mpx': { ...OLD, maxBackingPixels: 2_400_000 },
  'store at ratio 1 (0.92 Mpx)': { ...OLD, maxBackingPixels: 921_600 },
  desynchronized: { ...OLD, desynchronized: true },
  'after (app defaults)': {},
  // No editor at all, an empty animation-frame loop: the long tasks other processes cause.
  'control (empty frame loop)': { control: true },
};
// CPU throttling was tried and dropped: it suspends the thread in slices, which stretches any
// 10 ms task past 50 ms, so every variant showed long tasks alike. Real contention is measured
// instead, with the main thread's frame-commit time read from a trace as the steady figure.
const CONDITIONS: Record<string, number> = { normal: 1 };
const ONLY = process.env.VARIANTS?.split(',');

const { page, close } = await openBenchPage();
const browser = page.context().browser()!;
try {
  const cdp = await page.context().newCDPSession(page);
  const report: Record<string, Record<string, unknown>> = {};
  for (const [condition, rate] of Object.entries(CONDITIONS)) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const runs = new Map<string, VariantResult[]>(Object.keys(VARIANTS).map((name) => [name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, options] of Object.entries(VARIANTS)) {
        if (ONLY && !ONLY.some((part) => name.includes(part))) continue;
        await browser.startTracing(page, { categories: ['toplevel', 'cc', 'blink'] });
        const result: VariantResult = options.control
          ? {
              draws: 0,
              backing: [0, 0],
              frameGaps: [],
              ...(await page.evaluate(
                (seconds) => (window as unknown as { ringalongBench: Bench }).ringalongBench.runIdle(seconds),
                SECONDS,
              )),
            }
          : await page.evaluate(
              ({ notes, seconds, options }) =>
                (window as unknown as { ringalongBench: Bench }).ringalongBench.runVariant(
                  notes,
                  seconds,
                  options,
                ),
              { notes: NOTES, seconds: SECONDS, options },
            );
        const commits = commitTimes(await browser.stopTracing());
        runs.get(name)!.push({ ...result, commits });
      }
    }
    const figures: Record<string, ReturnType<typeof summarize>> = {};
    for (const [name, list] of runs) if (list.length > 0) figures[name] = summarize(list);
    const before = Object.values(figures)[0]!;
    console.log(`\n${condition} (load ${loadavg()[0]!.toFixed(1)}), ${ROUNDS} rounds of ${SECONDS} s:`);
    for (const [name, f] of Object.entries(figures)) {
      const ratio = before.longTasksInAll > 0 ? (f.longTasksInAll / before.longTasksInAll).toFixed(2) : '-';
      console.log(
        `  ${name.padEnd(36)} ${f.backing.join('x').padEnd(10)} long tasks ${f.longTasksInAll} in ${f.runsWithLongTasks}/${f.longTasksEachRun.length} runs ` +
          `(x${ratio}, per-run ${f.longTasksEachRun.join(',')}, longest ${f.longestTaskMs.toFixed(0)} ms), ` +
          `commit p50 ${f.commitP50Ms.toFixed(1)} ms p95 ${f.commitP95Ms.toFixed(1)} ms ` +
          `(x${(f.commitP50Ms / before.commitP50Ms).toFixed(2)}), ` +
          `frame gap p50 ${f.frameGapP50Ms.toFixed(1)} ms p95 ${f.frameGapP95Ms.toFixed(1)} ms, ` +
          `frames ${f.framesPerRun}, drawn ${f.drawsPerRun}`,
      );
    }
    report[condition] = { cpuSlowdown: rate, figures };
  }
  await writeFile(
    results,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), loadAverage: loadavg(), notes: NOTES, secondsPerRun: SECONDS, rounds: ROUNDS, report }, null, 2)}\n`,
  );
  console.log(`written ${results}`);
} finally {
  await close();
}

function summarize(list: VariantResult[]) {
  const longTasksEachRun = list.map((r) => r.longTasks.filter((d) => d > 50).length);
  return {
    backing: list[0]!.backing,
    longTasksEachRun,
    longTasksPerRun: median(longTasksEachRun),
    longTasksInAll: longTasksEachRun.reduce((sum, n) => sum + n, 0),
    runsWithLongTasks: longTasksEachRun.filter((n) => n > 0).length,
    longestTaskMs: Math.max(0, ...list.flatMap((r) => r.longTasks)),
    frameGapP50Ms: median(list.map((r) => percentile(r.frameGaps, 50))),
    frameGapP95Ms: median(list.map((r) => percentile(r.frameGaps, 95))),
    commitP50Ms: median(list.map((r) => percentile(r.commits ?? [], 50))),
    commitP95Ms: median(list.map((r) => percentile(r.commits ?? [], 95))),
    framesPerRun: median(list.map((r) => r.frames)),
    drawsPerRun: median(list.map((r) => r.draws)),
  };
}

/** The renderer main thread's BeginMainFrame durations from a trace, in ms. */
function commitTimes(trace: Buffer): number[] {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return events
    .filter((e) => e.ph === 'X' && e.name === 'ProxyMain::BeginMainFrame' && main.has(`${e.pid}:${e.tid}`))
    .map((e) => (e.dur ?? 0) / 1000);
}
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}
