import { vi } from 'vitest';
import { type AppStoreApi, createAppStore, type FirstPageData } from '../src/store/index.ts';
import type { StoreDeps } from '../src/store/types.ts';
import { FakeAudio } from './fake-audio.ts';

export const NOW = new Date('2026-06-01T12:00:00.000Z');

/**
 * A real store with the browser's side effects replaced: navigation recorded, waits instant, sound
 * silent. `doc` is the song's owner beside it (the song, its history and its title).
 */
const made = new Set<AppStoreApi>();

/**
 * Stops every store made since the last call (`test/setup.ts` calls it after each test): a store
 * left from an earlier test must not write its work (300 ms after its last change) into the
 * storage the next test reads, nor keep its reactions (the question before leaving) on the page.
 */
export function stopTestStores() {
  for (const store of made) {
    store.stopKeepingWork();
    store.stopReactions();
  }
  made.clear();
}

/** `firstPage`: the data of a page the server rendered (store/first-page.ts), if any. */
export function testStore(path = '/', firstPage: FirstPageData | null = null) {
  const navigate = vi.fn<(url: string) => void>();
  const deps: StoreDeps = {
    navigate,
    wait: () => Promise.resolve(),
    now: () => NOW,
    storage: window.localStorage,
    currentPath: () => path,
    audio: new FakeAudio(),
    page: window,
  };
  const store = createAppStore(deps, firstPage);
  made.add(store);
  return { store, navigate, state: () => store.getState(), doc: store.doc };
}

export const toastTexts = (toasts: readonly { summary: string }[]) => toasts.map((t) => t.summary);
