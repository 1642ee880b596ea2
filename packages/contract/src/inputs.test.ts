import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { songBodySchema } from './inputs.ts';

const staves = [{ pitchId: 60, notes: [{ beat: 0 }] }];
const timeSignatures = [{ beat: 0, numerator: 4, denominator: 4 }];
const accepts = (body: unknown) => z.safeParse(songBodySchema, body).success;

const rows = [{ pitchId: 60, instrument: 'handbell', notes: [{ beat: 0, length: 1 }] }];

describe('songBodySchema', () => {
  it('takes a version 2 song, and a version 3 song with rehearsal marks on bar starts', () => {
    expect(accepts({ version: 2, meta: { title: 'Two' }, staves: rows, timeSignatures })).toBe(true);
    const marks = [{ beat: 4, label: 'A' }];
    expect(accepts({ version: 3, meta: { title: 'Three' }, staves: rows, timeSignatures, marks })).toBe(true);
    const off = [{ beat: 5, label: 'A' }];
    expect(accepts({ version: 3, meta: { title: 'Three' }, staves: rows, timeSignatures, marks: off })).toBe(
      false,
    );
  });

  it("takes a current song, and the specification's export without a version and with any title", () => {
    expect(accepts({ version: 1, meta: { title: 'Clean Title' }, staves, timeSignatures })).toBe(true);
    expect(accepts({ meta: { title: '  Jingle Bells! ' }, staves, timeSignatures })).toBe(true);
    expect(accepts({ version: 0, meta: { title: '' }, staves })).toBe(true);
  });

  it('a current song must already have a clean title; other versions are refused', () => {
    expect(accepts({ version: 1, meta: { title: '<b>Bold</b>' }, staves, timeSignatures })).toBe(false);
    expect(accepts({ version: 4, meta: { title: 'Future' }, staves, timeSignatures })).toBe(false);
    expect(accepts({ meta: { title: 42 }, staves, timeSignatures })).toBe(false);
  });
});
