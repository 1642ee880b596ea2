import { loadOnce } from '../load-once.ts';

/**
 * The offline chunk (offline.chunk.ts): the service worker's registration, loaded once the page
 * is idle (offline.ts), with the kept songs and the queued saves in IndexedDB, which the song
 * flows and the library use when they first need them (one download for both).
 */
export const loadOffline = loadOnce(() => import('./offline.chunk.ts'));
