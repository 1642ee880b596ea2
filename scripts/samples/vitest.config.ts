import { defineConfig } from 'vitest/config';

// The sample generator's tests (Node): run with `npx vitest run --project samples`.
export default defineConfig({
  root: import.meta.dirname,
  test: { name: 'samples', include: ['**/*.test.ts'], environment: 'node' },
});
