/**
 * Builds one checkout's benchmark database with that checkout's own server code (migrations,
 * tables, sessions), then times library searches on it in-process. Run as its own process by
 * run.ts, once per checkout:
 *   BENCH_SERVER_ROOT=<checkout> DATA_DIR=<dir> [DATABASE_URL=...] BENCH_PREPARED_OUT=<file.json>
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { median, percentile } from '../lib/stats.ts';
import { type ServerModules, seedLibrary } from './seed.ts';

const root = process.env.BENCH_SERVER_ROOT!;
const out = process.env.BENCH_PREPARED_OUT!;
const library = Number(process.env.BENCH_SONGS ?? 100_000);
const saveSongs = Number(process.env.BENCH_SAVE_SONGS ?? 200);
const load = (path: string) => import(pathToFileURL(join(root, 'apps/server/src', path)).href);

const [dbModule, billing, core, session, seed, repository] = await Promise.all([
  load('db/index.ts'),
  load('db/schema/billing.ts'),
  load('db/schema/core.ts'),
  load('plugins/session.ts'),
  load('seed/seed.ts'),
  load('songs/repository.ts'),
]);
const modules: ServerModules = {
  songs: core.songs,
  users: core.users,
  subscriptions: billing.subscriptions,
  insertSession: session.insertSession,
  songColumns: seed.songColumns,
};

const seedStart = performance.now();
const database = await dbModule.openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR,
});
const seeded = await seedLibrary(modules, database.db, library, saveSongs);
// What autovacuum would do after a bulk load on PostgreSQL (PGlite analyzes when it opens).
await database.db.execute(sql`analyze`);
const seedSeconds = (performance.now() - seedStart) / 1000;

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
  await (repository.searchSongsJson ?? repository.searchSongs)(database.db, { kind: 'public' }, criteria);
  if (i >= 50) searchTimes.push(performance.now() - start);
}
await database.close();
const search = {
  p50: median(searchTimes),
  p95: percentile(searchTimes, 95),
  p99: percentile(searchTimes, 99),
};
writeFileSync(out, JSON.stringify({ ...seeded, terms, search, seedSeconds }));
