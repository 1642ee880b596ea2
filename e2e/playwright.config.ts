import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';

// Browser journeys against the real server on its embedded defaults (PGlite in a fresh folder,
// local sign-in provider, local checkout), serving the built web app. Debian's chromium only:
// browser downloads are not possible on our machines.
const port = Number(process.env.E2E_PORT ?? 3180);
const dataDir = process.env.E2E_DATA_DIR ?? `.tmp/e2e-data-${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '../.tmp/e2e-output',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1280, height: 720 },
    trace: 'off',
  },
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx apps/server/src/main.ts`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/auth/me`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'test',
    },
  },
});
