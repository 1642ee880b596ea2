import { connect } from 'node:net';
import { apiErrorSchema } from '@ringalong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, call, person, songBody } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

// Odd and hostile input gets a 400 that says what is wrong, never a 5xx, on PGlite and PostgreSQL.

let t: TestApp;
let member: Caller;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { signIn: 100, writes: 100, joins: 1000 } });
  member = await person(t, 'Odd', true);
});
afterAll(() => t.close());

const refusedWith = (response: { statusCode: number; json(): unknown }, message: RegExp) => {
  expect(response.statusCode).toBe(400);
  expect(apiErrorSchema.parse(response.json()).message).toMatch(message);
};

describe('a NUL character in any text', () => {
  it('is refused in the library search text, signed in or not', async () => {
    refusedWith(await call(t, { method: 'GET', url: '/songs/public?text=%00' }), /text/);
    refusedWith(await call(t, { method: 'GET', url: '/songs?text=a%00b', as: member }), /text/);
  });

  it('is refused in the place sign-in returns to', async () => {
    refusedWith(
      await call(t, { method: 'POST', url: '/auth/sign-in', payload: { returnTo: '/\u0000' } }),
      /returnTo/,
    );
  });

  it('is refused in a subscription id', async () => {
    for (const url of ['/users/unsubscribe', '/users/resume-subscription']) {
      refusedWith(
        await call(t, { method: 'PUT', url, as: member, payload: { subscriptionId: 'sub_\u0000' } }),
        /subscriptionId/,
      );
    }
  });

  it('is refused in a display name and in song titles', async () => {
    refusedWith(
      await call(t, {
        method: 'POST',
        url: '/user/update-username',
        as: member,
        payload: { name: 'A\u0000' },
      }),
      /name/,
    );
    const unversioned = { meta: { title: 'Tune\u0000' }, staves: [] };
    refusedWith(await call(t, { method: 'POST', url: '/songs', as: member, payload: unversioned }), /title/);
    const current = songBody('Tune\u0000');
    refusedWith(await call(t, { method: 'POST', url: '/songs', as: member, payload: current }), /title/);
  });
});

describe('empty and null input', () => {
  it('an empty bell bound is refused, not read as 0', async () => {
    refusedWith(await call(t, { method: 'GET', url: '/songs/public?bellMin=' }), /bellMin/);
    refusedWith(await call(t, { method: 'GET', url: '/songs?bellMax=', as: member }), /bellMax/);
  });

  it('a bell bound of 0 still means from no bells up', async () => {
    const response = await call(t, { method: 'GET', url: '/songs/public?bellMin=0&bellMax=32' });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { songs: unknown[] }).songs.length).toBeGreaterThan(0);
  });

  it('a null sign-in body is refused; no body at all starts a sign-in that returns home', async () => {
    const refused = await call(t, {
      method: 'POST',
      url: '/auth/sign-in',
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });
    refusedWith(refused, /object/i);
    const bodiless = await call(t, { method: 'POST', url: '/auth/sign-in' });
    expect(bodiless.statusCode).toBe(200);
    expect((bodiless.json() as { url: string }).url).toMatch(/^http/);
  });
});

/** A request sent as raw bytes, as a hostile client may, answered with its status, type and body. */
function rawRequest(head: string): Promise<{ status: number; type: string; body: string }> {
  const { hostname, port } = new URL(t.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(head));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [headers = '', body = ''] = text.split('\r\n\r\n');
      resolve({
        status: Number(headers.split(' ')[1]),
        type: /content-type: ([^\r\n]+)/i.exec(headers)?.[1] ?? '',
        body,
      });
    });
  });
}

describe('addresses and headers the server cannot take', () => {
  it('answers a path segment longer than an id may be with 414 in the error body, without echoing it', async () => {
    const long = '9'.repeat(5000);
    for (const path of [`/songs/${long}`, `/api/songs/${long}`]) {
      const response = await fetch(`${t.baseUrl}${path}`);
      expect(response.status, path).toBe(414);
      const text = await response.text();
      expect(apiErrorSchema.parse(JSON.parse(text))).toMatchObject({
        statusCode: 414,
        error: 'URI Too Long',
      });
      expect(text).not.toContain('99999');
    }
  });

  it('answers a malformed percent-encoding with 400 in the error body', async () => {
    for (const path of ['/songs/%E0%A4%A', '/%', '/api/songs/%zz']) {
      const response = await fetch(`${t.baseUrl}${path}`);
      expect(response.status, path).toBe(400);
      const body = apiErrorSchema.parse(await response.json());
      expect(body.message, path).toMatch(/percent/);
      expect(body.message, path).not.toContain(path);
    }
  });

  it('answers headers over the limit, or an address that long, with 431 in the error body', async () => {
    for (const head of [
      `GET /songs/public HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ]) {
      const answer = await rawRequest(head);
      expect(answer.status).toBe(431);
      expect(answer.type).toMatch(/^application\/json/);
      expect(apiErrorSchema.parse(JSON.parse(answer.body))).toMatchObject({
        statusCode: 431,
        error: 'Request Header Fields Too Large',
        message: expect.stringMatching(/too large/),
      });
    }
  });
});
