import { songBellName } from '@ringalong/song';
import { useSong } from '../store/index.ts';
import { useDispatch } from './actions.ts';
import type { MidiState } from './midi.ts';
import { useMidi } from './use-midi.ts';

/** What the MIDI button's notice says for each state. */
function notice(state: MidiState): string {
  switch (state.status) {
    case 'off':
      return '';
    case 'connecting':
      return 'Connecting…';
    case 'on':
      return state.inputs.length > 0 ? `MIDI: ${state.inputs.join(', ')}` : 'MIDI on: no keyboard plugged in';
    case 'unsupported':
      return 'This browser has no Web MIDI: use Chrome or Edge for a MIDI keyboard';
    case 'refused':
      return 'MIDI was not allowed: allow it in the browser’s site settings';
  }
}

/**
 * The note tools' MIDI keyboard (on a phone the More menu's 'MIDI keyboard' item takes the button's
 * place, and the notice shows once it is on): a button that connects it (the registry's `midiKeyboard`), a
 * plain notice of how it stands, and the offer to add a bell the keyboard played that the song
 * lacks (the registry's `addBell`).
 */
export function MidiTools({ onDone }: { readonly onDone: () => void }) {
  const dispatch = useDispatch();
  const { song } = useSong();
  const { state, link } = useMidi();
  const missing = state.missing;
  return (
    <>
      <button
        type="button"
        className="note-tools-glyph note-tools-midi"
        aria-pressed={state.status === 'on'}
        data-action="midiKeyboard"
        onClick={() => {
          dispatch('midiKeyboard');
          onDone();
        }}
      >
        MIDI
      </button>
      <span className="note-tools-notice" role="status">
        {notice(state)}
      </span>
      {missing !== null ? (
        <button
          type="button"
          className="note-tools-glyph"
          data-action="addBell"
          onClick={() => {
            dispatch('addBell', { pitchId: missing });
            link?.set({ missing: null });
          }}
        >
          Add bell {songBellName(song, missing)}
        </button>
      ) : null}
    </>
  );
}
