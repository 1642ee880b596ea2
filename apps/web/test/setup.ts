/**
 * Runs before every jsdom test file. The web project's files share their worker's modules
 * (`isolate: false`, docs/testing.md), so a helper module's own `afterEach` would be registered
 * only in the first file that imports it: what every file needs after each test is here.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { stopTestStores } from './store-harness.ts';

afterEach(() => {
  cleanup();
  stopTestStores();
});
