import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PLAN, type Call, fakeApi, type Reply, signedInRoutes, song } from '../../../test/fake-api.ts';
import { renderWithStore } from '../../../test/render.tsx';
import { testStore } from '../../../test/store-harness.ts';
import LibraryDialog from './LibraryDialog.tsx';

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const songs = (from: number, count: number, word = 'Tune') =>
  Array.from({ length: count }, (_, i) =>
    song({ song_id: from + i, title: `${word} ${from + i}`, is_public: true }),
  );

async function openLibrary(list: (call: Call) => Reply | Promise<Reply>) {
  const server = fakeApi({ ...signedInRoutes(ACTIVE_PLAN), 'GET /songs': list });
  const harness = testStore();
  await harness.state().init();
  renderWithStore(<LibraryDialog />, harness.store);
  await screen.findByText('Song Library');
  return { server, harness };
}

const titles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button', { name: /^Open / })
    .map((b) => b.getAttribute('aria-label')?.replace('Open ', ''));

describe('Song Library pages', () => {
  it("says how many songs match, and 'Load more' adds the next page below until all are shown", async () => {
    const { server } = await openLibrary((call) =>
      call.query.get('cursor') === 'AAAAAAAAAAE'
        ? { body: { songs: songs(3, 1), total: 3, next_cursor: null } }
        : { body: { songs: songs(1, 2), total: 3, next_cursor: 'AAAAAAAAAAE' } },
    );
    expect(await screen.findByText('Showing 2 of 3 songs')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing all 3 songs')).toBeTruthy();
    expect(titles()).toEqual(['Tune 1', 'Tune 2', 'Tune 3']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // The next page is asked with the same criteria as the first.
    const next = server.find('GET', '/songs').at(-1)!;
    expect(next.query.get('cursor')).toBe('AAAAAAAAAAE');
    expect(next.query.get('is_public')).toBe('true');
  });

  it('drops a page that arrives after the search changed, and never shows a song twice', async () => {
    let lateAnswer: (reply: Reply) => void = () => {};
    const { harness } = await openLibrary((call) => {
      if (call.query.get('cursor')) return new Promise((resolve) => (lateAnswer = resolve));
      if (call.query.get('text') === 'Peal')
        return { body: { songs: songs(50, 2, 'Peal'), total: 2, next_cursor: null } };
      return { body: { songs: songs(1, 2), total: 9, next_cursor: 'AAAAAAAAAAI' } };
    });
    await screen.findByRole('button', { name: 'Load more' });
    // What scrolling to the end or 'Load more' starts; its answer comes after the new search's.
    let page: Promise<void> = Promise.resolve();
    await act(async () => {
      page = harness.state().loadMoreSongs();
    });
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search songs' }), 'Peal{Enter}');
    expect(await screen.findByText('Showing all 2 songs')).toBeTruthy();
    await act(async () => {
      lateAnswer({ body: { songs: [...songs(2, 1), ...songs(3, 2)], total: 9, next_cursor: null } });
      await page;
    });
    expect(titles()).toEqual(['Peal 50', 'Peal 51']);
    expect(screen.getByText('Showing all 2 songs')).toBeTruthy();
  });

  it('keeps the songs shown when a further page fails, and offers it again', async () => {
    let fail = true;
    await openLibrary((call) => {
      if (!call.query.get('cursor'))
        return { body: { songs: songs(1, 2), total: 4, next_cursor: 'AAAAAAAAAAI' } };
      if (fail)
        return {
          status: 503,
          body: { statusCode: 503, error: 'x', message: 'Down', success: false, failed: true },
        };
      // A song the first page had already is not shown twice.
      return { body: { songs: songs(2, 3), total: 4, next_cursor: null } };
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText("Couldn't load more songs.")).toBeTruthy();
    expect(titles()).toEqual(['Tune 1', 'Tune 2']);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing all 4 songs')).toBeTruthy();
    expect(titles()).toEqual(['Tune 1', 'Tune 2', 'Tune 3', 'Tune 4']);
  });
});
