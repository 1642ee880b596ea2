/**
 * The room's chunk (store/together.ts loads it): the connection, the shared clock, the wiring to
 * playback and the API's two room operations, fetched when a director opens a room or a ringer
 * joins one.
 */
export { joinRoom, openRoom, roomRingers } from './room-flows.ts';
// The QR code maker, here once for both its users: a room's address and a song's (store/share.ts).
export { qrModules } from './room-qr.ts';
