/**
 * Runs before every jsdom test file. The web project's files share their worker's modules
 * (`isolate: false`, docs/testing.md), so a helper module's own `afterEach` would be registered
 * only in the first file that imports it: what every file needs after each test is here.
 */
// IndexedDB for the app's drafts and offline copies (persistence/offline-db.ts), as in a browser.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { deleteDB } from 'idb';
import { afterAll, afterEach } from 'vitest';
import { connectChunkSources } from '../src/app/chunk-sources.ts';
import { loadDialogs } from '../src/app/dialog-parts.ts';
import { closeOfflineDb, OFFLINE_DB_NAME } from '../src/persistence/offline-db.ts';
import { stopTestStores } from './store-harness.ts';

// Where a room's code and the encoders come from, as the app's entry says it (main.tsx).
connectChunkSources();

// `findBy…` and `waitFor` give up after this long. Testing Library's 1 s is shorter than the first
// import of a lazily loaded dialog, which Vite transforms on demand: seconds on a 2-core machine
// running the other stages beside this one (App.test.tsx's library failed so at a load of 17).
// A hang guard, below the project's test timeout; a test that passes waits only as long as the
// app takes.
configure({ asyncUtilTimeout: 15_000 });

afterEach(async () => {
  cleanup();
  await stopTestStores();
  // What a test's store kept (a draft, its marker, kept songs, preferences) is not the next test's:
  // a draft left in localStorage made the next file's store move it into IndexedDB at its start,
  // which under that file's fake timers never finished, and every later test of the worker waited
  // on that database (store/ui.test.ts after store/durable.test.ts).
  window.localStorage.clear();
  await closeOfflineDb();
  await deleteDB(OFFLINE_DB_NAME);
});

// A file's environment goes when its last test ends: the dialogs chunk that a test started loading
// (a room's code, the MIDI step entry) must have arrived by then, or its imports fail after the
// teardown (EnvironmentTeardownError, seen once at the end of a run). Loaded once per worker.
afterAll(async () => {
  await loadDialogs().catch(() => undefined);
});
