import { defineConfig } from 'vitest/config';

// Integration tests run the real app on a real database: PGlite by default, PostgreSQL when
// DATABASE_URL is set (scripts/with-postgres.sh). Files run one at a time to keep the 2-core
// machines steady; tests inside a file share one app and database.
export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
