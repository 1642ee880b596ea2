/**
 * The MIDI keyboard's code (midi.ts) as the note tools, the More menu and the `midiKeyboard` action
 * load it: one download at its first use. It travels in the dialogs' chunk, which imports these
 * users itself, so the source is named once at start (`midiCodeFrom`, chunk-sources.ts) rather
 * than imported here.
 */
import { loadOnce } from '../load-once.ts';
import type * as MidiModule from './midi.ts';

export type MidiCode = Pick<typeof MidiModule, 'midiOf' | 'toggleMidi'>;

let source: (() => Promise<MidiCode>) | null = null;

/** Where the MIDI keyboard's code comes from (the dialogs' chunk); set once at start. */
export function midiCodeFrom(load: () => Promise<MidiCode>): void {
  source = load;
}

export const loadMidi = loadOnce(
  (): Promise<MidiCode> =>
    source
      ? source()
      : Promise.reject(new Error("The MIDI keyboard's code has no source (chunk-sources.ts)")),
);
