/**
 * A signed-in user's start with no network shows their name at the first paint: the page the
 * service worker keeps is the header the server rendered, with the account button pending; the
 * page's inline scripts (index.html) draw the kept name in it before the app runs, as text, and the
 * app's first render is the page as painted (hydrated without a mismatch). Signing out forgets it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PLAN, fakeApi, ME, signedInRoutes } from '../../test/fake-api.ts';
import { testStore } from '../../test/store-harness.ts';
import { type AppStoreApi, StoreContext } from '../store/index.ts';
import { Header } from './Header.tsx';

/** The page's inline scripts (`<script>` with no attributes), in order, as the browser runs them. */
const PAGE_SCRIPTS = [
  ...readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8').matchAll(
    /<script>([\s\S]*?)<\/script>/g,
  ),
].map(([, code]) => code ?? '');

/** A name that would be markup if it were written as markup. */
const NAME = '<img src=x onerror="window.ran=1"> Ada & "Co"';

let online = true;
beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.className = '';
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const header = (store: AppStoreApi) => (
  <StoreContext.Provider value={store}>
    <Header />
  </StoreContext.Provider>
);

/** A visit online, signed in: what it keeps for the next start. */
async function visitOnline() {
  fakeApi({
    ...signedInRoutes(ACTIVE_PLAN),
    'GET /auth/me': () => ({ body: { ...ME, display_name: NAME } }),
  });
  const { state, store } = testStore();
  await state().init();
  await vi.waitFor(() => expect(window.localStorage.getItem('ringalong.accountKept')).toBe('true'));
  store.stopKeepingWork();
  return state;
}

/** The kept page as the server rendered it (no storage, nobody known), painted: its scripts run. */
function paintKeptPage(): HTMLElement {
  const { store } = testStore('/', null, { storage: null });
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderToString(header(store));
  document.body.append(root);
  for (const code of PAGE_SCRIPTS) new Function(code)();
  return root;
}

const accountButton = () => document.querySelector<HTMLButtonElement>('.account-button');

describe('an offline start of a signed-in user', () => {
  it('shows their name in the account button before the app runs, as text', async () => {
    await visitOnline();
    online = false;
    paintKeptPage();
    const button = accountButton();
    expect(button?.classList.contains('account-pending')).toBe(false);
    expect(button?.textContent).toBe(NAME);
    expect(button?.getAttribute('aria-label')).toBe(`Account: ${NAME}`);
    expect(document.querySelector('#root img')).toBeNull();
    expect((window as { ran?: number }).ran).toBeUndefined();
  });

  it('the app takes the painted page over as it is: the same name, then who it is, stale', async () => {
    await visitOnline();
    online = false;
    const root = paintKeptPage();
    const { store, state } = testStore();
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(root, header(store), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(accountButton()?.textContent).toBe(NAME);
    await act(() => state().init());
    expect(state().user).toMatchObject({ signedIn: true, id: 1, name: NAME, stale: true });
    expect(accountButton()?.getAttribute('aria-label')).toBe(`Account: ${NAME}`);
  });

  it('after signing out, the page shows the visitor, and no name is kept', async () => {
    const state = await visitOnline();
    await state().signOut();
    online = false;
    paintKeptPage();
    expect(window.localStorage.getItem('ringalong.accountName')).toBeNull();
    expect(document.documentElement.classList.contains('offline-visitor')).toBe(true);
    expect(accountButton()?.textContent).toBe('Upgrade / Sign in');
  });

  it('online, the page leaves the button to the app', async () => {
    await visitOnline();
    paintKeptPage();
    expect(accountButton()?.classList.contains('account-pending')).toBe(true);
  });
});
