/**
 * Sync benchmark, in headless Chromium with the real editor and audio engine (page/main.ts):
 * - the audio-visual offset at the hit point: for each note, when the picture shows it crossing
 *   the hit point (the frame's time, interpolated between frames, plus one display refresh: when
 *   that frame reaches the screen) against when its strike leaves the speakers (its audio-clock
 *   start plus the limiter's lookahead, mapped to page time by a straight line fitted through
 *   every output timestamp the context gave during the run); p50 and p95 of the offset's size;
 * - the delay the app adds to a preview: from the click's event time to the strike's start, as
 *   main-thread handling, any start scheduled ahead of the clock, and the limiter's lookahead;
 *   beside it what the platform itself adds (the output latency the timestamps show).
 * Measures this checkout and the baseline run.sh built (main by default), taking turns.
 * Writes bench/results/sync.json.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { servePage } from '../lib/serve-page.ts';
import { median, percentile } from '../lib/stats.ts';

const dist = fileURLToPath(new URL('./dist/', import.meta.url));
const results = fileURLToPath(new URL('../results/sync.json', import.meta.url));
const RUNS = Number(process.env.SYNC_RUNS ?? 3);
const SECONDS = Number(process.env.SYNC_SECONDS ?? 8);
const BPM = 120;
const CLICKS = 20;
const GOAL = { p95OffsetMs: 8, previewAddedMs: 3 };

interface Stamp {
  contextTime: number;
  performanceTime: number;
  at: number;
  currentTime: number;
}
interface Latencies {
  outputLatency: number | null;
  baseLatency: number | null;
  sampleRate: number | null;
  masterDelaySeconds: number;
  /** Previews go past the limiter (absent in builds from before they did: the limiter's delay). */
  previewDelaySeconds?: number;
}
interface Playing extends Latencies {
  bpm: number;
  noteBeats: number[];
  frames: { time: number; position: number }[];
  strikes: number[];
  stamps: Stamp[];
}
interface Previews extends Latencies {
  clicks: {
    eventTime: number;
    start: { when: number; calledAt: number; currentTime: number } | null;
    stamp: Stamp | null;
  }[];
}
interface SyncBench {
  playing(seconds: number, bpm: number): Promise<Playing>;
  previews(count: number): Promise<Previews>;
}

/** A straight line through points by least squares: y at x. */
function fit(points: readonly { x: number; y: number }[]): ((x: number) => number) | null {
  if (points.length < 2) return null;
  const n = points.length;
  const mx = points.reduce((sum, p) => sum + p.x, 0) / n;
  const my = points.reduce((sum, p) => sum + p.y, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (const p of points) {
    sxy += (p.x - mx) * (p.y - my);
    sxx += (p.x - mx) ** 2;
  }
  const slope = sxx > 0 ? sxy / sxx : 1000;
  return (x) => my + slope * (x - mx);
}

/** Seconds of output timestamps either side of a strike that its reference line is fitted through. */
const NEAR_SECONDS = 0.25;

/**
 * Page time (ms) at which an audio-clock time leaves the speakers: a line fitted by least squares
 * through the context's output timestamps within a quarter of a second of it, so an audio glitch
 * (the output clock stalling for a moment) elsewhere in the run does not bend it.
 */
function outputLine(stamps: readonly Stamp[]): ((contextTime: number) => number) | null {
  const good = stamps
    .filter((s) => s.contextTime > 0 && s.performanceTime > 0)
    .map((s) => ({ x: s.contextTime, y: s.performanceTime }));
  if (good.length < 2) return null;
  return (contextTime) => {
    const near = good.filter((p) => Math.abs(p.x - contextTime) <= NEAR_SECONDS);
    return (fit(near.length >= 2 ? near : good) as (x: number) => number)(contextTime);
  };
}

function offsetsOf(run: Playing) {
  const line = outputLine(run.stamps);
  if (!line) throw new Error('The context gave no output timestamps');
  const frames = [...run.frames].sort((a, b) => a.time - b.time);
  const gaps = frames
    .slice(1)
    .map((f, i) => f.time - frames[i]!.time)
    .filter((gap) => gap > 0);
  const refresh = median(gaps);
  const missed = gaps.filter((gap) => gap > 1.5 * refresh).length;
  const whens = [...run.strikes]
    .sort((a, b) => a - b)
    .filter((w, i, all) => i === 0 || w - all[i - 1]! > 1e-4);
  // The warm-up lead-in strikes nothing, so the first strike is the first note.
  const offsets: number[] = [];
  const atFrameTime: number[] = [];
  const beatSeconds = 60 / run.bpm;
  for (let i = 0; i < run.noteBeats.length && i < whens.length; i++) {
    const beat = run.noteBeats[i]!;
    if (Math.abs(whens[i]! - whens[0]! - (beat - run.noteBeats[0]!) * beatSeconds) > 0.001) continue;
    const k = frames.findIndex((f, j) => j > 0 && frames[j - 1]!.position < beat && f.position >= beat);
    if (k <= 0) continue;
    const [a, b] = [frames[k - 1]!, frames[k]!];
    const crossed = a.time + ((beat - a.position) / (b.position - a.position)) * (b.time - a.time);
    const heard = line(whens[i]! + run.masterDelaySeconds);
    offsets.push(crossed + refresh - heard);
    atFrameTime.push(crossed - heard);
  }
  // How far each output timestamp's page time lies from the fitted line: the callbacks' wobble.
  const wobble = run.stamps
    .filter((s) => s.contextTime > 0 && s.performanceTime > 0)
    .map((s) => Math.abs(s.performanceTime - line(s.contextTime)));
  return {
    offsets,
    atFrameTime,
    refresh,
    wobble,
    missed,
    strikes: whens.length,
    notes: run.noteBeats.length,
  };
}

function previewFigures(run: Previews) {
  const handling: number[] = [];
  const ahead: number[] = [];
  const platform: number[] = [];
  for (const click of run.clicks) {
    if (!click.start) continue;
    handling.push(click.start.calledAt - click.eventTime);
    ahead.push(Math.max(0, click.start.when - click.start.currentTime) * 1000);
    const s = click.stamp;
    if (s && s.contextTime > 0)
      platform.push(s.performanceTime + (s.currentTime - s.contextTime) * 1000 - s.at);
  }
  const limiter = (run.previewDelaySeconds ?? run.masterDelaySeconds) * 1000;
  const added = handling.map((h, i) => h + ahead[i]! + limiter);
  return { sounded: handling.length, clicks: run.clicks.length, handling, ahead, limiter, added, platform };
}

const builds = [
  { name: `this checkout ${process.env.SYNC_COMMIT ?? ''}`.trim(), dist },
  ...(process.env.SYNC_BASE_DIST
    ? [{ name: process.env.SYNC_BASE_NAME ?? 'baseline', dist: process.env.SYNC_BASE_DIST }]
    : []),
];

const browser = await chromium.launch(chromiumLaunchOptions);
const servers = await Promise.all(builds.map((build) => servePage(build.dist)));
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
try {
  const pages = await Promise.all(
    builds.map(async (build, i) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      return { build, page, url: servers[i]!.url, runs: [] as Playing[], previews: [] as Previews[] };
    }),
  );
  const bench = async (page: Page, url: string) => {
    await page.goto(url);
    await page.waitForFunction(() => document.title === 'ready');
    return page.evaluateHandle(() => (window as unknown as { syncBench: SyncBench }).syncBench);
  };
  for (let run = 0; run < RUNS; run++) {
    const order = run % 2 === 0 ? pages : [...pages].reverse();
    for (const p of order) {
      p.runs.push(
        await (await bench(p.page, p.url)).evaluate((b, [s, bpm]) => b.playing(s!, bpm!), [SECONDS, BPM]),
      );
      console.log(`${p.build.name}: run ${run + 1}/${RUNS}`);
    }
  }
  for (const p of pages)
    p.previews.push(await (await bench(p.page, p.url)).evaluate((b, n) => b.previews(n), CLICKS));

  const report = pages.map((p) => {
    const each = p.runs.map(offsetsOf);
    const offsets = each.flatMap((e) => e.offsets);
    const atFrameTime = each.flatMap((e) => e.atFrameTime);
    const size = offsets.map(Math.abs);
    const preview = previewFigures(p.previews[0]!);
    const first = p.runs[0]!;
    return {
      name: p.build.name,
      context: {
        outputLatency: first.outputLatency,
        baseLatency: first.baseLatency,
        sampleRate: first.sampleRate,
        limiterMs: first.masterDelaySeconds * 1000,
      },
      offset: {
        notes: offsets.length,
        of: each.reduce((sum, e) => sum + e.notes, 0),
        refreshMs: median(each.map((e) => e.refresh)),
        signedMedianMs: median(offsets),
        p50Ms: percentile(size, 50),
        p95Ms: percentile(size, 95),
        atFrameTimeMedianMs: median(atFrameTime),
        stampWobbleP95Ms: percentile(
          each.flatMap((e) => e.wobble),
          95,
        ),
        missedFrames: each.reduce((sum, e) => sum + e.missed, 0),
      },
      preview: {
        sounded: preview.sounded,
        clicks: preview.clicks,
        handlingMedianMs: median(preview.handling),
        handlingP95Ms: percentile(preview.handling, 95),
        aheadOfClockMedianMs: median(preview.ahead),
        limiterMs: preview.limiter,
        addedMedianMs: median(preview.added),
        addedP95Ms: percentile(preview.added, 95),
        platformOutputLatencyMedianMs: median(preview.platform),
      },
    };
  });
  for (const r of report) {
    console.log(`\n== ${r.name}`);
    console.log(
      `context: outputLatency ${r.context.outputLatency} s, baseLatency ${r.context.baseLatency} s, ${r.context.sampleRate} Hz; limiter lookahead ${r.context.limiterMs} ms`,
    );
    console.log(
      `offset at the hit point (picture minus sound, ${r.offset.notes} of ${r.offset.of} notes, ${RUNS} runs of ${SECONDS} s at ${BPM} bpm, frame seen ${fmt(r.offset.refreshMs)} after its time): p50 ${fmt(r.offset.p50Ms)}, p95 ${fmt(r.offset.p95Ms)} (goal ${GOAL.p95OffsetMs} ms), signed median ${fmt(r.offset.signedMedianMs)}; at the frame's own time (no display delay) ${fmt(r.offset.atFrameTimeMedianMs)}; output timestamps off their fitted line by up to ${fmt(r.offset.stampWobbleP95Ms)} (p95); ${r.offset.missedFrames} missed frames`,
    );
    console.log(
      `preview (${r.preview.sounded} of ${r.preview.clicks} clicks sounded): the app adds median ${fmt(r.preview.addedMedianMs)} (p95 ${fmt(r.preview.addedP95Ms)}; goal ${GOAL.previewAddedMs} ms) = handling ${fmt(r.preview.handlingMedianMs)} (p95 ${fmt(r.preview.handlingP95Ms)}) + scheduled ahead of the clock ${fmt(r.preview.aheadOfClockMedianMs)} + limiter lookahead ${fmt(r.preview.limiterMs)}; the platform's own output latency ${fmt(r.preview.platformOutputLatencyMedianMs)}`,
    );
  }
  await writeFile(
    results,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), runs: RUNS, secondsPerRun: SECONDS, bpm: BPM, builds: report }, null, 2)}\n`,
  );
  console.log(`\nwritten ${results}`);
} finally {
  await browser.close();
  for (const { server } of servers) server.close();
}
