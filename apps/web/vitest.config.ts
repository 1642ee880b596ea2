import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Tests of what happens before a lazily loaded part has arrived: they need a module registry in
 * which nothing has loaded it yet, so they run in the `web-fresh` project (vitest.fresh.config.ts),
 * a registry of their own per file.
 */
export const FRESH_MODULE_TESTS = [
  'src/editor/tools/pointer-tool.test.ts',
  'src/editor/controller/clipboard.test.ts',
  'src/app/lazy-part.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: ['src/**/*.browser.test.ts', 'src/**/*.browser.test.tsx', ...FRESH_MODULE_TESTS],
    environment: 'jsdom',
    // One jsdom and one module registry per worker, shared by the files it runs (a fresh one per
    // file cost 70% of this project's time): every file renders into a fresh container and
    // Testing Library unmounts it after each test; stores are reset by the tests that use them.
    isolate: false,
    // Not a speed check: the first dynamic import of a flow or a dialog (transformed on demand)
    // can take seconds on a shared 2-core machine running the other projects beside it.
    testTimeout: 20_000,
  },
});
