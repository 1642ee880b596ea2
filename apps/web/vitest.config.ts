import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: ['src/**/*.browser.test.ts', 'src/**/*.browser.test.tsx'],
    environment: 'jsdom',
    setupFiles: ['test/setup.ts'],
    // Files share their worker's modules (React, the app, jsdom's window): each file's own import
    // of them cost more than its tests. What each test needs cleaned is in test/setup.ts.
    isolate: false,
    // Not a speed check: the first dynamic import of a flow or a dialog (transformed on demand)
    // can take seconds on a shared 2-core machine running the other projects beside it.
    testTimeout: 20_000,
  },
});
