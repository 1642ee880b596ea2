import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deleteDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVE_PLAN,
  errorBody,
  fakeApi,
  signedInRoutes,
  signedOutRoutes,
  song,
} from '../../../test/fake-api.ts';
import { renderWithStore } from '../../../test/render.tsx';
import { testStore } from '../../../test/store-harness.ts';
import { closeOfflineDb, OFFLINE_DB_NAME } from '../../persistence/offline-db.ts';
import DeleteSongDialog from './DeleteSongDialog.tsx';
import LibraryDialog, { UPGRADE_PROMPT } from './LibraryDialog.tsx';

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  // Closing a dialog blurs whatever has focus 50 ms later (the store's doing); let that pass here
  // rather than in the next test, where it would take the focus from a field being typed in.
  await new Promise((resolve) => setTimeout(resolve, 60));
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const mine = song({ song_id: 7, title: 'Mine', user_id: 1 });
const theirs = song({ song_id: 8, title: 'Theirs', user_id: 2, is_public: true, display_name: 'Bob' });

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

describe('Song Library', () => {
  it("a card says 'Opening…' at once; a song that is not there gets 'Can't open song' on the first answer, asked once", async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    const { server, state } = await openLibrary({
      ...signedInRoutes(ACTIVE_PLAN),
      'GET /songs': () => ({ body: { songs: [theirs] } }),
      'GET /songs/:id': () => new Promise((resolve) => (answer = resolve)),
    });
    const open = await screen.findByRole('button', { name: 'Open Theirs' });
    await userEvent.click(open);
    const card = open.closest('li')!;
    expect(within(card).getByRole('status').textContent).toBe('Opening…');
    expect(open.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(server.find('GET', '/songs/8')).toHaveLength(1));
    await act(async () => answer({ status: 404, body: errorBody(404, 'Song not found') }));
    await vi.waitFor(() =>
      expect(state().toasts.at(-1)).toMatchObject({ summary: "Can't open song", life: 2000 }),
    );
    expect(within(card).queryByText('Opening…')).toBeNull();
    expect(open.getAttribute('aria-busy')).toBeNull();
    // A 404 is final: it is not asked again.
    expect(server.find('GET', '/songs/8')).toHaveLength(1);
  });

  it('shows each card with title, creator, bells and views, and opens a song on click', async () => {
    const { state } = await openLibrary({
      ...signedInRoutes(ACTIVE_PLAN),
      'GET /songs': () => ({ body: { songs: [theirs] } }),
    });
    const card = (await screen.findByText('Theirs')).closest('li')!;
    expect(within(card).getByText('Bob')).toBeTruthy();
    expect(within(card).getByText(/5 bells/)).toBeTruthy();
    expect(within(card).getByText(/3 views/)).toBeTruthy();
    expect(within(card).queryByText('Public')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Open Theirs' }));
    await vi.waitFor(() => expect(state().loadedSongMeta.song_id).toBe(7));
  });

  it("shows each song's difficulty level in words on its card, read as the open button's description; none from an older server", async () => {
    await openLibrary({
      ...signedInRoutes(ACTIVE_PLAN),
      'GET /songs': () => ({
        body: {
          songs: [
            song({ song_id: 8, title: 'Gentle', difficulty: 2 }),
            song({ song_id: 9, title: 'Steady', difficulty: 3 }),
            song({ song_id: 10, title: 'Showpiece', difficulty: 6 }),
            // An older server's entry carries no level.
            song({ song_id: 11, title: 'Older' }),
          ],
        },
      }),
    });
    const steady = await screen.findByRole('button', { name: 'Open Steady' });
    expect(within(steady).getByText('Level 3 · Medium')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open Steady', description: 'Level 3 · Medium' })).toBe(steady);
    expect(screen.getByRole('button', { name: 'Open Gentle', description: 'Level 2 · Easy' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Open Showpiece', description: 'Level 6 · Difficult' }),
    ).toBeTruthy();
    const older = screen.getByRole('button', { name: 'Open Older' });
    expect(within(older).queryByText(/Level/)).toBeNull();
    expect(older.getAttribute('aria-describedby')).toBeNull();
    expect(within(older).getByText(/5 bells/)).toBeTruthy();
  });

  it('Search is enabled only after a criterion changed; Enter in the text field searches', async () => {
    const { server } = await openLibrary(signedOutRoutes());
    const searchButton = screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    expect(searchButton.disabled).toBe(true);
    const field = screen.getByPlaceholderText('Press Enter to search');
    await userEvent.type(field, 'carol');
    expect(searchButton.disabled).toBe(false);
    await userEvent.type(field, '{Enter}');
    await vi.waitFor(() =>
      expect(server.find('GET', '/songs/public').at(-1)?.query.get('text')).toBe('carol'),
    );
    expect(searchButton.disabled).toBe(true);
  });

  it('the bell-count slider hides while the 8 Note Set filter is on', async () => {
    await openLibrary(signedOutRoutes());
    expect(screen.getAllByRole('slider')).toHaveLength(2);
    await userEvent.click(screen.getByLabelText('8 Note Set'));
    expect(screen.queryAllByRole('slider')).toHaveLength(0);
  });

  it('an empty answer says so and offers to clear the search', async () => {
    const { state } = await openLibrary({
      ...signedOutRoutes(),
      'GET /songs/public': () => ({ body: { songs: [] } }),
    });
    await screen.findByText('No songs match your search');
    act(() => state().setCriteria({ text: 'zzz' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(state().library.criteria.text).toBe('');
  });

  it('says it is fetching while the list loads', async () => {
    await openLibrary({ ...signedOutRoutes(), 'GET /songs/public': () => new Promise(() => undefined) });
    expect(await screen.findByText('Fetching songs from server...')).toBeTruthy();
  });

  it('own non-demo songs on Your Songs carry a Public switch and Delete, which asks first', async () => {
    const { server, state } = await openLibrary({
      ...signedInRoutes(ACTIVE_PLAN),
      'GET /songs': () => ({ body: { songs: [mine, song({ song_id: 9, title: 'Demo', is_demo: true })] } }),
      'DELETE /songs/:id': () => ({ body: { success: true } }),
    });
    await act(() => state().setLibraryType('private'));
    const card = (await screen.findByText('Mine')).closest('li')!;
    expect(within(card).getByLabelText('Public')).toBeTruthy();
    const demo = screen.getByText('Demo').closest('li')!;
    expect(within(demo).queryByRole('button', { name: /Delete/ })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Delete Mine' }));
    await screen.findByText('Are you sure?');
    await userEvent.click(screen.getByRole('button', { name: 'Delete song permanently' }));
    await vi.waitFor(() => expect(server.find('DELETE', '/songs/7')).toHaveLength(1));
  });

  it('prompts users without an upgrade to unlock the full library', async () => {
    await openLibrary(signedOutRoutes());
    expect(screen.getByText(UPGRADE_PROMPT, { exact: false })).toBeTruthy();
  });

  it('a server failure shows an error with Retry, never "No songs match your search"', async () => {
    let fail = true;
    await openLibrary({
      ...signedOutRoutes(),
      'GET /songs/public': () =>
        fail
          ? { status: 500, body: errorBody(500, 'The database is not answering.') }
          : { body: { songs: [theirs] } },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Couldn't load the songs.");
    expect(alert.textContent).toContain('The database is not answering.');
    expect(alert.textContent).not.toContain('{');
    expect(screen.queryByText('No songs match your search')).toBeNull();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Theirs')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offline with no song kept here: says so and what is kept, no Retry that cannot work; loads when the network is back', async () => {
    await closeOfflineDb();
    await deleteDB(OFFLINE_DB_NAME);
    let online = false;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const { server, state } = await openLibrary({
      ...signedOutRoutes(),
      'GET /songs/public': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { body: { songs: [theirs] } };
      },
    });
    const status = await screen.findByText('This device is offline.');
    expect(status.closest('[role="status"]')?.textContent).toContain(
      'Songs you open or save here are kept for offline use',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByText('No songs match your search')).toBeNull();
    expect(server.find('GET', '/songs/public')).toHaveLength(0);
    online = true;
    act(() => state().networkChanged(true));
    expect(await screen.findByText('Theirs')).toBeTruthy();
    expect(screen.queryByText('This device is offline.')).toBeNull();
  });

  it("signed out, 'Your Songs' asks the visitor to sign in rather than showing an empty list", async () => {
    const { state } = await openLibrary(signedOutRoutes());
    await userEvent.click(screen.getByRole('button', { name: 'Your Songs' }));
    expect(await screen.findByText('Sign in to see the songs you have saved.')).toBeTruthy();
    expect(screen.queryByText('No songs match your search')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(state().dialogs.signIn.display).toBe(true);
  });

  it('a failed Public switch keeps showing the stored state and says why', async () => {
    const { state } = await openLibrary({
      ...signedInRoutes(ACTIVE_PLAN),
      'GET /songs': () => ({ body: { songs: [mine] } }),
      'PUT /songs/:id/publicity': () => ({ status: 503, body: 'Service Unavailable' }),
    });
    await act(() => state().setLibraryType('private'));
    const card = (await screen.findByText('Mine')).closest('li')!;
    const publicSwitch = within(card).getByRole('switch', { name: 'Public' });
    expect(publicSwitch.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(publicSwitch);
    await vi.waitFor(() =>
      expect(state().toasts.at(-1)).toMatchObject({
        summary: "Couldn't change visibility",
        detail: 'The server ran into a problem (error 503). Please try again.',
      }),
    );
    expect(within(card).getByRole('switch', { name: 'Public' }).getAttribute('aria-checked')).toBe('false');
  });
});
