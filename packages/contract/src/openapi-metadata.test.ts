import { songMetaSchema } from '@ringalong/song';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { openApiDocument } from './openapi.ts';
import { TITLE_PATTERN } from './openapi-metadata.ts';

// The document states the song rules as JSON Schema; these keep each statement equal to the rule.

interface StringSchema {
  readonly pattern: string;
  readonly maxLength: number;
}

/** The title as POST /songs documents it, read from the document itself. */
function documentedTitle(): StringSchema {
  const post = openApiDocument().paths['/songs']?.post as {
    requestBody: { content: { 'application/json': { schema: { anyOf: unknown[] } } } };
  };
  const [current] = post.requestBody.content['application/json'].schema.anyOf as {
    properties: { meta: { properties: { title: StringSchema } } };
  }[];
  return current!.properties.meta.properties.title;
}

const title = documentedTitle();
const serverAccepts = (text: string) => z.safeParse(songMetaSchema, { title: text }).success;
/** JSON Schema's reading: `pattern` with Unicode semantics, `maxLength` in code points. */
const documentAccepts = (text: string) =>
  new RegExp(title.pattern, 'u').test(text) && [...text].length <= title.maxLength;

describe('the documented title', () => {
  it('accepts exactly the titles the song schema accepts', () => {
    const titles = fc.oneof(
      fc.stringMatching(TITLE_PATTERN),
      fc.string({
        unit: fc.constantFrom(
          'a',
          'Ü',
          '7',
          ' ',
          '\t',
          '!',
          '\u00a0',
          '\u0000',
          '字',
          '𝔄',
          '𠀀',
          '😀',
          '\ud835',
        ),
        maxLength: 70,
      }),
      fc.string({ unit: 'grapheme', maxLength: 70 }),
    );
    fc.assert(
      fc.property(titles, (text) => {
        expect(documentAccepts(text), JSON.stringify(text)).toBe(serverAccepts(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('counts characters as people do: 60 letters outside the BMP fit, 61 do not, on both sides', () => {
    for (const letter of ['𝔄', '𠀀']) {
      expect(serverAccepts(letter.repeat(60))).toBe(true);
      expect(documentAccepts(letter.repeat(60))).toBe(true);
      expect(serverAccepts(letter.repeat(61))).toBe(false);
      expect(documentAccepts(letter.repeat(61))).toBe(false);
    }
    expect(title.maxLength).toBe(60);
  });
});
