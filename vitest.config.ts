import { defineConfig } from 'vitest/config';

// One run over every workspace's unit and integration tests. Each project has its own config.
export default defineConfig({
  test: {
    projects: [
      'packages/song',
      'packages/contract',
      'packages/music-io',
      'apps/server',
      'apps/web',
      'apps/web/vitest.browser.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
