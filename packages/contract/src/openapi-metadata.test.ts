import { songMetaSchema, TITLE_MAX } from '@ringalong/song';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { TITLE_PATTERN } from './openapi-metadata.ts';

// The document states the song rules as JSON Schema; these keep each statement equal to the rule.

const serverAccepts = (title: string) => z.safeParse(songMetaSchema, { title }).success;
const documentAccepts = (title: string) => TITLE_PATTERN.test(title) && title.length <= TITLE_MAX;

describe('the documented title pattern', () => {
  it('accepts exactly the titles the song schema accepts', () => {
    const titles = fc.oneof(
      fc.stringMatching(TITLE_PATTERN),
      fc.string({
        unit: fc.constantFrom('a', 'Ü', '7', ' ', '\t', '!', '\u00a0', '\u0000', '字'),
        maxLength: 70,
      }),
      fc.string({ unit: 'grapheme', maxLength: 70 }),
    );
    fc.assert(
      fc.property(titles, (title) => {
        expect(documentAccepts(title), JSON.stringify(title)).toBe(serverAccepts(title));
      }),
      { numRuns: 2000 },
    );
  });
});
