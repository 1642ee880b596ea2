import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

// Tests that need a real browser (canvas pixels, Web Audio offline renders) run in Debian's
// Chromium through Playwright. Name them *.browser.test.ts(x).
export default defineConfig({
  plugins: [react()],
  publicDir: 'public',
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page under a
  // running test (seen as "Cannot read properties of null (reading 'useContext')" on a first run).
  optimizeDeps: {
    include: [
      'tone',
      'mediabunny',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'zod',
      'zustand',
      '@testing-library/react',
      '@testing-library/user-event',
      // the music file readers, imported by the read worker (src/music-io/read-worker.ts)
      '@tonejs/midi',
      'abcjs',
      'saxes',
      'fflate',
      // the staff view's engraver
      'verovio/wasm',
      'verovio/esm',
    ],
  },
  test: {
    name: 'web-browser',
    include: ['src/**/*.browser.test.ts', 'src/**/*.browser.test.tsx'],
    // A hang guard, not a speed check: rendering whole songs offline takes 8 s on an idle machine
    // and four times that beside the journeys on two cores (as the server project's 120 s).
    testTimeout: 120_000,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
