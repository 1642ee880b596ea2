import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PLAN, fakeApi, signedInRoutes, signedOutRoutes, song } from '../../../test/fake-api.ts';
import { renderWithStore } from '../../../test/render.tsx';
import { testStore } from '../../../test/store-harness.ts';
import DeleteSongDialog from './DeleteSongDialog.tsx';
import LibraryDialog from './LibraryDialog.tsx';

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  // Closing a dialog blurs whatever has focus 50 ms later (the store's doing); let that pass here
  // rather than in the next test.
  await new Promise((resolve) => setTimeout(resolve, 60));
  cleanup();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

async function openLibrary(routes: Parameters<typeof fakeApi>[0]) {
  const server = fakeApi(routes);
  const harness = testStore();
  await harness.state().init();
  renderWithStore(
    <>
      <LibraryDialog />
      <DeleteSongDialog />
    </>,
    harness.store,
  );
  await screen.findByText('Song Library');
  return { server, ...harness };
}

const library = () => screen.getByRole('dialog', { name: 'Song Library' });

describe('Song Library as a dialog', () => {
  it('is modal; Escape closes it and focus goes back to what opened it', async () => {
    const { state } = await openLibrary(signedOutRoutes());
    expect(library().getAttribute('aria-modal')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Closing blurs what has the focus 50 ms later (spec section 4): past that, before the opener
    // takes the focus (a timer set later fires later).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    act(() => state().openDialog('library'));
    expect(library().contains(document.activeElement)).toBe(true);
    // The focus comes back to the opener as the dialog closes (and goes 50 ms later, as above).
    let focusedBack = false;
    opener.addEventListener('focus', () => {
      focusedBack = true;
    });
    await userEvent.click(within(library()).getByRole('button', { name: 'Close' }));
    expect(state().dialogs.library.display).toBe(false);
    expect(focusedBack).toBe(true);
  });

  it('Tab from the last control comes round to the first, never leaving the dialog', async () => {
    await openLibrary(signedOutRoutes());
    within(library()).getByRole('button', { name: 'New Song' }).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(within(library()).getByRole('button', { name: 'Close' }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(within(library()).getByRole('button', { name: 'New Song' }));
  });

  it('Escape on the delete confirmation closes only the confirmation', async () => {
    const { state } = await openLibrary({
      ...signedInRoutes(ACTIVE_PLAN),
      'GET /songs': () => ({ body: { songs: [song({ title: 'Mine' })] } }),
    });
    await act(() => state().setLibraryType('private'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Mine' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(document.activeElement).toBe(
      within(confirm).getByRole('button', { name: 'Delete song permanently' }),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull();
    expect(library()).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Mine' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep it' }));
    expect(state().dialogs.deleteSong.display).toBe(false);
  });
});

describe('Song Library controls', () => {
  it('the toggle shows which songs are listed and switches between them', async () => {
    const { state } = await openLibrary(signedInRoutes(ACTIVE_PLAN));
    const group = within(library()).getByRole('group', { name: 'Which songs' });
    const yours = within(group).getByRole('button', { name: 'Your Songs' });
    expect(within(group).getByRole('button', { name: 'Public Songs' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await userEvent.click(yours);
    expect(state().library.type).toBe('private');
    expect(yours.getAttribute('aria-pressed')).toBe('true');
  });

  it('the two bell-count thumbs set the range and neither passes the other', async () => {
    const { state } = await openLibrary(signedOutRoutes());
    fireEvent.change(screen.getByRole('slider', { name: 'Most bells' }), { target: { value: '12' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Fewest bells' }), { target: { value: '4' } });
    expect(state().library.criteria).toMatchObject({ bellMin: 4, bellMax: 12 });
    expect(screen.getByText('Bells 4 to 12')).toBeTruthy();
    fireEvent.change(screen.getByRole('slider', { name: 'Fewest bells' }), { target: { value: '20' } });
    expect(state().library.criteria).toMatchObject({ bellMin: 12, bellMax: 12 });
    fireEvent.change(screen.getByRole('slider', { name: 'Most bells' }), { target: { value: '2' } });
    expect(state().library.criteria).toMatchObject({ bellMin: 12, bellMax: 12 });
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('the Public switch of an own song publishes it', async () => {
    const { server } = await openLibrary({
      ...signedInRoutes(ACTIVE_PLAN),
      'GET /songs': () => ({ body: { songs: [song({ title: 'Mine' })] } }),
      'PUT /songs/:id/publicity': () => ({ body: { success: true, metadata: song({ is_public: true }) } }),
    });
    const card = (await screen.findByText('Mine')).closest('li')!;
    const publicSwitch = within(card).getByRole('switch', { name: 'Public' });
    expect(publicSwitch.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(within(card).getByText('Public'));
    await vi.waitFor(() =>
      expect(server.find('PUT', '/songs/7/publicity').at(-1)?.body).toEqual({ is_public: true }),
    );
  });
});
