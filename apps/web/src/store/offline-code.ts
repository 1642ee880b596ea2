import { loadOnce } from '../load-once.ts';

/**
 * The offline chunk (offline.chunk.ts), loaded on first use: the service worker's registration
 * once the page is idle (offline.ts), the kept songs and the queued saves when the song flows or
 * the library first need them.
 */
export const loadOffline = loadOnce(() => import('./offline.chunk.ts'));
