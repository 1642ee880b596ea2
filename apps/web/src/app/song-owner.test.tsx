/**
 * One owner for the song: the header's title, the bell menu, Row Call, the editor, the kept work
 * and the next save all read the same song and title, whatever happened before (issue 11).
 */
import { applyBellSelection } from '@ringalong/song';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PLAN, type Call, fakeApi, signedInRoutes, song } from '../../test/fake-api.ts';
import { renderWithStore } from '../../test/render.tsx';
import { testStore } from '../../test/store-harness.ts';
import { findDraft, readWork } from '../store/durable.ts';
import { EditorDialogs } from './EditorDialogs.tsx';
import { Header } from './Header.tsx';

type Harness = ReturnType<typeof testStore>;

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const titleSent = (call: Call) => (call.body as { meta: { title: string } }).meta.title;

function server() {
  return fakeApi({
    ...signedInRoutes(ACTIVE_PLAN),
    'POST /songs': (call) => ({ status: 201, body: song({ song_id: 100, title: titleSent(call) }) }),
    'PUT /songs/:id': (call) => ({
      body: {
        success: true,
        message: 'Saved',
        metadata: song({ song_id: 100, title: titleSent(call), revision: 2 }),
      },
    }),
  });
}

/** What each reader of the song shows, read from a fresh rendering of the header and the dialogs. */
async function readers({ store, state, doc }: Harness) {
  cleanup();
  act(() => {
    state().openDialog('bellMenu');
    state().openDialog('rowCall');
  });
  // The dialogs' code loads on first opening: the rendering waits for it.
  await act(async () => {
    renderWithStore(
      <>
        <Header />
        <EditorDialogs />
      </>,
      store,
    );
  });
  const bellMenu = (await screen.findByText(/bells? selected$/, {}, { timeout: 15_000 })).textContent;
  const rowCall = (await screen.findByText(/^Bell 1 of/, {}, { timeout: 15_000 })).textContent;
  const header = (screen.getByRole('textbox', { name: 'Song title' }) as HTMLInputElement).value;
  act(() => {
    state().closeDialog('bellMenu');
    state().closeDialog('rowCall');
  });
  // What a reload would open: the draft, kept while there are unsaved changes (none once saved).
  store.flushWork();
  const kept = await readWork(findDraft(window.localStorage));
  const edited = doc.editor.getSong();
  return {
    header,
    bellMenu,
    rowCall,
    editor: { title: edited.meta.title, bells: edited.staves.length, sameSong: edited === doc.song },
    kept: kept?.saveRequired
      ? { title: kept.title, songTitle: kept.song.meta.title, bells: kept.song.staves.length }
      : null,
  };
}

/** `saved`: no unsaved changes, so no draft is kept. */
const everywhere = (title: string, bells: number, saved = false) => ({
  header: title,
  bellMenu: `${bells} bells selected`,
  rowCall: `Bell 1 of ${bells}`,
  editor: { title, bells, sameSong: true },
  kept: saved ? null : { title, songTitle: title, bells },
});

// Each reading renders the header and two dialogs afresh, which takes a while on a busy machine.
describe('every reader sees the one song and title', { timeout: 60_000 }, () => {
  it('after save, edit, undo and reload', async () => {
    const api = server();
    const first = testStore();
    await first.state().init();
    first.state().newSong();
    act(() => first.doc.setTitle('Morning Bells!'));
    await first.state().save();
    // Stored as 'Morning Bells' (sanitized): the editor's song takes that title too, not 'New Song'.
    expect(titleSent(api.find('POST', '/songs')[0]!)).toBe('Morning Bells');
    expect(first.state().saveRequired).toBe(false);
    expect(await readers(first)).toEqual(everywhere('Morning Bells', 5, true));

    act(() =>
      first.doc.editor.edit((current) => applyBellSelection(current, { 60: true, 62: true, 64: true })),
    );
    expect(await readers(first)).toEqual(everywhere('Morning Bells', 3));

    act(() => first.doc.editor.undo());
    expect(first.state().saveRequired).toBe(true);
    expect(await readers(first)).toEqual(everywhere('Morning Bells', 5));

    // Reload: a new page restores the kept work.
    first.store.stopKeepingWork();
    cleanup();
    const second = testStore();
    await second.state().init();
    expect(second.state().loadedSongMeta.song_id).toBe(100);
    expect(await readers(second)).toEqual(everywhere('Morning Bells', 5));
    await second.state().save();
    const saved = api.find('PUT', '/songs/100')[0]?.body as { meta: { title: string }; staves: unknown[] };
    expect(saved.meta.title).toBe('Morning Bells');
    expect(saved.staves).toHaveLength(5);
    second.store.stopKeepingWork();
  });

  it('a rename is not an undo step: undo takes back the notes and keeps the title', async () => {
    server();
    const harness = testStore();
    await harness.state().init();
    harness.state().newSong();
    act(() =>
      harness.doc.editor.edit((current) => applyBellSelection(current, { 60: true, 62: true, 64: true })),
    );
    act(() => harness.doc.setTitle('Evening Peal'));
    expect(harness.doc.getSnapshot()).toMatchObject({ title: 'Evening Peal', canUndo: true });
    act(() => harness.doc.editor.undo());
    expect(await readers(harness)).toEqual(everywhere('Evening Peal', 5));
    harness.store.stopKeepingWork();
  });

  it('a save adopts the title the server stored (a remix) everywhere, and undo does not bring the old one back', async () => {
    const api = server();
    api.on('GET /songs/:id', () => ({
      body: {
        failed: false,
        ...song({ song_id: 9, user_id: 2, title: 'Carol', is_public: true }),
        song_object: {
          version: 5,
          meta: { title: 'Carol' },
          staves: [{ pitchId: 60, instrument: 'handbell', notes: [] }],
          timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
        },
      },
    }));
    const harness = testStore();
    await harness.state().init();
    await harness.state().openSong(9);
    act(() => harness.state().enterEditMode());
    act(() => harness.doc.editor.edit((current) => applyBellSelection(current, { 60: true, 62: true })));
    await harness.state().save();
    expect(await readers(harness)).toEqual(everywhere('Carol Remix', 2, true));
    act(() => harness.doc.editor.undo());
    expect(await readers(harness)).toEqual({ ...everywhere('Carol Remix', 1), bellMenu: '1 bell selected' });
    harness.store.stopKeepingWork();
  });
});
