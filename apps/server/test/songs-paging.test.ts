import { type SongMetadataBody, songListResponseSchema } from '@ringalong/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { songs } from '../src/db/schema/index.ts';
import { insertSong } from '../src/songs/repository.ts';
import { songFromBody } from '../src/songs/song-body.ts';
import { type Caller, call, person, songBody } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let owner: Caller;
let reader: Caller;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await person(t, 'Pager', true);
  reader = await person(t, 'Reader', true);
});
afterAll(async () => {
  await t.close();
});

const PITCHES = [60, 62, 64, 65, 67, 69, 71, 72];

/** A song stored straight in the database: `bells` rows, a view count, public or not. */
async function store(
  userId: number,
  title: string,
  options: { bells?: number; views?: number; isPublic?: boolean } = {},
): Promise<number> {
  const id = await insertSong(
    t.db,
    userId,
    songFromBody(songBody(title, PITCHES.slice(0, options.bells ?? 3))),
  );
  await t.db
    .update(songs)
    .set({ viewCount: options.views ?? 0, isPublic: options.isPublic ?? false })
    .where(eq(songs.id, id));
  return id;
}

async function page(as: Caller, query: Record<string, string | number | boolean>) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const response = await call(t, { method: 'GET', url: `/songs?${search}`, as });
  expect(response.statusCode, response.body).toBe(200);
  return songListResponseSchema.parse(response.json());
}

type Row = { song_id: number; view_count: number };
const publicOrder = (a: Row, b: Row) => b.view_count - a.view_count || b.song_id - a.song_id;

/**
 * Walks every page of a list, calling `between` after each page (to store songs meanwhile).
 * Answers the songs in the order they came and the first page's total.
 */
async function walk(
  as: Caller,
  query: Record<string, string | number | boolean>,
  between: (pageIndex: number) => Promise<void> = async () => {},
) {
  const seen: SongMetadataBody[] = [];
  let cursor: string | null | undefined;
  let total: number | undefined;
  for (let index = 0; index < 200; index++) {
    const answer = await page(as, cursor ? { ...query, cursor } : query);
    total ??= answer.total;
    expect(answer.songs.length).toBeLessThanOrEqual(Number(query.limit ?? 100));
    seen.push(...answer.songs);
    cursor = answer.next_cursor;
    if (!cursor) break;
    // A page that says another follows is full.
    expect(answer.songs.length).toBe(Number(query.limit ?? 100));
    await between(index);
  }
  expect(cursor).toBeNull();
  return { seen, total };
}

describe('library paging', () => {
  it('answers 100 songs a page with the total and a cursor, as before when no cursor is sent', async () => {
    const user = await person(t, 'Hundreds', true);
    for (let i = 0; i < 105; i++) await store(user.id, `Many ${i}`);
    const first = await page(user, { is_public: false });
    expect(first.songs).toHaveLength(100);
    expect(first.total).toBe(105);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = await page(user, { is_public: false, cursor: first.next_cursor! });
    expect(second.songs.map((s) => s.title)).toEqual(['Many 4', 'Many 3', 'Many 2', 'Many 1', 'Many 0']);
    expect(second.total).toBe(105);
    expect(second.next_cursor).toBeNull();
  });

  it('pages the own list with no duplicates or gaps while songs are saved between pages', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 8 }),
        async (count, limit, insertsPerPage) => {
          const user = await person(t, `Own${++run}`, true);
          const before: number[] = [];
          for (let i = 0; i < count; i++) before.push(await store(user.id, `Own ${i}`));
          const { seen, total } = await walk(user, { is_public: false, limit }, async (index) => {
            for (let i = 0; i < (insertsPerPage[index] ?? 0); i++)
              await store(user.id, `Later ${index} ${i}`);
          });
          const ids = seen.map((s) => s.song_id);
          // Newest first, each once, every song there before the walk, and none saved during it
          // (they sort before the pages already read).
          expect(ids).toEqual([...before].reverse());
          expect(total).toBe(count);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('pages the public list in view order, searched and filtered by bells, with no duplicates or gaps under inserts', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            views: fc.integer({ min: 0, max: 4 }),
            bells: fc.integer({ min: 1, max: 8 }),
            isPublic: fc.boolean(),
          }),
          { maxLength: 25 },
        ),
        fc.integer({ min: 1, max: 6 }),
        fc.record({ bellMin: fc.integer({ min: 1, max: 4 }), bellMax: fc.integer({ min: 4, max: 8 }) }),
        fc.array(
          fc.array(
            fc.record({ views: fc.integer({ min: 0, max: 4 }), bells: fc.integer({ min: 1, max: 8 }) }),
            { maxLength: 3 },
          ),
          {
            maxLength: 6,
          },
        ),
        async (initial, limit, bells, insertsPerPage) => {
          const word = `Walk${++run}q`;
          const stored: Row[] = [];
          for (const [i, s] of initial.entries()) {
            const id = await store(owner.id, `${word} ${i}`, { ...s });
            if (s.isPublic && s.bells >= bells.bellMin && s.bells <= bells.bellMax) {
              stored.push({ song_id: id, view_count: s.views });
            }
          }
          const query = { text: word, ...bells, limit };
          const { seen, total } = await walk(reader, query, async (index) => {
            for (const s of insertsPerPage[index] ?? []) {
              await store(owner.id, `${word} later`, { ...s, isPublic: true });
            }
          });
          const ids = seen.map((s) => s.song_id);
          expect(new Set(ids).size).toBe(ids.length);
          // Every matching song stored before the walk came, in the list's order.
          expect(seen.filter((s) => stored.some((o) => o.song_id === s.song_id))).toEqual(
            [...stored].sort(publicOrder).map((o) => expect.objectContaining(o)),
          );
          expect([...seen].sort(publicOrder)).toEqual(seen);
          expect(seen.every((s) => s.bell_count >= bells.bellMin && s.bell_count <= bells.bellMax)).toBe(
            true,
          );
          expect(total).toBe(stored.length);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('refuses a malformed cursor with a 400 that says so', async () => {
    await store(owner.id, 'Cursor Test A', { isPublic: true });
    await store(owner.id, 'Cursor Test B', { isPublic: true });
    const first = await page(reader, { text: 'Cursor Test', limit: 1 });
    expect(first.next_cursor).toEqual(expect.any(String));
    // Not 8 bytes, not base64url, or not as the server writes it (the last letter's spare bits set).
    for (const cursor of ['AAAAAAAAAAB', 'AAAAAAAAAA', 'AAAAAAAAAAAA', 'a+bAAAAAAAA', 'AAAAAAAAAA=']) {
      const response = await call(t, {
        method: 'GET',
        url: `/songs?cursor=${encodeURIComponent(cursor)}`,
        as: reader,
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('next_cursor');
    }
    const limit = await call(t, { method: 'GET', url: '/songs?limit=101', as: reader });
    expect(limit.statusCode).toBe(400);
  });

  it('pages the demo list for a visitor', async () => {
    const first = await call(t, { method: 'GET', url: '/songs/public?limit=1' });
    const answer = songListResponseSchema.parse(first.json());
    expect(answer.songs).toHaveLength(Math.min(1, answer.total ?? 0));
  });
});
