import { loadOnce } from '../load-once.ts';

/** The MIDI keyboard's chunk (midi.chunk.ts): one download, at the first press of the MIDI button. */
export const loadMidi = loadOnce(() => import('./midi.chunk.ts'));
