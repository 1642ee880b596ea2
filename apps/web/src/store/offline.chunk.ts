/**
 * The offline chunk (store/offline-code.ts): the service worker's registration (Workbox's window
 * library), loaded once the page has loaded and the browser is idle (offline.ts), and the songs
 * kept and the saves queued in IndexedDB (`idb`), which the song flows and the library use when
 * they first need them, or at start when saves made offline wait to be sent.
 */
export { askToPersist, keepForOffline, keptCopy, keptList, offlineSaves } from './offline-saves.ts';
export { registerServiceWorker } from './service-worker.ts';
