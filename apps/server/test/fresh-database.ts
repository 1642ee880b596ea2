import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, databaseOnPglite, openDatabase } from '../src/db/index.ts';
import { TEST_DATABASE_TIMEOUTS } from './database-timeouts.ts';
import { leasePglite } from './pglite-pool.ts';

/**
 * A DATA_DIR of its own for one app or test on PGlite: a copy of the migrated template made once
 * per run (test/global-setup.ts), so opening it skips initdb and the migrations. `remove` deletes
 * it once the database is closed.
 */
export function freshPgliteDataDir(): { readonly dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'ringalong-pglite-'));
  cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A fresh PGlite database in memory, in the state of the run's migrated template (its tarball,
 * read once per worker): for apps and tests whose subject is not PGlite's files on disk. Started
 * from the template, or one an earlier app of this worker closed, emptied (test/pglite-pool.ts).
 */
export async function openFreshMemoryDatabase(): Promise<Database> {
  return databaseOnPglite(await leasePglite(() => new Blob([readFileSync(inject('pgliteTemplateTarball'))])));
}

/** A fresh database on the PostgreSQL of DATABASE_URL, dropped again by the returned function. */
export async function freshPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ringalong_t_${randomBytes(6).toString('hex')}`;
  // From the run's migrated template (test/global-setup.ts): opening it migrates nothing.
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A fresh database for a test that needs no app: a new database on the PostgreSQL of
 * DATABASE_URL, else PGlite in memory from the template. `close` closes it and throws it away.
 */
export async function openFreshDatabase(): Promise<{ readonly database: Database; close(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const postgres = await freshPostgresDatabase(adminUrl);
    const database = await openDatabase({
      databaseUrl: postgres.url,
      dataDir: ':memory:',
      databaseTimeouts: TEST_DATABASE_TIMEOUTS,
    });
    return {
      database,
      close: async () => {
        await database.close();
        await postgres.drop();
      },
    };
  }
  const database = await openFreshMemoryDatabase();
  return { database, close: () => database.close() };
}
