import { loadOnce } from '../load-once.ts';

/** The service worker's registration (offline.chunk.ts), loaded once the page is idle (offline.ts). */
export const loadOffline = loadOnce(() => import('./offline.chunk.ts'));

/**
 * The kept songs and the queued saves in IndexedDB (kept-songs.chunk.ts), loaded when the song
 * flows or the library first need them, or at start when saves made offline wait.
 */
export const loadKeptSongs = loadOnce(() => import('./kept-songs.chunk.ts'));
