import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { rateLimitHits } from '../db/schema/index.ts';

/** Counters whose window ended this long ago are deleted, at most this often. */
const PRUNE_EVERY_MS = 60_000;

/**
 * What @fastify/rate-limit hands `child()` at run time: the route's limit options with the route
 * itself (its typings say the route options; RedisStore reads `routeInfo` the same way).
 */
interface RouteLimitOptions {
  readonly routeInfo?: { readonly method?: string | string[]; readonly url?: string };
}

/**
 * @fastify/rate-limit's store on the database, so every instance behind a load balancer counts
 * against one budget: one counter row per route and client. A request is one atomic upsert that
 * starts a fresh window (by the database's clock) once the last one has ended, or counts one more
 * in the current one, and answers the count and the time the window has left.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let lastPruneAt = 0;
  const pruneNowAndThen = () => {
    const now = Date.now();
    if (now - lastPruneAt < PRUNE_EVERY_MS) return;
    lastPruneAt = now;
    // Best effort, off the request's path: an expired row is harmless, it restarts on next use.
    db.delete(rateLimitHits)
      .where(lt(rateLimitHits.windowEndsAt, sql`now() - interval '1 minute'`))
      .catch(() => {});
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly scope = 'all',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      pruneNowAndThen();
      const windowOver = sql`${rateLimitHits.windowEndsAt} <= now()`;
      // A counter need not survive a crash (losing its last few counts only lets a client a few
      // requests more), so its transaction commits without waiting for the disk flush: on
      // PostgreSQL with fsync on, every write of one user otherwise queued on the counter row for
      // a flush each (set_config(..., true) lasts only for this statement's own transaction).
      db.execute(sql`
        insert into ${rateLimitHits} (key, hits, window_ends_at)
        select ${`${this.scope} ${key}`}, 1, now() + ${timeWindow} * interval '1 millisecond'
        from (select set_config('synchronous_commit', 'off', true)) as relaxed
        on conflict (key) do update set
          hits = case when ${windowOver} then 1 else ${rateLimitHits.hits} + 1 end,
          window_ends_at = case when ${windowOver} then excluded.window_ends_at else ${rateLimitHits.windowEndsAt} end
        returning hits, ceil(extract(epoch from (window_ends_at - now())) * 1000)::integer as ttl`).then(
        (result) => {
          // node-postgres' QueryResult and PGlite's Results both carry `rows`.
          const [row] = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows;
          callback(null, { current: row!.hits, ttl: Math.max(0, row!.ttl) });
        },
        (error: Error) => callback(error),
      );
    }

    child(options: object): FastifyRateLimitStore {
      const { method = '', url = '' } = (options as RouteLimitOptions).routeInfo ?? {};
      return new DatabaseRateLimitStore({}, `${String(method)} ${url}`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
