import { DEFAULT_SEARCH_CRITERIA } from '@ringalong/song';
import { errorMessage, failureDetail } from '../api/errors.ts';
import { NetworkError } from '../api/http.ts';
import type { GetState, LibraryActions, SetState } from './actions.ts';
import { loadKeptSongs } from './offline-code.ts';
import { callApi } from './server.ts';

/** The browser says it has no network. */
const offline = () => globalThis.navigator?.onLine === false;

/** What a new list starts with: no further page known yet. */
const NOTHING_MORE = { total: null, nextCursor: null, loadingMore: false, offline: false } as const;

export function libraryActions(set: SetState, get: GetState): LibraryActions {
  let latest = 0;
  return {
    refreshLibrary: async () => {
      const { user, library } = get();
      const query = { ...library.criteria, is_public: library.type === 'public' };
      const request = ++latest;
      // Signed out, 'Your Songs' has nothing to ask for: the list asks the visitor to sign in.
      if (library.type === 'private' && !user.signedIn) {
        set((s) => ({ library: { ...s.library, ...NOTHING_MORE, songs: [], fetching: false, error: null } }));
        return;
      }
      set((s) => ({ library: { ...s.library, ...NOTHING_MORE, fetching: true, error: null } }));
      /** The songs this device opened or saved, which open without the network; false when none. */
      const fromKept = async () => {
        const songs = await (await loadKeptSongs()).keptList();
        if (songs.length === 0) return false;
        if (request === latest) set((s) => ({ library: { ...s.library, songs, fetching: false } }));
        return true;
      };
      /** No network and nothing kept: the list says so, and loads when the network returns. */
      const nothingOffline = () => {
        if (request === latest)
          set((s) => ({ library: { ...s.library, songs: [], fetching: false, offline: true } }));
      };
      // Offline: the kept songs at once, with no call that cannot be answered.
      if (offline()) {
        if (!(await fromKept().catch(() => false))) nothingOffline();
        return;
      }
      try {
        const { songs, total, next_cursor } = user.signedIn
          ? await callApi('listSongs', query)
          : await callApi('publicSongs', query);
        // A slower, older search must not overwrite the answer to a newer one.
        if (request === latest) {
          set((s) => ({
            library: {
              ...s.library,
              songs,
              fetching: false,
              total: total ?? null,
              nextCursor: next_cursor ?? null,
            },
          }));
        }
      } catch (error) {
        // Gone offline meanwhile: the songs this device opened or saved.
        if (error instanceof NetworkError && offline()) {
          if (!(await fromKept().catch(() => false))) nothingOffline();
          return;
        }
        console.error('Library fetch failed:', errorMessage(error));
        // A failure is not an empty library: the list says what went wrong and offers a retry.
        const failure = failureDetail(error);
        if (request === latest)
          set((s) => ({ library: { ...s.library, songs: [], fetching: false, error: failure } }));
      }
    },

    loadMoreSongs: async () => {
      const { user, library } = get();
      if (library.nextCursor === null || library.loadingMore || library.fetching) return;
      // A new search or list (refreshLibrary) makes this page stale: its answer is dropped.
      const request = latest;
      const query = { ...library.criteria, is_public: library.type === 'public', cursor: library.nextCursor };
      set((s) => ({ library: { ...s.library, loadingMore: true, error: null } }));
      try {
        const page = user.signedIn ? await callApi('listSongs', query) : await callApi('publicSongs', query);
        if (request !== latest) return;
        set((s) => {
          const shown = new Set(s.library.songs.map((song) => song.song_id));
          const songs = [...s.library.songs, ...page.songs.filter((song) => !shown.has(song.song_id))];
          return {
            library: {
              ...s.library,
              songs,
              loadingMore: false,
              total: page.total ?? s.library.total,
              nextCursor: page.next_cursor ?? null,
            },
          };
        });
      } catch (error) {
        console.error('Library page fetch failed:', errorMessage(error));
        // The songs shown stay; 'Load more' offers the same page again.
        if (request === latest)
          set((s) => ({ library: { ...s.library, loadingMore: false, error: failureDetail(error) } }));
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
