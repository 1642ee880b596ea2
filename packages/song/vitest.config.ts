import { defineConfig } from 'vitest/config';

// Pure logic without mocks or globals: files share one module graph (isolate: false) in threads,
// so the package and zod are imported once per worker rather than once per file. The timeout is
// a hang guard: property runs and the hostile-file checks take seconds on a loaded machine.
export default defineConfig({
  test: { name: 'song', include: ['src/**/*.test.ts'], pool: 'threads', isolate: false, testTimeout: 60_000 },
});
