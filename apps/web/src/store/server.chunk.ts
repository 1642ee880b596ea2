/** What `server-flows.ts` loads on first use: the store's server flows, in one chunk. */
export { adoptHandedOverSong } from './handover.ts';
export { sessionFlows } from './session-flows.ts';
export { songFlows } from './song-flows.ts';
export { subscriptionFlows } from './subscription-flows.ts';
