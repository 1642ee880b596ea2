import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getSongResponseSchema, songListResponseSchema } from '@ringalong/contract';
import { EIGHT_NOTE_SET } from '@ringalong/song';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSongs } from '../src/seed/seed.ts';
import { type Caller, call, person, songBody } from './fixtures.ts';
import { buildTestApp, endSubscriptions, type TestApp } from './helpers.ts';

let t: TestApp;
let owner: Caller;
let other: Caller;
let plain: Caller;
let lapsed: Caller;
let publicSong: number;
let privateSong: number;
let lapsedSong: number;

const list = async (url: string, as?: Caller) => {
  const response = await call(t, { method: 'GET', url, as: as ?? null });
  expect(response.statusCode).toBe(200);
  return songListResponseSchema.parse(response.json()).songs;
};
const create = async (as: Caller, title: string, pitches?: number[]) => {
  const response = await call(t, { method: 'POST', url: '/songs', as, payload: songBody(title, pitches) });
  expect(response.statusCode).toBe(201);
  return (response.json() as { song_id: number }).song_id;
};

let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'ringalong-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><title>Ringalong built app</title><div id="root"></div>',
  );
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("ring")');
  t = await buildTestApp({ webDist });
  owner = await person(t, 'Owner', true);
  other = await person(t, 'Other', true);
  plain = await person(t, 'Plain', false);
  lapsed = await person(t, 'Lapsed', true);
  publicSong = await create(owner, 'Shared Chimes');
  privateSong = await create(owner, 'Secret Chimes');
  lapsedSong = await create(lapsed, 'Old Chimes');
  await call(t, {
    method: 'PUT',
    url: `/songs/${publicSong}/publicity`,
    as: owner,
    payload: { is_public: true },
  });
  await endSubscriptions(t.db, lapsed.id);
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('library lists', () => {
  it('shows anonymous visitors at least eight demo songs', async () => {
    const songs = await list('/songs/public');
    expect(songs.length).toBeGreaterThanOrEqual(8);
    expect(songs.every((s) => s.is_demo && s.is_public)).toBe(true);
    expect(songs.map((s) => s.title)).toEqual(expect.arrayContaining(['Ode to Joy', 'Silent Night']));
  });

  it('seeds the demo songs once, however often the server starts', async () => {
    const before = await list('/songs/public');
    await seedDemoSongs(t.db);
    expect(await list('/songs/public')).toEqual(before);
  });

  it('serves the same list under /api', async () => {
    expect(await list('/api/songs/public')).toEqual(await list('/songs/public'));
  });

  it('finds titles by case-insensitive partial text', async () => {
    const songs = await list('/songs/public?text=JOY');
    expect(songs.length).toBeGreaterThanOrEqual(2);
    expect(songs.every((s) => /joy/i.test(s.title))).toBe(true);
    expect(await list('/songs/public?text=%25')).toEqual([]);
  });

  it('filters by bell count', async () => {
    const songs = await list('/songs/public?bellMin=1&bellMax=8');
    expect(songs.length).toBeGreaterThan(0);
    expect(songs.every((s) => s.bell_count >= 1 && s.bell_count <= 8)).toBe(true);
  });

  it('derives 8 Note Set songs from the staves, at least three of them', async () => {
    const songs = await list('/songs/public?eightNote=true');
    expect(songs.length).toBeGreaterThanOrEqual(3);
    for (const s of songs) {
      const opened = getSongResponseSchema.parse(
        (await call(t, { method: 'GET', url: `/songs/${s.song_id}` })).json(),
      );
      expect(opened.song_object.staves.every((stave) => EIGHT_NOTE_SET.includes(stave.pitchId))).toBe(true);
    }
  });

  it('shows upgraded users the public library and never private songs', async () => {
    const ids = (await list('/songs?is_public=true', other)).map((s) => s.song_id);
    expect(ids).toContain(publicSong);
    expect(ids).not.toContain(privateSong);
  });

  it('shows users without a subscription only demo songs', async () => {
    const songs = await list('/songs?is_public=true', plain);
    expect(songs.length).toBeGreaterThanOrEqual(8);
    expect(songs.every((s) => s.is_demo)).toBe(true);
  });

  it('lists a user their own songs, also after the subscription ends', async () => {
    expect((await list('/songs?is_public=false', owner)).map((s) => s.title).sort()).toEqual([
      'Secret Chimes',
      'Shared Chimes',
    ]);
    expect((await list('/songs?is_public=false', lapsed)).map((s) => s.song_id)).toEqual([lapsedSong]);
  });

  it('orders each list as the library shows it, every entry with exactly the fields of the contract', async () => {
    const raw = async (url: string, as: Caller) => {
      const response = await call(t, { method: 'GET', url, as });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      return (response.json() as { songs: Record<string, unknown>[] }).songs;
    };
    const fields = [
      'song_id',
      'title',
      'display_name',
      'user_id',
      'is_public',
      'is_demo',
      'bell_count',
      'view_count',
      'revision',
      'difficulty',
    ];
    const library = await raw('/songs?is_public=true', other);
    const demos = await raw('/songs?is_public=true', plain);
    const own = await raw('/songs?is_public=false', owner);
    for (const song of [...library, ...demos, ...own]) expect(Object.keys(song)).toEqual(fields);
    const ids = (songs: Record<string, unknown>[]) => songs.map((s) => s.song_id as number);
    const mostViewedFirst = [...library].sort(
      (a, b) =>
        (b.view_count as number) - (a.view_count as number) || (b.song_id as number) - (a.song_id as number),
    );
    expect(ids(library)).toEqual(ids(mostViewedFirst));
    expect(ids(demos)).toEqual([...ids(demos)].sort((a, b) => a - b));
    expect(ids(own)).toEqual([...ids(own)].sort((a, b) => b - a));
    expect(own.find((s) => s.song_id === publicSong)).toMatchObject({
      title: 'Shared Chimes',
      display_name: 'Owner',
    });
  });

  it('reads the plan afresh on every request: a subscription that ends shows on the very next list', async () => {
    const leaving = await person(t, 'Leaving', true);
    expect((await list('/songs?is_public=true', leaving)).map((s) => s.song_id)).toContain(publicSong);
    await endSubscriptions(t.db, leaving.id);
    const after = await list('/songs?is_public=true', leaving);
    expect(after.every((s) => s.is_demo)).toBe(true);
  });

  it('needs a signed-in user for /songs and refuses bad criteria', async () => {
    expect((await call(t, { method: 'GET', url: '/songs' })).statusCode).toBe(401);
    const bad = await call(t, { method: 'GET', url: '/songs/public?bellMin=lots' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining('bellMin') });
  });
});

describe('GET /songs/:id', () => {
  const open = (id: number, as?: Caller) => call(t, { method: 'GET', url: `/songs/${id}`, as: as ?? null });

  it('opens a demo song for anyone, with its revision as ETag, counting each view', async () => {
    const [demo] = await list('/songs/public');
    const first = await open(demo!.song_id);
    expect(first.statusCode).toBe(200);
    const body = getSongResponseSchema.parse(first.json());
    expect(body).toMatchObject({ failed: false, song_id: demo!.song_id, title: demo!.title });
    expect(first.headers.etag).toBe(`"${body.revision}"`);
    const second = getSongResponseSchema.parse((await open(demo!.song_id, plain)).json());
    expect(second.view_count).toBe(body.view_count + 1);
  });

  it('does not count the owner opening their own song', async () => {
    const before = getSongResponseSchema.parse((await open(privateSong, owner)).json()).view_count;
    const after = getSongResponseSchema.parse((await open(privateSong, owner)).json()).view_count;
    expect(after).toBe(before);
  });

  it('hides private songs from everyone but the owner', async () => {
    expect((await open(privateSong, other)).statusCode).toBe(404);
    expect((await open(privateSong)).statusCode).toBe(404);
    expect((await open(privateSong, owner)).statusCode).toBe(200);
  });

  it('opens public songs for upgraded users only', async () => {
    expect((await open(publicSong, other)).statusCode).toBe(200);
    const refused = await open(publicSong, plain);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ failed: true, message: expect.any(String) });
    expect((await open(publicSong)).statusCode).toBe(401);
  });

  it('keeps private songs open to their owner after the subscription ends', async () => {
    expect((await open(lapsedSong, lapsed)).statusCode).toBe(200);
  });

  it('answers 404 for a missing song and 400 for a bad id', async () => {
    expect((await open(987_654)).statusCode).toBe(404);
    expect((await call(t, { method: 'GET', url: '/songs/abc' })).statusCode).toBe(400);
    expect((await call(t, { method: 'GET', url: '/songs/-3' })).statusCode).toBe(400);
  });
});

describe('the web app', () => {
  it('serves built assets for a year and index.html for app paths', async () => {
    const asset = await call(t, { method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/', '/success?session_id=cs_1']) {
      const page = await call(t, { method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Ringalong built app');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    expect((await call(t, { method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});
