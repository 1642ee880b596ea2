import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PLAN, errorBody, fakeApi, signedInRoutes, signedOutRoutes } from '../../test/fake-api.ts';
import { testStore } from '../../test/store-harness.ts';

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('library', () => {
  it('anonymous visitors ask the public endpoint with the criteria in the query string', async () => {
    const server = fakeApi(signedOutRoutes());
    const { state } = testStore();
    state().setCriteria({ text: 'carol', bellMin: 3, bellMax: 12 });
    expect(state().library.criteriaChanged).toBe(true);
    await state().search();
    const query = server.find('GET', '/songs/public')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      text: 'carol',
      bellMin: '3',
      bellMax: '12',
      eightNote: 'false',
      is_public: 'true',
    });
    expect(state().library.criteriaChanged).toBe(false);
  });

  it('switching to Your Songs clears the search and asks GET /songs for private songs', async () => {
    const server = fakeApi(signedInRoutes(ACTIVE_PLAN));
    const { state } = testStore();
    await state().init();
    state().setCriteria({ text: 'carol' });
    await state().setLibraryType('private');
    expect(state().library.criteria.text).toBe('');
    expect(server.find('GET', '/songs').at(-1)?.query.get('is_public')).toBe('false');
  });

  it('clear search resets the bell range to 0 to 32', async () => {
    fakeApi(signedOutRoutes());
    const { state } = testStore();
    state().setCriteria({ bellMin: 4, bellMax: 8, text: 'x' });
    await state().clearSearch();
    expect(state().library.criteria).toMatchObject({ text: '', bellMin: 0, bellMax: 32 });
  });

  it('opening the library shows the fetching flag until the songs arrive', async () => {
    let release: (() => void) | null = null;
    fakeApi({
      ...signedOutRoutes(),
      'GET /songs/public': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { songs: [] } });
        }),
    });
    const { state } = testStore();
    state().openLibrary();
    await vi.waitFor(() => expect(release).not.toBeNull());
    expect(state().library.fetching).toBe(true);
    expect(state().dialogs.library.display).toBe(true);
    release!();
    await vi.waitFor(() => expect(state().library.fetching).toBe(false));
  });

  it('a slow older search never overwrites a newer answer', async () => {
    const answers: Array<() => void> = [];
    fakeApi({
      ...signedOutRoutes(),
      'GET /songs/public': (call) =>
        new Promise((resolve) => {
          const title = call.query.get('text') ?? '';
          answers.push(() =>
            resolve({
              body: {
                songs: [
                  {
                    song_id: title.length + 1,
                    title,
                    display_name: 'A',
                    user_id: null,
                    is_public: true,
                    is_demo: true,
                    bell_count: 5,
                    view_count: 0,
                    revision: 1,
                  },
                ],
              },
            }),
          );
        }),
    });
    const { state } = testStore();
    state().setCriteria({ text: 'old' });
    const first = state().search();
    state().setCriteria({ text: 'newer' });
    const second = state().search();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]?.();
    await second;
    answers[0]?.();
    await first;
    expect(state().library.songs[0]?.title).toBe('newer');
  });

  it('a server failure is kept as an error in plain words, not as an empty library; a retry clears it', async () => {
    let fail = true;
    fakeApi({
      ...signedOutRoutes(),
      'GET /songs/public': () =>
        fail
          ? { status: 500, body: errorBody(500, 'The database is not answering.') }
          : { body: { songs: [] } },
    });
    const { state } = testStore();
    await state().refreshLibrary();
    expect(state().library).toMatchObject({ fetching: false, error: 'The database is not answering.' });
    fail = false;
    await state().refreshLibrary();
    expect(state().library).toMatchObject({ fetching: false, error: null, songs: [] });
  });

  it("signed out, 'Your Songs' asks nothing of the server and drops an answer still on its way", async () => {
    let release: (() => void) | null = null;
    const server = fakeApi({
      ...signedOutRoutes(),
      'GET /songs/public': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { songs: [{ ...publicSong }] } });
        }),
    });
    const { state } = testStore();
    const publicFetch = state().refreshLibrary();
    await vi.waitFor(() => expect(release).not.toBeNull());
    await state().setLibraryType('private');
    release!();
    await publicFetch;
    expect(server.find('GET', '/songs')).toHaveLength(0);
    expect(state().library).toMatchObject({ type: 'private', songs: [], fetching: false, error: null });
  });
});

const publicSong = {
  song_id: 1,
  title: 'Demo',
  display_name: 'A',
  user_id: null,
  is_public: true,
  is_demo: true,
  bell_count: 5,
  view_count: 0,
  revision: 1,
};
