import { defineConfig } from 'vitest/config';

// The start script's tests (Node): run with `npx vitest run --project scripts`.
export default defineConfig({
  root: import.meta.dirname,
  // Hang guards: the compiled server's start (over a minute) and shutdown (closing PGlite, an
  // upkeep round under way) took far longer than vitest's defaults on a busy machine.
  test: {
    name: 'scripts',
    include: ['*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 60_000,
  },
});
