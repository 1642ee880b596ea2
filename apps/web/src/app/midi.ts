/**
 * The MIDI keyboard of one app (its store): connected by the registry's `midiKeyboard` action
 * (the note tools' MIDI button), through the Web MIDI boundary (editor/midi/access.ts) with the
 * browser's `requestMIDIAccess`. Its keys become the registry's actions: `stepNotes` and `cursor`
 * in the composer, `previewBell` in the player, `length` from the sustain pedal. A key whose bell
 * the song lacks is offered to be added (`addBell`) rather than lost. In the dialogs' chunk.
 */
import { findStave } from '@ringalong/song';
import { dispatch } from '../editor/actions/registry.ts';
import type { ActionContext } from '../editor/actions/types.ts';
import { connectMidi, type MidiConnection, type RequestMidi } from '../editor/midi/access.ts';
import { StepEntry } from '../editor/midi/step-entry.ts';
import type { LengthChoice } from '../editor/note-tools.ts';
import type { AppStoreApi } from '../store/index.ts';

export interface MidiState {
  readonly status: 'off' | 'connecting' | 'on' | 'unsupported' | 'refused';
  /** The keyboards connected (their names). */
  readonly inputs: readonly string[];
  /** A key played whose bell the song lacks: offered to be added. */
  readonly missing: number | null;
}

/** The actions a MIDI keyboard's keys and pedal dispatch (beside the note tools' MIDI button). */
export const MIDI_KEY_ACTIONS = ['stepNotes', 'cursor', 'previewBell', 'length'] as const;

const OFF: MidiState = { status: 'off', inputs: [], missing: null };

/** The lengths the sustain pedal steps through, in the note tools' order. */
const LENGTHS: readonly LengthChoice[] = ['snap', 1, 2, 3, 4];

class MidiLink {
  state: MidiState = OFF;
  readonly #listeners = new Set<() => void>();
  #connection: MidiConnection | null = null;

  constructor(
    readonly store: AppStoreApi,
    /** The browser's requestMIDIAccess as it is when asked (none: no Web MIDI here). */
    readonly request: () => RequestMidi | undefined,
  ) {}

  readonly subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = () => this.state;

  set(patch: Partial<MidiState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.#listeners) listener();
  }

  async toggle(ctx: ActionContext): Promise<void> {
    if (this.#connection?.kind === 'connected') {
      this.#connection.stop();
      this.#connection = null;
      this.set(OFF);
      ctx.editor.announce('MIDI keyboard off');
      return;
    }
    if (this.state.status === 'connecting') return;
    this.set({ status: 'connecting', missing: null });
    const entry = new StepEntry(this.#out(ctx));
    const connection = await connectMidi(
      this.request(),
      (data) => entry.message(data),
      (inputs) => this.set({ inputs }),
    );
    this.#connection = connection;
    if (connection.kind === 'connected') {
      this.set({ status: 'on', inputs: connection.inputs() });
      ctx.editor.announce('MIDI keyboard on');
    } else this.set({ status: connection.kind, inputs: [] });
  }

  #out(ctx: ActionContext) {
    const editor = this.store.doc.editor;
    return {
      composer: () => ctx.editor.inComposer(),
      place: (pitch: number) => {
        if (findStave(editor.getSong(), { pitchId: pitch, instrument: 'handbell' })) {
          dispatch(ctx, 'stepNotes', { pitches: [pitch] });
          return;
        }
        this.set({ missing: pitch });
        ctx.editor.announce('That bell is not in the song: Add it is offered in the note tools');
      },
      advance: () => dispatch(ctx, 'cursor', { move: 'right' }),
      preview: (pitch: number) => dispatch(ctx, 'previewBell', { pitchId: pitch }),
      nextLength: () => {
        const now = editor.getNoteTools().lengthChoice;
        const next = LENGTHS[(LENGTHS.indexOf(now) + 1) % LENGTHS.length] ?? 'snap';
        dispatch(ctx, 'length', { length: next });
      },
    };
  }
}

/** The browser's Web MIDI request, bound to its navigator; undefined where the browser has none. */
function browserMidi(): RequestMidi | undefined {
  const nav = globalThis.navigator as (Navigator & { requestMIDIAccess?: RequestMidi }) | undefined;
  const request = nav?.requestMIDIAccess;
  return request ? () => request.call(nav) : undefined;
}

const links = new WeakMap<AppStoreApi, MidiLink>();

/** The MIDI keyboard of `store`'s app (the browser's Web MIDI, or none). */
export function midiOf(store: AppStoreApi): MidiLink {
  let link = links.get(store);
  if (!link) {
    link = new MidiLink(store, browserMidi);
    links.set(store, link);
  }
  return link;
}

/** The `midiKeyboard` action's app side: connect the keyboard, or let it go. */
export function toggleMidi(store: AppStoreApi, ctx: ActionContext): Promise<void> {
  return midiOf(store).toggle(ctx);
}
