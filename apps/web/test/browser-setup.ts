/**
 * Runs before every browser test file. The files share one page and its modules (`isolate: false`,
 * vitest.browser.config.ts), so a helper module's own `afterEach` would be registered only in the
 * first file that imports it: what every file needs after each test is here.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { connectChunkSources } from '../src/app/chunk-sources.ts';

// Where a room's code and the encoders come from, as the app's entry says it (main.tsx).
connectChunkSources();

afterEach(() => {
  cleanup();
});
