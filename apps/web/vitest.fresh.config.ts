import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { FRESH_MODULE_TESTS } from './vitest.config';

/** The web tests that need a module registry of their own per file (see vitest.config.ts). */
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web-fresh',
    include: FRESH_MODULE_TESTS,
    environment: 'jsdom',
    isolate: true,
    testTimeout: 20_000,
  },
});
