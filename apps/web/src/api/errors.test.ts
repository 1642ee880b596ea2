import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { failureDetail } from './errors.ts';
import { request } from './http.ts';

afterEach(() => vi.unstubAllGlobals());

/** The failure `request` throws for this answer (or for no answer at all). */
async function failureOf(answer: () => Promise<Response>): Promise<unknown> {
  vi.stubGlobal('fetch', vi.fn(answer));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return request('GET', '/songs', z.object({ songs: z.array(z.unknown()) })).catch((error: unknown) => error);
}

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('what a toast says about a failed call', () => {
  it("is the server's message, never the raw 'Request failed' JSON", async () => {
    const error = await failureOf(() =>
      json(500, {
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'The database is not answering.',
      }),
    );
    expect(failureDetail(error)).toBe('The database is not answering.');
  });

  it('is a sentence about the status when the server gave no message', async () => {
    const html = () => Promise.resolve(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(failureDetail(await failureOf(html))).toBe(
      'The server ran into a problem (error 502). Please try again.',
    );
    expect(failureDetail(await failureOf(() => json(403, {})))).toBe('You are not allowed to do that.');
  });

  it('says the server could not be reached when there was no answer, and logs the raw failure', async () => {
    const error = await failureOf(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(failureDetail(error)).toBe('No response from server. The server could not be reached.');
    expect(console.error).toHaveBeenCalledWith(
      'GET /songs failed:',
      'No response from server: Failed to fetch',
    );
  });

  it('says the answer could not be read when it does not match the contract', async () => {
    const error = await failureOf(() => json(200, { songs: 'nope' }));
    expect(failureDetail(error)).toBe('The server sent an answer the app could not read.');
  });
});
