import { loadOnce } from '../load-once.ts';

/**
 * The kept songs and the queued saves in IndexedDB (kept-songs.chunk.ts), loaded when the song
 * flows or the library first need them, or at start when saves made offline wait. The service
 * worker's registration comes with the store's server chunk (server.ts), which the page preloads.
 */
export const loadKeptSongs = loadOnce(() => import('./kept-songs.chunk.ts'));
