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

/** Spec section 4: a closed dialog blurs whatever has the focus 50 ms later (store/ui.ts). */
const DIALOG_BLUR_MS = 50;
let closedADialog = false;

/**
 * Stops every store made since the last call (`test/setup.ts` calls it after each test): a store
 * left from an earlier test must not write its work (300 ms after its last change) into the
 * storage the next test reads, nor keep its reactions (the question before leaving) on the page.
 * A test that closed a dialog ends once that dialog's delayed blur has run: the blur would
 * otherwise take the focus from the next test (in this file or, as the files share their worker's
 * page, the next file). A timer set later fires later, so the wait is exact, not a guess.
 */
export async function stopTestStores() {
  for (const store of made) {
    store.stopKeepingWork();
    store.stopReactions();
  }
  made.clear();
  if (closedADialog) {
    closedADialog = false;
    await new Promise((resolve) => setTimeout(resolve, DIALOG_BLUR_MS));
  }
}

export function testStore(
  path = '/',
  firstPage: FirstPageData | null = null,
  overrides: Partial<StoreDeps> = {},
) {
  const navigate = vi.fn<(url: string) => void>();
  const deps: StoreDeps = {
    navigate,
    wait: () => Promise.resolve(),
    now: () => NOW,
    storage: window.localStorage,
    currentPath: () => path,
    audio: new FakeAudio(),
    page: window,
    ...overrides,
  };
  const store = createAppStore(deps, firstPage);
  made.add(store);
  store.subscribe((state, before) => {
    for (const [name, dialog] of Object.entries(state.dialogs)) {
      if (!dialog.display && before.dialogs[name as keyof typeof before.dialogs].display)
        closedADialog = true;
    }
  });
  return { store, navigate, state: () => store.getState(), doc: store.doc };
}

export const toastTexts = (toasts: readonly { summary: string }[]) => toasts.map((t) => t.summary);
