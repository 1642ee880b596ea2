import { createDefaultSong, EMPTY_PLAN, exportSong, noteCount, type Song } from '@ringalong/song';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PLAN, fakeApi, signedInRoutes, song } from '../../test/fake-api.ts';
import { testStore, toastTexts } from '../../test/store-harness.ts';
import { writeWork } from './durable.ts';
import { sameJson } from './handover.ts';

const composed = {
  ...createDefaultSong(),
  staves: [
    {
      pitchId: 60,
      instrument: 'handbell' as const,
      notes: [
        { beat: 1, length: 1 },
        { beat: 2, length: 1 },
      ],
    },
  ],
};
const work = {
  song: composed,
  title: 'Rounds',
  loadedTitle: 'New Song',
  meta: { song_id: 0 },
  saveRequired: true,
};
const savedAtCheckout = song({ song_id: 31, title: 'Rounds', revision: 1 });

/** The server reversed the key order, as jsonb may. */
const reordered = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(reordered)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .reverse()
            .map(([k, v]) => [k, reordered(v)]),
        )
      : value;

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

/** Back on /success; the plan turns active on the second read, naming the song saved at checkout. */
function backFromCheckout(storedSong = exportSong(composed, 'Rounds')) {
  let reads = 0;
  const server = fakeApi({
    ...signedInRoutes(),
    'GET /users/plan': () => {
      reads++;
      return reads < 2
        ? { body: { planObject: EMPTY_PLAN, handedOverSong: null } }
        : { body: { planObject: ACTIVE_PLAN, handedOverSong: savedAtCheckout } };
    },
    'GET /songs/:id': () => ({
      body: { failed: false, ...savedAtCheckout, song_object: reordered(storedSong) },
    }),
    'PUT /songs/:id': () => ({ body: { success: true, metadata: { ...savedAtCheckout, revision: 2 } } }),
    'POST /songs': () => ({ status: 201, body: song({ song_id: 32, title: 'Rounds' }) }),
  });
  writeWork(window.localStorage, work);
  window.history.replaceState(null, '', '/success');
  return { server, ...testStore('/success') };
}

describe('back from checkout with the song the server saved', () => {
  it('adopts the saved song, shows it saved, and the next save updates it', async () => {
    const { server, state, doc } = backFromCheckout();
    await state().init();
    expect(state().loadedSongMeta).toEqual(savedAtCheckout);
    expect(state().saveRequired).toBe(false);
    expect(doc.song.staves[0]?.notes).toEqual([
      { beat: 1, length: 1 },
      { beat: 2, length: 1 },
    ]);
    doc.setTitle('Rounds');
    await state().save();
    expect(server.find('PUT', '/songs/31')).toHaveLength(1);
    expect(server.find('POST', '/songs')).toHaveLength(0);
  });

  it('keeps different local work as unsaved work of its own', async () => {
    const other = {
      ...composed,
      staves: [{ pitchId: 60, instrument: 'handbell' as const, notes: [{ beat: 3, length: 1 }] }],
    };
    const { state } = backFromCheckout(exportSong(other, 'Rounds'));
    await state().init();
    expect(state().loadedSongMeta.song_id).toBe(0);
    expect(state().saveRequired).toBe(true);
  });

  it('adopts on a later start too, when the work kept is the song handed over', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /users/plan': () => ({ body: { planObject: ACTIVE_PLAN, handedOverSong: savedAtCheckout } }),
      'GET /songs/:id': () => ({
        body: { failed: false, ...savedAtCheckout, song_object: exportSong(composed, 'Rounds') },
      }),
    });
    writeWork(window.localStorage, work);
    const { state } = testStore();
    await state().init();
    expect(state().loadedSongMeta.song_id).toBe(31);
    expect(state().saveRequired).toBe(false);
  });
});

describe("someone else's song carried through the checkout", () => {
  // Signed in as user 1 (ME), the work kept is the demo 'Jingle Bells' (owned by user 99), edited.
  const demo = song({ song_id: 5, title: 'Jingle Bells', user_id: 99, is_demo: true, is_public: true });
  const editedDemo = { ...work, title: 'Jingle Bells', loadedTitle: 'Jingle Bells', meta: demo };
  const remix = song({ song_id: 31, title: 'Jingle Bells Remix', user_id: 1, revision: 1 });

  it("travels with subscribe as the user's remix: ' Remix' added to the unchanged title", async () => {
    const server = fakeApi({
      ...signedInRoutes(),
      'PUT /users/subscribe': () => ({ body: { success: true, url: 'http://127.0.0.1/checkout/local/1' } }),
    });
    writeWork(window.localStorage, editedDemo);
    const { state } = testStore();
    await state().init();
    expect(state().loadedSongMeta.song_id).toBe(5);
    await state().subscribe();
    const sent = server.find('PUT', '/users/subscribe')[0]?.body as { meta: { title: string } };
    expect(sent.meta.title).toBe('Jingle Bells Remix');
  });

  it('keeps a title the user changed, as saving would', async () => {
    const server = fakeApi({
      ...signedInRoutes(),
      'PUT /users/subscribe': () => ({ body: { success: true, url: 'http://127.0.0.1/checkout/local/1' } }),
    });
    writeWork(window.localStorage, { ...editedDemo, title: 'Sleigh Ride' });
    const { state } = testStore();
    await state().init();
    await state().subscribe();
    expect(server.find('PUT', '/users/subscribe')[0]?.body).toMatchObject({ meta: { title: 'Sleigh Ride' } });
  });

  it('an opened demo left unchanged is no work: subscribe sends nothing for the server to keep', async () => {
    const server = fakeApi({
      ...signedInRoutes(),
      'PUT /users/subscribe': () => ({ body: { success: true, url: 'http://127.0.0.1/checkout/local/1' } }),
      'GET /songs/:id': () => ({ body: { failed: false, ...demo, song_object: composed } }),
    });
    const { state, doc } = testStore();
    await state().init();
    await state().openSong(5);
    expect(doc.title).toBe('Jingle Bells');
    await state().subscribe();
    const sent = server.find('PUT', '/users/subscribe')[0]?.body as Song;
    expect(sent.meta.title).toBe('New Song');
    expect(noteCount(sent)).toBe(0);
  });

  it('back from checkout, the app adopts the remix the server saved and says Saved', async () => {
    let reads = 0;
    const server = fakeApi({
      ...signedInRoutes(),
      'GET /users/plan': () => {
        reads++;
        return reads < 2
          ? { body: { planObject: EMPTY_PLAN, handedOverSong: null } }
          : { body: { planObject: ACTIVE_PLAN, handedOverSong: remix } };
      },
      'GET /songs/:id': () => ({
        body: { failed: false, ...remix, song_object: reordered(exportSong(composed, 'Jingle Bells Remix')) },
      }),
      'PUT /songs/:id': () => ({ body: { success: true, metadata: { ...remix, revision: 2 } } }),
      'POST /songs': () => ({ status: 201, body: song({ song_id: 32, title: 'Jingle Bells Remix 2' }) }),
    });
    writeWork(window.localStorage, editedDemo);
    window.history.replaceState(null, '', '/success');
    const { state, doc } = testStore('/success');
    await state().init();
    expect(state().loadedSongMeta).toEqual(remix);
    expect(doc.title).toBe('Jingle Bells Remix');
    expect(state().saveRequired).toBe(false);
    expect(state().toasts.find((t) => t.summary === 'Saved')).toMatchObject({ severity: 'success' });
    await state().save();
    expect(server.find('PUT', '/songs/31')).toHaveLength(1);
    expect(server.find('POST', '/songs')).toHaveLength(0);
  });
});

describe('back from a checkout the user canceled', () => {
  it('shows where the plan stands, says nothing was paid and never reports a failed payment', async () => {
    fakeApi(signedInRoutes(EMPTY_PLAN));
    writeWork(window.localStorage, work);
    window.history.replaceState(null, '', '/?checkout=canceled');
    const { state, doc } = testStore();
    await state().init();
    expect(window.location.search).toBe('');
    expect(state().dialogs.manageSubscription.display).toBe(true);
    expect(state().plan.purchaseFailed).toBe(false);
    expect(state().toasts.at(-1)).toMatchObject({
      severity: 'info',
      summary: 'Checkout canceled',
      detail: 'No payment was made.',
    });
    expect(doc.title).toBe('Rounds');
    expect(state().saveRequired).toBe(true);
  });

  it('without kept work the library stays closed behind Manage Subscription', async () => {
    fakeApi(signedInRoutes(EMPTY_PLAN));
    window.history.replaceState(null, '', '/?checkout=canceled');
    const { state } = testStore();
    await state().init();
    expect(state().dialogs.library.display).toBe(false);
    expect(state().dialogs.manageSubscription.display).toBe(true);
    expect(toastTexts(state().toasts)).not.toContain('Something went wrong, unable to process payment.');
  });
});

describe('comparing songs as JSON', () => {
  it('ignores key order and notices any changed value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const copy = JSON.parse(JSON.stringify(value));
        expect(sameJson(value, reordered(copy))).toBe(true);
        expect(sameJson({ v: value }, { v: value, extra: 1 })).toBe(false);
      }),
    );
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson({ a: 1 }, { a: '1' })).toBe(false);
  });
});
