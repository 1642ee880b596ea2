/**
 * The address bar follows the open song (docs/addresses.md): a stored song's address is
 * `/s/<id>-<slug>` (packages/song/src/address.ts), a new or empty song has none (`/`). Opening
 * another song pushes its address, so Back and Forward go from song to song; saving a new song,
 * a remix or a renamed title replaces it. Back and Forward open the song of the address they
 * land on (asking first when changes are unsaved). Started once the app has opened what it
 * opens first, so a start on `/success`, a room's address or a song not found keeps its path.
 */
import { parseSongAddress, songPath } from '@ringalong/song';
import type { StoreApi } from 'zustand/vanilla';
import type { AppStore } from './actions.ts';
import type { AddressBar } from './types.ts';

/** The browser's address bar and history as the store uses them. */
export function browserAddressBar(page: Window): AddressBar {
  return {
    path: () => page.location.pathname,
    push: (path) => page.history.pushState(null, '', path),
    replace: (path) => page.history.replaceState(null, '', path),
    setTitle: (title) => {
      page.document.title = title;
    },
    onPop: (listener) => {
      page.addEventListener('popstate', listener);
      return () => page.removeEventListener('popstate', listener);
    },
  };
}

/** The address of the song the store has open: its own when stored, else `/`. */
export function addressOf(state: Pick<AppStore, 'loadedSongMeta' | 'loadedTitle'>): string {
  const id = state.loadedSongMeta.song_id;
  return id > 0 ? songPath(id, state.loadedTitle) : '/';
}

/** The page's title for the open song: the server's link preview says the same (song-pages.ts). */
export function pageTitleOf(state: Pick<AppStore, 'loadedSongMeta' | 'loadedTitle'>): string {
  return state.loadedSongMeta.song_id > 0 ? `${state.loadedTitle} · Ringalong` : 'Ringalong';
}

/** Keeps the address bar and the open song together; answers the function that stops it. */
export function followSongAddress(store: StoreApi<AppStore>, bar: AddressBar): () => void {
  // Opened first on an address: the song's canonical form (`/s/12` becomes `/s/12-ode-to-joy`).
  const first = addressOf(store.getState());
  if (first !== '/') {
    bar.setTitle(pageTitleOf(store.getState()));
    if (first !== bar.path()) bar.replace(first);
  }
  const stopFollowing = store.subscribe((state, before) => {
    if (state.loadedSongMeta === before.loadedSongMeta && state.loadedTitle === before.loadedTitle) return;
    const path = addressOf(state);
    bar.setTitle(pageTitleOf(state));
    if (path === bar.path()) return;
    const sameSong = state.loadedSongMeta.song_id === before.loadedSongMeta.song_id;
    // A save gives the work its record (a new song, a remix, a copy): the same work, a new address.
    if (sameSong || before.saving) bar.replace(path);
    else bar.push(path);
  });
  const stopListening = bar.onPop(() => {
    const path = bar.path();
    const named = parseSongAddress(path);
    if (path !== '/' && named?.kind !== 'song') return;
    const id = named?.id ?? 0;
    if (id === store.getState().loadedSongMeta.song_id) return;
    void store.getState().openAddress(id);
  });
  return () => {
    stopFollowing();
    stopListening();
  };
}
