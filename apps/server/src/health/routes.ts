import type { FastifyInstance } from 'fastify';
import { CachedCheck } from './cached-check.ts';
import { redisReachability } from './redis-reachable.ts';
import { stripeReachability } from './stripe-reachable.ts';

/** How long a check's answer is kept: the database is cheap to ask, Stripe is asked less often. */
const DATABASE_CHECK_KEEP_MS = 1000;
const STRIPE_CHECK_KEEP_MS = 5000;
const REDIS_CHECK_KEEP_MS = 1000;

type Status = 'up' | 'down';

/**
 * Liveness and readiness for load balancers and orchestrators (documented in docs/deploy.md).
 * Registered once, at the root, outside the API: no session, no rate limit.
 *
 * - `GET /health/live`: 200 whenever the process serves requests at all; it touches nothing.
 * - `GET /health/ready`: 200 when the database (and Stripe and Redis, when configured) can be
 *   reached, otherwise 503 naming what is down and, where the check knows, why (`reasons`). Each
 *   check is cached for a moment, so it stays cheap.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const checks: Record<string, CachedCheck> = {
    database: new CachedCheck(() => app.database.ping(), DATABASE_CHECK_KEEP_MS),
  };
  if (app.config.stripe) {
    checks.stripe = new CachedCheck(stripeReachability(app.config.stripe), STRIPE_CHECK_KEEP_MS);
  }
  if (app.config.redisUrl) {
    // Rooms live in Redis then: an instance that cannot reach it cannot hold a rehearsal.
    const redis = redisReachability(app.config.redisUrl, app.log);
    app.addHook('onClose', () => redis.close());
    checks.redis = new CachedCheck(redis.ping, REDIS_CHECK_KEEP_MS);
  }

  app.get('/health/live', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'live' };
  });

  app.get('/health/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => checks[name]!.up()));
    const statuses: Record<string, Status> = {};
    const reasons: Record<string, string> = {};
    names.forEach((name, i) => {
      statuses[name] = results[i] ? 'up' : 'down';
      const reason = checks[name]!.reason;
      // Stripe's and the database's outages are told by their status alone, as before.
      if (!results[i] && reason && name === 'redis') reasons[name] = reason;
    });
    const ready = results.every(Boolean);
    const body = { status: ready ? 'ready' : 'unavailable', checks: statuses };
    return reply.code(ready ? 200 : 503).send(Object.keys(reasons).length > 0 ? { ...body, reasons } : body);
  });
}
