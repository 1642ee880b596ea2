import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/index.ts';
import { MIGRATIONS_DIR } from '../src/layout.ts';
import { TEST_DATABASE_TIMEOUTS } from './database-timeouts.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder with every migration applied, closed: copied, never opened (test/fresh-database.ts). */
    pgliteTemplate: string;
    /** The same folder as a tarball (PGlite's `dumpDataDir`), for databases opened in memory. */
    pgliteTemplateTarball: string;
    /** On the PostgreSQL of DATABASE_URL: a migrated database every test database is created from. */
    postgresTemplate: string | null;
  }
}

/**
 * Once per run, before any test file: PGlite's first creation (initdb in WebAssembly, then every
 * migration) costs seconds, and tens of seconds on a loaded 2-core machine, while reopening a
 * copy of a closed data folder takes a fraction of a second. Every app and test on PGlite gets a
 * copy of this folder of its own. With DATABASE_URL, likewise a migrated template database on
 * that server, from which each test's database is created (CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  const dir = mkdtempSync(join(tmpdir(), 'ringalong-pglite-template-'));
  // On PostgreSQL no app or test opens PGlite (its own upkeep test stays in the PGlite pass).
  if (!adminUrl) await makePgliteTemplates(project, dir);
  const template = adminUrl ? `ringalong_template_${randomBytes(4).toString('hex')}` : null;
  if (adminUrl && template) {
    await adminQuery(adminUrl, `create database ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const migrated = await openDatabase({
      databaseUrl: url.href,
      dataDir: ':memory:',
      databaseTimeouts: TEST_DATABASE_TIMEOUTS,
    });
    await migrated.close();
  }
  project.provide('postgresTemplate', template);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && template) await adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
  };
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** The migrated PGlite template, as a closed data folder and as a tarball, in `dir`. */
async function makePgliteTemplates(project: TestProject, dir: string): Promise<void> {
  const database = await openDatabase({ dataDir: dir });
  await database.close();
  project.provide('pgliteTemplate', dir);
  // Apps in tests open their database in memory from this: no folder of a thousand files to copy
  // and delete per app, and no disk writes while the tests run.
  // (Made in memory: PGlite dumps an in-memory data folder, not one on disk.)
  const raw = new PGlite({ extensions: { pg_trgm } });
  await migrate(drizzle(raw), { migrationsFolder: MIGRATIONS_DIR });
  await raw.exec('analyze');
  const tarball = join(dir, 'template.tar');
  writeFileSync(tarball, Buffer.from(await (await raw.dumpDataDir('none')).arrayBuffer()));
  await raw.close();
  project.provide('pgliteTemplateTarball', tarball);
}
