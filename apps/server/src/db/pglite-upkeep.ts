import type { PGlite } from '@electric-sql/pglite';

/**
 * How often the embedded database is tidied. PostgreSQL's own background processes vacuum as rows
 * die and checkpoint in the background; PGlite runs PostgreSQL in single-user mode, which has
 * neither: without this, every write's log stays in pg_wal until the server stops (about 11 KB per
 * save of a 2000-note song, all replayed at the next start after a crash) and each save's old row
 * version stays on disk (about 20 KB). Every minute, so that each round has little to do: a round
 * blocks the engine, and its CHECKPOINT writes every page changed since the last one.
 */
export const PGLITE_UPKEEP_EVERY_MS = 60_000;

/**
 * One round of upkeep: VACUUM (only pages changed since the last one are read, thanks to the
 * visibility map) and a CHECKPOINT, after which PostgreSQL recycles the log it no longer needs.
 * Both block the single engine while they run, so they run often enough to stay short.
 */
export async function pgliteUpkeep(client: PGlite): Promise<void> {
  await client.exec('vacuum');
  await client.exec('checkpoint');
}

/**
 * The first round after opening, once the server answers: VACUUM ANALYZE and a CHECKPOINT. The
 * statistics and the vacuum of what the last run left (1.5 s and 0.5 s on a database of 40 MB after
 * a kill -9) no longer hold up the start; the planner meanwhile uses the statistics kept from
 * before, which the catalog keeps across restarts.
 */
export const PGLITE_FIRST_UPKEEP_AFTER_MS = 5_000;

export async function pgliteStartUpkeep(client: PGlite): Promise<void> {
  await client.exec('vacuum analyze');
  await client.exec('checkpoint');
}

/**
 * Whether the planner has statistics for the library (the songs table), kept in the catalog from
 * an earlier run. A new database has none, and is analyzed before its first request.
 */
export async function hasLibraryStatistics(client: PGlite): Promise<boolean> {
  const { rows } = await client.query<{ kept: boolean }>(
    `select exists (select 1 from pg_statistic s join pg_class c on c.oid = s.starelid
       where c.relname = 'songs' and c.relnamespace = 'public'::regnamespace) as kept`,
  );
  return rows[0]?.kept === true;
}

/**
 * Runs the upkeep on timers that never keep the process alive: a first round (with ANALYZE)
 * shortly after opening, then every `everyMs`. Answers its stop function.
 */
export function startPgliteUpkeep(
  client: PGlite,
  onError: (error: unknown) => void,
  everyMs = PGLITE_UPKEEP_EVERY_MS,
  firstAfterMs = PGLITE_FIRST_UPKEEP_AFTER_MS,
): () => void {
  let running = false;
  const round = (work: (client: PGlite) => Promise<void>) => () => {
    if (running || client.closed) return;
    running = true;
    work(client)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(round(pgliteStartUpkeep), firstAfterMs);
  first.unref();
  const timer = setInterval(round(pgliteUpkeep), everyMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
