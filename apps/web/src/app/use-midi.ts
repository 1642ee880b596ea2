/**
 * How the MIDI keyboard stands (app/midi.ts), for the note tools' MIDI button and the phone's More
 * menu item: its code (in the dialogs' chunk) is loaded when `wanted` (the composer) and read through its link.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAppStoreApi } from '../store/index.ts';
import type { MidiState } from './midi.ts';
import { loadMidi } from './midi-source.ts';

export type MidiLinkOf = Awaited<ReturnType<typeof loadMidi>>['midiOf'] extends (...a: never[]) => infer L
  ? L
  : never;

const OFF: MidiState = { status: 'off', inputs: [], missing: null };
const quiet = () => () => undefined;

export function useMidi(wanted = true): { readonly state: MidiState; readonly link: MidiLinkOf | null } {
  const store = useAppStoreApi();
  const [link, setLink] = useState<MidiLinkOf | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void loadMidi().then(
      (midi) => current && setLink(midi.midiOf(store)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [store, wanted]);
  // The server renders the header too (render-page.tsx): there, and until the chunk comes, MIDI is off.
  const state = useSyncExternalStore(
    link?.subscribe ?? quiet,
    () => link?.getSnapshot() ?? OFF,
    () => OFF,
  );
  return { state, link };
}
