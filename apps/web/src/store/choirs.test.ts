import type { Choir } from '@ringalong/song';
import { EMPTY_PLAN } from '@ringalong/song';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVE_PLAN,
  type Call,
  errorBody,
  fakeApi,
  signedInRoutes,
  signedOutRoutes,
} from '../../test/fake-api.ts';
import { testStore, toastTexts } from '../../test/store-harness.ts';

const KEY = 'ringalong.choirs';

const choir = (id: string, name = 'Handbell Choir'): Choir => ({
  id,
  name,
  ringers: [
    { id: 'r1', name: 'Ann', experience: 'beginner' },
    { id: 'r2', name: 'Bob' },
  ],
  bells: [60, 62, 64],
  chimes: [],
});

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

/** A fake server that keeps choirs by id, as the real one does for one user. */
function choirServer(initial: Choir[] = []) {
  const kept = new Map(initial.map((c) => [c.id, c]));
  const idOf = (call: Call) => decodeURIComponent(call.path.split('/').at(-1) ?? '');
  return {
    kept,
    routes: {
      'GET /choirs': () => ({ body: { choirs: [...kept.values()] } }),
      'PUT /choirs/:id': (call: Call) => {
        const body = { ...(call.body as Choir), id: idOf(call) };
        kept.set(body.id, body);
        return { body: { success: true, choir: body } };
      },
      'DELETE /choirs/:id': (call: Call) =>
        kept.delete(idOf(call))
          ? { body: { success: true } }
          : { status: 404, body: errorBody(404, 'Choir not found.') },
    },
  };
}

async function upgradedStore(server = choirServer()) {
  const api = fakeApi({ ...signedInRoutes(ACTIVE_PLAN), ...server.routes });
  const harness = testStore();
  await harness.state().init();
  return { api, server, ...harness };
}

describe('an upgraded user’s choirs', () => {
  it('are read from the server on first use, once', async () => {
    const { api, state } = await upgradedStore(choirServer([choir('c-1', 'Morning Ringers')]));
    expect(api.find('GET', '/choirs')).toHaveLength(0);
    await state().loadChoirs();
    await state().loadChoirs();
    expect(api.find('GET', '/choirs')).toHaveLength(1);
    expect(state().choir).toMatchObject({ status: 'ready', error: null });
    expect(state().choir.choirs.map((c) => c.name)).toEqual(['Morning Ringers']);
  });

  it('are saved and deleted on the server, not in this browser', async () => {
    const { server, state } = await upgradedStore();
    expect(await state().saveChoir(choir('c-2', 'Evening Ringers'))).toBe(true);
    expect(server.kept.get('c-2')?.name).toBe('Evening Ringers');
    expect(state().choir.choirs.map((c) => c.id)).toEqual(['c-2']);
    expect(state().choir.activeId).toBe('c-2');
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? '{}')).toEqual({ choirs: [], activeId: 'c-2' });

    await state().deleteChoir('c-2');
    expect(server.kept.size).toBe(0);
    expect(state().choir.choirs).toEqual([]);
    expect(state().choir.activeId).toBeNull();
  });

  it('a choir the server refuses is not kept, and the server’s words are shown', async () => {
    const { api, state } = await upgradedStore();
    await state().loadChoirs();
    api.on('PUT /choirs/:id', () => ({
      status: 409,
      body: errorBody(409, 'You can keep at most 100 choirs. Delete one first.'),
    }));
    expect(await state().saveChoir(choir('c-3'))).toBe(false);
    expect(state().choir.choirs).toEqual([]);
    expect(state().toasts.at(-1)).toMatchObject({
      summary: 'Choir not kept',
      detail: 'You can keep at most 100 choirs. Delete one first.',
    });
  });

  it('a list that cannot be read is an error in words, and the next use asks again', async () => {
    const server = choirServer([choir('c-4')]);
    const { api, state } = await upgradedStore(server);
    api.on('GET /choirs', () => ({ status: 500, body: errorBody(500, 'Internal Server Error') }));
    await state().loadChoirs();
    expect(state().choir.status).toBe('error');
    expect(state().choir.error).toBe('Internal Server Error');
    expect(toastTexts(state().toasts)).toContain('Choirs not loaded');
    api.on('GET /choirs', server.routes['GET /choirs']);
    await state().loadChoirs();
    expect(state().choir.status).toBe('ready');
    expect(state().choir.choirs.map((c) => c.id)).toEqual(['c-4']);
  });

  it('choirs kept in this browser before the upgrade move to the server, and the user is told', async () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ choirs: [choir('local-1', 'Kitchen Ringers'), choir('both')], activeId: 'local-1' }),
    );
    const server = choirServer([choir('both', 'Already There')]);
    const { api, state } = await upgradedStore(server);
    await state().loadChoirs();
    expect(api.find('PUT', '/choirs/local-1')).toHaveLength(1);
    expect(api.find('PUT', '/choirs/both')).toHaveLength(0);
    expect(state().choir.choirs.map((c) => c.name)).toEqual(['Already There', 'Kitchen Ringers']);
    expect(state().choir.activeId).toBe('local-1');
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? '{}')).toEqual({ choirs: [], activeId: 'local-1' });
    expect(state().toasts.at(-1)).toMatchObject({
      severity: 'success',
      summary: 'Choirs moved to your account',
      detail: '1 choir kept in this browser is now saved with your account.',
    });
  });

  it('a move the server refuses keeps the choir in this browser, to move next time', async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ choirs: [choir('local-2')], activeId: null }));
    const { api, state } = await upgradedStore();
    api.on('PUT /choirs/:id', () => ({ status: 503, body: errorBody(503, 'Try again later.') }));
    await state().loadChoirs();
    expect(state().choir.choirs).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem(KEY) ?? '{}').choirs).toHaveLength(1);
    expect(state().toasts.at(-1)).toMatchObject({
      summary: 'Some choirs stay in this browser',
      detail: 'Try again later. They will be moved next time.',
    });
  });

  it('signing out takes the account’s choirs away', async () => {
    const { state } = await upgradedStore(choirServer([choir('c-5')]));
    await state().loadChoirs();
    await state().signOut();
    expect(state().choir.choirs).toEqual([]);
    await state().loadChoirs();
    expect(state().choir.choirs).toEqual([]);
  });
});

describe('choirs of everyone else', () => {
  it('are kept in this browser, never sent to the server', async () => {
    const api = fakeApi(signedInRoutes(EMPTY_PLAN));
    const { state } = testStore();
    await state().init();
    expect(await state().saveChoir(choir('b-1', 'Sunday School'))).toBe(true);
    expect(api.calls.filter((c) => c.path.startsWith('/choirs'))).toEqual([]);
    const again = testStore();
    await again.state().loadChoirs();
    expect(again.state().choir.choirs.map((c) => c.name)).toEqual(['Sunday School']);
    expect(again.state().choir.activeId).toBe('b-1');
  });

  it('a choir with 41 ringers is refused in the schema’s words, and nothing is kept', async () => {
    fakeApi(signedOutRoutes());
    const { state } = testStore();
    const ringers = Array.from({ length: 41 }, (_, i) => ({ id: `r${i}`, name: `Ringer ${i}` }));
    expect(await state().saveChoir({ ...choir('b-2'), ringers })).toBe(false);
    expect(state().toasts.at(-1)).toMatchObject({
      summary: 'Choir not kept',
      detail: 'A choir has at most 40 ringers',
    });
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('the active choir is chosen and kept across visits', async () => {
    fakeApi(signedOutRoutes());
    const { state } = testStore();
    await state().saveChoir(choir('b-3', 'First'));
    await state().saveChoir(choir('b-4', 'Second'));
    state().setActiveChoir('b-4');
    await vi.waitFor(() => expect(JSON.parse(window.localStorage.getItem(KEY) ?? '{}').activeId).toBe('b-4'));
    const again = testStore();
    await again.state().loadChoirs();
    expect(again.state().choir.activeId).toBe('b-4');
  });
});
