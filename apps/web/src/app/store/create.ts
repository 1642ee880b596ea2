import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AppStore } from './actions.ts';
import { keepWork } from './durable.ts';
import { initialData } from './initial.ts';
import { libraryActions } from './library.ts';
import { sessionActions } from './session.ts';
import { songActions } from './songs.ts';
import { subscriptionActions } from './subscription.ts';
import type { StoreDeps } from './types.ts';
import { uiActions } from './ui.ts';
import { unsavedActions } from './unsaved.ts';

export function browserDeps(): StoreDeps {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage can be switched off; the app still works, it only forgets work on reload.
  }
  return {
    navigate: (url) => window.location.assign(url),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => new Date(),
    storage,
    currentPath: () => window.location.pathname,
  };
}

export type AppStoreApi = StoreApi<AppStore> & { flushWork(): void; stopKeepingWork(): void };

export function createAppStore(deps: StoreDeps = browserDeps()): AppStoreApi {
  const store = createStore<AppStore>()((set, get) => ({
    ...initialData(),
    deps,
    ...uiActions(set, get),
    ...sessionActions(set, get),
    ...songActions(set, get),
    ...unsavedActions(set, get),
    ...libraryActions(set, get),
    ...subscriptionActions(set, get),
  }));
  const keeper = keepWork(store, deps.storage);
  return Object.assign(store, { flushWork: keeper.flush, stopKeepingWork: keeper.stop });
}
