import { apiErrorSchema, createSongResponseSchema, songListResponseSchema } from '@ringalong/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { songCreateRequests } from '../src/db/schema/index.ts';
import { type Caller, call, person, songBody } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

// POST /songs with an Idempotency-Key: a retried create (lost answer, double click) makes one song.

let t: TestApp;
let writer: Caller;
let other: Caller;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { signIn: 100, writes: 200, joins: 1000 } });
  writer = await person(t, 'Retrier', true);
  other = await person(t, 'Neighbour', true);
});
afterAll(() => t.close());

const create = (as: Caller, key: string | null, payload: object) =>
  call(t, {
    method: 'POST',
    url: '/songs',
    as,
    payload,
    headers: key === null ? {} : { 'idempotency-key': key },
  });

/** The caller's own songs with this title, as their library lists them. */
const ownSongsTitled = async (as: Caller, title: string) => {
  const response = await call(t, {
    method: 'GET',
    url: `/songs?is_public=false&text=${encodeURIComponent(title)}`,
    as,
  });
  return songListResponseSchema.parse(response.json()).songs.filter((song) => song.title === title);
};

describe('POST /songs with an Idempotency-Key', () => {
  it('answers a retry with the same body with the song the first request made', async () => {
    const first = await create(writer, 'retry-1', songBody('Once Only'));
    const again = await create(writer, 'retry-1', songBody('Once Only'));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(createSongResponseSchema.parse(again.json())).toEqual(
      createSongResponseSchema.parse(first.json()),
    );
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(await ownSongsTitled(writer, 'Once Only')).toHaveLength(1);
  });

  it('takes the same body however its keys are ordered', async () => {
    const { timeSignatures, staves, meta, version } = songBody('Reordered');
    const first = await create(writer, 'retry-order', { version, meta, staves, timeSignatures });
    const again = await create(writer, 'retry-order', { timeSignatures, staves, meta, version });
    expect(again.json()).toEqual(first.json());
    expect(await ownSongsTitled(writer, 'Reordered')).toHaveLength(1);
  });

  it('refuses the same key with another body (422) and makes nothing', async () => {
    await create(writer, 'retry-2', songBody('First Body'));
    const refused = await create(writer, 'retry-2', songBody('Second Body'));
    expect(refused.statusCode).toBe(422);
    expect(apiErrorSchema.parse(refused.json()).message).toMatch(/Idempotency-Key/);
    expect(await ownSongsTitled(writer, 'Second Body')).toHaveLength(0);
  });

  it("keeps each user's keys apart", async () => {
    const mine = createSongResponseSchema.parse(
      (await create(writer, 'shared-key', songBody('Mine'))).json(),
    );
    const theirs = await create(other, 'shared-key', songBody('Mine'));
    expect(theirs.statusCode).toBe(201);
    expect(createSongResponseSchema.parse(theirs.json())).toMatchObject({ user_id: other.id });
    expect(createSongResponseSchema.parse(theirs.json()).song_id).not.toBe(mine.song_id);
  });

  it('makes one song from retries sent at the same time', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => create(writer, 'burst', songBody('Burst Retry'))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    const ids = new Set(answers.map((answer) => createSongResponseSchema.parse(answer.json()).song_id));
    expect(ids.size).toBe(1);
    expect(await ownSongsTitled(writer, 'Burst Retry')).toHaveLength(1);
  });

  it('does not make a deleted song again when a late retry of its create arrives (410)', async () => {
    const made = createSongResponseSchema.parse(
      (await create(writer, 'late-retry', songBody('Deleted Since'))).json(),
    );
    const deleted = await call(t, { method: 'DELETE', url: `/songs/${made.song_id}`, as: writer });
    expect(deleted.statusCode).toBe(200);
    const late = await create(writer, 'late-retry', songBody('Deleted Since'));
    expect(late.statusCode).toBe(410);
    expect(apiErrorSchema.parse(late.json()).message).toMatch(/deleted/);
    expect(await ownSongsTitled(writer, 'Deleted Since')).toHaveLength(0);
  });

  it('still makes a new song for every request without a key', async () => {
    await create(writer, null, songBody('Unkeyed'));
    await create(writer, null, songBody('Unkeyed'));
    expect(await ownSongsTitled(writer, 'Unkeyed')).toHaveLength(2);
  });

  it('forgets a key after a day, and prunes expired keys', async () => {
    const old = createSongResponseSchema.parse(
      (await create(writer, 'old-key', songBody('Yesterday'))).json(),
    );
    await create(writer, 'stale-key', songBody('Stale'));
    await t.db
      .update(songCreateRequests)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${songCreateRequests.key} in ('old-key', 'stale-key')`);
    const fresh = await create(writer, 'old-key', songBody('Today'));
    expect(fresh.statusCode).toBe(201);
    expect(createSongResponseSchema.parse(fresh.json()).song_id).not.toBe(old.song_id);
    const keys = await t.db
      .select({ key: songCreateRequests.key })
      .from(songCreateRequests)
      .where(sql`${songCreateRequests.key} in ('old-key', 'stale-key')`);
    expect(keys).toEqual([{ key: 'old-key' }]);
  });

  it('refuses a key that is too long or not visible ASCII', async () => {
    for (const key of ['k'.repeat(256), 'naïve', 'two words']) {
      const refused = await create(writer, key, songBody('Bad Key'));
      expect(refused.statusCode, key).toBe(400);
      expect(apiErrorSchema.parse(refused.json()).message).toMatch(/idempotency-key/i);
    }
    expect(await ownSongsTitled(writer, 'Bad Key')).toHaveLength(0);
  });
});
