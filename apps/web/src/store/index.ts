import { createContext, useContext, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import type { AppStore } from './actions.ts';
import type { AppStoreApi } from './create.ts';
import { planFlags } from './domain.ts';
import type { SongDocument, SongSnapshot } from './types.ts';

export type { AppStore } from './actions.ts';
export { type AppStoreApi, browserDeps, createAppStore } from './create.ts';
export { FIRST_PAGE_DATA_ID, type FirstPageData, readFirstPageData } from './first-page.ts';
export { UNSAVED_CHANGES_PROMPT } from './reactions.ts';
export type * from './types.ts';

/** The app's one store, provided at the root so tests can give each render a fresh one. */
export const StoreContext = createContext<AppStoreApi | null>(null);

export function useAppStoreApi(): AppStoreApi {
  const store = useContext(StoreContext);
  if (!store) throw new Error('StoreContext is missing');
  return store;
}

export function useApp<T>(selector: (state: AppStore) => T): T {
  return useStore(useAppStoreApi(), selector);
}

/** The owner of the song: load, rename, and the editor it drives. */
export function useSongDocument(): SongDocument {
  return useAppStoreApi().doc;
}

/** The song, its title and its history as they are now; re-renders when any of them changes. */
export function useSong(): SongSnapshot {
  const doc = useSongDocument();
  return useSyncExternalStore(doc.subscribe, doc.getSnapshot, doc.getSnapshot);
}

/** Just the title: re-renders on a rename or an opened song, not on every edit of the notes. */
export function useSongTitle(): string {
  const doc = useSongDocument();
  const title = () => doc.getSnapshot().title;
  return useSyncExternalStore(doc.subscribe, title, title);
}

/** subscribed / canceled / upgraded, derived from the plan by @ringalong/song's rules. */
export function usePlanFlags() {
  const planObject = useApp((s) => s.plan.planObject);
  const now = useApp((s) => s.deps.now);
  return planFlags(planObject, now());
}
