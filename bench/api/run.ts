/**
 * API benchmark: this checkout against a baseline (by default `main`, from a git worktree that
 * run.sh builds under .tmp/), in the same run, on one database engine (PostgreSQL when
 * DATABASE_URL is set, else PGlite). Each checkout gets its own database, built by its own code
 * (prepare.ts: a library of public songs, 2000-note songs to open and save), and its own real
 * server, started as its own process. Scenarios are driven with autocannon over loopback,
 * alternating between the checkouts round by round; the figures are medians over the rounds, and
 * the ratio is this checkout's over the baseline's. Writes bench/results/api-<engine>.json.
 *
 * BENCH_SOAK_SECONDS=<s> runs a soak instead: a steady mixed load (BENCH_SOAK_RATE, default 240
 * requests/s) for that long against each checkout in turn, printing per-minute p50/p99/max and the
 * server's resident memory; written to bench/results/api-soak-<engine>.json.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sign } from '@fastify/cookie';
import autocannon, { type Options, type RequestSpec, type Result } from 'autocannon';
import pg from 'pg';
import { percentile } from '../lib/stats.ts';
import { FULL_SONG_BEATS, FULL_SONG_PITCHES, songDocument } from './seed.ts';

const root = new URL('../..', import.meta.url).pathname;
const LIBRARY = Number(process.env.BENCH_SONGS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 0);
const SOAK_RATE = Number(process.env.BENCH_SOAK_RATE ?? 240);
/** Runs only the scenarios whose name contains this (the results file is then not written). */
const ONLY = process.env.BENCH_ONLY;
const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const work = mkdtempSync(join(tmpdir(), 'ringalong-bench-'));

interface Prepared {
  owner: { id: number; token: string };
  viewer: { id: number; token: string };
  bigSongId: number;
  saveIds: number[];
  terms: string[];
  search: { p50: number; p95: number; p99: number };
  seedSeconds: number;
}

interface Checkout {
  readonly label: string;
  readonly commit: string;
  readonly root: string;
  readonly dataDir: string;
  readonly databaseUrl?: string;
  readonly secret: string;
  readonly port: number;
  prepared?: Prepared;
  server?: ChildProcess;
  /** Revision of each song to save, from the server's answers. */
  revisions: Map<number, number>;
  saveIndex: number;
}

const checkouts: Checkout[] = [
  { label: 'this checkout', commit: process.env.BENCH_COMMIT ?? 'HEAD', root },
  ...(process.env.BENCH_BASE_DIR
    ? [
        {
          label: `baseline (${process.env.BENCH_BASE_REF ?? 'main'})`,
          commit: process.env.BENCH_BASE_COMMIT ?? '?',
          root: process.env.BENCH_BASE_DIR,
        },
      ]
    : []),
].map((c, i) => ({
  ...c,
  dataDir: join(work, `data-${i}`),
  secret: randomBytes(32).toString('hex'),
  port: 3400 + Math.floor(Math.random() * 250) + i * 250,
  revisions: new Map(),
  saveIndex: 0,
}));

const run = (command: string, args: string[], env: Record<string, string | undefined>, cwd = root) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')}: ${code}`))));
  });

/** One database per checkout: a PostgreSQL database of its own, or a PGlite folder of its own. */
async function databaseFor(index: number): Promise<string | undefined> {
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database bench_${index}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/bench_${index}`;
  return own.toString();
}

async function prepare(checkout: Checkout, index: number): Promise<void> {
  const databaseUrl = await databaseFor(index);
  Object.assign(checkout, { databaseUrl });
  const out = join(work, `prepared-${index}.json`);
  await run(process.execPath, ['--import', 'tsx', join(root, 'bench/api/prepare.ts')], {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: checkout.dataDir,
    BENCH_SERVER_ROOT: checkout.root,
    BENCH_SONGS: String(LIBRARY),
    BENCH_SAVE_SONGS: '200',
    BENCH_PREPARED_OUT: out,
  });
  const prepared = JSON.parse(readFileSync(out, 'utf8')) as Prepared;
  checkout.prepared = prepared;
  checkout.revisions = new Map(prepared.saveIds.map((id) => [id, 1]));
  const s = prepared.search;
  console.log(
    `${checkout.label}: seeded ${LIBRARY} songs in ${prepared.seedSeconds.toFixed(1)} s; search database time p50 ${s.p50.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms`,
  );
}

const baseUrl = (c: Checkout) => `http://127.0.0.1:${c.port}`;

async function startServer(checkout: Checkout): Promise<void> {
  // BENCH_SERVER_ARGS passes node flags to the servers only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
  checkout.server = spawn(
    process.execPath,
    [...serverArgs, '--import', 'tsx', join(checkout.root, 'apps/server/src/main.ts')],
    {
      cwd: checkout.root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        DATABASE_URL: checkout.databaseUrl,
        NODE_ENV: 'development',
        PORT: String(checkout.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl(checkout),
        DATA_DIR: checkout.dataDir,
        SESSION_SECRET: checkout.secret,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_WRITES: '1000000000',
      },
    },
  );
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error(`the server of ${checkout.label} did not start`);
    const up = await fetch(`${baseUrl(checkout)}/auth/me`).then(
      (r) => r.status,
      () => 0,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function stopServer(checkout: Checkout): Promise<void> {
  const server = checkout.server;
  if (!server || server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

/** Server CPU seconds so far, from /proc (user + system). */
function serverCpuSeconds(checkout: Checkout): number {
  const fields = readFileSync(`/proc/${checkout.server!.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The server's resident memory in MiB, from /proc. */
function serverRssMiB(checkout: Checkout): number {
  const status = readFileSync(`/proc/${checkout.server!.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** MiB of files under a folder (0 when missing): PGlite's data folder and its write-ahead log. */
function folderMiB(path: string): number {
  let bytes = 0;
  const walk = (dir: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true, encoding: 'utf8' });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) bytes += statSync(full).size;
    }
  };
  walk(path);
  return Math.round(bytes / 1024 / 1024);
}

const cookie = (c: Checkout, token: string) =>
  `ringalong_session=${encodeURIComponent(sign(token, c.secret))}`;
const viewer = (c: Checkout) => ({ cookie: cookie(c, c.prepared!.viewer.token) });
const owner = (c: Checkout) => ({
  cookie: cookie(c, c.prepared!.owner.token),
  origin: baseUrl(c),
  'content-type': 'application/json',
});

const saveBody = JSON.stringify(songDocument('Draft Saved', FULL_SONG_PITCHES, FULL_SONG_BEATS));

/**
 * A save of a 2000-note song with If-Match. autocannon resets a connection's context after each
 * request, so revisions are tracked per song from the answers, and songs are handed out round
 * robin from a pool much larger than the number of connections: a song is saved again only after
 * its previous save has answered.
 */
function saveRequest(c: Checkout): RequestSpec {
  const ids = c.prepared!.saveIds;
  return {
    method: 'PUT',
    body: saveBody,
    setupRequest: (request, context) => {
      const id = ids[c.saveIndex++ % ids.length]!;
      context.songId = id;
      return {
        ...request,
        path: `/songs/${id}`,
        headers: { ...owner(c), 'if-match': `"${c.revisions.get(id)}"` },
      };
    },
    onResponse: (status, body, context) => {
      if (status === 200) {
        const { metadata } = JSON.parse(body) as { metadata: { song_id: number; revision: number } };
        c.revisions.set(metadata.song_id, metadata.revision);
      } else if (status === 412) {
        // A save whose answer was cut off when a scenario ended still counted: the 412 names the
        // revision to use from now on.
        const { revision } = JSON.parse(body) as { revision: number };
        c.revisions.set(context.songId as number, revision);
      }
    },
  };
}

function searchRequest(c: Checkout): RequestSpec {
  const terms = c.prepared!.terms;
  let index = 0;
  return {
    method: 'GET',
    headers: viewer(c),
    setupRequest: (request) => ({
      ...request,
      path: `/songs?is_public=true&text=${terms[index++ % terms.length]}`,
    }),
  };
}

interface Scenario {
  readonly name: string;
  readonly connections: number;
  readonly requests: (c: Checkout) => RequestSpec[];
}

const allScenarios: Scenario[] = [
  { name: 'GET /songs/public', connections: 20, requests: () => [{ method: 'GET', path: '/songs/public' }] },
  {
    name: 'GET /auth/me (session)',
    connections: 20,
    requests: (c) => [{ method: 'GET', path: '/auth/me', headers: viewer(c) }],
  },
  {
    name: 'GET /songs (signed-in library)',
    connections: 20,
    requests: (c) => [{ method: 'GET', path: '/songs', headers: viewer(c) }],
  },
  {
    name: 'GET /songs/:id (2000 notes)',
    connections: 20,
    requests: (c) => [{ method: 'GET', path: `/songs/${c.prepared!.bigSongId}`, headers: viewer(c) }],
  },
  {
    name: `GET /songs?text= (${LIBRARY / 1000}k songs)`,
    connections: 20,
    requests: (c) => [searchRequest(c)],
  },
  { name: 'PUT /songs/:id (2000 notes)', connections: 10, requests: (c) => [saveRequest(c)] },
];
const scenarios = allScenarios.filter((s) => !ONLY || s.name.includes(ONLY));

interface Figure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  /** Answers by status code other than 2xx, e.g. { "412": 3 }. */
  otherStatuses?: Record<string, number>;
  cpuMsPerRequest: number;
  load1: number;
}

async function measure(c: Checkout, scenario: Scenario): Promise<Figure> {
  const cpuBefore = serverCpuSeconds(c);
  const options: Options = {
    url: baseUrl(c),
    connections: scenario.connections,
    duration: DURATION,
    requests: scenario.requests(c),
  };
  const result: Result = await autocannon(options);
  const cpu = serverCpuSeconds(c) - cpuBefore;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...(result.non2xx
      ? {
          otherStatuses: Object.fromEntries(
            Object.entries(result.statusCodeStats)
              .filter(([code]) => !code.startsWith('2'))
              .map(([code, { count }]) => [code, count]),
          ),
        }
      : {}),
    cpuMsPerRequest: Number(((cpu * 1000) / Math.max(1, result.requests.total)).toFixed(3)),
    load1: Number(loadavg()[0]!.toFixed(2)),
  };
}

/** The middle value; with an even count, the mean of the two middle ones. */
function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = sorted.length >> 1;
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
}

const medianFigure = (runs: Figure[]): Figure => {
  const m = (pick: (f: Figure) => number) => Number(middle(runs.map(pick)).toFixed(3));
  return {
    requestsPerSecond: m((f) => f.requestsPerSecond),
    p50: m((f) => f.p50),
    p99: m((f) => f.p99),
    max: m((f) => f.max),
    errors: runs.reduce((n, f) => n + f.errors, 0),
    non2xx: runs.reduce((n, f) => n + f.non2xx, 0),
    cpuMsPerRequest: m((f) => f.cpuMsPerRequest),
    load1: m((f) => f.load1),
  };
};

const line = (label: string, f: Figure) =>
  `  ${label.padEnd(22)} ${String(f.requestsPerSecond).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  max ${f.max} ms  errors ${f.errors}  non-2xx ${f.non2xx}${f.otherStatuses ? ` ${JSON.stringify(f.otherStatuses)}` : ''}  cpu ${f.cpuMsPerRequest} ms/req  load ${f.load1}`;

async function compare(): Promise<void> {
  const results: Record<string, { runs: Figure[][]; median?: Figure[] }> = {};
  for (const c of checkouts) results[c.label] = { runs: scenarios.map(() => []) };
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which checkout goes first, so neither always meets a warmer or busier machine.
    const order = round % 2 === 0 ? checkouts : [...checkouts].reverse();
    for (const [i, scenario] of scenarios.entries()) {
      console.log(`round ${round + 1}/${ROUNDS}: ${scenario.name}`);
      for (const c of order) {
        const figure = await measure(c, scenario);
        results[c.label]!.runs[i]!.push(figure);
        console.log(line(c.label, figure));
      }
    }
  }
  console.log(`\nMedians of ${ROUNDS} rounds on ${engine} (ratio: this checkout / baseline):`);
  const summary = scenarios.map((scenario, i) => {
    const byCheckout = Object.fromEntries(
      checkouts.map((c) => [c.label, medianFigure(results[c.label]!.runs[i]!)]),
    );
    const [mine, base] = checkouts.map((c) => byCheckout[c.label]!);
    const ratio = base
      ? {
          requestsPerSecond: Number((mine!.requestsPerSecond / base.requestsPerSecond).toFixed(2)),
          p99: Number((mine!.p99 / Math.max(1, base.p99)).toFixed(2)),
        }
      : undefined;
    console.log(scenario.name);
    for (const c of checkouts) console.log(line(c.label, byCheckout[c.label]!));
    if (ratio) console.log(`  ratio: req/s x${ratio.requestsPerSecond}, p99 x${ratio.p99}`);
    return {
      name: scenario.name,
      connections: scenario.connections,
      medians: byCheckout,
      ratio,
      runs: Object.fromEntries(checkouts.map((c) => [c.label, results[c.label]!.runs[i]])),
    };
  });
  if (ONLY) return;
  write(`api-${engine}.json`, { scenarios: summary });
}

interface Minute {
  minute: number;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  rssMiB: number;
  cpuMsPerRequest: number;
  /** PGlite only: its data folder and write-ahead log on disk. */
  dataMiB?: number;
  walMiB?: number;
}

/** A steady mixed load: what a library of users does, reads mostly, one save in six. */
async function soak(c: Checkout): Promise<{ rssStartMiB: number; minutes: Minute[] }> {
  const requests: RequestSpec[] = [
    { method: 'GET', path: '/songs', headers: viewer(c) },
    { method: 'GET', path: '/auth/me', headers: viewer(c) },
    { method: 'GET', path: `/songs/${c.prepared!.bigSongId}`, headers: viewer(c) },
    searchRequest(c),
    { method: 'GET', path: '/songs/public' },
    saveRequest(c),
  ];
  const rssStartMiB = serverRssMiB(c);
  console.log(
    `${c.label}: soak at ${SOAK_RATE} req/s for ${SOAK_SECONDS} s, RSS at start ${rssStartMiB} MiB`,
  );
  const start = Date.now();
  const buckets: { times: number[]; errors: number }[] = [];
  const minutes: Minute[] = [];
  let cpuAtMinute = serverCpuSeconds(c);
  const closeMinute = (index: number) => {
    const bucket = buckets[index] ?? { times: [], errors: 0 };
    const cpu = serverCpuSeconds(c);
    const minute: Minute = {
      minute: index + 1,
      requests: bucket.times.length,
      p50: percentile(bucket.times, 50),
      p99: percentile(bucket.times, 99),
      max: Math.max(...bucket.times),
      errors: bucket.errors,
      rssMiB: serverRssMiB(c),
      cpuMsPerRequest: Number((((cpu - cpuAtMinute) * 1000) / Math.max(1, bucket.times.length)).toFixed(3)),
      ...(c.databaseUrl
        ? {}
        : {
            dataMiB: folderMiB(join(c.dataDir, 'pglite')),
            walMiB: folderMiB(join(c.dataDir, 'pglite/pg_wal')),
          }),
    };
    cpuAtMinute = cpu;
    minutes.push(minute);
    console.log(
      `  minute ${minute.minute}: ${minute.requests} requests  p50 ${minute.p50} ms  p99 ${minute.p99} ms  max ${minute.max} ms  errors ${minute.errors}  RSS ${minute.rssMiB} MiB${minute.dataMiB === undefined ? '' : `  data ${minute.dataMiB} MiB (WAL ${minute.walMiB})`}  cpu ${minute.cpuMsPerRequest} ms/req  load ${loadavg()[0]!.toFixed(2)}`,
    );
  };
  const timer = setInterval(() => closeMinute(minutes.length), 60_000);
  const instance = autocannon({
    url: baseUrl(c),
    connections: 20,
    duration: SOAK_SECONDS,
    overallRate: SOAK_RATE,
    requests,
  });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    const index = Math.floor((Date.now() - start) / 60_000);
    buckets[index] ??= { times: [], errors: 0 };
    buckets[index].times.push(responseTime);
    if (status >= 400) buckets[index].errors++;
  });
  await instance;
  clearInterval(timer);
  if (buckets.length > minutes.length && (buckets[minutes.length]?.times.length ?? 0) > 0) {
    closeMinute(minutes.length);
  }
  return { rssStartMiB, minutes };
}

function write(file: string, body: Record<string, unknown>): void {
  const out = join(root, 'bench/results', file);
  const payload = {
    engine,
    library: LIBRARY,
    ...(SOAK_SECONDS
      ? { soakSeconds: SOAK_SECONDS, soakRate: SOAK_RATE }
      : { durationSeconds: DURATION, rounds: ROUNDS }),
    durable: engine === 'postgres' ? process.env.PG_DURABLE === '1' : undefined,
    checkouts: checkouts.map((c) => ({ label: c.label, commit: c.commit, searchDbMs: c.prepared!.search })),
    ...body,
    loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
    at: new Date().toISOString(),
  };
  writeFileSync(out, `${JSON.stringify(payload, null, 2)}\n`);
  console.log(`written to ${out}`);
}

try {
  console.log(`API benchmark on ${engine}, ${checkouts.map((c) => `${c.label} ${c.commit}`).join(' vs ')}`);
  for (const [i, c] of checkouts.entries()) await prepare(c, i);
  for (const c of checkouts) await startServer(c);
  for (const c of process.env.BENCH_SERVER_ARGS ? [] : checkouts) {
    // Warm-up (not when profiling, so that a profile shows the measured scenarios): the JIT, the database's caches, each checkout alike.
    await autocannon({
      url: baseUrl(c),
      connections: 10,
      duration: 2,
      requests: [{ method: 'GET', path: '/songs/public' }],
    });
    await autocannon({
      url: baseUrl(c),
      connections: 10,
      duration: 2,
      requests: [{ method: 'GET', path: '/songs', headers: viewer(c) }],
    });
  }
  if (SOAK_SECONDS) {
    const soaks: Record<string, unknown> = {};
    for (const c of checkouts) soaks[c.label] = await soak(c);
    write(`api-soak-${engine}.json`, { soaks });
  } else {
    await compare();
  }
} finally {
  for (const c of checkouts) await stopServer(c);
  rmSync(work, { recursive: true, force: true });
}
