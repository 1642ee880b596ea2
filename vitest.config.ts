import { defineConfig } from 'vitest/config';

// One run over every workspace's unit and integration tests. Each project has its own config.
// Two workers: Vitest's default is one fewer than the cores, which on our 2-core machines runs
// every file one after another while most of them wait (on a server, a database, a browser).
// VITEST_MAX_WORKERS overrides it.
export default defineConfig({
  test: {
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    projects: [
      'packages/song',
      'packages/contract',
      'packages/music-io',
      'apps/server',
      'apps/web',
      'apps/web/vitest.browser.config.ts',
      'apps/web/vitest.page.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
