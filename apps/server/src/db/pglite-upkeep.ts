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

/** Runs the upkeep on a timer that never keeps the process alive; answers its stop function. */
export function startPgliteUpkeep(
  client: PGlite,
  onError: (error: unknown) => void,
  everyMs = PGLITE_UPKEEP_EVERY_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running || client.closed) return;
    running = true;
    pgliteUpkeep(client)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
