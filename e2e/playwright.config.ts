import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { testChromiumLaunchOptions } from '../scripts/chromium.ts';

// Browser journeys against the real server as production runs it (the compiled build,
// `node apps/server/dist/main.js`, what `npm start` runs; build first with `npm run build`) on its
// embedded defaults (PGlite in a fresh folder, local sign-in provider, local checkout). Debian's
// chromium only (its headless shell where installed, scripts/chromium.ts): browser downloads are
// not possible on our machines.
//
// Journeys run in E2E_WORKERS workers (default 2), each against a server of its own: worker i
// (Playwright's parallel index) talks to the server on port E2E_PORT + i with its data folder
// <E2E_DATA_DIR>/<i>. Playwright loads this file again in every worker process with
// TEST_PARALLEL_INDEX set, which is how each worker's baseURL names its own server. Set the
// number of workers with E2E_WORKERS, not --workers: the servers are started for that many.
// A journey must not assume it runs alone: it makes its own users and songs, and reads only what
// it made (or the demo songs every fresh server has).
const basePort = Number(process.env.E2E_PORT ?? 3180);
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const dataRoot = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${basePort}`;
const urlOf = (index: number) => `http://127.0.0.1:${basePort + index}`;
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Tests, not files, are dealt to workers: a file of nine projector journeys no longer runs on one.
  fullyParallel: true,
  workers,
  retries: 0,
  // A hang guard, not a speed check: the longest journeys (sign-in, checkout, compose, save,
  // reopen, play to the end) took over a minute beside the vitest projects on a loaded machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  outputDir: `${root}.tmp/e2e-output`,
  use: {
    baseURL: urlOf(worker),
    launchOptions: testChromiumLaunchOptions,
    viewport: { width: 1280, height: 720 },
    // Pages play as for a visitor who asked for less motion: the picture steps a beat at a time
    // (src/editor/render/stepped.ts) at a third of the CPU of the glide while a song plays
    // (docs/testing.md). The files whose subject is the moving picture (Ring along, the choir's
    // table, the seeker's thumb, loop handles under a finger) ask for the glide themselves.
    reducedMotion: 'reduce',
    // The installed app's service worker (docs/offline.md) is the subject of e2e/offline.spec.ts
    // alone, which allows it: elsewhere a worker kept from an earlier test would answer for the
    // server, and requests it made would pass by page.route.
    serviceWorkers: 'block',
    trace: 'off',
    // A failure under load is a defect to find: the page as it was is kept beside the error.
    screenshot: 'only-on-failure',
  },
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: `rm -rf ${dataRoot}/${index} && exec node apps/server/dist/main.js`,
    cwd: root,
    url: `${urlOf(index)}/auth/me`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(basePort + index),
      HOST: '127.0.0.1',
      DATA_DIR: `${dataRoot}/${index}`,
      PUBLIC_URL: urlOf(index),
      NODE_ENV: 'test',
    },
  })),
});
