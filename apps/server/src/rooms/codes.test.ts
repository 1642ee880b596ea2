import { ROOM_CODE_ALPHABET, ROOM_CODE_PATTERN } from '@ringalong/contract';
import { describe, expect, it } from 'vitest';
import { hashSecret, newRoomCode, newSecret, secretMatches } from './codes.ts';

describe('room codes', () => {
  const codes = Array.from({ length: 20_000 }, newRoomCode);

  it('are eight signs of the alphabet, never twice the same in many', () => {
    expect(codes.every((code) => ROOM_CODE_PATTERN.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('use every sign at every place about equally (no sign favoured)', () => {
    const expected = codes.length / ROOM_CODE_ALPHABET.length;
    for (let place = 0; place < 8; place++) {
      const counts = new Map<string, number>();
      for (const code of codes) counts.set(code[place]!, (counts.get(code[place]!) ?? 0) + 1);
      expect(counts.size).toBe(ROOM_CODE_ALPHABET.length);
      // Chi-square with 31 degrees of freedom: above 70 happens by chance about once in 10^4.
      let chi = 0;
      for (const count of counts.values()) chi += (count - expected) ** 2 / expected;
      expect(chi, `place ${place}`).toBeLessThan(70);
    }
  });
});

describe('secrets', () => {
  it('match only the secret they were made from, kept as a hash', () => {
    const secret = newSecret();
    const hash = hashSecret(secret);
    expect(hash).not.toContain(secret);
    expect(secretMatches(secret, hash)).toBe(true);
    expect(secretMatches(newSecret(), hash)).toBe(false);
    expect(secretMatches(undefined, hash)).toBe(false);
  });
});
