/**
 * The user's preferences survive reloads: written to local storage whenever they change, read
 * back on start by `kept-preferences.ts`, loaded only when something is kept, so a first visit's
 * start-up fetches none of it.
 */
import type { Preferences } from '@ringalong/song';
import type { PreferencesStore } from './kept-preferences.ts';

export const PREFERENCES_KEY = 'ringalong.preferences.v1';

export function keepPreferences(store: PreferencesStore, storage: Storage | null): Promise<void> {
  // Read before anything is written: a change made meanwhile must not replace what was kept.
  const text = storage?.getItem(PREFERENCES_KEY);
  const start: Preferences = store.getState().preferences;
  store.subscribe((state, previous) => {
    if (state.preferences === previous.preferences) return;
    try {
      storage?.setItem(PREFERENCES_KEY, JSON.stringify(state.preferences));
    } catch {
      // Storage full or switched off: the preferences last until the page closes.
    }
  });
  return text
    ? import('./kept-preferences.ts').then(({ readPreferences }) => readPreferences(store, text, start))
    : Promise.resolve();
}
