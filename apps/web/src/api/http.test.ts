import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { apiBase, RequestError, request } from './http.ts';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: string, type = 'application/json') {
  const fetchFake = vi.fn(async () => new Response(body, { status, headers: { 'content-type': type } }));
  vi.stubGlobal('fetch', fetchFake);
  return fetchFake;
}

describe('API client', () => {
  it('calls port 3000 on localhost and the page origin plus /api elsewhere', () => {
    expect(apiBase({ hostname: 'localhost', origin: 'http://localhost:5173' })).toBe('http://localhost:3000');
    expect(apiBase({ hostname: 'ringalong.app', origin: 'https://ringalong.app' })).toBe(
      'https://ringalong.app/api',
    );
  });

  it('sends GET payloads in the query string, with credentials', async () => {
    const fetchFake = answer(200, '{"ok":true}');
    await request('GET', '/songs', z.object({ ok: z.boolean() }), { text: 'a b', bellMin: 2 });
    const [url, init] = fetchFake.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://localhost:3000/songs?text=a+b&bellMin=2');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
  });

  it('sends other payloads as a JSON body', async () => {
    const fetchFake = answer(200, '{"success":true}');
    await request('PUT', '/songs/1/publicity', z.object({ success: z.boolean() }), { is_public: true });
    const [, init] = fetchFake.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"is_public":true}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('returns text when the answer is not JSON', async () => {
    answer(200, 'plain words', 'text/plain');
    const { data } = await request('GET', '/x', z.string());
    expect(data).toBe('plain words');
  });

  it("throws 'Request failed: {status} {body text}' and logs method and path", async () => {
    answer(500, 'Server exploded', 'text/plain');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = request('POST', '/songs', z.unknown(), {});
    await expect(failure).rejects.toThrow('Request failed: 500 Server exploded');
    await expect(failure).rejects.toBeInstanceOf(RequestError);
    expect(String(log.mock.calls[0]?.[0])).toContain('POST /songs');
  });

  it('rejects an OK answer that does not match the contract', async () => {
    answer(200, '{"songs":"nope"}');
    await expect(request('GET', '/songs', z.object({ songs: z.array(z.unknown()) }))).rejects.toThrow();
  });
});

describe('start-up calls the page started before the app', () => {
  const started = globalThis as { ringalongStartupCalls?: Record<string, Promise<Response> | undefined> };
  afterEach(() => {
    delete started.ringalongStartupCalls;
  });

  it('are answered from the call already under way, once', async () => {
    const fetchFake = answer(200, '{"n":2}');
    const url = 'http://localhost:3000/auth/me';
    started.ringalongStartupCalls = {
      [url]: Promise.resolve(new Response('{"n":1}', { headers: { 'content-type': 'application/json' } })),
    };
    const schema = z.object({ n: z.number() });
    expect((await request('GET', '/auth/me', schema)).data).toEqual({ n: 1 });
    expect(fetchFake).not.toHaveBeenCalled();
    expect((await request('GET', '/auth/me', schema)).data).toEqual({ n: 2 });
  });

  it('are asked again when the call under way failed', async () => {
    const fetchFake = answer(200, '{"n":2}');
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    started.ringalongStartupCalls = { 'http://localhost:3000/auth/me': failed };
    expect((await request('GET', '/auth/me', z.object({ n: z.number() }))).data).toEqual({ n: 2 });
    expect(fetchFake).toHaveBeenCalledTimes(1);
  });
});
