/** A choir and a song's assignments as they cross a boundary: one schema for client and server. */
import * as z from 'zod/mini';
import { characterCount } from '../characters.ts';
import { instrumentSchema } from '../note-schema.ts';
import { ASSIGNMENTS_MAX, CHOIR_ID_MAX, CHOIR_NAME_MAX, RINGER_NAME_MAX, RINGERS_MAX } from './limits.ts';
import { EXPERIENCES, HANDS } from './types.ts';

export const CHOIR_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
/**
 * Letters, digits, marks, single spaces and the punctuation of names (O'Neil, Mary-Jo, St. Paul's,
 * Bells & Co). A name holds a letter or digit, and a combining mark only follows what it marks: a
 * word that has marks has a letter or digit before them; a word of punctuation alone ('&') has none.
 */
const PUNCTUATION = ".'’&(),-";
const WORD = `[${PUNCTUATION}]*[\\p{L}\\p{N}][\\p{L}\\p{N}\\p{M}${PUNCTUATION}]*`;
export const CHOIR_NAME_PATTERN = new RegExp(
  `^(?:[${PUNCTUATION}]+ )*${WORD}(?: (?:${WORD}|[${PUNCTUATION}]+))*$`,
  'u',
);

const idSchema = (what: string) =>
  z.string({ error: `A ${what} id must be text` }).check(
    z.refine((id) => id.length >= 1 && id.length <= CHOIR_ID_MAX && CHOIR_ID_PATTERN.test(id), {
      error: `A ${what} id must be 1 to ${CHOIR_ID_MAX} letters, digits, '-' or '_'`,
    }),
  );

/** A name: not empty, one line, no spaces at its ends, at most `max` characters. */
const nameSchema = (what: string, max: number) =>
  z.string({ error: `A ${what} must be text` }).check(
    z.refine((name) => name.length > 0 && name.trim() === name && CHOIR_NAME_PATTERN.test(name), {
      error: `A ${what} must be letters, digits, single spaces and . ' - & ( ) , only, with at least one letter or digit, and no word may start with a combining mark`,
    }),
    z.refine((name) => characterCount(name) <= max, { error: `A ${what} must be at most ${max} characters` }),
  );

const pitchSchema = z
  .number({ error: 'A bell must be a MIDI pitch' })
  .check(
    z.int('A bell must be a whole number'),
    z.minimum(0, 'A bell must be from 0 to 127'),
    z.maximum(127, 'A bell must be from 0 to 127'),
  );

const pitchesSchema = (what: string) =>
  z.array(pitchSchema).check(
    z.maxLength(128, `A choir owns at most 128 ${what}`),
    z.refine((pitches) => new Set(pitches).size === pitches.length, { error: `The ${what} must not repeat` }),
  );

export const ringerSchema = z.object({
  id: idSchema('ringer'),
  name: nameSchema('ringer name', RINGER_NAME_MAX),
  experience: z.optional(
    z.enum(EXPERIENCES, { error: 'Experience must be beginner, intermediate or experienced' }),
  ),
  hands: z.optional(z.enum(HANDS, { error: 'Hands must be two-bells, four-in-hand, weaving or shelley' })),
});

export const chartPositionSchema = z.object({
  ringer: idSchema('ringer'),
  bells: pitchesSchema('bells'),
  chimes: pitchesSchema('chimes'),
});

/** The table chart: a ringer at one place at most, a bell or chime at one place at most. */
export const chartSchema = z.array(chartPositionSchema).check(
  z.maxLength(RINGERS_MAX, `A table chart has at most ${RINGERS_MAX} positions`),
  z.refine((chart) => new Set(chart.map((p) => p.ringer)).size === chart.length, {
    error: 'A ringer has two places on the table chart',
  }),
  z.refine(
    (chart) => {
      const rows = chart.flatMap((p) => [...p.bells.map((b) => `${b}:b`), ...p.chimes.map((c) => `${c}:c`)]);
      return new Set(rows).size === rows.length;
    },
    { error: 'A bell is at two places on the table chart' },
  ),
);

export const choirSchema = z.object({
  id: idSchema('choir'),
  name: nameSchema('choir name', CHOIR_NAME_MAX),
  ringers: z.array(ringerSchema).check(
    z.maxLength(RINGERS_MAX, `A choir has at most ${RINGERS_MAX} ringers`),
    z.refine((ringers) => new Set(ringers.map((r) => r.id)).size === ringers.length, {
      error: 'Two ringers share one id',
    }),
  ),
  bells: pitchesSchema('bells'),
  chimes: pitchesSchema('chimes'),
  chart: z.optional(chartSchema),
});

const rowSchema = z.object({ pitchId: pitchSchema, instrument: instrumentSchema });

export const ringerPartSchema = z.object({
  ringer: idSchema('ringer'),
  rows: z.array(rowSchema).check(z.maxLength(256, 'A ringer holds at most 256 rows')),
});

export const choirAssignmentSchema = z
  .object({
    choir: idSchema('choir'),
    parts: z
      .array(ringerPartSchema)
      .check(z.maxLength(RINGERS_MAX, `An assignment has at most ${RINGERS_MAX} ringers`)),
  })
  .check(
    z.refine(
      (a) => {
        const rows = a.parts.flatMap((p) => p.rows.map((r) => `${r.pitchId}:${r.instrument}`));
        return new Set(rows).size === rows.length;
      },
      { error: 'A row is given to two ringers' },
    ),
    z.refine((a) => new Set(a.parts.map((p) => p.ringer)).size === a.parts.length, {
      error: 'A ringer has two parts',
    }),
  );

export const assignmentsSchema = z.array(choirAssignmentSchema).check(
  z.maxLength(ASSIGNMENTS_MAX, `A song keeps at most ${ASSIGNMENTS_MAX} assignments`),
  z.refine((list) => new Set(list.map((a) => a.choir)).size === list.length, {
    error: 'A song keeps one assignment per choir',
  }),
);
