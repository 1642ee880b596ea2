import { DEFAULT_SEARCH_CRITERIA } from '@ringalong/song';
import { errorMessage, failureDetail } from '../api/errors.ts';
import { NetworkError } from '../api/http.ts';
import type { GetState, LibraryActions, SetState } from './actions.ts';
import { loadKeptSongs } from './offline-code.ts';
import { callApi } from './server.ts';

export function libraryActions(set: SetState, get: GetState): LibraryActions {
  let latest = 0;
  return {
    refreshLibrary: async () => {
      const { user, library } = get();
      const query = { ...library.criteria, is_public: library.type === 'public' };
      const request = ++latest;
      // Signed out, 'Your Songs' has nothing to ask for: the list asks the visitor to sign in.
      if (library.type === 'private' && !user.signedIn) {
        set((s) => ({ library: { ...s.library, songs: [], fetching: false, error: null } }));
        return;
      }
      set((s) => ({ library: { ...s.library, fetching: true, error: null } }));
      try {
        const { songs } = user.signedIn
          ? await callApi('listSongs', query)
          : await callApi('publicSongs', query);
        // A slower, older search must not overwrite the answer to a newer one.
        if (request === latest) set((s) => ({ library: { ...s.library, songs, fetching: false } }));
      } catch (error) {
        // Offline: the songs this device opened or saved, which open without the network.
        if (error instanceof NetworkError && globalThis.navigator?.onLine === false) {
          const songs = await (await loadKeptSongs()).keptList();
          if (songs.length > 0) {
            if (request === latest) set((s) => ({ library: { ...s.library, songs, fetching: false } }));
            return;
          }
        }
        console.error('Library fetch failed:', errorMessage(error));
        // A failure is not an empty library: the list says what went wrong and offers a retry.
        const failure = failureDetail(error);
        if (request === latest)
          set((s) => ({ library: { ...s.library, songs: [], fetching: false, error: failure } }));
      }
    },

    setLibraryType: async (type) => {
      set((s) => ({
        library: {
          ...s.library,
          type,
          criteria: { ...DEFAULT_SEARCH_CRITERIA, is_public: type === 'public' },
          criteriaChanged: false,
        },
      }));
      await get().refreshLibrary();
    },

    setCriteria: (changes) =>
      set((s) => ({
        library: { ...s.library, criteria: { ...s.library.criteria, ...changes }, criteriaChanged: true },
      })),

    search: async () => {
      set((s) => ({ library: { ...s.library, criteriaChanged: false } }));
      await get().refreshLibrary();
    },

    clearSearch: async () => {
      set((s) => ({
        library: {
          ...s.library,
          criteria: { ...DEFAULT_SEARCH_CRITERIA, is_public: s.library.type === 'public' },
          criteriaChanged: false,
        },
      }));
      await get().refreshLibrary();
    },
  };
}
