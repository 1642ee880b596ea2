import { defineConfig } from 'vitest/config';

// Pure logic without mocks or globals: files share one module graph (isolate: false) in threads.
// The timeout is a hang guard: property runs take seconds on a loaded machine.
export default defineConfig({
  test: {
    name: 'contract',
    include: ['src/**/*.test.ts'],
    pool: 'threads',
    isolate: false,
    testTimeout: 60_000,
  },
});
