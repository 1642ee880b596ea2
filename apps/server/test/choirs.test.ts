import {
  apiErrorSchema,
  CHOIRS_FULL_MESSAGE,
  choirListResponseSchema,
  saveChoirResponseSchema,
} from '@ringalong/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, call, person } from './fixtures.ts';
import { buildTestApp, endSubscriptions, type TestApp } from './helpers.ts';

let t: TestApp;
let director: Caller;
let other: Caller;
let plain: Caller;

/** A choir as the app sends it: ringers with experience or hands, three octaves of bells, a few chimes. */
function choirBody(id: string, name = 'St. Paul’s Ringers', ringers = 3) {
  return {
    id,
    name,
    ringers: Array.from({ length: ringers }, (_, i) => ({
      id: `r${i}`,
      name: `Ringer ${i + 1}`,
      ...(i % 2 === 0 ? { experience: 'beginner' } : { hands: 'four-in-hand' }),
    })),
    bells: Array.from({ length: 37 }, (_, i) => 60 + i),
    chimes: [60, 62, 64],
  };
}

const put = (as: Caller | null, id: string, payload: unknown) =>
  call(t, { method: 'PUT', url: `/api/choirs/${id}`, as, payload: payload as object });
const list = async (as: Caller) => {
  const response = await call(t, { method: 'GET', url: '/api/choirs', as });
  expect(response.statusCode).toBe(200);
  return choirListResponseSchema.parse(response.json()).choirs;
};
const remove = (as: Caller | null, id: string) => call(t, { method: 'DELETE', url: `/api/choirs/${id}`, as });
const messageOf = (response: { json(): unknown }) => apiErrorSchema.parse(response.json()).message;

beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { signIn: 1000, writes: 10_000, joins: 1000 } });
  director = await person(t, 'Director', true);
  other = await person(t, 'Neighbour', true);
  plain = await person(t, 'Visitor', false);
});
afterAll(() => t.close());

describe('a subscriber’s choirs', () => {
  it('are made, read back whole, replaced by id and deleted', async () => {
    const made = await put(director, 'c-morning', choirBody('c-morning', 'Morning Bells'));
    expect(made.statusCode).toBe(200);
    expect(saveChoirResponseSchema.parse(made.json()).choir.name).toBe('Morning Bells');
    expect(await list(director)).toEqual([choirBody('c-morning', 'Morning Bells')]);

    const renamed = { ...choirBody('c-morning', 'Evening Bells'), bells: [67, 69] };
    expect((await put(director, 'c-morning', renamed)).statusCode).toBe(200);
    expect(await list(director)).toEqual([renamed]);

    expect((await remove(director, 'c-morning')).statusCode).toBe(200);
    expect(await list(director)).toEqual([]);
    const again = await remove(director, 'c-morning');
    expect(again.statusCode).toBe(404);
    expect(messageOf(again)).toBe('Choir not found.');
  });

  it('keep the id of the address, whatever id the body names', async () => {
    expect((await put(director, 'c-address', choirBody('c-body'))).statusCode).toBe(200);
    expect((await list(director)).map((c) => c.id)).toEqual(['c-address']);
    await remove(director, 'c-address');
  });

  it('are their owner’s alone: another user neither sees, replaces nor deletes them', async () => {
    await put(director, 'shared-id', choirBody('shared-id', 'Directors Choir'));
    expect(await list(other)).toEqual([]);
    expect((await remove(other, 'shared-id')).statusCode).toBe(404);
    // The same id from another user is that user's own choir; the director's stays as it was.
    expect((await put(other, 'shared-id', choirBody('shared-id', 'Neighbours Choir'))).statusCode).toBe(200);
    expect((await list(director)).map((c) => c.name)).toEqual(['Directors Choir']);
    expect((await list(other)).map((c) => c.name)).toEqual(['Neighbours Choir']);
    await remove(other, 'shared-id');
    expect((await list(director)).map((c) => c.name)).toEqual(['Directors Choir']);
    await remove(director, 'shared-id');
  });

  it('need a signed-in (401), upgraded (403) user', async () => {
    expect((await call(t, { method: 'GET', url: '/api/choirs' })).statusCode).toBe(401);
    expect((await put(null, 'c1', choirBody('c1'))).statusCode).toBe(401);
    expect((await remove(null, 'c1')).statusCode).toBe(401);
    for (const response of [
      await call(t, { method: 'GET', url: '/api/choirs', as: plain }),
      await put(plain, 'c1', choirBody('c1')),
      await remove(plain, 'c1'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(messageOf(response)).toBe('You must upgrade first.');
    }
  });

  it('a subscription that ended keeps its choirs on the server, but they are not served until upgraded again', async () => {
    const lapsed = await person(t, 'Lapsed', true);
    await put(lapsed, 'kept', choirBody('kept'));
    await endSubscriptions(t.db, lapsed.id);
    expect((await call(t, { method: 'GET', url: '/api/choirs', as: lapsed })).statusCode).toBe(403);
  });

  it('refuse a write from another site (CSRF) and change nothing', async () => {
    const response = await put(director, 'csrf', choirBody('csrf'));
    expect(response.statusCode).toBe(200);
    const forged = await call(t, {
      method: 'DELETE',
      url: '/api/choirs/csrf',
      as: director,
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await list(director)).map((c) => c.id)).toContain('csrf');
    await remove(director, 'csrf');
  });
});

describe('what a choir may hold', () => {
  it('40 ringers are kept; the 41st is refused in the schema’s words and nothing changes', async () => {
    expect((await put(director, 'big', choirBody('big', 'Big Choir', 40))).statusCode).toBe(200);
    const refused = await put(director, 'big', choirBody('big', 'Bigger Choir', 41));
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe('ringers: A choir has at most 40 ringers');
    const [kept] = await list(director);
    expect(kept?.name).toBe('Big Choir');
    expect(kept?.ringers).toHaveLength(40);
    await remove(director, 'big');
  });

  it.each<[string, unknown, string]>([
    ['an empty name', { ...choirBody('x'), name: '' }, 'name: A choir name must be'],
    ['a name on two lines', { ...choirBody('x'), name: 'A\nB' }, 'name: A choir name must be'],
    [
      'a name of combining marks only',
      { ...choirBody('x'), name: '\u0301\u0302\u0303' },
      'name: A choir name must be',
    ],
    [
      'a word starting with a combining mark',
      { ...choirBody('x'), name: 'Bells \u0301x' },
      'name: A choir name must be',
    ],
    ['a name of punctuation only', { ...choirBody('x'), name: "-'." }, 'name: A choir name must be'],
    [
      'a ringer name of combining marks only',
      { ...choirBody('x'), ringers: [{ id: 'r', name: '\u0308\u0308' }] },
      'ringers.0.name: A ringer name must be',
    ],
    [
      'a NUL in a ringer’s name',
      { ...choirBody('x'), ringers: [{ id: 'r', name: 'A\u0000' }] },
      'ringers.0.name: A ringer name must be',
    ],
    ['a bell twice', { ...choirBody('x'), bells: [60, 60] }, 'bells: The bells must not repeat'],
    ['a bell above 127', { ...choirBody('x'), chimes: [128] }, 'chimes.0: A bell must be from 0 to 127'],
    [
      'an unknown experience',
      { ...choirBody('x'), ringers: [{ id: 'r', name: 'Ann', experience: 'expert' }] },
      'ringers.0.experience: Experience must be beginner, intermediate or experienced',
    ],
    ['a list instead of a choir', [1, 2], ''],
  ])('refuses %s with a 400 and a sentence, keeping nothing', async (_what, body, words) => {
    const response = await put(director, 'x', body);
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain(words);
    expect(await list(director)).toEqual([]);
  });

  it('refuses an id that is not 1 to 40 letters, digits, - or _', async () => {
    const response = await put(director, 'a.b', choirBody('a'));
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain("A choir id must be 1 to 40 letters, digits, '-' or '_'");
    expect((await put(director, 'x'.repeat(41), choirBody('a'))).statusCode).toBe(400);
    expect(await list(director)).toEqual([]);
  });
});

describe('at most 100 choirs per user', () => {
  it('the 101st is refused with a sentence and nothing changes; replacing one of the 100 still works', async () => {
    const keeper = await person(t, 'Keeper', true);
    for (let i = 0; i < 100; i++) {
      expect((await put(keeper, `c${i}`, choirBody(`c${i}`, `Choir ${i}`))).statusCode).toBe(200);
    }
    const refused = await put(keeper, 'c100', choirBody('c100', 'One Too Many'));
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(CHOIRS_FULL_MESSAGE);
    const kept = await list(keeper);
    expect(kept).toHaveLength(100);
    expect(kept.map((c) => c.id)).not.toContain('c100');

    expect((await put(keeper, 'c7', choirBody('c7', 'Renamed Seven'))).statusCode).toBe(200);
    expect((await list(keeper)).find((c) => c.id === 'c7')?.name).toBe('Renamed Seven');
    // Another user is not counted against this one.
    expect((await put(other, 'c100', choirBody('c100'))).statusCode).toBe(200);
    await remove(other, 'c100');
    // With one deleted, there is room again.
    await remove(keeper, 'c0');
    expect((await put(keeper, 'c100', choirBody('c100'))).statusCode).toBe(200);
  });
});
