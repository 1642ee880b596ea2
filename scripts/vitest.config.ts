import { defineConfig } from 'vitest/config';

// The start script's tests (Node): run with `npx vitest run --project scripts`.
export default defineConfig({
  root: import.meta.dirname,
  test: { name: 'scripts', include: ['*.test.ts'], environment: 'node', testTimeout: 120_000 },
});
