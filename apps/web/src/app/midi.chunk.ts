/** The MIDI keyboard's chunk (app/midi.ts and the Web MIDI boundary), loaded by its first use. */
export { midiOf, toggleMidi } from './midi.ts';
