import { createDefaultSong } from '@ringalong/song';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, signedOutRoutes, song } from '../../test/fake-api.ts';
import { testStore } from '../../test/store-harness.ts';
import { writeWork } from './durable.ts';
import { FIRST_PAGE_DATA_ID, readFirstPageData } from './first-page.ts';

const HOSTILE = '</script><img src=x onerror=alert(1)>';
const rendered = { songs: [song({ song_id: 7, title: 'Ode to Joy' }), song({ song_id: 8, title: HOSTILE })] };

beforeEach(() => {
  window.localStorage.clear();
  document.body.innerHTML = '';
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

describe('an app started from the page the server rendered', () => {
  it('starts as the page shows it: signed out, the library open on its first page', () => {
    fakeApi(signedOutRoutes());
    const { state } = testStore('/', rendered);
    expect(state().sessionChecked).toBe(true);
    expect(state().user.signedIn).toBe(false);
    expect(state().dialogs.library.display).toBe(true);
    expect(state().library.songs.map((s) => s.title)).toEqual(['Ode to Joy', HOSTILE]);
  });

  it('asks the server again for neither who is signed in nor the list', async () => {
    const server = fakeApi(signedOutRoutes());
    const { state } = testStore('/', rendered);
    await state().init();
    expect(server.find('GET', '/auth/me')).toEqual([]);
    expect(server.find('GET', '/songs/public')).toEqual([]);
    expect(state().dialogs.library.display).toBe(true);
    expect(state().library.songs).toHaveLength(2);
    expect(state().loadedSongMeta.song_id).toBe(0);
  });

  it('still opens kept work instead of the library', async () => {
    fakeApi(signedOutRoutes());
    const kept = {
      song: {
        ...createDefaultSong(),
        staves: [{ pitchId: 60, instrument: 'handbell' as const, notes: [{ beat: 2, length: 1 }] }],
      },
      title: 'My tune',
      loadedTitle: 'New Song',
      meta: { song_id: 0 },
      saveRequired: true,
    };
    writeWork(window.localStorage, kept);
    const { state, doc } = testStore('/', rendered);
    await state().init();
    expect(state().dialogs.library.display).toBe(false);
    expect(doc.getSnapshot().title).toBe('My tune');
  });

  it('without songs on the page (a session cookie), asks as it always did', async () => {
    const server = fakeApi(signedOutRoutes());
    const { state } = testStore('/', { songs: null });
    expect(state().sessionChecked).toBe(false);
    expect(state().dialogs.library.display).toBe(false);
    await state().init();
    expect(server.find('GET', '/auth/me')).toHaveLength(1);
    await vi.waitFor(() => expect(server.find('GET', '/songs/public')).toHaveLength(1));
    expect(state().dialogs.library.display).toBe(true);
  });
});

describe("the page's data", () => {
  const page = (text: string) => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = FIRST_PAGE_DATA_ID;
    script.textContent = text;
    document.body.append(script);
  };

  it('is read from its JSON script element, titles as they were', () => {
    // As the server writes it: '<' and '>' as JSON escapes.
    page(JSON.stringify(rendered).replace(/</g, '\\u003c').replace(/>/g, '\\u003e'));
    expect(readFirstPageData(document)?.songs?.map((s) => s.title)).toEqual(['Ode to Joy', HOSTILE]);
  });

  it('is nothing on a page without it, or with garbage in it', () => {
    expect(readFirstPageData(document)).toBeNull();
    page('{not json');
    expect(readFirstPageData(document)).toBeNull();
  });
});
