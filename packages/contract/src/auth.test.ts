import { describe, expect, it } from 'vitest';
import { signInBodySchema, songSearchQuerySchema } from './inputs.ts';

describe('signInBodySchema', () => {
  it('accepts a path on this site', () => {
    expect(signInBodySchema.parse({ returnTo: '/success?x=1' })).toEqual({ returnTo: '/success?x=1' });
  });

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example', 'success', '/a b'])(
    'refuses %s as a place to return to',
    (returnTo) => {
      expect(signInBodySchema.safeParse({ returnTo }).success).toBe(false);
    },
  );
});

describe('songSearchQuerySchema', () => {
  it('reads criteria from query-string text', () => {
    expect(
      songSearchQuerySchema.parse({
        text: 'ode',
        bellMin: '2',
        bellMax: '8',
        eightNote: 'true',
        is_public: 'false',
      }),
    ).toEqual({ text: 'ode', bellMin: 2, bellMax: 8, eightNote: true, is_public: false });
  });

  it('refuses a bell count that is not a whole number', () => {
    expect(songSearchQuerySchema.safeParse({ bellMin: '2.5' }).success).toBe(false);
  });
});
