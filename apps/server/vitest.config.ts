import { configDefaults, defineConfig } from 'vitest/config';

// Integration tests run the real app on a real database: PGlite by default, PostgreSQL when
// DATABASE_URL is set (scripts/with-postgres.sh). Files run side by side: every app gets a
// database of its own (a copy of the run's migrated PGlite template, made once by
// test/global-setup.ts, or a new database on the one PostgreSQL server), and tests inside a file
// share one app and database.
//
// test/postgres/ holds the tests that need a real PostgreSQL server (network faults through a
// proxy the test cuts). Those files are part of the project only when DATABASE_URL is set, i.e.
// in the PostgreSQL pass of scripts/test.sh; the PGlite pass does not list them at all (nothing
// is skipped), and they refuse to run without DATABASE_URL.
//
// On PostgreSQL the files whose subject is not the database stay out: they ask nothing of the
// engine that the PGlite pass (the same PostgreSQL, compiled to WebAssembly) has not answered.
const onPostgres = Boolean(process.env.DATABASE_URL);
const postgresOnly = onPostgres ? [] : ['test/postgres/**'];
// test/redis/ (rooms across instances, rate limits in Redis) needs a Redis server:
// scripts/with-redis.sh starts one and sets REDIS_TEST_URL (the PGlite pass of scripts/test.sh).
const redisOnly = process.env.REDIS_TEST_URL ? [] : ['test/redis/**'];
const engineFree = onPostgres
  ? [
      // PGlite's own upkeep (its data folder, its reopening), and the tests' pool of PGlite databases.
      'src/db/pglite-upkeep.test.ts',
      'test/pglite-pool.test.ts',
      // Stripe's SDK against the fake Stripe, with no database at all.
      'src/billing/stripe-provider.test.ts',
      // Readiness while Stripe or the sign-in issuer is away: outages of other services.
      'test/health-stripe.test.ts',
      'test/auth-issuer.test.ts',
      // The OpenAPI document against the validators; every route's storage is in the route tests.
      'test/openapi-fuzz.test.ts',
      // Rehearsal rooms: kept in the process (or Redis), not the database; sign-in is covered above.
      'test/rooms.test.ts',
      'test/rooms-ends.test.ts',
      'src/rooms/codes.test.ts',
    ]
  : [];

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...postgresOnly, ...redisOnly, ...engineFree],
    globalSetup: ['test/global-setup.ts'],
    // A worker imports the app's modules (Fastify, the OIDC provider, Stripe's SDK, Drizzle) once
    // and runs file after file on them, instead of some 4 s of imports a file: every file builds
    // apps and databases of its own, and the app keeps no state in its modules.
    isolate: false,
    // Hang guards, not speed checks: property runs of thousands of requests take tens of seconds
    // on a 2-core machine running another suite beside this one.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
