/**
 * The user's preferences survive reloads: written to local storage whenever they change, read
 * back on start (the checking code loads only when something is kept). A preference changed
 * before the kept ones arrive keeps its new value.
 */
import type { Preferences } from '@ringalong/song';

export const PREFERENCES_KEY = 'ringalong.preferences.v1';

interface PreferencesStore {
  getState(): { readonly preferences: Preferences; setPreferences(changes: Partial<Preferences>): void };
  subscribe(
    listener: (
      state: { readonly preferences: Preferences },
      previous: { readonly preferences: Preferences },
    ) => void,
  ): () => void;
}

export function keepPreferences(store: PreferencesStore, storage: Storage | null): Promise<void> {
  store.subscribe((state, previous) => {
    if (state.preferences === previous.preferences) return;
    try {
      storage?.setItem(PREFERENCES_KEY, JSON.stringify(state.preferences));
    } catch (error) {
      console.error('Could not keep the preferences in local storage', error);
    }
  });
  let text: string | null | undefined;
  try {
    text = storage?.getItem(PREFERENCES_KEY);
  } catch {
    text = null;
  }
  if (!text) return Promise.resolve();
  const start = store.getState().preferences;
  return import('./kept-preferences.ts').then(
    ({ parsePreferences }) => {
      const kept = parsePreferences(text);
      const now = store.getState().preferences;
      const changes: Record<string, unknown> = {};
      for (const key of Object.keys(kept) as (keyof Preferences)[])
        if (now[key] === start[key] && kept[key] !== now[key]) changes[key] = kept[key];
      if (Object.keys(changes).length > 0) store.getState().setPreferences(changes);
    },
    (error: unknown) => console.error('Could not read the kept preferences', error),
  );
}
