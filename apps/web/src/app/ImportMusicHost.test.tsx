import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Piece, type ReadOutcome, readMusic } from '@ringalong/music-io';
import { noteCount } from '@ringalong/song';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedOutRoutes } from '../../test/fake-api.ts';
import { renderWithStore } from '../../test/render.tsx';
import { songWith } from '../../test/songs.ts';
import { testStore } from '../../test/store-harness.ts';
import type { ReadFile } from '../features/import/index.tsx';
import ImportMusicHost from './ImportMusicHost.tsx';

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const quarters = (pitch: number, beats: number[]) => beats.map((beat) => ({ pitch, beat, length: 1 }));

/** A carol as a reader gives it: a handbell part, a handchime part and a drum track. */
const CAROL: Piece = {
  format: 'musicxml',
  title: 'Carol of the Test',
  parts: [
    { id: 'P1', name: 'Handbells', drum: false, notes: [...quarters(60, [0, 2]), ...quarters(67, [1, 3])] },
    { id: 'P2', name: 'Chimes', drum: false, instrument: 'handchime', notes: quarters(72, [0, 4]) },
    { id: 'P3', name: 'Snare', drum: true, notes: quarters(38, [0, 1, 2, 3]) },
  ],
  tempos: [{ beat: 0, bpm: 84 }],
  timeSignatures: [{ beat: 0, numerator: 3, denominator: 4 }],
  pickupBeats: 0,
  remarks: ['Repeats written out'],
};

/** Many notes: 6 a beat for 400 beats (2400, over the note limit). */
const LONG: Piece = {
  ...CAROL,
  title: 'Long',
  parts: [
    {
      id: 'P1',
      name: 'All',
      drum: false,
      notes: Array.from({ length: 400 }, (_, beat) =>
        [60, 62, 64, 65, 67, 69].map((pitch) => ({ pitch, beat, length: 1 })),
      ).flat(),
    },
  ],
  timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
};

const file = (name = 'carol.musicxml') => new File(['<score-partwise/>'], name, { type: 'application/xml' });

/** A reader that answers each file name as the test says (the real readers are tested on files). */
function reader(answers: Record<string, ReadOutcome | ((tune?: number) => ReadOutcome)>): ReadFile {
  return async (f, { tune }) => {
    const answer = answers[f.name] ?? { kind: 'error', message: 'No such file' };
    return typeof answer === 'function' ? answer(tune) : answer;
  };
}

function setUp(read: ReadFile) {
  fakeApi(signedOutRoutes());
  const { store, state, doc } = testStore();
  const before = songWith({ 62: [0, 1, 2] });
  doc.load(before, 'Before');
  renderWithStore(<ImportMusicHost read={read} />, store);
  return { store, state, doc, before, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog', { name: 'Import music' });
const importButton = () => screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement;

describe('importing music', () => {
  it('previews a dropped file, then imports it as one undo step, unsaved, at its tempo', async () => {
    const { state, doc, before, user } = setUp(reader({ 'carol.musicxml': { kind: 'piece', piece: CAROL } }));
    act(() => state().openDialog('importMusic', { file: file() }));
    expect(within(dialog()).getByRole('status').textContent).toContain('Reading carol.musicxml');
    await screen.findByText('Carol of the Test');
    expect(screen.getByText(/MusicXML file: carol\.musicxml/)).toBeTruthy();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['PartNotesRange', 'Handbells4C4–G4', 'Chimes (handchimes)2C5', 'Snare (drums)4D2']);
    expect((screen.getByRole('checkbox', { name: 'Snare (drums)' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Bells needed: 3 (6 notes)')).toBeTruthy();
    const bells = within(screen.getByRole('list', { name: 'Bells needed: 3 (6 notes)' }));
    expect(bells.getAllByRole('listitem').map((bell) => bell.textContent)).toEqual(['C4', 'G4', 'C5 chime']);
    expect(screen.getByText('Repeats written out')).toBeTruthy();

    await user.click(importButton());
    expect(state().dialogs.importMusic.display).toBe(false);
    expect(doc.title).toBe('Carol of the Test');
    expect(noteCount(doc.song)).toBe(6);
    expect(doc.song.staves.map((s) => `${s.pitchId}:${s.instrument}`)).toEqual([
      '60:handbell',
      '67:handbell',
      '72:handchime',
    ]);
    expect(doc.song.timeSignatures).toEqual([{ beat: 0, numerator: 3, denominator: 4 }]);
    expect(state().saveRequired).toBe(true);
    expect(state().preferences.bpm).toBe(84);

    act(() => doc.editor.undo());
    expect(doc.song.staves).toEqual(before.staves);
  });

  it('follows the choices: unticking a part, snapping, merging chimes onto bells', async () => {
    const { state, doc, user } = setUp(reader({ 'carol.musicxml': { kind: 'piece', piece: CAROL } }));
    act(() => state().openDialog('importMusic', { file: file() }));
    await screen.findByText('Carol of the Test');
    await user.click(screen.getByRole('checkbox', { name: 'Ring handchime parts on the bells' }));
    expect(screen.getByText('Handchime parts ring on handbell rows')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Handbells' }));
    expect(screen.getByText('Bells needed: 1 (2 notes)')).toBeTruthy();
    await user.selectOptions(
      screen.getByLabelText('The file holds'),
      'Sounding pitches (write an octave lower)',
    );
    await user.click(importButton());
    expect(doc.song.staves.map((s) => `${s.pitchId}:${s.instrument}`)).toEqual(['60:handbell']);
  });

  it('marks notes outside the chosen bells, and fits them by octaves', async () => {
    const { state, user } = setUp(reader({ 'carol.musicxml': { kind: 'piece', piece: CAROL } }));
    act(() => state().openDialog('importMusic', { file: file() }));
    await screen.findByText('Carol of the Test');
    await user.selectOptions(screen.getByLabelText('Bells'), '2 octaves G4–G6');
    expect(screen.getByText('2 notes fall outside 2 octaves G4–G6 (on C4, marked *).')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fit to bells' }));
    expect((screen.getByLabelText('Transpose (semitones)') as HTMLInputElement).value).toBe('12');
    expect(screen.queryByText(/fall outside/)).toBeNull();
    expect(screen.getByText('Transposed up an octave')).toBeTruthy();
  });

  it('keeps the song as it was on Cancel or Escape', async () => {
    const { state, doc, before, user } = setUp(reader({ 'carol.musicxml': { kind: 'piece', piece: CAROL } }));
    act(() => state().openDialog('importMusic', { file: file() }));
    await screen.findByText('Carol of the Test');
    await user.keyboard('{Escape}');
    expect(state().dialogs.importMusic.display).toBe(false);
    act(() => state().openDialog('importMusic', { file: file() }));
    await screen.findByText('Carol of the Test');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(doc.song.staves).toEqual(before.staves);
    expect(doc.title).toBe('Before');
    expect(state().saveRequired).toBe(false);
  });

  it("shows the reader's message for a file that cannot be read, and imports nothing", async () => {
    const message = 'broken.mid is not a MIDI file: it ends before its first track.';
    const { state, doc, before } = setUp(reader({ 'broken.mid': { kind: 'error', message } }));
    act(() => state().openDialog('importMusic', { file: file('broken.mid') }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(importButton().disabled).toBe(true);
    expect(doc.song.staves).toEqual(before.staves);
    expect(doc.title).toBe('Before');
  });

  it('refuses a piece over the note limit with the count, and offers the bars that fit', async () => {
    const { state, doc, user } = setUp(reader({ 'long.mid': { kind: 'piece', piece: LONG } }));
    act(() => state().openDialog('importMusic', { file: file('long.mid') }));
    const reason = await screen.findByText(
      '2400 notes: a song holds at most 2000. To bring it in, untick parts, or bring in bars 1–83.',
    );
    expect(importButton().disabled).toBe(true);
    expect(importButton().getAttribute('aria-describedby')).toBe(reason.closest('[id]')?.id);
    await user.click(screen.getByRole('button', { name: 'Bring in bars 1–83' }));
    expect(importButton().disabled).toBe(false);
    await user.click(importButton());
    expect(noteCount(doc.song)).toBe(83 * 24);
  });

  it('asks which tune of an ABC file with several, then previews that one', async () => {
    const tunes: ReadOutcome = {
      kind: 'tunes',
      tunes: [
        { number: 1, title: 'Speed the Plough' },
        { number: 2, title: 'Soldiers Joy' },
      ],
    };
    const read = reader({
      'tunes.abc': (tune) =>
        tune === undefined
          ? tunes
          : { kind: 'piece', piece: { ...CAROL, format: 'abc', title: `Tune ${tune}` } },
    });
    const { state, user } = setUp(read);
    act(() => state().openDialog('importMusic', { file: file('tunes.abc') }));
    await user.click(await screen.findByRole('radio', { name: '2. Soldiers Joy' }));
    await user.click(screen.getByRole('button', { name: 'Preview this tune' }));
    expect(await screen.findByText('Tune 2')).toBeTruthy();
    expect(screen.getByText(/ABC file: tunes\.abc/)).toBeTruthy();
  });

  it('from the menu, asks for a file, and works from the keyboard', async () => {
    const { state, doc, user } = setUp(reader({ 'carol.musicxml': { kind: 'piece', piece: CAROL } }));
    act(() => state().openDialog('importMusic'));
    expect(screen.getByRole('button', { name: 'Choose a music file' })).toBeTruthy();
    await user.upload(screen.getByLabelText('Music file'), file());
    await screen.findByText('Carol of the Test');
    importButton().focus();
    await user.keyboard('{Enter}');
    expect(doc.title).toBe('Carol of the Test');
  });

  it('reads a file dropped on the page while the preview is open, in place of the first', async () => {
    const other: Piece = { ...CAROL, title: 'Another Carol' };
    const read = reader({
      'carol.musicxml': { kind: 'piece', piece: CAROL },
      'other.mid': { kind: 'piece', piece: other },
    });
    const { state } = setUp(read);
    act(() => state().openDialog('importMusic', { file: file() }));
    await screen.findByText('Carol of the Test');
    const drop = new Event('drop', { cancelable: true });
    Object.defineProperty(drop, 'dataTransfer', { value: { files: [file('other.mid')] } });
    act(() => {
      window.dispatchEvent(drop);
    });
    expect(drop.defaultPrevented).toBe(true);
    expect(await screen.findByText('Another Carol')).toBeTruthy();
  });

  it('reads a real ABC file with the readers: picks a tune, previews it, imports it', async () => {
    const bytes = readFileSync(
      join(import.meta.dirname, '../../../../packages/music-io/test/fixtures/folk-tunes.abc'),
    );
    // The readers themselves, in this thread (the app runs them in a worker), on the file's bytes
    // (jsdom's File cannot give them back).
    const read: ReadFile = async (f, { tune }) =>
      readMusic(f.name, new Uint8Array(bytes), tune === undefined ? {} : { tune });
    const { state, doc, user } = setUp(read);
    act(() => state().openDialog('importMusic', { file: new File([bytes], 'folk-tunes.abc') }));
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(3);
    await user.click(radios[1]!);
    await user.click(screen.getByRole('button', { name: 'Preview this tune' }));
    await screen.findByText(/ABC file: folk-tunes\.abc/);
    await user.click(importButton());
    expect(state().dialogs.importMusic.display).toBe(false);
    expect(noteCount(doc.song)).toBeGreaterThan(0);
    expect(state().saveRequired).toBe(true);
  });
});
