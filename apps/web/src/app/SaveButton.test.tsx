import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PLAN, errorBody, fakeApi, signedInRoutes, song } from '../../test/fake-api.ts';
import { renderWithStore } from '../../test/render.tsx';
import { testStore } from '../../test/store-harness.ts';
import { Header } from './Header.tsx';
import { SaveButton } from './SaveButton.tsx';

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function editedNewSong(routes: Parameters<typeof fakeApi>[0]) {
  const server = fakeApi({ ...signedInRoutes(ACTIVE_PLAN), ...routes });
  const harness = testStore();
  await harness.state().init();
  act(() => {
    harness.state().newSong();
    harness.doc.setTitle('Morning Bells');
  });
  return { server, ...harness };
}

describe('Save button', () => {
  it("shows 'Saving…' while a save is under way and ignores further clicks", async () => {
    let answer: (() => void) | null = null;
    const { server, store } = await editedNewSong({
      'POST /songs': () =>
        new Promise((resolve) => {
          answer = () => resolve({ status: 201, body: song({ song_id: 42, title: 'Morning Bells' }) });
        }),
    });
    renderWithStore(<Header />, store);
    const user = userEvent.setup();
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    const busy = await screen.findByRole('button', { name: 'Saving…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await user.click(busy);
    // The save's code loads on first use: the request leaves once it has arrived.
    await vi.waitFor(() => expect(answer).not.toBeNull());
    await act(async () => answer!());
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Sav/ })).toBeNull());
    expect(server.find('POST', '/songs')).toHaveLength(1);
  });

  it("after a failed save it stays as 'Retry save', says why, and retries on click until a save succeeds", async () => {
    let fail = true;
    const { server, store } = await editedNewSong({
      'POST /songs': () =>
        fail
          ? { status: 500, body: errorBody(500, 'The database is not answering.') }
          : { status: 201, body: song({ song_id: 42, title: 'Morning Bells' }) },
    });
    renderWithStore(<SaveButton />, store);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const retry = await screen.findByRole('button', { name: 'Retry save' });
    expect(retry.getAttribute('title')).toBe('The last save failed: The database is not answering.');
    expect(retry.getAttribute('aria-description')).toBe(
      'The last save failed: The database is not answering.',
    );
    expect(retry.className).toContain('save-button-failed');
    // Still failing: still marked.
    await user.click(retry);
    await vi.waitFor(() => expect(server.find('POST', '/songs')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Retry save' })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry save' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /save/i })).toBeNull());
  });

  it('after a failed save, a new edit still shows that the last attempt failed', async () => {
    const { state, store, doc } = await editedNewSong({
      'POST /songs': () => ({ status: 500, body: errorBody(500, 'Disk full') }),
    });
    renderWithStore(<SaveButton />, store);
    await act(() => state().save());
    act(() => doc.setTitle('Morning Bells 2'));
    expect(screen.getByRole('button', { name: 'Retry save' })).toBeTruthy();
  });
});
