/**
 * First paint as users feel it: the real server serving the built app, loaded cold in Chromium
 * on a throttled mobile network and CPU (see CONDITIONS), for this checkout and for a baseline
 * checkout (`main`, built by run.sh), interleaved round by round so the shared machine's noise
 * falls on both alike. Prints the medians side by side and writes bench/results/firstpaint.json.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { median } from '../lib/stats.ts';
import { serveBeepBox } from './beepbox.ts';
import { type FirstSoundFigures, measureFirstSound } from './first-sound.ts';
import { CONDITIONS, type LoadFigures, measureLoad } from './measure.ts';
import { measureOfflineStart, type OfflineStartFigures } from './offline-start.ts';
import { type RunningServer, startServer } from './server.ts';

const root = join(import.meta.dirname, '../..');
const RESULTS = process.env.FIRSTPAINT_RESULTS ?? join(root, 'bench/results/firstpaint.json');
const RUNS = Number(process.env.FIRSTPAINT_RUNS ?? 5);
const scratch = join(root, '.tmp');

interface Variant {
  readonly name: string;
  readonly checkout: string;
  readonly commit: string;
  /** BeepBox's built site (BEEPBOX_DIR), measured for its load only. */
  readonly beepbox?: boolean;
}
const variants: Variant[] = [
  {
    name: `baseline (${process.env.FIRSTPAINT_BASE_REF ?? 'main'})`,
    checkout: process.env.FIRSTPAINT_BASE_DIR ?? '',
    commit: process.env.FIRSTPAINT_BASE_COMMIT ?? '?',
  },
  { name: 'this checkout', checkout: root, commit: process.env.FIRSTPAINT_COMMIT ?? '?' },
  { name: 'BeepBox', checkout: process.env.BEEPBOX_DIR ?? '', commit: 'BEEPBOX_DIR', beepbox: true },
].filter((v) => v.checkout !== '');
const NO_SOUND: FirstSoundFigures & OfflineStartFigures = {
  clickToReadyMs: Number.NaN,
  clickToFirstNoteMs: Number.NaN,
  firstNoteLateMs: Number.NaN,
  offlineLargestContentfulPaintMs: Number.NaN,
  offlinePlayUsableMs: Number.NaN,
  offlineLargestContentfulCandidates: [],
};

type Figure =
  | Exclude<keyof LoadFigures, 'transfers' | 'largestContentfulElement' | 'largestContentfulCandidates'>
  | keyof FirstSoundFigures
  | Exclude<keyof OfflineStartFigures, 'offlineLargestContentfulCandidates'>;
type RunFigures = LoadFigures & FirstSoundFigures & OfflineStartFigures;
const FIGURES: [Figure, string, (value: number) => string][] = [
  ['wireBytes', 'bytes on the wire before any interaction', (b) => `${(b / 1024).toFixed(1)} KiB`],
  ['scriptWireBytes', '  of it JavaScript', (b) => `${(b / 1024).toFixed(1)} KiB`],
  ['requests', 'requests', (n) => String(n)],
  ['firstContentfulPaintMs', 'first contentful paint', (ms) => `${Math.round(ms)} ms`],
  ['largestContentfulPaintMs', 'largest contentful paint', (ms) => `${Math.round(ms)} ms`],
  ['totalBlockingTimeMs', 'total blocking time', (ms) => `${Math.round(ms)} ms`],
  ['playUsableMs', 'Play button usable', (ms) => `${Math.round(ms)} ms`],
  ['clickToReadyMs', 'first click to audio ready', (ms) => `${Math.round(ms)} ms`],
  ['clickToFirstNoteMs', 'first click to first note (count-in incl.)', (ms) => `${Math.round(ms)} ms`],
  ['firstNoteLateMs', 'first note of an immediate Play: late by', (ms) => `${Math.round(ms)} ms`],
  // offline-start.ts: the app started again with no network, a draft of a demo song kept.
  [
    'offlineLargestContentfulPaintMs',
    'offline start: largest contentful paint',
    (ms) => `${Math.round(ms)} ms`,
  ],
  ['offlinePlayUsableMs', 'offline start: Play button usable', (ms) => `${Math.round(ms)} ms`],
];

const servers = new Map<Variant, RunningServer>();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const variant of variants) {
    servers.set(
      variant,
      variant.beepbox ? await serveBeepBox(variant.checkout) : await startServer(variant.checkout, scratch),
    );
  }
  const runs = new Map<Variant, RunFigures[]>(variants.map((v) => [v, []]));
  for (let round = 0; round < RUNS; round++) {
    // Alternate the order, so neither side always goes first on a warm machine.
    const order = round % 2 === 0 ? variants : [...variants].reverse();
    for (const variant of order) {
      const origin = servers.get(variant)!.origin;
      const figures = variant.beepbox
        ? { ...(await measureLoad(browser, origin, false)), ...NO_SOUND }
        : {
            ...(await measureLoad(browser, origin)),
            ...(await measureFirstSound(browser, origin)),
            ...(await measureOfflineStart(browser, origin)),
          };
      runs.get(variant)!.push(figures);
      console.log(
        `round ${round + 1} ${variant.name}: LCP ${Math.round(figures.largestContentfulPaintMs)} ms, ` +
          `${(figures.wireBytes / 1024).toFixed(1)} KiB on the wire, first click to audio ready ${Math.round(figures.clickToReadyMs)} ms`,
      );
    }
  }

  const medians = new Map(
    variants.map((v) => [
      v,
      Object.fromEntries(FIGURES.map(([key]) => [key, median(runs.get(v)!.map((r) => r[key]))])) as Record<
        Figure,
        number
      >,
    ]),
  );
  const c = CONDITIONS;
  console.log(
    `\ncold load, median of ${RUNS}; ${c.latencyMs} ms latency, ${(c.downloadBitsPerSecond / 1048576).toFixed(1)} Mbps down, ` +
      `${Math.round(c.uploadBitsPerSecond / 1024)} kbps up, CPU ${c.cpuSlowdown}x slower`,
  );
  console.log(`${'figure'.padEnd(42)}${variants.map((v) => `${v.name} ${v.commit}`.padStart(28)).join('')}`);
  for (const [key, label, format] of FIGURES) {
    console.log(
      `${label.padEnd(42)}${variants.map((v) => format(medians.get(v)![key]).padStart(28)).join('')}`,
    );
  }
  for (const variant of variants) {
    const last = runs.get(variant)!.at(-1)!;
    console.log(
      `\n${variant.name}, the last run: largest contentful paint ${last.largestContentfulElement}; its candidates: ${last.largestContentfulCandidates.map((c) => `${c.ms} ms ${c.element}`).join(', ')}; loaded (sent .. done, ms):`,
    );
    for (const t of last.transfers) {
      console.log(
        `  ${t.path.padEnd(44)} ${t.type.padEnd(11)} ${String(t.status).padEnd(4)} ${t.encoding.padEnd(9)}` +
          `${(t.wireBytes / 1024).toFixed(1).padStart(7)} KiB ${String(t.sentMs).padStart(6)} .. ${String(t.doneMs).padStart(5)}`,
      );
    }
    if (last.offlineLargestContentfulCandidates.length > 0)
      console.log(
        `  offline start, largest contentful paint candidates: ${last.offlineLargestContentfulCandidates.map((c) => `${c.ms} ms ${c.element}`).join(', ')}`,
      );
  }

  await writeFile(
    RESULTS,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        conditions: CONDITIONS,
        runs: RUNS,
        variants: variants.map((v) => ({
          name: v.name,
          commit: v.commit,
          medians: medians.get(v),
          runs: runs.get(v),
        })),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nwrote ${RESULTS}`);
} finally {
  await browser.close();
  for (const server of servers.values()) await server.stop();
}
