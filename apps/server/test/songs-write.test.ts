import {
  apiErrorSchema,
  createSongResponseSchema,
  getSongResponseSchema,
  ifMatchHeader,
  publicityResponseSchema,
  STALE_REVISION_MESSAGE,
  saveSongResponseSchema,
  staleRevisionErrorSchema,
} from '@ringalong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, call, person, songBody } from './fixtures.ts';
import { buildTestApp, endSubscriptions, type TestApp } from './helpers.ts';

let t: TestApp;
let owner: Caller;
let other: Caller;
let plain: Caller;
let demoId: number;

const create = async (as: Caller | null, payload: unknown) =>
  call(t, { method: 'POST', url: '/songs', as, payload: payload as object });
const createOk = async (as: Caller, title: string) =>
  createSongResponseSchema.parse((await create(as, songBody(title))).json());
const save = (id: number, as: Caller, payload: unknown, revision?: number) =>
  call(t, {
    method: 'PUT',
    url: `/songs/${id}`,
    as,
    payload: payload as object,
    headers: revision === undefined ? {} : { 'if-match': ifMatchHeader(revision) },
  });
const open = async (id: number, as: Caller) =>
  getSongResponseSchema.parse((await call(t, { method: 'GET', url: `/songs/${id}`, as })).json());
const setPublic = (id: number, as: Caller, is_public: boolean) =>
  call(t, { method: 'PUT', url: `/songs/${id}/publicity`, as, payload: { is_public } });

beforeAll(async () => {
  t = await buildTestApp();
  owner = await person(t, 'Writer', true);
  other = await person(t, 'Stranger', true);
  plain = await person(t, 'Freeloader', false);
  demoId = (
    (await call(t, { method: 'GET', url: '/songs/public' })).json() as { songs: { song_id: number }[] }
  ).songs[0]!.song_id;
});
afterAll(() => t.close());

describe('POST /songs', () => {
  it('creates a private song for an upgraded user', async () => {
    const response = await create(owner, songBody('Morning Peal', [60, 64, 67, 72]));
    expect(response.statusCode).toBe(201);
    expect(createSongResponseSchema.parse(response.json())).toMatchObject({
      title: 'Morning Peal',
      user_id: owner.id,
      display_name: 'Writer',
      is_public: false,
      is_demo: false,
      bell_count: 4,
      view_count: 0,
      revision: 1,
    });
  });

  it('needs a signed-in (401) and upgraded (403) user', async () => {
    expect((await create(null, songBody())).statusCode).toBe(401);
    const refused = await create(plain, songBody());
    expect(refused.statusCode).toBe(403);
    expect(apiErrorSchema.parse(refused.json()).message).toBe('You must upgrade first.');
  });

  it('ignores owner, demo flag, counter and id sent in the body', async () => {
    const sneaky = {
      ...songBody('Sneaky'),
      user_id: other.id,
      is_demo: true,
      view_count: 999,
      song_id: demoId,
    };
    const created = createSongResponseSchema.parse((await create(owner, sneaky)).json());
    expect(created).toMatchObject({ user_id: owner.id, is_demo: false, view_count: 0 });
    expect(created.song_id).not.toBe(demoId);
  });

  const tooMany = songBody(
    'Too Many',
    [60, 62],
    Array.from({ length: 1001 }, (_, i) => i / 2),
  );
  it.each<[string, unknown]>([
    ['more than 2000 notes', tooMany],
    ['a negative beat', songBody('Neg', [60], [-1])],
    [
      'an infinite beat',
      '{"version":1,"meta":{"title":"Inf"},"staves":[{"pitchId":60,"notes":[{"beat":1e400}]}],"timeSignatures":[{"beat":0,"numerator":4,"denominator":4}]}',
    ],
    ['a pitch id above 127', songBody('High', [128])],
    ['a fractional pitch id', songBody('Half', [60.5])],
    ['two staves with one pitch', songBody('Twice', [60, 60])],
    [
      'a time signature not offered',
      { ...songBody('Odd'), timeSignatures: [{ beat: 0, numerator: 5, denominator: 4 }] },
    ],
    ['an unsanitized title', songBody('<script>alert(1)</script>')],
    ['a list instead of a song', [1, 2, 3]],
  ])('refuses %s with a 400 and a clear message', async (_what, payload) => {
    const response =
      typeof payload === 'string'
        ? await call(t, {
            method: 'POST',
            url: '/songs',
            as: owner,
            payload,
            headers: { 'content-type': 'application/json' },
          })
        : await create(owner, payload);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message.length).toBeGreaterThan(5);
  });

  const current = (notes: readonly object[]) => ({
    version: 3,
    meta: { title: 'Small Rules' },
    staves: [{ pitchId: 60, instrument: 'handbell', notes }],
    timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
  });
  it.each<[string, readonly object[], RegExp]>([
    [
      'two notes on one beat of a row',
      [
        { beat: 2, length: 1 },
        { beat: 2, length: 0.5 },
      ],
      /Two notes on row 60 \(handbell\) share beat 2; a row holds one note a beat/,
    ],
    [
      'a length of 1e-300 beats',
      [{ beat: 0, length: 1e-300 }],
      /length: A note length must be at least 1\/128 of a beat/,
    ],
    ['a length just under a 128th of a beat', [{ beat: 0, length: 0.0078 }], /at least 1\/128 of a beat/],
  ])('refuses %s, saying so, and keeps nothing', async (_what, notes, words) => {
    const before = (await call(t, { method: 'GET', url: '/songs?is_public=false', as: owner })).json();
    const refused = await create(owner, current(notes));
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).message).toMatch(words);
    expect((await call(t, { method: 'GET', url: '/songs?is_public=false', as: owner })).json()).toEqual(
      before,
    );
  });

  it('takes a length of exactly a 128th of a beat', async () => {
    const made = await create(owner, current([{ beat: 0, length: 1 / 128 }]));
    expect(made.statusCode).toBe(201);
  });

  it('takes a title of 60 characters outside the BMP (60 characters, 120 UTF-16 units) and refuses 61', async () => {
    const sixty = '𝔄'.repeat(60);
    const created = await create(owner, songBody(sixty));
    expect(created.statusCode).toBe(201);
    expect(createSongResponseSchema.parse(created.json()).title).toBe(sixty);
    const tooLong = await create(owner, songBody(`${sixty}𠀀`));
    expect(tooLong.statusCode).toBe(400);
    expect(apiErrorSchema.parse(tooLong.json()).message).toMatch(/at most 60 characters/);
  });

  it('refuses malformed JSON with 400 and a body over the limit with 413', async () => {
    const broken = await call(t, {
      method: 'POST',
      url: '/songs',
      as: owner,
      payload: '{"version":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    const huge = await call(t, {
      method: 'POST',
      url: '/songs',
      as: owner,
      payload: JSON.stringify({ ...songBody(), padding: 'x'.repeat(600 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
  });
});

describe('PUT /songs/:id', () => {
  it('saves from the current revision and moves the revision on', async () => {
    const created = await createOk(owner, 'Draft');
    const response = await save(
      created.song_id,
      owner,
      songBody('Final', [60, 62, 64, 65]),
      created.revision,
    );
    expect(response.statusCode).toBe(200);
    const body = saveSongResponseSchema.parse(response.json());
    expect(body.metadata).toMatchObject({ title: 'Final', bell_count: 4, revision: created.revision + 1 });
    expect(response.headers.etag).toBe(`"${created.revision + 1}"`);
    expect((await open(created.song_id, owner)).song_object.meta.title).toBe('Final');
  });

  it('refuses a save from a stale revision with 412 and overwrites nothing', async () => {
    const created = await createOk(owner, 'Shared Draft');
    expect((await save(created.song_id, owner, songBody('First Tab'), created.revision)).statusCode).toBe(
      200,
    );
    const stale = await save(created.song_id, owner, songBody('Second Tab'), created.revision);
    expect(stale.statusCode).toBe(412);
    expect(apiErrorSchema.parse(stale.json()).message).toBe(STALE_REVISION_MESSAGE);
    expect((await open(created.song_id, owner)).title).toBe('First Tab');
  });

  it('answers a save retried after its answer was lost as saved, without writing it again', async () => {
    const created = await createOk(owner, 'Lost Answer');
    const sent = songBody('Sent Once', [60, 64, 67]);
    const first = await save(created.song_id, owner, sent, created.revision);
    expect(first.statusCode).toBe(200);
    // The client never saw that answer, so it sends the same song from the same revision again.
    const retried = await save(created.song_id, owner, sent, created.revision);
    expect(retried.statusCode).toBe(200);
    const body = saveSongResponseSchema.parse(retried.json());
    expect(body.metadata).toMatchObject({ title: 'Sent Once', revision: created.revision + 1 });
    expect(retried.headers.etag).toBe(`"${created.revision + 1}"`);
    // Another song from that stale revision is still a conflict.
    const other = await save(created.song_id, owner, songBody('Other Tab'), created.revision);
    expect(other.statusCode).toBe(412);
    expect(staleRevisionErrorSchema.parse(other.json()).revision).toBe(created.revision + 1);
  });

  it('names the current revision in a 412, as ETag and in the body, so the next save can use it', async () => {
    const created = await createOk(owner, 'Two Tabs');
    await save(created.song_id, owner, songBody('Tab One'), created.revision);
    await save(created.song_id, owner, songBody('Tab One Again'), created.revision + 1);
    const stale = await save(created.song_id, owner, songBody('Tab Two'), created.revision);
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).toBe(ifMatchHeader(created.revision + 2));
    expect(staleRevisionErrorSchema.parse(stale.json()).revision).toBe(created.revision + 2);
    const retried = await save(created.song_id, owner, songBody('Tab Two'), created.revision + 2);
    expect(retried.statusCode).toBe(200);
  });

  it('lets exactly one of two simultaneous saves from one revision win', async () => {
    const created = await createOk(owner, 'Race');
    const results = await Promise.all([
      save(created.song_id, owner, songBody('Left'), created.revision),
      save(created.song_id, owner, songBody('Right'), created.revision),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 412]);
  });

  it('needs the If-Match header, naming a revision', async () => {
    const created = await createOk(owner, 'No Header');
    expect((await save(created.song_id, owner, songBody('X'))).statusCode).toBe(428);
    for (const odd of ['*', '"1", "2"', '"1', 'abc', '"\u0000"']) {
      const response = await call(t, {
        method: 'PUT',
        url: `/songs/${created.song_id}`,
        as: owner,
        payload: songBody('X'),
        headers: { 'if-match': odd },
      });
      expect(response.statusCode, odd).toBe(400);
    }
  });

  it('lets only the owner overwrite: 403 on public songs, 404 on private, 403 on demo songs', async () => {
    const hidden = await createOk(owner, 'Hidden');
    const shown = await createOk(owner, 'Shown');
    await setPublic(shown.song_id, owner, true);
    expect((await save(hidden.song_id, other, songBody('Mine Now'), 1)).statusCode).toBe(404);
    expect((await save(shown.song_id, other, songBody('Mine Now'), 1)).statusCode).toBe(403);
    expect((await save(demoId, other, songBody('Mine Now'), 1)).statusCode).toBe(403);
    expect((await open(shown.song_id, owner)).title).toBe('Shown');
  });

  it('needs an upgraded account: an owner whose subscription ended cannot save', async () => {
    const former = await person(t, 'Former', true);
    const created = await createOk(former, 'Old Work');
    await endSubscriptions(t.db, former.id);
    expect((await save(created.song_id, former, songBody('New Work'), created.revision)).statusCode).toBe(
      403,
    );
  });
});

describe('PUT /songs/:id/publicity and DELETE /songs/:id', () => {
  it('publishes a song to other upgraded users and takes it back', async () => {
    const created = await createOk(owner, 'Going Public');
    const response = await setPublic(created.song_id, owner, true);
    expect(publicityResponseSchema.parse(response.json()).metadata.is_public).toBe(true);
    expect((await call(t, { method: 'GET', url: `/songs/${created.song_id}`, as: other })).statusCode).toBe(
      200,
    );
    await setPublic(created.song_id, owner, false);
    expect((await call(t, { method: 'GET', url: `/songs/${created.song_id}`, as: other })).statusCode).toBe(
      404,
    );
  });

  it('refuses strangers and demo songs', async () => {
    const created = await createOk(owner, 'Not Yours');
    expect((await setPublic(created.song_id, other, true)).statusCode).toBe(404);
    expect((await setPublic(demoId, other, false)).statusCode).toBe(403);
    expect((await setPublic(created.song_id, owner, 'yes' as unknown as boolean)).statusCode).toBe(400);
  });

  it("deletes the owner's song and answers errors with success false", async () => {
    const created = await createOk(owner, 'Short Lived');
    const refused = await call(t, { method: 'DELETE', url: `/songs/${created.song_id}`, as: other });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ success: false, error: 'Not Found', message: expect.any(String) });
    expect((await call(t, { method: 'DELETE', url: `/songs/${demoId}`, as: owner })).statusCode).toBe(403);
    const deleted = await call(t, { method: 'DELETE', url: `/songs/${created.song_id}`, as: owner });
    expect(deleted.json()).toEqual({ success: true });
    expect((await call(t, { method: 'GET', url: `/songs/${created.song_id}`, as: owner })).statusCode).toBe(
      404,
    );
  });
});
