import { createDefaultSong, SONG_VERSION } from '@ringalong/song';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PLAN, errorBody, fakeApi, signedInRoutes, signedOutRoutes } from '../../test/fake-api.ts';
import { testStore } from '../../test/store-harness.ts';
import { writeWork } from './durable.ts';

const unsaved = {
  song: {
    ...createDefaultSong(),
    staves: [{ pitchId: 60, instrument: 'handbell' as const, notes: [{ beat: 2, length: 1 }] }],
  },
  title: 'My tune',
  loadedTitle: 'New Song',
  meta: { song_id: 0 },
  saveRequired: true,
};

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('app start', () => {
  it("signed out: the session check's 401 is logged once, not as an error (spec section 8: logged only)", async () => {
    fakeApi(signedOutRoutes());
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { state } = testStore();
    await state().init();
    expect(info.mock.calls).toEqual([['Session check: not signed in.']]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('a session check with no answer is logged once, as an error', async () => {
    fakeApi({});
    const { state } = testStore();
    await state().init();
    const logged = vi
      .mocked(console.error)
      .mock.calls.filter(([first]) => /me|[Ss]ession/.test(String(first)));
    expect(logged).toEqual([['Session check failed:', expect.stringContaining('No response from server')]]);
  });

  it('signed out: stays signed out, opens song 0 and the public library', async () => {
    const server = fakeApi(signedOutRoutes());
    const { state } = testStore();
    await state().init();
    expect(state().user.signedIn).toBe(false);
    expect(state().loadedSongMeta.song_id).toBe(0);
    expect(state().dialogs.library.display).toBe(true);
    await vi.waitFor(() => expect(state().library.songs).toHaveLength(1));
    const [list] = server.find('GET', '/songs/public');
    expect(list?.query.get('is_public')).toBe('true');
  });

  it('signed in: stores id and name and fetches the plan', async () => {
    const server = fakeApi(signedInRoutes(ACTIVE_PLAN));
    const { state } = testStore();
    await state().init();
    expect(state().user).toMatchObject({ signedIn: true, id: 1, name: 'Ada' });
    expect(server.find('GET', '/users/plan')).toHaveLength(1);
    await vi.waitFor(() => expect(server.find('GET', '/songs')).toHaveLength(1));
  });

  it('restores unsaved work kept from before a reload, in edit mode and still unsaved', async () => {
    fakeApi(signedOutRoutes());
    writeWork(window.localStorage, unsaved);
    const { state, doc } = testStore();
    await state().init();
    expect(doc.title).toBe('My tune');
    expect(doc.song.staves[0]?.notes).toEqual([{ beat: 2, length: 1 }]);
    expect(state().saveRequired).toBe(true);
    expect(state().preferences.editMode).toBe(true);
    expect(state().dialogs.library.display).toBe(false);
  });

  it('restores work kept by the app of song version 1, lifted to the current version with the same notes', async () => {
    fakeApi(signedOutRoutes());
    const v1Song = {
      version: 1,
      meta: { title: 'New Song' },
      staves: [{ pitchId: 60, notes: [{ beat: 2 }, { beat: 3 }] }],
      timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
    };
    window.localStorage.setItem('ringalong.work.v1', JSON.stringify({ ...unsaved, song: v1Song }));
    const { state, doc } = testStore();
    await state().init();
    expect(doc.title).toBe('My tune');
    expect(doc.song.version).toBe(SONG_VERSION);
    expect(doc.song.staves).toEqual([
      {
        pitchId: 60,
        instrument: 'handbell',
        notes: [
          { beat: 2, length: 1 },
          { beat: 3, length: 2 },
        ],
      },
    ]);
    expect(state().saveRequired).toBe(true);
  });

  it('ignores kept work that is not a valid song', async () => {
    fakeApi(signedOutRoutes());
    window.localStorage.setItem('ringalong.work.v1', JSON.stringify({ ...unsaved, song: { staves: 'x' } }));
    const { state, doc } = testStore();
    await state().init();
    expect(doc.title).toBe('New Song');
    expect(state().saveRequired).toBe(false);
    expect(state().dialogs.library.display).toBe(true);
  });

  it('keeps the song in storage as it changes', async () => {
    fakeApi(signedOutRoutes());
    const { store, doc } = testStore();
    doc.setTitle('Changed');
    store.flushWork();
    const kept = JSON.parse(window.localStorage.getItem('ringalong.work.v1') ?? '{}');
    expect(kept).toMatchObject({
      title: 'Changed',
      song: { meta: { title: 'Changed' } },
      saveRequired: true,
    });
  });
});

describe('sign-in', () => {
  it('asks the server for the provider page, keeps the work, and goes there', async () => {
    const server = fakeApi({
      ...signedOutRoutes(),
      'POST /auth/sign-in': () => ({ body: { url: 'http://127.0.0.1/oidc/auth?x=1' } }),
    });
    const { state, navigate, doc } = testStore('/');
    doc.setTitle('Half done');
    await state().signIn();
    expect(server.find('POST', '/auth/sign-in')[0]?.body).toEqual({ returnTo: '/' });
    expect(navigate).toHaveBeenCalledWith('http://127.0.0.1/oidc/auth?x=1');
    expect(state().user.signingInProcess).toBe(true);
    expect(window.localStorage.getItem('ringalong.work.v1')).toContain('Half done');
  });

  it('without a server answer: "Unable to sign in" / "No response from server" for 3 s, dialog closed', async () => {
    fakeApi(signedOutRoutes());
    const { state } = testStore();
    state().openDialog('signIn');
    await state().signIn();
    expect(state().toasts.at(-1)).toMatchObject({
      severity: 'error',
      summary: 'Unable to sign in',
      detail: 'No response from server. The server could not be reached.',
      life: 3000,
    });
    expect(state().user.signingInProcess).toBe(false);
    expect(state().dialogs.signIn.display).toBe(false);
  });

  it('after the redirect: restores the temporary song, toasts "Signed in", then offers a subscription', async () => {
    fakeApi(signedInRoutes());
    writeWork(window.localStorage, unsaved);
    window.history.replaceState(null, '', '/?signedIn=1');
    const { state, doc } = testStore();
    await state().init();
    expect(window.location.search).toBe('');
    expect(doc.title).toBe('My tune');
    expect(state().saveRequired).toBe(true);
    expect(state().preferences.editMode).toBe(true);
    expect(state().dialogs.library.display).toBe(false);
    expect(state().toasts.find((t) => t.summary === 'Signed in')?.life).toBe(1000);
    expect(state().plan.planBeingProcessed).toBe(false);
    expect(state().dialogs.subscriptionOptions.display).toBe(true);
  });

  it('after the redirect, an upgraded user gets the library refreshed instead', async () => {
    const server = fakeApi(signedInRoutes(ACTIVE_PLAN));
    window.history.replaceState(null, '', '/?signedIn=1');
    const { state } = testStore();
    await state().init();
    expect(state().dialogs.subscriptionOptions.display).toBe(false);
    expect(server.find('GET', '/songs').length).toBeGreaterThan(0);
  });
});

describe('account', () => {
  it('signing out tells the server, forgets the user and opens song 0 and the library', async () => {
    const server = fakeApi({
      ...signedInRoutes(ACTIVE_PLAN),
      'POST /auth/logout': () => ({ body: { success: true } }),
    });
    const { state } = testStore();
    await state().init();
    state().openDialog('userSettings');
    await state().signOut();
    expect(server.find('POST', '/auth/logout')).toHaveLength(1);
    expect(state().user.signedIn).toBe(false);
    expect(state().plan.planObject).toBeNull();
    expect(state().dialogs.library.display).toBe(true);
    expect(state().dialogs.userSettings.display).toBe(false);
  });

  it('sends a sanitized display name and toasts "Username Updated" for 500 ms', async () => {
    const server = fakeApi({
      ...signedInRoutes(),
      'POST /user/update-username': (call) => ({
        body: { success: true, name: (call.body as { name: string }).name },
      }),
    });
    const { state } = testStore();
    await state().updateUsername('  Bell   Ringer!!  ');
    expect(server.find('POST', '/user/update-username')[0]?.body).toEqual({ name: 'Bell Ringer' });
    expect(state().user.name).toBe('Bell Ringer');
    expect(state().toasts.at(-1)).toMatchObject({
      severity: 'success',
      summary: 'Username Updated',
      life: 500,
    });
  });

  it('a refused name change toasts "Couldn\'t Update Username" for 1000 ms', async () => {
    fakeApi({
      ...signedInRoutes(),
      'POST /user/update-username': () => ({ status: 500, body: errorBody(500, 'boom') }),
    });
    const { state } = testStore();
    await state().updateUsername('Ada');
    expect(state().toasts.at(-1)).toMatchObject({
      severity: 'error',
      summary: "Couldn't Update Username",
      life: 1000,
    });
  });
});
