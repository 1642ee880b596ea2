import { createDefaultSong } from '@ringalong/song';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PLAN, fakeApi, signedInRoutes, song } from '../../../test/fake-api.ts';
import { renderWithStore } from '../../../test/render.tsx';
import { testStore } from '../../../test/store-harness.ts';
import ShareDialog from './ShareDialog.tsx';

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A subscriber (user 1) with song 7 'Ode to Joy' open, public or not, theirs or another's. */
async function openShare(meta: Parameters<typeof song>[0]) {
  const server = fakeApi({
    ...signedInRoutes(ACTIVE_PLAN),
    'GET /songs/:id': () => ({ body: { failed: false, ...song(meta), song_object: createDefaultSong() } }),
    'PUT /songs/:id/publicity': (call) => ({
      body: {
        success: true,
        metadata: song({ ...meta, is_public: (call.body as { is_public: boolean }).is_public }),
      },
    }),
  });
  const { state, store } = testStore();
  await state().init();
  await state().openSong(7);
  state().openDialog('share');
  renderWithStore(<ShareDialog />, store);
  return { server, state };
}

const link = `${window.location.origin}/s/7-ode-to-joy`;

describe('Share', () => {
  it('shows the link, copies it, and draws its QR code', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await openShare({ is_public: true });
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveProperty('value', link);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Copied.')).toBeTruthy();
    expect(await screen.findByRole('img', { name: `QR code of ${link}` })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Embed on a web page' })).toHaveProperty(
      'value',
      expect.stringContaining(`${window.location.origin}/embed/7`),
    );
  });

  it('selects the link to copy by hand where the clipboard is refused', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    await openShare({ is_public: true });
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(/copy it by hand/)).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Link' }) as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect(field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0)).toBe(link);
  });

  it("says a private song's link opens for its owner only, and lets the owner make it public", async () => {
    const { server, state } = await openShare({ is_public: false, user_id: 1 });
    expect(screen.getByText(/only its owner can open the link/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Embed on a web page' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Make it public' }));
    await vi.waitFor(() => expect(state().loadedSongMeta.is_public).toBe(true));
    expect(server.find('PUT', '/songs/7/publicity')).toHaveLength(1);
    expect(screen.queryByText(/only its owner can open the link/)).toBeNull();
  });

  it('offers nobody else to make a private song public', async () => {
    await openShare({ is_public: false, user_id: 2 });
    expect(screen.getByText(/only its owner can open the link/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make it public' })).toBeNull();
  });

  it('asks to save a song that has no address yet', async () => {
    fakeApi(signedInRoutes(ACTIVE_PLAN));
    const { state, store } = testStore();
    await state().init();
    state().newSong();
    state().openDialog('share');
    renderWithStore(<ShareDialog />, store);
    expect(screen.getByText(/Save the song to share it/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Link' })).toBeNull();
  });
});
