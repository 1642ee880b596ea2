/**
 * The dialogs' chunk (loaded by dialog-parts.ts's `loadDialogs`): every dialog but the library's
 * (DialogLayer.tsx), the library's Export all and import an archive, the MIDI keyboard (midi.ts,
 * at the note tools' first look at it), and a rehearsal room's code with the QR code maker
 * (store/room-code.ts, which the store reaches through chunk-sources.ts).
 */
export { LibraryArchive } from '../features/library/LibraryArchive.tsx';
export * as rooms from '../store/room-code.ts';
export { default } from './DialogLayer.tsx';
export { midiOf, toggleMidi } from './midi.ts';
