/**
 * The store's server chunk (loaded by server.ts on the first call to the server, which the start-up
 * reads make right after the first paint): the API client with its schemas, the flows that talk to
 * the server (sign-in, save, open, delete, publicity, subscribe, the checkout hand-over, choirs)
 * and the reader of what this browser keeps (with its schemas), and the service worker's
 * registration (Workbox's window library, offline.ts), made once the page is idle.
 */
export { callApi } from '../api/index.ts';
export { readFound, readValue } from '../persistence/read.ts';
export { choirFlows } from './choir-flows.ts';
export { adoptHandedOverSong } from './handover.ts';
export { registerServiceWorker } from './service-worker.ts';
export { sessionFlows } from './session-flows.ts';
export { songFlows } from './song-flows.ts';
export { subscriptionFlows } from './subscription-flows.ts';
