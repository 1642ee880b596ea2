import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../layout.ts';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './availability.ts';
import { hasLibraryStatistics, pgliteUpkeep, startPgliteUpkeep } from './pglite-upkeep.ts';
import { createPostgresPool, type DatabaseTimeouts } from './postgres-pool.ts';
import * as schema from './schema/index.ts';

/** The Drizzle database, the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  readonly engine: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query; throws DatabaseUnavailableError otherwise. */
  ping(): Promise<void>;
  /** Safe to call more than once. */
  close(): Promise<void>;
}

const migrationsFolder = MIGRATIONS_DIR;
/** Any fixed number: instances starting together take turns at migrating. */
const MIGRATION_LOCK = 727_411;
/** How long a start waits to reach the database: the migration's connection, then the pool's first. */
const START_CONNECT_MS = 10_000;

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** With dataDir ':memory:': the data folder to start from, a tarball of PGlite's `dumpDataDir` (tests). */
  loadDataDir?: Blob;
  /** PostgreSQL's bounds on every wait (postgres-pool.ts); production's unless a test widens them. */
  databaseTimeouts?: DatabaseTimeouts;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.databaseTimeouts)
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string, timeouts?: DatabaseTimeouts): Promise<Database> {
  // Starting against an unreachable server fails in seconds, with the reason, rather than hanging.
  const lockClient = new pg.Client({ connectionString: url, connectionTimeoutMillis: START_CONNECT_MS });
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNodePg(drizzleNodePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await lockClient.end();
  }
  const { pool, ping, close } = createPostgresPool(url, timeouts);
  // A request waits 1 s at most for a connection (the pool's bound), but the start has just reached
  // the database: the pool's first connection gets the start's patience. On a loaded machine
  // opening one took longer than 1 s, and the server failed to start with its database up.
  const deadline = Date.now() + START_CONNECT_MS;
  for (;;) {
    try {
      await ping();
      break;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() > deadline) {
        await close();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return { db, engine: 'postgres', ping, close };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  let dir: string | undefined;
  if (dataDir !== ':memory:') {
    dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  // With an undefined folder PGlite ignores a second argument, so the options go first.
  const client = new PGlite({
    ...(dir ? { dataDir: dir } : {}),
    ...(loadDataDir && !dir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  return databaseOnPglite(client);
}

/**
 * The database on a PGlite client already made (openPglite's, or a test's): brings its schema up
 * to date and keeps its upkeep running until `close`, which closes the client.
 */
export async function databaseOnPglite(client: PGlite): Promise<Database> {
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  // PGlite runs no autovacuum: statistics keep the planner on the library indexes. A new database
  // is analyzed before its first request; one that has statistics from an earlier run keeps using
  // them, and the first upkeep round (a few seconds after start) analyzes and vacuums it, so a
  // restart after a crash answers sooner (docs/deploy.md).
  if (!(await hasLibraryStatistics(client))) {
    await client.exec('analyze');
    await pgliteUpkeep(client);
  }
  const stopUpkeep = startPgliteUpkeep(client, (error) => {
    if (!isDatabaseUnavailable(error)) console.warn('PGlite upkeep failed', error);
  });
  const ping = async () => {
    try {
      await client.query('select 1');
    } catch (error) {
      if (isDatabaseUnavailable(error))
        throw new DatabaseUnavailableError('PGlite cannot answer.', { cause: error });
      throw error;
    }
  };
  let closing: Promise<void> | null = null;
  const close = () => {
    stopUpkeep();
    closing ??= client.closed ? Promise.resolve() : client.close();
    return closing;
  };
  return { db: pgliteDb as unknown as Db, engine: 'pglite', ping, close };
}
