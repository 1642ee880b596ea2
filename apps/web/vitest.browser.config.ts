import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

/** Browser tests that need a page of their own (vitest.page.config.ts). */
export const PAGE_OWN_FILES = ['src/audio/engine.browser.test.ts'];

/**
 * Tests that need a real browser (canvas pixels, Web Audio offline renders) run in Debian's
 * Chromium through Playwright. Name them *.browser.test.ts(x). Two projects: `web-browser`, whose
 * files share one page and its modules (`isolate: false`: a file's own page cost about 3 s of
 * loading, a third of the whole run; what every file needs after each test is in
 * test/browser-setup.ts), and `web-page` (vitest.page.config.ts), the few files whose subject is
 * the page itself, each on a fresh page. Each project is a browser instance: they run side by side.
 */
export function browserProject(project: {
  name: string;
  include: string[];
  exclude: string[];
  isolate: boolean;
}) {
  return defineConfig({
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
      ...project,
      setupFiles: ['test/browser-setup.ts'],
      // A hang guard, not a speed check: rendering whole songs offline takes 8 s on an idle machine
      // and four times that beside the journeys on two cores (as the server project's 120 s).
      testTimeout: 120_000,
      browser: {
        enabled: true,
        headless: true,
        screenshotFailures: false,
        // A hang guard: the browser's first page took over a minute to connect at a load of 24, as
        // this run starts beside the typecheck, the build and the other suites.
        connectTimeout: 180_000,
        provider: playwright({
          launchOptions: chromiumLaunchOptions,
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  });
}

export default browserProject({
  name: 'web-browser',
  include: ['src/**/*.browser.test.ts', 'src/**/*.browser.test.tsx'],
  exclude: PAGE_OWN_FILES,
  isolate: false,
});
