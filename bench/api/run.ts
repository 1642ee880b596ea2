/**
 * API benchmark: seeds a library of 100k public songs (plus a 2000-note song and songs to save),
 * measures search time in the database, then drives the real server, started as its own
 * process, with autocannon over loopback. Prints requests/s and latency percentiles and writes
 * them to bench/results/api-<engine>.json. Engine: PostgreSQL when DATABASE_URL is set, else PGlite.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sign } from '@fastify/cookie';
import autocannon, { type Options, type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/index.ts';
import { searchSongs } from '../../apps/server/src/songs/repository.ts';
import { formatMs, median, percentile } from '../lib/stats.ts';
import { seedLibrary, songDocument } from './seed.ts';

const root = new URL('../..', import.meta.url).pathname;
const LIBRARY = Number(process.env.BENCH_SONGS ?? 100_000);
const CONNECTIONS = 20;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** Runs only the scenarios whose name contains this, and merges their figures into the results file. */
const ONLY = process.env.BENCH_ONLY;
const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const port = 3400 + Math.floor(Math.random() * 500);
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'ringalong-bench-'));

console.log(`API benchmark on ${engine}: seeding ${LIBRARY} songs...`);
const seedStart = performance.now();
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
const seeded = await seedLibrary(database.db, LIBRARY, CONNECTIONS * 10);
// What autovacuum would do after a bulk load on PostgreSQL (PGlite analyzes when it opens).
await database.db.execute(sql`analyze`);
console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

// Database time of library searches, measured in-process right on the database.
const terms = seeded.words.flatMap((w) => [w.slice(0, 3), w.slice(1, 5), w]);
const searchTimes: number[] = [];
for (let i = 0; i < 400; i++) {
  const criteria = {
    text: i % 5 === 4 ? undefined : terms[i % terms.length],
    bellMin: i % 3 === 0 ? 4 : undefined,
    bellMax: i % 3 === 0 ? 12 : undefined,
    eightNote: i % 7 === 0,
  };
  const start = performance.now();
  await searchSongs(database.db, { kind: 'public' }, criteria);
  if (i >= 50) searchTimes.push(performance.now() - start);
}
await database.close();
const search = {
  p50: median(searchTimes),
  p95: percentile(searchTimes, 95),
  p99: percentile(searchTimes, 99),
};
console.log(
  `search over ${LIBRARY} songs, database time: p50 ${formatMs(search.p50)}, p95 ${formatMs(search.p95)}`,
);

const secret = randomBytes(32).toString('hex');
// BENCH_SERVER_ARGS passes node flags to the server only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
const serverArgs = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
const server = spawn(
  process.execPath,
  [...serverArgs, '--import', 'tsx', join(root, 'apps/server/src/main.ts')],
  {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SESSION_SECRET: secret,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_WRITES: '1000000000',
    },
  },
);
const cookie = (token: string) => `ringalong_session=${encodeURIComponent(sign(token, secret))}`;
for (let i = 0; ; i++) {
  if (i > 240) throw new Error('the server did not start');
  const up = await fetch(`${baseUrl}/auth/me`).then(
    (r) => r.status,
    () => 0,
  );
  if (up) break;
  await new Promise((r) => setTimeout(r, 500));
}

/** Server CPU seconds so far, from /proc (user + system). */
function serverCpuSeconds(): number {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Figure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  cpuMsPerRequest: number;
}
const figures: Figure[] = [];
async function scenario(name: string, options: Omit<Options, 'url'>) {
  if (ONLY && !name.includes(ONLY)) return;
  const cpuBefore = serverCpuSeconds();
  const result: Result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: DURATION,
    ...options,
  });
  const cpu = serverCpuSeconds() - cpuBefore;
  const figure = {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuMsPerRequest: Number(((cpu * 1000) / Math.max(1, result.requests.total)).toFixed(3)),
  };
  figures.push(figure);
  console.log(
    `${name.padEnd(34)} ${String(figure.requestsPerSecond).padStart(6)} req/s  p50 ${figure.p50} ms  p99 ${figure.p99} ms  errors ${figure.errors}  non-2xx ${figure.non2xx}  cpu ${figure.cpuMsPerRequest} ms/req`,
  );
}

const viewer = { cookie: cookie(seeded.viewer.token) };
const owner = { cookie: cookie(seeded.owner.token), origin: baseUrl, 'content-type': 'application/json' };
await autocannon({ url: `${baseUrl}/songs/public`, connections: 10, duration: 2 }); // warm-up
if (ONLY) await autocannon({ url: `${baseUrl}/auth/me`, connections: 10, duration: 2, headers: viewer });
await scenario('GET /songs/public', { requests: [{ method: 'GET', path: '/songs/public' }] });
await scenario('GET /auth/me (uncached, session)', {
  requests: [{ method: 'GET', path: '/auth/me', headers: viewer }],
});
await scenario('GET /songs/:id (2000 notes)', {
  requests: [{ method: 'GET', path: `/songs/${seeded.bigSongId}`, headers: viewer }],
});
let searchIndex = 0;
await scenario(`GET /songs?text= (${LIBRARY / 1000}k songs)`, {
  requests: [
    {
      method: 'GET',
      headers: viewer,
      setupRequest: (request) => ({
        ...request,
        path: `/songs?is_public=true&text=${terms[searchIndex++ % terms.length]}`,
      }),
    },
  ],
});
// autocannon resets a connection's context after each request, so revisions are tracked per
// song from the answers, and songs are handed out round robin from a pool much larger than the
// number of connections: a song is saved again only after its previous save has answered.
let saveIndex = 0;
const revisions = new Map<number, number>(seeded.saveIds.map((id) => [id, 1]));
const saveBody = JSON.stringify(songDocument('Draft Saved', [60, 62, 64, 65], 50));
await scenario('PUT /songs/:id (200 notes)', {
  requests: [
    {
      method: 'PUT',
      body: saveBody,
      setupRequest: (request) => {
        const id = seeded.saveIds[saveIndex++ % seeded.saveIds.length]!;
        return {
          ...request,
          path: `/songs/${id}`,
          headers: { ...owner, 'if-match': `"${revisions.get(id)}"` },
        };
      },
      onResponse: (status, body) => {
        if (status !== 200) return;
        const { metadata } = JSON.parse(body) as { metadata: { song_id: number; revision: number } };
        revisions.set(metadata.song_id, metadata.revision);
      },
    },
  ],
});

server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });
const out = join(root, `bench/results/api-${engine}.json`);
const at = new Date().toISOString();
let results: Record<string, unknown> = {
  engine,
  library: LIBRARY,
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  searchDbMs: search,
  figures,
  at,
};
if (ONLY) {
  // A partial run keeps the other figures (and the library they were measured on) as they were.
  const previous = JSON.parse(readFileSync(out, 'utf8')) as { figures: Figure[] } & Record<string, unknown>;
  const merged = previous.figures.map((f) => figures.find((n) => n.name === f.name) ?? { ...f });
  results = { ...previous, figures: merged, partialRun: { only: ONLY, library: LIBRARY, at } };
}
writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`written to ${out}`);
