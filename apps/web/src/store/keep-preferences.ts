/**
 * The user's preferences survive reloads: written to this browser whenever they change, read back
 * on start (persistence/keys.ts reads them field by field: a field that is missing, of the wrong
 * type or out of its range takes its default, the others stay). The reader loads only when
 * something is kept, so a first visit's start-up fetches none of it.
 */
import type { Preferences } from '@ringalong/song';
import { write } from '../persistence/index.ts';
import { readKept } from './server.ts';

export interface PreferencesStore {
  getState(): { readonly preferences: Preferences; setPreferences(changes: Partial<Preferences>): void };
  subscribe(
    listener: (
      state: { readonly preferences: Preferences },
      previous: { readonly preferences: Preferences },
    ) => void,
  ): () => void;
}

/**
 * Applies the kept preferences, but not over one the user changed since `start` (the store's
 * preferences when the page started): that keeps its new value.
 */
export function applyKeptPreferences(store: PreferencesStore, kept: Preferences, start: Preferences): void {
  const now = store.getState().preferences;
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(kept) as (keyof Preferences)[])
    if (now[key] === start[key] && kept[key] !== now[key]) changes[key] = kept[key];
  if (Object.keys(changes).length > 0) store.getState().setPreferences(changes);
}

export function keepPreferences(store: PreferencesStore, storage: Storage | null): Promise<void> {
  // Read before anything is written: a change made meanwhile must not replace what was kept.
  const kept = readKept(storage, 'preferences');
  const start: Preferences = store.getState().preferences;
  store.subscribe((state, previous) => {
    // Storage full or switched off: the preferences last until the page closes.
    if (state.preferences !== previous.preferences) write(storage, 'preferences', state.preferences);
  });
  return kept.then((preferences) => {
    if (preferences) applyKeptPreferences(store, preferences, start);
  });
}
