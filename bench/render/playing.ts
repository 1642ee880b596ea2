/**
 * One measured run of playback: the mounted editor plays a big song with the real audio engine
 * while Chrome traces; the figures are the whole main thread per frame (bench/render/trace.ts)
 * and the long tasks the page itself saw (PerformanceObserver). Shared by bench/render and
 * bench/playback, for this checkout's page and a baseline's alike.
 */
import type { Page } from 'playwright-core';
import { median, percentile } from '../lib/stats.ts';
import { type BenchPage, openBenchPage, THIS_DIST } from './page.ts';
import { CATEGORIES, type FrameCosts, frameCosts } from './trace.ts';

export interface Variant {
  readonly name: string;
  readonly dist: string;
}

/** This checkout, and the baseline bench/render/baseline.sh built (unless BENCH_BASE_REF=none). */
export function variants(): Variant[] {
  const base = process.env.BENCH_BASE_DIST;
  const list: Variant[] = [];
  if (base)
    list.push({
      name: `${process.env.BENCH_BASE_REF ?? 'main'} ${process.env.BENCH_BASE_COMMIT ?? ''}`.trim(),
      dist: base,
    });
  list.push({ name: `this checkout ${process.env.BENCH_COMMIT ?? ''}`.trim(), dist: THIS_DIST });
  return list;
}

export interface Run {
  readonly frames: number;
  readonly wallP50: number;
  readonly wallP95: number;
  readonly cpuP50: number;
  readonly cpuP95: number;
  /** Mean CPU per frame of the page's compositor thread and of the display compositor, ms. */
  readonly compositorCpu: number;
  readonly displayCpu: number;
  /** Long tasks (> 50 ms) the page observed while playing, ms. */
  readonly longTasks: readonly number[];
  /** The long tasks the trace holds, and what they were made of. */
  readonly tracedLongTasks: readonly string[];
}

interface VariantResult {
  readonly longTasks: number[];
}
type Bench = {
  runVariant(notes: number, seconds: number, options: object, editMode?: boolean): Promise<VariantResult>;
};

export async function playOnce(page: Page, notes: number, seconds: number, editMode: boolean): Promise<Run> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: CATEGORIES });
  const result = await page.evaluate(
    ({ notes, seconds, editMode }) =>
      (window as unknown as { ringalongBench: Bench }).ringalongBench.runVariant(
        notes,
        seconds,
        {},
        editMode,
      ),
    { notes, seconds, editMode },
  );
  return runOf(frameCosts(await browser.stopTracing(), seconds * 1000), result.longTasks);
}

/** One run's figures from its trace's frame costs and the long tasks the page observed. */
export function runOf(costs: FrameCosts, observedLongTasks: readonly number[]): Run {
  return {
    frames: costs.wall.length,
    wallP50: percentile(costs.wall, 50),
    wallP95: percentile(costs.wall, 95),
    cpuP50: percentile(costs.cpu, 50),
    cpuP95: percentile(costs.cpu, 95),
    compositorCpu: costs.compositorCpu,
    displayCpu: costs.displayCpu,
    longTasks: observedLongTasks.filter((ms) => ms > 50),
    tracedLongTasks: costs.longTasks.map((ms, i) => `${Math.round(ms)} ms: ${costs.longTaskParts[i]}`),
  };
}

export interface Summary {
  readonly runs: number;
  readonly framesPerRun: number;
  /** Medians over the runs of each run's percentile, ms. */
  readonly wallP50Ms: number;
  readonly wallP95Ms: number;
  readonly cpuP50Ms: number;
  readonly cpuP95Ms: number;
  /** Medians over the runs of the mean CPU per frame of the other two threads, ms. */
  readonly compositorCpuMs: number;
  readonly displayCpuMs: number;
  readonly longTasks: number;
  readonly runsWithLongTasks: number;
  readonly longestTaskMs: number;
  readonly tracedLongTasks: readonly string[];
}

export function summarize(runs: readonly Run[]): Summary {
  const all = runs.flatMap((r) => r.longTasks);
  return {
    runs: runs.length,
    framesPerRun: median(runs.map((r) => r.frames)),
    wallP50Ms: median(runs.map((r) => r.wallP50)),
    wallP95Ms: median(runs.map((r) => r.wallP95)),
    cpuP50Ms: median(runs.map((r) => r.cpuP50)),
    cpuP95Ms: median(runs.map((r) => r.cpuP95)),
    compositorCpuMs: median(runs.map((r) => r.compositorCpu)),
    displayCpuMs: median(runs.map((r) => r.displayCpu)),
    longTasks: all.length,
    runsWithLongTasks: runs.filter((r) => r.longTasks.length > 0).length,
    longestTaskMs: Math.max(0, ...all),
    tracedLongTasks: runs.flatMap((r) => r.tracedLongTasks),
  };
}

/** One open page per variant, kept for the whole benchmark; runs alternate between them. */
export async function openVariants(list: readonly Variant[]) {
  const pages: (BenchPage & { variant: Variant })[] = [];
  for (const variant of list) pages.push({ variant, ...(await openBenchPage(variant.dist)) });
  return {
    pages,
    async close() {
      for (const page of pages) await page.close();
    },
  };
}

export function formatSummary(s: Summary): string {
  return (
    `main thread per frame: wall p50 ${s.wallP50Ms.toFixed(2)} p95 ${s.wallP95Ms.toFixed(2)} ms, ` +
    `CPU p50 ${s.cpuP50Ms.toFixed(2)} p95 ${s.cpuP95Ms.toFixed(2)} ms; ` +
    `CPU a frame elsewhere: compositor ${s.compositorCpuMs.toFixed(2)}, display ${s.displayCpuMs.toFixed(2)} ms; ` +
    `long tasks ${s.longTasks} in ${s.runsWithLongTasks}/${s.runs} runs (longest ${s.longestTaskMs.toFixed(0)} ms); ` +
    `${s.framesPerRun} frames a run`
  );
}
