import type { SongMetadata } from '@ringalong/song';
import { createDefaultSong } from '@ringalong/song';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_PLAN, type Call, errorBody, fakeApi, signedInRoutes, song } from '../../test/fake-api.ts';
import { testStore } from '../../test/store-harness.ts';

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

const keyOf = (call: Call | undefined) => call?.headers['Idempotency-Key'];
const titleOf = (call: Call) => (call.body as { meta: { title: string } }).meta.title;

/**
 * POST /songs as the server does it: a key it has seen answers the song that key made. `lose`
 * decides, per request, whether the answer is lost on the way back after the song was stored.
 */
async function storingServer(lose: (attempt: number) => boolean) {
  const stored: SongMetadata[] = [];
  const byKey = new Map<string, SongMetadata>();
  let attempts = 0;
  const server = fakeApi({
    ...signedInRoutes(ACTIVE_PLAN),
    'POST /songs': (call) => {
      attempts += 1;
      const key = keyOf(call);
      let made = key ? byKey.get(key) : undefined;
      if (!made) {
        made = song({ song_id: 100 + stored.length, title: titleOf(call), revision: 1 });
        stored.push(made);
        if (key) byKey.set(key, made);
      }
      if (lose(attempts)) throw new TypeError('Failed to fetch');
      return { status: 201, body: made };
    },
    'PUT /songs/:id': (call) => ({
      body: {
        success: true,
        message: 'Song saved',
        metadata: song({ song_id: 100, title: titleOf(call), revision: 2 }),
      },
    }),
  });
  const harness = testStore();
  await harness.state().init();
  return { server, stored, ...harness };
}

describe('a create whose answer was lost', () => {
  it('Retry save sends the same key again and the user ends with one song', async () => {
    const { server, stored, state, doc } = await storingServer((attempt) => attempt === 1);
    state().newSong();
    doc.setTitle('Evening Peal');
    await state().save();
    expect(state().saveFailure).toBe('No response from server. The server could not be reached.');
    expect(state().saveRequired).toBe(true);

    await state().save();
    const posts = server.find('POST', '/songs');
    expect(posts).toHaveLength(2);
    expect(keyOf(posts[0])).toMatch(/^[!-~]{1,255}$/);
    expect(keyOf(posts[1])).toBe(keyOf(posts[0]));
    expect(stored).toHaveLength(1);
    expect(state().loadedSongMeta).toEqual(stored[0]);
    expect(state().saveRequired).toBe(false);
    expect(state().saveFailure).toBeNull();
  });

  it('a retry after more edits resends the first attempt; the edits stay unsaved and then update that song', async () => {
    const { server, stored, state, doc } = await storingServer((attempt) => attempt === 1);
    state().newSong();
    doc.setTitle('Evening Peal');
    await state().save();
    const edited = { ...createDefaultSong(), staves: createDefaultSong().staves.slice(0, 3) };
    doc.editor.loadSong(edited);

    await state().save();
    const posts = server.find('POST', '/songs');
    expect(posts[1]?.body).toEqual(posts[0]?.body);
    expect(stored).toHaveLength(1);
    expect(state().loadedSongMeta.song_id).toBe(100);
    expect(state().saveRequired).toBe(true);

    await state().save();
    expect(server.find('POST', '/songs')).toHaveLength(2);
    expect(server.find('PUT', '/songs/100')[0]?.body).toMatchObject({ meta: { bell_count: 3 } });
    expect(stored).toHaveLength(1);
  });

  it('a remix whose answer was lost is one remix, not two', async () => {
    const { server, stored, state, doc } = await storingServer((attempt) => attempt === 1);
    server.on('GET /songs/:id', () => ({
      body: {
        failed: false,
        ...song({ song_id: 9, user_id: 2, title: 'Carol' }),
        song_object: createDefaultSong(),
      },
    }));
    await state().openSong(9);
    doc.editor.loadSong(createDefaultSong());
    await state().save();
    await state().save();
    expect(stored.map((s) => s.title)).toEqual(['Carol Remix']);
    expect(state().loadedSongMeta.song_id).toBe(100);
  });
});

describe('a new create', () => {
  it('of another song gets a new key', async () => {
    const { server, stored, state, doc } = await storingServer(() => false);
    state().newSong();
    doc.setTitle('First');
    await state().save();
    state().newSong();
    doc.setTitle('Second');
    await state().save();
    const [first, second] = server.find('POST', '/songs');
    expect(keyOf(second)).not.toBe(keyOf(first));
    expect(stored.map((s) => s.title)).toEqual(['First', 'Second']);
  });

  it('after a lost answer, opening another song drops the attempt: its own save is its own song', async () => {
    const { server, stored, state, doc } = await storingServer((attempt) => attempt === 1);
    state().newSong();
    doc.setTitle('Lost Answer');
    await state().save();
    state().newSong();
    expect(state().dialogs.unsavedChanges.display).toBe(true);
    await state().discardChanges();
    doc.setTitle('Another');
    await state().save();
    const [first, second] = server.find('POST', '/songs');
    expect(keyOf(second)).not.toBe(keyOf(first));
    expect(stored.map((s) => s.title)).toEqual(['Lost Answer', 'Another']);
  });

  it('after a refusal of the song as sent, the next save sends the work as it is now, under a new key', async () => {
    const { server, state, doc } = await storingServer(() => false);
    let refuse = true;
    server.on('POST /songs', (call) =>
      refuse
        ? { status: 400, body: errorBody(400, 'The title must be text') }
        : { status: 201, body: song({ song_id: 100, title: titleOf(call) }) },
    );
    state().newSong();
    doc.setTitle('Refused');
    await state().save();
    refuse = false;
    doc.setTitle('Accepted');
    await state().save();
    const [first, second] = server.find('POST', '/songs');
    expect(second && titleOf(second)).toBe('Accepted');
    expect(keyOf(second)).not.toBe(keyOf(first));
    expect(state().saveRequired).toBe(false);
  });
});
