import { createDefaultSong } from '@ringalong/song';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PLAN, fakeApi, signedInRoutes, song } from '../../test/fake-api.ts';
import { testStore } from '../../test/store-harness.ts';
import { findDraft, readWork } from './durable.ts';

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** An upgraded user who has edited the song in the editor and not saved it. */
async function withUnsavedWork() {
  const server = fakeApi({
    ...signedInRoutes(ACTIVE_PLAN),
    'GET /songs/:id': () => ({
      body: {
        failed: false,
        ...song({ song_id: 9, title: 'Carol', user_id: 2 }),
        song_object: createDefaultSong(),
      },
    }),
    'POST /auth/logout': () => ({ body: { success: true } }),
  });
  const harness = testStore();
  await harness.state().init();
  harness.state().newSong();
  harness.doc.setTitle('Half Written Peal');
  await vi.runAllTimersAsync();
  return { server, ...harness };
}

const keptTitle = async () => (await readWork(findDraft(window.localStorage)))?.title;

describe('replacing a song with unsaved changes', () => {
  it('opening another song asks first and changes nothing, the kept local copy included', async () => {
    const { server, state, doc } = await withUnsavedWork();
    state().openLibrary();
    await state().openSong(9);
    await vi.runAllTimersAsync();
    expect(state().dialogs.unsavedChanges).toEqual({ display: true, data: { kind: 'open', songId: 9 } });
    expect(state().dialogs.library.display).toBe(false);
    expect(server.find('GET', '/songs/9')).toHaveLength(0);
    expect(doc.title).toBe('Half Written Peal');
    expect(state().saveRequired).toBe(true);
    expect(await keptTitle()).toBe('Half Written Peal');
  });

  it('Keep editing leaves the work as it was', async () => {
    const { state, doc } = await withUnsavedWork();
    await state().openSong(9);
    state().keepEditing();
    expect(state().dialogs.unsavedChanges.display).toBe(false);
    expect(doc.title).toBe('Half Written Peal');
    expect(state().saveRequired).toBe(true);
  });

  it('Discard changes opens the song that was asked for', async () => {
    const { server, state, doc } = await withUnsavedWork();
    await state().openSong(9);
    await state().discardChanges();
    expect(server.find('GET', '/songs/9')).toHaveLength(1);
    expect(doc.title).toBe('Carol');
    expect(state().saveRequired).toBe(false);
    expect(state().dialogs.unsavedChanges.display).toBe(false);
    // The next replacement asks again once there is new unsaved work.
    doc.setTitle('Another Go');
    state().newSong();
    expect(state().dialogs.unsavedChanges.data).toEqual({ kind: 'new' });
  });

  it('New Song asks first; discarding starts the empty song', async () => {
    const { state, doc } = await withUnsavedWork();
    state().newSong();
    expect(state().dialogs.unsavedChanges.data).toEqual({ kind: 'new' });
    expect(doc.title).toBe('Half Written Peal');
    await state().discardChanges();
    expect(doc.title).toBe('New Song');
    expect(state().saveRequired).toBe(false);
  });

  it('signing out asks first and does not log out until the user confirms', async () => {
    const { server, state } = await withUnsavedWork();
    state().openDialog('userSettings');
    await state().signOut();
    expect(state().dialogs.unsavedChanges.data).toEqual({ kind: 'signOut' });
    expect(server.find('POST', '/auth/logout')).toHaveLength(0);
    expect(state().user.signedIn).toBe(true);
    await vi.waitFor(async () => expect(await keptTitle()).toBe('Half Written Peal'));
    await state().discardChanges();
    expect(server.find('POST', '/auth/logout')).toHaveLength(1);
    expect(state().user.signedIn).toBe(false);
  });

  it('nothing is asked when all changes are saved', async () => {
    const { server, state } = await withUnsavedWork();
    state().newSong();
    await state().discardChanges();
    await state().openSong(9);
    expect(state().dialogs.unsavedChanges.display).toBe(false);
    expect(server.find('GET', '/songs/9')).toHaveLength(1);
  });
});
