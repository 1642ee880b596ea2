import {
  createSongResponseSchema,
  getSongResponseSchema,
  ifMatchHeader,
  saveSongResponseSchema,
  songListResponseSchema,
} from '@ringalong/contract';
import { pieceDifficulty } from '@ringalong/song';
import { DEMO_SONGS } from '@ringalong/song/demo-songs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { songs } from '../src/db/schema/index.ts';
import { gradeUngradedSongs } from '../src/songs/grade-existing.ts';
import { type Caller, call, person, songBody } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let owner: Caller;

const DEMO_LIST = '/songs/public?text=&bellMin=0&bellMax=32&eightNote=false&is_public=true';

const list = async (url: string, as: Caller | null) => {
  const response = await call(t, { method: 'GET', url, as });
  expect(response.statusCode).toBe(200);
  return songListResponseSchema.parse(response.json()).songs;
};
const entry = async (songId: number, url = '/songs?is_public=false') =>
  (await list(url, owner)).find((song) => song.song_id === songId);
/** The level the pure function gives the song as the server stores it. */
const gradeOfStored = async (songId: number) => {
  const response = await call(t, { method: 'GET', url: `/songs/${songId}`, as: owner });
  return pieceDifficulty(getSongResponseSchema.parse(response.json()).song_object).level;
};

// Three close bells, a note a beat: a gentle tune.
const gentle = songBody('Gentle Round', [60, 62, 64], [0, 1, 2]);
// Three octaves, most bells off the key, a note every sixteenth on each.
const harder = songBody(
  'Gentle Round',
  [48, 49, 54, 61, 66, 70, 78, 84],
  Array.from({ length: 16 }, (_, i) => i / 4),
);

beforeAll(async () => {
  t = await buildTestApp();
  owner = await person(t, 'Grader', true);
});
afterAll(() => t.close());

describe("a song's difficulty level in the library", () => {
  it("a saved song's list and search entries carry the level the pure grading gives it; an edit that makes it harder raises it", async () => {
    const created = createSongResponseSchema.parse(
      (await call(t, { method: 'POST', url: '/songs', as: owner, payload: gentle })).json(),
    );
    const easy = await gradeOfStored(created.song_id);
    expect(created.difficulty).toBe(easy);
    expect((await entry(created.song_id))?.difficulty).toBe(easy);
    expect((await entry(created.song_id, '/songs?is_public=false&text=gentle'))?.difficulty).toBe(easy);

    const saved = await call(t, {
      method: 'PUT',
      url: `/songs/${created.song_id}`,
      as: owner,
      payload: harder,
      headers: { 'if-match': ifMatchHeader(created.revision) },
    });
    expect(saved.statusCode).toBe(200);
    const hard = await gradeOfStored(created.song_id);
    expect(hard).toBeGreaterThan(easy);
    expect(saveSongResponseSchema.parse(saved.json()).metadata.difficulty).toBe(hard);
    expect((await entry(created.song_id))?.difficulty).toBe(hard);
    expect((await entry(created.song_id, '/songs?is_public=false&text=gentle'))?.difficulty).toBe(hard);
  });

  it('every demo song carries its level, graded from its notes', async () => {
    const demos = await list(DEMO_LIST, null);
    expect(demos.length).toBe(DEMO_SONGS.length);
    for (const demo of demos) {
      const song = DEMO_SONGS.find((s) => s.meta.title === demo.title);
      expect(song, demo.title).toBeDefined();
      expect(demo.difficulty, demo.title).toBe(pieceDifficulty(song!).level);
    }
  });

  it('a song stored before levels were kept lists without one until the start grades it, leaving graded songs as they are', async () => {
    const created = createSongResponseSchema.parse(
      (await call(t, { method: 'POST', url: '/songs', as: owner, payload: songBody('Old Peal') })).json(),
    );
    await t.db.update(songs).set({ difficulty: null }).where(eq(songs.id, created.song_id));
    expect((await entry(created.song_id))?.difficulty).toBeNull();

    expect(await gradeUngradedSongs(t.db)).toBe(1);
    expect((await entry(created.song_id))?.difficulty).toBe(await gradeOfStored(created.song_id));
    expect(await gradeUngradedSongs(t.db)).toBe(0);
  });
});
