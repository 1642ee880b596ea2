/**
 * Audio benchmark: the bytes the first sound fetches (the engine's and Tone.js's chunks, gzip:
 * the bells are synthesized, nothing else is downloaded) and their time at 1.6 Mbps; for a 14-bell
 * song, the wall time to synthesize its bells, the CPU time all of Chromium's processes spent on
 * it (main thread and audio render threads), and the longest main-thread task meanwhile; and late
 * notes while the real engine plays 2000 notes with a 12 ms busy task every animation frame under
 * 4x CPU throttling (three runs: the worst lateness, the median main thread per note). Measures this checkout and, in the same run, a baseline (see run.sh); prints
 * the figures of both, writes bench/results/audio.json (the baseline's under `baseline`).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { servePage } from '../lib/serve-page.ts';
import { formatMs, median, percentile } from '../lib/stats.ts';

const dist = fileURLToPath(new URL('./dist/', import.meta.url));
const results = fileURLToPath(new URL('../results/audio.json', import.meta.url));
/** The goals: audio ready within 2 s at 1.6 Mbps and 300 ms of CPU for a 14-bell song; no task over 50 ms. */
const GOAL = { seconds: 2, bitsPerSecond: 1_600_000, cpuMs: 300, longTaskMs: 50 };
/** A 14-bell song: G3 to F5 in C major, as a two-octave choir rings it. */
const SONG_BELLS = [55, 57, 59, 60, 62, 64, 65, 67, 69, 71, 72, 74, 76, 77];
const SYNTH_RUNS = 7;
const LATE = { notes: 2000, spacingSeconds: 0.015, busyMs: 12, cpuThrottle: 4 };
/** Playing runs per build, taking turns: the main thread per note is noisy on a shared machine. */
const LATE_RUNS = 3;

interface LateNotes {
  scheduled: number;
  late: number;
  dropped: number;
  tightestLead: number;
  handOverMs: number;
  seconds: number;
  frames: number;
  sampleRate: number;
}
interface Synthesis {
  wallMs: number;
  mainThreadMs: number;
  longTasks: number[];
  seconds: number;
}
interface AudioBench {
  synthesize(pitches: readonly number[]): Promise<Synthesis>;
  lateNotes(count: number, spacing: number, busyMs: number): Promise<LateNotes>;
}

/** Tone.js must be its own chunk, fetched at unlock: find which built files carry it. */
async function bundleSplit(dist: string) {
  const assets = join(dist, 'assets');
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  const chunks = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  const sizes = Object.fromEntries(
    await Promise.all(
      chunks.map(async (file) => [file, (await readFile(join(assets, file), 'utf8')).length] as const),
    ),
  );
  const carriesTone = async (file: string) =>
    (await readFile(join(assets, file), 'utf8')).includes('Tone.js v');
  const toneChunks = [];
  for (const file of chunks) if (await carriesTone(file)) toneChunks.push(file);
  if (!entry || toneChunks.includes(entry) || toneChunks.length !== 1) {
    throw new Error(
      `Tone.js is not a separate chunk: entry ${entry}, chunks with Tone ${toneChunks.join(', ')}`,
    );
  }
  const engineChunk = chunks.find((file) => /^engine-/.test(file));
  const gzipOf = async (file: string) => gzipSync(await readFile(join(assets, file)), { level: 9 }).length;
  const soundGzipBytes = (await gzipOf(toneChunks[0]!)) + (engineChunk ? await gzipOf(engineChunk) : 0);
  return { entryBytes: sizes[entry]!, toneChunkBytes: sizes[toneChunks[0]!]!, soundGzipBytes };
}

/** CPU milliseconds (user and system) this script's child processes (Chromium's) have used so far (Linux). */
async function chromiumCpuMs(): Promise<number> {
  const rootPid = process.pid;
  const ticksPerSecond = 100;
  const pids = new Set<number>([rootPid]);
  let grew = true;
  const all = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  const stats = new Map<number, string[]>();
  for (const pid of all) {
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      stats.set(pid, stat.slice(stat.lastIndexOf(')') + 2).split(' '));
    } catch {
      // gone meanwhile
    }
  }
  while (grew) {
    grew = false;
    for (const [pid, fields] of stats) {
      if (!pids.has(pid) && pids.has(Number(fields[1]))) {
        pids.add(pid);
        grew = true;
      }
    }
  }
  let ticks = 0;
  pids.delete(rootPid);
  for (const pid of pids) {
    const fields = stats.get(pid);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks / ticksPerSecond) * 1000;
}

/** This checkout, and the baseline bench/audio/run.sh built (unless AUDIO_BASE_REF=none). */
const builds = [
  { name: `this checkout ${process.env.AUDIO_COMMIT ?? ''}`.trim(), dist },
  ...(process.env.AUDIO_BASE_DIST
    ? [{ name: process.env.AUDIO_BASE_NAME ?? 'baseline', dist: process.env.AUDIO_BASE_DIST }]
    : []),
];

const browser = await chromium.launch(chromiumLaunchOptions);
const servers = await Promise.all(builds.map((build) => servePage(build.dist)));

try {
  const measured = await Promise.all(
    builds.map(async (build, i) => {
      const page = await browser.newPage();
      await page.goto(servers[i]!.url);
      await page.waitForFunction(() => 'audioBench' in window);
      return {
        build,
        page,
        bundle: await bundleSplit(build.dist),
        synthesis: [] as (Synthesis & { cpuMs: number })[],
        late: [] as LateNotes[],
      };
    }),
  );
  const benchOf = (page: Page) =>
    page.evaluateHandle(() => (window as unknown as { audioBench: AudioBench }).audioBench);

  // Each run on a fresh page, as a first Play is: nothing rendered or warmed up before. The
  // builds take turns run for run, so a busy spell of the shared machine weighs on both.
  for (let run = 0; run < SYNTH_RUNS; run++) {
    for (const { page, synthesis } of measured) {
      await page.reload();
      await page.waitForFunction(() => 'audioBench' in window);
      const cpuBefore = await chromiumCpuMs();
      const figures = await (await benchOf(page)).evaluate((b, pitches) => b.synthesize(pitches), SONG_BELLS);
      synthesis.push({ ...figures, cpuMs: (await chromiumCpuMs()) - cpuBefore });
    }
  }

  for (let run = 0; run < LATE_RUNS; run++) {
    for (const { page, late } of measured) {
      await page.reload();
      await page.waitForFunction(() => 'audioBench' in window);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: LATE.cpuThrottle });
      late.push(
        await (await benchOf(page)).evaluate(
          (b, { notes, spacingSeconds, busyMs }) => b.lateNotes(notes, spacingSeconds, busyMs),
          LATE,
        ),
      );
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
    }
  }
  const all = measured.map(({ build, bundle, synthesis, late }) => ({
    name: build.name,
    ...summary(bundle, synthesis, late),
  }));
  for (const figures of all) report(figures);
  const [head, baseline] = all;
  await writeFile(results, `${JSON.stringify({ ...head, baseline }, null, 2)}\n`);
} finally {
  await browser.close();
  for (const { server } of servers) server.close();
}

function summary(
  bundle: Awaited<ReturnType<typeof bundleSplit>>,
  synthesis: readonly (Synthesis & { cpuMs: number })[],
  lateRuns: readonly LateNotes[],
) {
  // The run with the median main thread per note, and the worst of all runs for late notes.
  const perNote = (run: LateNotes) => run.handOverMs / run.scheduled;
  const late = [...lateRuns].sort((a, b) => perNote(a) - perNote(b))[Math.floor(lateRuns.length / 2)]!;
  const downloadSeconds = (8 * bundle.soundGzipBytes) / GOAL.bitsPerSecond;
  const wall = synthesis.map((run) => run.wallMs);
  const cpu = synthesis.map((run) => run.cpuMs);
  const longest = synthesis.map((run) => Math.max(0, ...run.longTasks));
  return {
    bundle,
    firstSound: {
      gzipBytes: bundle.soundGzipBytes,
      secondsAt1600kbps: downloadSeconds,
    },
    synthesis: {
      bells: SONG_BELLS.length,
      runs: SYNTH_RUNS,
      secondsOfSound: synthesis[0]!.seconds,
      medianWallMs: median(wall),
      p90WallMs: percentile(wall, 90),
      medianMainThreadMs: median(synthesis.map((run) => run.mainThreadMs)),
      medianCpuMs: median(cpu),
      p90CpuMs: percentile(cpu, 90),
      cpuBudgetRatio: median(cpu) / GOAL.cpuMs,
      longestTaskMs: Math.max(...longest),
    },
    lateNotes: {
      ...LATE,
      runs: lateRuns.length,
      scheduled: late.scheduled,
      late: Math.max(...lateRuns.map((run) => run.late)),
      dropped: Math.max(...lateRuns.map((run) => run.dropped)),
      tightestLeadMs: Math.min(...lateRuns.map((run) => run.tightestLead)) * 1000,
      medianHandOverMsPerNote: perNote(late),
      handOverMsPerNoteRuns: lateRuns.map(perNote),
      playedSeconds: late.seconds,
      busyFrames: late.frames,
      sampleRate: late.sampleRate,
    },
  };
}

function report(figures: { name: string } & ReturnType<typeof summary>): void {
  const { bundle, synthesis: s, lateNotes: late } = figures;
  const downloadSeconds = figures.firstSound.secondsAt1600kbps;
  console.log(`== ${figures.name}`);
  console.log(
    `bundle: Tone.js is a separate chunk (${bundle.toneChunkBytes} bytes) loaded at unlock; entry ${bundle.entryBytes} bytes`,
  );
  console.log(
    `first sound fetches ${bundle.soundGzipBytes} bytes gzip (engine and Tone.js; no bell files): ${downloadSeconds.toFixed(2)} s at 1.6 Mbps`,
  );
  console.log(
    `synthesize ${s.bells} bells (${s.secondsOfSound.toFixed(1)} s of sound): wall median ${formatMs(s.medianWallMs)} (p90 ${formatMs(s.p90WallMs)}), CPU of all Chromium processes median ${formatMs(s.medianCpuMs)} (p90 ${formatMs(s.p90CpuMs)}, ${(100 * s.cpuBudgetRatio).toFixed(0)}% of the 300 ms goal), main thread building nodes ${formatMs(s.medianMainThreadMs)}, longest task ${formatMs(s.longestTaskMs)} over ${s.runs} runs`,
  );
  console.log(
    `audio ready at 1.6 Mbps: about ${(downloadSeconds + s.medianWallMs / 1000).toFixed(2)} s after the first interaction (goal ${GOAL.seconds} s)`,
  );
  console.log(
    `late notes: ${late.late} of ${late.scheduled} (dropped ${late.dropped}); closest call ${formatMs(late.tightestLeadMs)} ahead; ${formatMs(late.medianHandOverMsPerNote)} main thread per note (throttled, median of ${late.runs} runs: ${late.handOverMsPerNoteRuns.map((ms) => ms.toFixed(3)).join(', ')}); ${late.busyFrames} busy frames in ${late.playedSeconds.toFixed(1)} s at ${LATE.cpuThrottle}x throttling`,
  );
}
