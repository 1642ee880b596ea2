import { apiErrorSchema, createSongResponseSchema } from '@ringalong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, call, person, songBody } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

// Clients that send `Content-Type: application/json` on every call, body or not (spec section 7:
// "Requests are JSON"), must not be refused on the routes that take no body.

let t: TestApp;
let owner: Caller;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await person(t, 'Bodiless', true);
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };
const createSong = async (title: string) =>
  createSongResponseSchema.parse(
    (await call(t, { method: 'POST', url: '/songs', as: owner, payload: songBody(title) })).json(),
  );

describe('a request without a body', () => {
  it('POST /auth/logout with a JSON content type and no body signs out', async () => {
    const leaving = await person(t, 'Leaving', false);
    const response = await call(t, { method: 'POST', url: '/auth/logout', as: leaving, headers: json });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await call(t, { method: 'GET', url: '/auth/me', as: leaving })).statusCode).toBe(401);
  });

  it('DELETE /songs/:id with a JSON content type and no body deletes the song', async () => {
    const created = await createSong('Short Lived');
    const response = await call(t, {
      method: 'DELETE',
      url: `/songs/${created.song_id}`,
      as: owner,
      headers: json,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await call(t, { method: 'GET', url: `/songs/${created.song_id}`, as: owner })).statusCode).toBe(
      404,
    );
  });

  it('is accepted whatever its content type says, over real HTTP too (fetch sends Content-Length: 0)', async () => {
    const created = await createSong('Gone Over HTTP');
    const deleted = await fetch(`${t.baseUrl}/api/songs/${created.song_id}`, {
      method: 'DELETE',
      headers: { ...json, origin: t.baseUrl, cookie: owner.cookie, 'content-length': '0' },
    });
    expect(deleted.status).toBe(200);
    const leaving = await person(t, 'Texting', false);
    const out = await fetch(`${t.baseUrl}/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: t.baseUrl, cookie: leaving.cookie },
    });
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ success: true });
  });
});

describe('a request with a body', () => {
  it('is still parsed and validated: bad JSON is a 400, text a 415', async () => {
    const created = await createSong('Still Checked');
    const url = `/songs/${created.song_id}/publicity`;
    const broken = await call(t, { method: 'PUT', url, as: owner, payload: '{"is_public":', headers: json });
    expect(broken.statusCode).toBe(400);
    const text = await call(t, {
      method: 'PUT',
      url,
      as: owner,
      payload: 'is_public=true',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
  });

  it('a route that needs a body and gets none answers 400 with a clear message and changes nothing', async () => {
    const created = await createSong('Needs A Body');
    const response = await call(t, {
      method: 'PUT',
      url: `/songs/${created.song_id}/publicity`,
      as: owner,
      headers: json,
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).message).toBe('This request needs a JSON body.');
    const noSong = await call(t, { method: 'POST', url: '/songs', as: owner, headers: json });
    expect(noSong.statusCode).toBe(400);
    expect(apiErrorSchema.parse(noSong.json()).message).toBe('The request needs a song as its JSON body.');
    const after = await call(t, { method: 'GET', url: `/songs/${created.song_id}`, as: owner });
    expect(after.json()).toMatchObject({ is_public: false, revision: created.revision });
  });
});
