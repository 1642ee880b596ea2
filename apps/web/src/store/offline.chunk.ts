/**
 * The offline chunk (store/offline.ts loads it once the page has loaded and the browser is idle;
 * the song flows and the library when they first need it): the service worker's registration
 * (Workbox's window library), and the songs kept and the saves queued in IndexedDB (`idb`).
 */
export { askToPersist, keepForOffline, keptCopy, keptList, offlineSaves } from './offline-saves.ts';
export { registerServiceWorker } from './service-worker.ts';
