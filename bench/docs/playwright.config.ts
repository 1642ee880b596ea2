import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import journeys from '../../e2e/playwright.config.ts';

// The documentation's pictures and figures (`npm run bench:docs`): the journeys' setup (compiled
// servers, one a worker, on E2E_PORT and up), with the picture-taking specs of this folder.
export default defineConfig({
  ...journeys,
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 120_000,
  outputDir: fileURLToPath(new URL('../../.tmp/docs-output', import.meta.url)),
});
