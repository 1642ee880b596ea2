/**
 * A room's code (store/together.ts loads it): the connection, the shared clock, the wiring to
 * playback and the API's two room operations, fetched when a director opens a room or a ringer
 * joins one. It travels in the shell's dialogs chunk (app/dialogs.chunk.tsx, with the room's panel
 * and join form), which the store does not know: the shell names the source once at start
 * (`roomCodeFrom`, app/chunk-sources.ts).
 */
export { joinRoom, openRoom, roomRingers } from './room-flows.ts';
// The QR code maker, here once for both its users: a room's address and a song's (store/share.ts).
export { qrModules } from './room-qr.ts';
