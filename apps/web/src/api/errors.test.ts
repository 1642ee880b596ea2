import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { errorMessage, failureDetail, failureKind } from './errors.ts';
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

  it("says in plain words that the answer was not what Ringalong expected, never the schema's message", async () => {
    const error = await failureOf(() => json(200, { songs: 'nope' }));
    expect(failureKind(error)).toBe('contract');
    expect(failureDetail(error)).toBe(
      'The server sent something Ringalong did not expect. Try again, or reload the page.',
    );
  });

  it('does not pass a mistake in the app off as a network failure: it is logged and called what it is', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bug = new TypeError("Cannot read properties of undefined (reading 'staves')");
    expect(failureKind(bug)).toBe('bug');
    expect(failureDetail(bug)).toBe('Something went wrong. Please try again.');
    expect(log).toHaveBeenCalledWith('Unexpected failure in Ringalong:', bug);
    expect(errorMessage(bug)).toBe("Cannot read properties of undefined (reading 'staves')");
  });

  it('names each failure of a call by its kind: no answer, an HTTP status, a contract mismatch', async () => {
    expect(failureKind(await failureOf(() => Promise.reject(new TypeError('Failed to fetch'))))).toBe(
      'network',
    );
    expect(failureKind(await failureOf(() => json(404, {})))).toBe('status');
    expect(failureKind(await failureOf(() => json(200, {})))).toBe('contract');
  });
});
