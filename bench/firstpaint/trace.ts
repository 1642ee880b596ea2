/**
 * Where the first paint's time goes: this checkout's server and built app (as bench/firstpaint
 * serves them), loaded cold under the same throttling (CONDITIONS) with Chromium's tracing on.
 * For each round it reads when the document committed, from the navigation's start (its answer's
 * head in), and, from that commit in the renderer: when the document's last
 * byte was in, the first paint, the largest contentful paint, and the renderer main thread's time
 * in each phase before it (parse, script, style, layout, paint). Prints every round and the
 * medians. `npm run bench:firstpaint-trace` (build first: `npm run build`); FIRSTPAINT_RUNS=<n>
 * (default 5). With BEEPBOX_DIR (a built BeepBox, as for bench/firstpaint/run.sh), BeepBox's page
 * is traced too, round by round in turn with ours.
 */
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { median } from '../lib/stats.ts';
import { serveBeepBox } from './beepbox.ts';
import { coldThrottledPage } from './measure.ts';
import { type RunningServer, startServer } from './server.ts';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { data?: { url?: string; requestId?: string; documentLoaderURL?: string } };
}

/** Main-thread phases, by the trace events that hold them (nested ones are not counted twice). */
const PHASES: Record<string, string> = {
  ParseHTML: 'parse',
  EvaluateScript: 'script',
  'v8.compile': 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
};

interface Round {
  /** From the navigation's start to the document's commit: the answer's head reaching the page. */
  commitMs: number;
  documentDoneMs: number;
  firstPaintMs: number;
  /** The first paint with text or an image: a page's first paint may be its background alone. */
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  phasesMs: Record<string, number>;
}

const root = join(import.meta.dirname, '../..');
const runs = Number(process.env.FIRSTPAINT_RUNS ?? 5);
const pages: { name: string; server: RunningServer; rounds: Round[] }[] = [
  { name: 'Ringalong', server: await startServer(root, join(root, '.tmp')), rounds: [] },
];
if (process.env.BEEPBOX_DIR)
  pages.push({ name: 'BeepBox', server: await serveBeepBox(process.env.BEEPBOX_DIR), rounds: [] });
// Built pages served as files (as BeepBox is): TRACE_STATIC=<name>=<folder>,... to compare variants.
for (const entry of (process.env.TRACE_STATIC ?? '').split(',').filter(Boolean)) {
  const [name = entry, dir = entry] = entry.split('=');
  pages.push({ name, server: await serveBeepBox(dir), rounds: [] });
}
const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
try {
  for (let run = 0; run < runs; run++)
    for (const page of pages) page.rounds.push(await traceOnce(page.server.origin));
} finally {
  await browser.close();
  for (const page of pages) await page.server.stop();
}

async function traceOnce(origin: string): Promise<Round> {
  const { context, page, cdp } = await coldThrottledPage(browser, origin);
  try {
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (event) => events.push(...(event.value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories:
        'devtools.timeline,disabled-by-default-devtools.timeline,blink,blink.user_timing,loading,v8',
      transferMode: 'ReportEvents',
    });
    await page.goto(origin, { waitUntil: 'load' });
    await page.waitForTimeout(2000);
    await cdp.send('Tracing.end');
    await complete;
    return readRound(events, origin);
  } finally {
    await context.close();
  }
}

function readRound(events: readonly TraceEvent[], origin: string): Round {
  // The renderer logs the document's request as it commits it: the start of the page's own work.
  const commit = events.find((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url === `${origin}/`);
  const parse = events.find((e) => e.name === 'ParseHTML' && commit && e.ts >= commit.ts);
  if (!commit || !parse) throw new Error('no document commit or parse in the trace');
  const at = (e: TraceEvent | undefined) => (e ? (e.ts - commit.ts) / 1000 : Number.NaN);
  const after = (name: string) => events.find((e) => e.name === name && e.ts >= commit.ts);
  const lcp = events
    .filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.ts >= commit.ts)
    .at(-1);
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  // A phase's time is its own: a script run inside the parser counts as script, not parse.
  const phasesMs: Record<string, number> = {};
  const open: { phase: string; end: number }[] = [];
  for (const e of main.sort((a, b) => a.ts - b.ts)) {
    const phase = PHASES[e.name];
    if (!phase || e.ts < commit.ts || (lcp && e.ts > lcp.ts)) continue;
    while (open.length > 0 && open.at(-1)!.end <= e.ts) open.pop();
    const outer = open.at(-1);
    if (outer?.phase === phase) continue;
    const ms = (e.dur ?? 0) / 1000;
    phasesMs[phase] = (phasesMs[phase] ?? 0) + ms;
    if (outer) phasesMs[outer.phase] = (phasesMs[outer.phase] ?? 0) - ms;
    open.push({ phase, end: e.ts + (e.dur ?? 0) });
  }
  const documentDone = events.find(
    (e) => e.name === 'ResourceFinish' && e.args?.data?.requestId === commit.args?.data?.requestId,
  );
  const navigationStart = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === `${origin}/`,
  );
  return {
    commitMs: navigationStart ? (commit.ts - navigationStart.ts) / 1000 : Number.NaN,
    documentDoneMs: at(documentDone),
    firstPaintMs: at(after('firstPaint')),
    firstContentfulPaintMs: at(after('firstContentfulPaint')),
    largestContentfulPaintMs: at(lcp),
    phasesMs,
  };
}

const names = ['parse', 'script', 'style', 'layout', 'paint'];
const row = (label: string, r: Round) =>
  `${label.padEnd(8)} commit ${r.commitMs.toFixed(0).padStart(4)}  document in ${r.documentDoneMs.toFixed(0).padStart(4)}  first paint ${r.firstPaintMs
    .toFixed(0)
    .padStart(
      4,
    )}  FCP ${r.firstContentfulPaintMs.toFixed(0).padStart(4)}  LCP ${r.largestContentfulPaintMs.toFixed(0).padStart(4)}  | ${names
    .map((n) => `${n} ${(r.phasesMs[n] ?? 0).toFixed(1)}`)
    .join('  ')}`;
console.log(`Milliseconds from the document's commit in the renderer (${runs} rounds, 4x slower CPU):`);
for (const { name, rounds } of pages) {
  console.log(name);
  for (const [i, r] of rounds.entries()) console.log(row(`round ${i + 1}`, r));
  console.log(
    row('median', {
      commitMs: median(rounds.map((r) => r.commitMs)),
      documentDoneMs: median(rounds.map((r) => r.documentDoneMs)),
      firstPaintMs: median(rounds.map((r) => r.firstPaintMs)),
      firstContentfulPaintMs: median(rounds.map((r) => r.firstContentfulPaintMs)),
      largestContentfulPaintMs: median(rounds.map((r) => r.largestContentfulPaintMs)),
      phasesMs: Object.fromEntries(names.map((n) => [n, median(rounds.map((r) => r.phasesMs[n] ?? 0))])),
    }),
  );
}
