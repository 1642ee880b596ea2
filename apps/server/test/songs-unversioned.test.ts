import {
  apiErrorSchema,
  createSongResponseSchema,
  getSongResponseSchema,
  ifMatchHeader,
  saveSongResponseSchema,
} from '@ringalong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, call, person, songBody } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

// Clients that follow the specification (section 7) send the exported song of section 3:
// {meta, staves, timeSignatures}, no version, and a title as it was typed.

let t: TestApp;
let writer: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  writer = await person(t, 'Speccer', true);
});
afterAll(() => t.close());

function exported(title: unknown) {
  const { version: _version, ...song } = songBody('x', [60, 64], [0, 1.5]);
  return { ...song, meta: { ...song.meta, title } };
}

const create = (payload: unknown) =>
  call(t, { method: 'POST', url: '/songs', as: writer, payload: payload as object });
const open = async (id: number) =>
  getSongResponseSchema.parse((await call(t, { method: 'GET', url: `/songs/${id}`, as: writer })).json());

describe("POST /songs with the specification's exported song", () => {
  it('accepts it, cleans its title by the export rule and stores it as a current song', async () => {
    const response = await create(exported('  Jingle   Bells! (v2) '));
    expect(response.statusCode).toBe(201);
    const created = createSongResponseSchema.parse(response.json());
    expect(created).toMatchObject({ title: 'Jingle   Bells v2', bell_count: 2, user_id: writer.id });
    const stored = await open(created.song_id);
    expect(stored.song_object).toMatchObject({
      version: 5,
      meta: { title: 'Jingle   Bells v2' },
      staves: [
        {
          pitchId: 60,
          instrument: 'handbell',
          notes: [
            { beat: 0, length: 1.5 },
            { beat: 1.5, length: 2 },
          ],
        },
        {
          pitchId: 64,
          instrument: 'handbell',
          notes: [
            { beat: 0, length: 1.5 },
            { beat: 1.5, length: 2 },
          ],
        },
      ],
    });
  });

  it("names a song whose title cleans to nothing 'New Song' and six random digits", async () => {
    for (const title of ['  ?!  ', '']) {
      const created = createSongResponseSchema.parse((await create(exported(title))).json());
      expect(created.title).toMatch(/^New Song \d{6}$/);
    }
    const { meta: _meta, ...untitled } = exported('');
    const created = createSongResponseSchema.parse((await create(untitled)).json());
    expect(created.title).toMatch(/^New Song \d{6}$/);
  });

  it('cuts a long title to 60 characters', async () => {
    const created = createSongResponseSchema.parse((await create(exported('Peal '.repeat(20)))).json());
    expect(created.title).toBe('Peal '.repeat(12).trim());
  });

  it('fills in 4/4 at beat 0 when the time signatures are missing', async () => {
    const { timeSignatures: _ts, ...bare } = exported('Bare');
    const created = createSongResponseSchema.parse((await create(bare)).json());
    expect((await open(created.song_id)).song_object.timeSignatures).toEqual([
      { beat: 0, numerator: 4, denominator: 4 },
    ]);
  });

  it.each<[string, unknown, RegExp]>([
    ['a title that is not text', exported(42), /title must be text/],
    ['a negative beat', { ...exported('Neg'), staves: [{ pitchId: 60, notes: [{ beat: -1 }] }] }, /negative/],
    [
      'two staves with one pitch',
      { ...exported('Twice'), staves: [60, 60].map((pitchId) => ({ pitchId, notes: [] })) },
      /pitchId 60/,
    ],
    ['no staves', { meta: { title: 'Empty' } }, /staves/],
  ])('still refuses %s with a 400 naming it', async (_what, payload, message) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message).toMatch(message);
  });

  it('still refuses a current song with an unclean title, and a version it does not know', async () => {
    expect((await create(songBody('<b>Bold</b>'))).statusCode).toBe(400);
    const newer = await create({ ...songBody('Future'), version: 6 });
    expect(newer.statusCode).toBe(400);
    expect(apiErrorSchema.parse(newer.json()).message).toMatch(/version must be 5/);
  });
});

describe("PUT /songs/:id with the specification's exported song", () => {
  it('saves it with its title cleaned', async () => {
    const created = createSongResponseSchema.parse((await create(songBody('Draft'))).json());
    const response = await call(t, {
      method: 'PUT',
      url: `/songs/${created.song_id}`,
      as: writer,
      payload: exported('Final Version!'),
      headers: { 'if-match': ifMatchHeader(created.revision) },
    });
    expect(response.statusCode).toBe(200);
    expect(saveSongResponseSchema.parse(response.json()).metadata).toMatchObject({
      title: 'Final Version',
      revision: created.revision + 1,
    });
    expect((await open(created.song_id)).song_object.meta.title).toBe('Final Version');
  });
});

describe("PUT /users/subscribe with the specification's exported song", () => {
  it('accepts it and saves it, title cleaned, when access starts; a bad one is still refused', async () => {
    const buyer = await person(t, 'Specbuyer', false);
    const response = await call(t, {
      method: 'PUT',
      url: '/users/subscribe',
      as: buyer,
      payload: exported('Carol of the Bells?'),
    });
    expect(response.statusCode).toBe(200);
    const { url } = response.json() as { url: string };
    const page = await (await fetch(url, { headers: { cookie: buyer.cookie } })).text();
    const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const paid = await fetch(`${url}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        cookie: buyer.cookie,
        origin: t.baseUrl,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(paid.status).toBe(303);
    const own = (await call(t, { method: 'GET', url: '/songs?is_public=false', as: buyer })).json() as {
      songs: { title: string }[];
    };
    expect(own.songs.map((song) => song.title)).toEqual(['Carol of the Bells']);

    const refused = await call(t, {
      method: 'PUT',
      url: '/users/subscribe',
      as: buyer,
      payload: { ...exported('Bad'), staves: [{ pitchId: 200, notes: [] }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(apiErrorSchema.parse(refused.json()).message).toMatch(/pitchId/);
  });
});
