/**
 * Audio benchmark: bytes of our six bells (raw and gzip), the median time Chromium takes to
 * decode all six, and late notes while the real engine plays 2000 notes with a 12 ms busy task
 * every animation frame under 4x CPU throttling. Prints the figures, writes bench/results/audio.json.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { formatMs, median, percentile } from '../lib/stats.ts';

const dist = fileURLToPath(new URL('./dist/', import.meta.url));
const samples = fileURLToPath(new URL('../../apps/web/public/samples/', import.meta.url));
const results = fileURLToPath(new URL('../results/audio.json', import.meta.url));
const FILES = ['A3', 'A4', 'C4', 'C5', 'F4', 'F5'].map((note) => `${note}.wav`);
const BUDGET = { bytes: 350_000, decodeMs: 40 };
const DECODE_RUNS = 21;
const LATE = { notes: 2000, spacingSeconds: 0.015, busyMs: 12, cpuThrottle: 4 };
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.wav': 'audio/wav' };

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
interface AudioBench {
  decode(runs: number): Promise<number[]>;
  lateNotes(count: number, spacing: number, busyMs: number): Promise<LateNotes>;
}

/** Tone.js must be its own chunk, fetched at unlock: find which built files carry it. */
async function bundleSplit() {
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
  return { entryBytes: sizes[entry]!, toneChunkBytes: sizes[toneChunks[0]!]! };
}

const bundle = await bundleSplit();
let raw = 0;
let gzip = 0;
for (const file of FILES) {
  const bytes = await readFile(join(samples, file));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}

const server = createServer(async (req, res) => {
  const asked = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
    /^\/+/,
    '',
  );
  const path = asked === '' ? 'index.html' : asked;
  try {
    const body = await readFile(join(dist, path));
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;

const browser = await chromium.launch(chromiumLaunchOptions);

try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => 'audioBench' in window);
  const bench = () => page.evaluateHandle(() => (window as unknown as { audioBench: AudioBench }).audioBench);

  // The first decode warms up Chromium's decoder; the budget is about steady-state cost.
  const decodeTimes = (await (await bench()).evaluate((b, runs) => b.decode(runs), DECODE_RUNS + 1)).slice(1);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: LATE.cpuThrottle });
  const late = await (await bench()).evaluate(
    (b, { notes, spacingSeconds, busyMs }) => b.lateNotes(notes, spacingSeconds, busyMs),
    LATE,
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const figures = {
    bundle,
    samples: {
      files: FILES.length,
      rawBytes: raw,
      gzipBytes: gzip,
      gzipRatio: gzip / raw,
      budgetRatio: raw / BUDGET.bytes,
    },
    decode: {
      runs: DECODE_RUNS,
      medianMs: median(decodeTimes),
      p90Ms: percentile(decodeTimes, 90),
      budgetRatio: median(decodeTimes) / BUDGET.decodeMs,
    },
    lateNotes: {
      ...LATE,
      scheduled: late.scheduled,
      late: late.late,
      dropped: late.dropped,
      tightestLeadMs: late.tightestLead * 1000,
      handOverMsPerNote: late.handOverMs / late.scheduled,
      playedSeconds: late.seconds,
      busyFrames: late.frames,
      sampleRate: late.sampleRate,
    },
  };
  console.log(
    `bundle: Tone.js is a separate chunk (${bundle.toneChunkBytes} bytes) loaded at unlock; entry ${bundle.entryBytes} bytes`,
  );
  console.log(
    `samples: ${raw} bytes raw (${(100 * figures.samples.budgetRatio).toFixed(0)}% of the 350 KB budget), ${gzip} gzip (${(100 * figures.samples.gzipRatio).toFixed(0)}% of raw)`,
  );
  console.log(
    `decode all six: median ${formatMs(figures.decode.medianMs)}, p90 ${formatMs(figures.decode.p90Ms)} over ${DECODE_RUNS} runs (${(100 * figures.decode.budgetRatio).toFixed(0)}% of the 40 ms budget)`,
  );
  console.log(
    `late notes: ${late.late} of ${late.scheduled} (dropped ${late.dropped}); closest call ${formatMs(figures.lateNotes.tightestLeadMs)} ahead; ${formatMs(figures.lateNotes.handOverMsPerNote)} main thread per note (throttled); ${late.frames} busy frames in ${late.seconds.toFixed(1)} s at ${LATE.cpuThrottle}x throttling`,
  );
  await writeFile(results, `${JSON.stringify(figures, null, 2)}\n`);
} finally {
  await browser.close();
  server.close();
}
