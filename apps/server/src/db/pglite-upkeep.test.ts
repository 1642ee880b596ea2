import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPgliteDataDir } from '../../test/fresh-database.ts';
import { seedDemoSongs } from '../seed/seed.ts';
import { type Database, openDatabase } from './index.ts';
import { pgliteStartUpkeep, pgliteUpkeep } from './pglite-upkeep.ts';

/** Bytes of every file under a folder. */
function folderBytes(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    bytes += entry.isDirectory() ? folderBytes(path) : statSync(path).size;
  }
  return bytes;
}

/** A 2000-note song's document, the largest anyone can save. */
const bigDocument = JSON.stringify({
  staves: Array.from({ length: 8 }, (_, s) => ({
    pitchId: 60 + s,
    notes: Array.from({ length: 250 }, (_, i) => ({ beat: i * 0.5 })),
  })),
});

describe('upkeep of the embedded database (PGlite, whatever DATABASE_URL says)', () => {
  let dataDir: string;
  let database: Database;
  let client: PGlite;
  beforeAll(async () => {
    dataDir = freshPgliteDataDir().dir;
    database = await openDatabase({ dataDir });
    client = (database.db as unknown as { $client: PGlite }).$client;
    await client.exec('create table upkeep_songs (id int primary key, document jsonb not null)');
    await client.query('insert into upkeep_songs select g, $1::jsonb from generate_series(1, 50) g', [
      bigDocument,
    ]);
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const saveEverySongTimes = async (times: number) => {
    for (let i = 0; i < times * 50; i++) {
      await client.query('update upkeep_songs set document = $2::jsonb where id = $1', [
        (i % 50) + 1,
        bigDocument,
      ]);
    }
  };

  it('keeps its files from growing with every save: old row versions and the write-ahead log are reclaimed', async () => {
    await saveEverySongTimes(4);
    await pgliteUpkeep(client);
    const settled = folderBytes(join(dataDir, 'pglite'));
    for (let round = 0; round < 2; round++) {
      await saveEverySongTimes(8);
      await pgliteUpkeep(client);
    }
    // Measured: 1.6 MB more after the two rounds with upkeep, 6.2 MB without (each save leaves
    // about 20 KB of old row versions and 11 KB of log, once the space the first upkeep freed is
    // used up). The size is the same in every run: the engine runs one statement at a time.
    expect(folderBytes(join(dataDir, 'pglite')) - settled).toBeLessThan(4 * 2 ** 20);
    // 1,000 saves of the largest song: seconds alone, minutes on a machine running two suites at
    // once; a hang guard, not a speed check.
  }, 600_000);
});

describe('reopening the embedded database (after a restart or a kill -9)', () => {
  const analyzed = async (client: PGlite) =>
    (
      await client.query<{ last_analyze: Date | null; last_vacuum: Date | null }>(
        "select last_analyze, last_vacuum from pg_stat_user_tables where relname = 'songs'",
      )
    ).rows[0];

  it('answers without analyzing or vacuuming first when statistics are kept; the first upkeep round does both', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ringalong-reopen-'));
    try {
      const first = await openDatabase({ dataDir });
      await seedDemoSongs(first.db);
      await (first.db as unknown as { $client: PGlite }).$client.exec('analyze songs');
      await first.close();

      const again = await openDatabase({ dataDir });
      const client = (again.db as unknown as { $client: PGlite }).$client;
      expect(await analyzed(client)).toEqual({ last_analyze: null, last_vacuum: null });
      await pgliteStartUpkeep(client);
      const after = await analyzed(client);
      expect(after?.last_analyze).toBeInstanceOf(Date);
      expect(after?.last_vacuum).toBeInstanceOf(Date);
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
