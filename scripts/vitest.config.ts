import { defineConfig } from 'vitest/config';

// The start script's tests (Node): run with `npx vitest run --project scripts`.
export default defineConfig({
  root: import.meta.dirname,
  // Hang guards: the compiled server's shutdown (closing PGlite, an upkeep round under way) took
  // over vitest's 10 s hook default on a busy machine.
  test: {
    name: 'scripts',
    include: ['*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
