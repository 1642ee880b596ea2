/**
 * The offline chunk (store/offline.ts loads it once the page has loaded and the browser is idle):
 * the service worker's registration (Workbox's window library).
 */
export { registerServiceWorker } from './service-worker.ts';
