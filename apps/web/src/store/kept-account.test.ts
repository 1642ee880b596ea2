/**
 * Sign-in kept for a start with no network (IndexedDB from fake-indexeddb): a subscriber who
 * starts offline is shown signed in, marked stale, and their save is queued, not refused; the
 * network's return asks again (and signs out a session that ended meanwhile); a visitor, or a
 * user who signed out, starts offline as a visitor.
 */
import { createDefaultSong } from '@ringalong/song';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PLAN, fakeApi, signedInRoutes, signedOutRoutes, song } from '../../test/fake-api.ts';
import { testStore } from '../../test/store-harness.ts';

let online = true;
beforeEach(() => {
  window.localStorage.clear();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The server while `online`; with no network every call fails as fetch does. */
function server(routes: ReturnType<typeof signedInRoutes>) {
  const reachable = Object.entries(routes).map(([route, handler]) => [
    route,
    (call: Parameters<typeof handler>[0]) => {
      if (!online) throw new TypeError('Failed to fetch');
      return handler(call);
    },
  ]);
  return fakeApi({
    ...Object.fromEntries(reachable),
    'POST /songs': () => {
      if (!online) throw new TypeError('Failed to fetch');
      return { status: 201, body: song({ song_id: 100, user_id: 1, title: 'Hall practice', revision: 1 }) };
    },
    'GET /songs/:id': () => {
      if (!online) throw new TypeError('Failed to fetch');
      return { body: { failed: false, ...song({ song_id: 9 }), song_object: createDefaultSong() } };
    },
  });
}

/** A visit online, signed in as Ada with an active plan: what it keeps for the next start. */
async function visitOnline() {
  const api = server(signedInRoutes(ACTIVE_PLAN));
  const first = testStore();
  await first.state().init();
  expect(first.state().user).toMatchObject({ signedIn: true, name: 'Ada' });
  await vi.waitFor(() => expect(window.localStorage.getItem('ringalong.accountKept')).toBe('true'));
  first.store.stopKeepingWork();
  return api;
}

describe('a start with no network', () => {
  it('shows the last signed-in user, marked stale, and queues their save instead of asking to sign in', async () => {
    await visitOnline();
    online = false;
    const { state, doc } = testStore();
    await state().init();
    expect(state().user).toMatchObject({ signedIn: true, id: 1, name: 'Ada', stale: true });
    expect(state().sessionChecked).toBe(true);
    state().newSong();
    doc.setTitle('Hall practice');
    await state().save();
    expect(state().dialogs.signIn.display).toBe(false);
    expect(state().dialogs.subscriptionOptions.display).toBe(false);
    expect(state().network.waiting).toBe(1);
    expect(state().saveRequired).toBe(false);
  });

  it('asks again when the network returns: the user stays signed in, no longer stale', async () => {
    const api = await visitOnline();
    online = false;
    const { state } = testStore();
    await state().init();
    const asked = api.find('GET', '/auth/me').length;
    online = true;
    state().networkChanged(true);
    await vi.waitFor(() => expect(state().user.stale).toBeFalsy());
    expect(state().user).toMatchObject({ signedIn: true, name: 'Ada' });
    expect(api.find('GET', '/auth/me').length).toBe(asked + 1);
  });

  it('a session that ended while away: signed out when the network returns, and forgotten', async () => {
    const api = await visitOnline();
    online = false;
    const { state } = testStore();
    await state().init();
    for (const [route, handler] of Object.entries(signedOutRoutes())) api.on(route, handler);
    online = true;
    state().networkChanged(true);
    await vi.waitFor(() => expect(state().user.signedIn).toBe(false));
    expect(window.localStorage.getItem('ringalong.accountKept')).toBeNull();
  });

  it('after signing out, starts as a visitor', async () => {
    await visitOnline();
    const signedIn = testStore();
    await signedIn.state().init();
    await signedIn.state().signOut();
    online = false;
    const { state } = testStore();
    await state().init();
    expect(state().user.signedIn).toBe(false);
    expect(state().sessionChecked).toBe(true);
  });

  it('a visitor starts offline as a visitor, without a call that cannot be answered', async () => {
    const api = server(signedOutRoutes());
    online = false;
    const { state } = testStore();
    await state().init();
    expect(state().user.signedIn).toBe(false);
    expect(state().sessionChecked).toBe(true);
    expect(api.find('GET', '/auth/me')).toHaveLength(0);
  });
});
