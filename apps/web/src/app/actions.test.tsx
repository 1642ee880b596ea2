/**
 * The action registry as users meet it: every action is pressed by a key of the key table or
 * reached by a control of the header, its menus, the note palette or a dialog, and the help
 * sheet names every one. Each control says which action it dispatches in `data-action`.
 */
import type { Piece } from '@ringalong/music-io';
import type { Choir, Song } from '@ringalong/song';
import { createDefaultSong } from '@ringalong/song';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedOutRoutes } from '../../test/fake-api.ts';
import { renderWithStore } from '../../test/render.tsx';
import { testStore } from '../../test/store-harness.ts';
import { ACTIONS } from '../editor/actions/registry.ts';
import { keysFor } from '../editor/keys.ts';
import { KeyHelp } from '../features/key-help/KeyHelp.tsx';
import { loadServer } from '../store/server.ts';
import { AssignRingersHost } from './AssignRingersHost.tsx';
import { EditorDialogs } from './EditorDialogs.tsx';
import { Header } from './Header.tsx';
import ImportMusicHost from './ImportMusicHost.tsx';
import { MIDI_KEY_ACTIONS } from './midi.ts';
import NoteTools from './NoteTools.tsx';
import RehearseHost from './RehearseHost.tsx';
import { TextViewHost } from './TextViewHost.tsx';
import TransportHost from './TransportHost.tsx';

/** A choir that owns G3 to G5, and a song that needs A5 too: the Bell Menu offers to fit it. */
const CHOIR: Choir = {
  id: 'choir-1',
  name: 'St Anne Ringers',
  ringers: [{ id: 'ann', name: 'Ann' }],
  bells: Array.from({ length: 25 }, (_, i) => 55 + i),
  chimes: [],
};
const SONG: Song = {
  ...createDefaultSong(),
  staves: [
    { pitchId: 60, instrument: 'handbell', notes: [{ beat: 0, length: 1 }] },
    { pitchId: 81, instrument: 'handbell', notes: [{ beat: 1, length: 1 }] },
  ],
};

/** What a reader makes of the file chosen in Import music. */
const PIECE: Piece = {
  format: 'musicxml',
  title: 'Carol',
  parts: [{ id: 'P1', name: 'Bells', drum: false, notes: [{ pitch: 60, beat: 0, length: 1 }] }],
  tempos: [{ beat: 0, bpm: 84 }],
  timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
  pickupBeats: 0,
  remarks: [],
};

const ids = new Set(ACTIONS.map((action) => action.id));

/** The actions the controls on screen now dispatch. */
function reachedNow(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-action]')].map((el) => el.dataset.action ?? '');
}

/** Lets lazily loaded parts (menus, dialogs) arrive inside act. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

// The store's server chunk (the choir flows among it) is in, as right after the page's first paint.
beforeAll(() => loadServer(), 60_000);
beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the action registry', () => {
  it('has every action pressed by a key or reached by a button or a menu item', async () => {
    window.localStorage.setItem('ringalong.choirs', JSON.stringify({ choirs: [CHOIR], activeId: CHOIR.id }));
    fakeApi(signedOutRoutes());
    const { store, state, doc } = testStore();
    act(() => doc.load(SONG, 'Song'));
    const user = userEvent.setup();
    renderWithStore(
      <>
        <Header />
        <NoteTools />
        <EditorDialogs />
        <TransportHost />
        <TextViewHost />
        <RehearseHost />
        <AssignRingersHost />
        <ImportMusicHost read={async () => ({ kind: 'piece', piece: PIECE })} />
      </>,
      store,
    );
    const reached = new Set<string>();
    const look = () => {
      for (const id of reachedNow()) reached.add(id);
    };
    const openMenu = async (button: string, menu: string) => {
      await user.click(screen.getByRole('button', { name: button }));
      await vi.waitFor(async () => {
        await settle();
        return screen.getByRole('menu', { name: menu });
      });
      look();
      await user.keyboard('{Escape}');
    };

    // The player's header, and its menus.
    look();
    await openMenu('More', 'More');
    await openMenu('Music: import, export and print', 'Music: import, export and print');
    // The composer's header (the title field), its Save button and the note palette.
    act(() => state().toggleEditMode());
    act(() => store.setState({ saveRequired: true }));
    look();
    await openMenu('More', 'More');
    // The dialogs that change the song or the play position; Song settings sets the song's key.
    act(() => state().openDialog('settings'));
    await settle();
    look();
    await user.keyboard('{Escape}');
    await settle();
    act(() =>
      state().openBarMenu({ barStart: 0, currentTimeSig: { beat: 0, numerator: 4, denominator: 4 } }),
    );
    await settle();
    look();
    act(() => state().closeDialog('barMenu'));
    act(() => state().openDialog('bellMenu'));
    await screen.findByText('Fit to our bells');
    look();
    act(() => state().closeDialog('bellMenu'));
    for (const name of ['goToBar', 'rehearse'] as const) {
      act(() => state().openDialog(name));
      await settle();
      look();
      act(() => state().closeDialog(name));
    }
    await act(async () => {
      state().openDialog('assignRingers');
      await import('../features/assign-ringers/index.tsx');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await screen.findByRole('button', { name: 'Assign automatically' }, { timeout: 10_000 });
    look();
    act(() => state().closeDialog('assignRingers'));
    // The text view: its notes and bars put the cursor there.
    act(() => state().openDialog('textView'));
    await screen.findByRole('complementary', { name: 'Song as text' }, { timeout: 10_000 });
    look();
    act(() => state().closeDialog('textView'));
    // A MIDI keyboard (a virtual one at the Web MIDI boundary): a key outside the song's bells
    // offers to add its bell.
    const keys: { name: string; onmidimessage: ((e: { data: Uint8Array }) => void) | null } = {
      name: 'Virtual keys',
      onmidimessage: null,
    };
    Object.defineProperty(navigator, 'requestMIDIAccess', {
      configurable: true,
      value: () => Promise.resolve({ inputs: new Map([['k', keys]]), onstatechange: null }),
    });
    await user.click(await screen.findByRole('button', { name: 'MIDI' }));
    await screen.findByText('MIDI: Virtual keys');
    act(() => keys.onmidimessage?.({ data: new Uint8Array([0x90, 100, 80]) }));
    await screen.findByRole('button', { name: 'Add bell E7' });
    look();
    Reflect.deleteProperty(navigator, 'requestMIDIAccess');
    act(() => state().openDialog('importMusic', { file: new File(['<score-partwise/>'], 'carol.musicxml') }));
    await screen.findByRole('button', { name: 'Import' }, { timeout: 10_000 });
    look();

    // Every control names an action of the registry.
    expect([...reached].filter((id) => !ids.has(id as never))).toEqual([]);
    // A MIDI keyboard's keys and pedal dispatch theirs (app/midi.ts).
    const byMidi = new Set<string>(MIDI_KEY_ACTIONS);
    const unreached = ACTIONS.filter(
      (action) => keysFor(action.id).length === 0 && !reached.has(action.id) && !byMidi.has(action.id),
    );
    expect(unreached.map((action) => action.id)).toEqual([]);
  }, 60_000);

  it('names every action in the help sheet: by its keys, or in the place that has it', () => {
    render();
    const sheet = screen.getByRole('dialog', { name: 'Keys' });
    for (const action of ACTIONS) {
      const rows = [...sheet.querySelectorAll<HTMLElement>(`[data-action="${action.id}"]`)];
      const keys = keysFor(action.id);
      if (keys.length > 0) expect(rows, action.id).toHaveLength(keys.length);
      else
        expect(
          rows.map((row) => row.textContent),
          action.id,
        ).toEqual([action.label]);
    }
    // A keyless action sits in its group, under the place that has it.
    const header = within(sheet).getByRole('region', { name: 'In the header and its More menu' });
    expect(within(header).getByText('Stop: back to the start of the lead-in')).toBeTruthy();
  });
});

function render() {
  renderWithStore(<KeyHelp visible onHide={() => undefined} />, testStore().store);
}
