import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PLAN, fakeApi, signedInRoutes, signedOutRoutes, song } from '../../test/fake-api.ts';
import { renderWithStore } from '../../test/render.tsx';
import { testStore } from '../../test/store-harness.ts';
import { Header } from './Header.tsx';

/** The menu a header menu button opened, once React has rendered it (time passes inside act). */
const openedMenu = (name: string) =>
  vi.waitFor(async () => {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    return screen.getByRole('menu', { name });
  });

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Header', () => {
  it('has every control in the spec order, each labelled', () => {
    fakeApi(signedOutRoutes());
    const { store } = testStore();
    renderWithStore(<Header />, store);
    const names = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(names).toEqual([
      'Library',
      'Switch to edit mode',
      'Song title: New Song. Edit this song',
      'Play',
      'Stop',
      'Rehearse',
      'Song settings',
      'Row Call',
      'Ring along',
      'Music: import, export and print',
      'Upgrade / Sign in',
      // On phones the menu of what has no room there; on wider screens Go to bar and Keys.
      'More',
    ]);
    const sound = screen.getByRole('switch', { name: 'Sound' });
    expect(sound.getAttribute('aria-checked')).toBe('true');
    // The switch sits between Settings and Row Call.
    expect(sound.previousElementSibling?.getAttribute('aria-label')).toBe('Song settings');
  });

  it("shows neither 'Sign in' nor a name until who is signed in has been answered", async () => {
    fakeApi(signedInRoutes());
    const { store, state } = testStore();
    renderWithStore(<Header />, store);
    // Pending: the button keeps its place, hidden (index.html paints the same before the app runs).
    const pending = document.querySelector('.account-button');
    expect(pending?.classList.contains('account-pending')).toBe(true);
    await act(() => state().init());
    const account = document.querySelector('.account-button');
    expect(account?.classList.contains('account-pending')).toBe(false);
    expect(account?.getAttribute('aria-label')).toBe(`Account: ${state().user.name}`);
  });

  it('shows Upgrade / Sign in once the check says nobody is signed in, or could not tell', async () => {
    fakeApi(signedOutRoutes());
    const { store, state } = testStore();
    renderWithStore(<Header />, store);
    await act(() => state().init());
    const account = screen.getByRole('button', { name: 'Upgrade / Sign in' });
    expect(account.classList.contains('account-pending')).toBe(false);
  });

  it('the title is text in view mode; clicking it enters edit mode with an input', async () => {
    fakeApi(signedOutRoutes());
    const { store, state, doc } = testStore();
    renderWithStore(<Header />, store);
    await userEvent.click(screen.getByRole('button', { name: /Song title/ }));
    expect(state().preferences.editMode).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Song title' }), '!');
    expect(doc.title).toBe('New Song!');
    // The kept work is written now, not by a timer that would fire in the next test.
    store.flushWork();
  });

  it('the title field takes 60 characters, counting a letter outside the BMP as one, and no more', async () => {
    fakeApi(signedOutRoutes());
    const { store, state, doc } = testStore();
    renderWithStore(<Header />, store);
    act(() => state().enterEditMode());
    const field = screen.getByRole('textbox', { name: 'Song title' }) as HTMLInputElement;
    await userEvent.clear(field);
    await userEvent.paste('𝔄'.repeat(59));
    await userEvent.type(field, '𠀀𠀀');
    expect(doc.title).toBe(`${'𝔄'.repeat(59)}𠀀`);
    expect(field.value).toBe(doc.title);
    // The kept work is written now, not by a timer that would fire in the next test.
    store.flushWork();
  });

  it("Save appears only while unsaved, as 'Save as remix' for someone else's song", async () => {
    fakeApi(signedInRoutes(ACTIVE_PLAN));
    const { store, state, doc } = testStore();
    await state().init();
    renderWithStore(<Header />, store);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    act(() => doc.setTitle('Edited'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    act(() => store.setState({ loadedSongMeta: song({ user_id: 2 }) }));
    expect(screen.getByRole('button', { name: 'Save as remix' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account: Ada' })).toBeTruthy();
  });

  it('the sound switch turns sound off', async () => {
    fakeApi(signedOutRoutes());
    const { store, state } = testStore();
    renderWithStore(<Header />, store);
    await userEvent.click(screen.getByRole('switch'));
    expect(state().preferences.soundOn).toBe(false);
    expect(screen.getByRole('switch', { name: 'Sound' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Sound off')).toBeTruthy();
  });

  it("the Music menu's Export… opens the Export dialog", async () => {
    fakeApi(signedOutRoutes());
    const { store, state } = testStore();
    renderWithStore(<Header />, store);
    await userEvent.click(screen.getByRole('button', { name: 'Music: import, export and print' }));
    await openedMenu('Music: import, export and print');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Export…' }));
    expect(state().dialogs.exportMusic.display).toBe(true);
  });

  it("the Music menu's Choirs… opens the Choirs dialog", async () => {
    fakeApi(signedOutRoutes());
    const { store, state } = testStore();
    renderWithStore(<Header />, store);
    await userEvent.click(screen.getByRole('button', { name: 'Music: import, export and print' }));
    await openedMenu('Music: import, export and print');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Choirs…' }));
    expect(state().dialogs.choirs.display).toBe(true);
  });

  it("the Music menu's Assign ringers… opens the Assign ringers dialog", async () => {
    fakeApi(signedOutRoutes());
    const { store, state } = testStore();
    renderWithStore(<Header />, store);
    await userEvent.click(screen.getByRole('button', { name: 'Music: import, export and print' }));
    await openedMenu('Music: import, export and print');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Assign ringers…' }));
    expect(state().dialogs.assignRingers.display).toBe(true);
  });

  it('the More menu holds what a phone has no room for, and acts on it', async () => {
    fakeApi(signedOutRoutes());
    const { store, state } = testStore();
    renderWithStore(<Header />, store);
    const more = screen.getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-haspopup')).toBe('menu');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    // The open menu's code loads on first opening.
    const menu = await openedMenu('More');
    const items = [...menu.querySelectorAll('[role^="menuitem"]')].map(
      (item) => item.getAttribute('aria-label') ?? item.textContent,
    );
    expect(items).toEqual([
      'Switch to edit mode',
      'Song settings',
      'Sound',
      'Row Call',
      'Ring along',
      'Go to bar…',
      'Staff view',
      'Keys',
      'Import music…',
      'Export…',
      'Share…',
      'Print…',
      'Choirs…',
      'Assign ringers…',
      'Choir in the player…',
      'Upgrade / Sign in',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Switch to edit mode' }));

    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Sound' }));
    expect(state().preferences.soundOn).toBe(false);
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(more);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Upgrade / Sign in' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Row Call' }));
    await userEvent.keyboard('{Enter}');
    expect(state().dialogs.rowCall.display).toBe(true);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('Staff view in the More menu is a toggle: checked while the view is up, chosen again it leaves it', async () => {
    fakeApi(signedOutRoutes());
    const { store, state } = testStore();
    renderWithStore(<Header />, store);
    const more = screen.getByRole('button', { name: 'More' });
    await userEvent.click(more);
    await openedMenu('More');
    const item = () => screen.getByRole('menuitemcheckbox', { name: 'Staff view' });
    expect(item().getAttribute('aria-checked')).toBe('false');
    await userEvent.click(item());
    expect(state().dialogs.staff.display).toBe(true);
    await userEvent.click(more);
    expect(item().getAttribute('aria-checked')).toBe('true');
    await userEvent.click(item());
    expect(state().dialogs.staff.display).toBe(false);
  });

  it('Escape or a click elsewhere closes the More menu', async () => {
    fakeApi(signedOutRoutes());
    const { store } = testStore();
    renderWithStore(<Header />, store);
    const more = screen.getByRole('button', { name: 'More' });
    await userEvent.click(more);
    const menu = await openedMenu('More');
    // Escape is the menu's once its first item has the focus (the menu gives it when it opens).
    await vi.waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(more);
    await userEvent.click(more);
    await userEvent.click(screen.getByRole('button', { name: 'Library' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
