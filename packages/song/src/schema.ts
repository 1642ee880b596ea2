/** The song as it crosses a boundary (HTTP, storage, import): one schema for client and server. */
import * as z from 'zod/mini';
import { isOfferedTimeSignature } from './bar-edits.ts';
import { characterCount } from './characters.ts';
import { MAX_BEAT, NOTE_LIMIT, TITLE_MAX } from './constants.ts';
import { keptTitle } from './export.ts';
import { migrateSong } from './migrate.ts';
import { notesFromBeats } from './song.ts';
import { SONG_VERSION, type Song } from './types.ts';

const beatSchema = z
  .number({ error: 'A beat must be a number' })
  .check(
    z.minimum(0, 'A beat must not be negative'),
    z.maximum(MAX_BEAT, `A beat must be at most ${MAX_BEAT}`),
  );

export const noteSchema = z.object({ beat: beatSchema });

export const staveSchema = z.object({
  pitchId: z
    .number({ error: 'A pitchId must be a number' })
    .check(
      z.int('A pitchId must be a whole number'),
      z.minimum(0, 'A pitchId must be from 0 to 127'),
      z.maximum(127, 'A pitchId must be from 0 to 127'),
    ),
  notes: z.array(noteSchema),
});

export const timeSignatureSchema = z
  .object({ beat: beatSchema, numerator: z.number(), denominator: z.number() })
  .check(
    z.refine((ts) => isOfferedTimeSignature(ts.numerator, ts.denominator), {
      error: 'A time signature must be one of 4/4, 3/4, 2/4, 6/8, 2/2',
    }),
  );

export const songMetaSchema = z.object({
  title: z.string({ error: 'The title must be text' }).check(
    // Characters as people (and JSON Schema's maxLength) count them, not UTF-16 units.
    z.refine((title) => characterCount(title) <= TITLE_MAX, {
      error: `The title must be at most ${TITLE_MAX} characters`,
    }),
    z.refine((title) => title.length > 0 && keptTitle(title) === title, {
      error:
        'The title must be letters, digits and single-line spaces, not empty and without spaces at its ends',
    }),
  ),
  eight_note_compatible: z.optional(z.boolean()),
  bell_count: z.optional(z.int().check(z.minimum(0))),
});

export const songSchema = z
  .object({
    version: z.literal(SONG_VERSION, { error: `The song version must be ${SONG_VERSION}` }),
    meta: songMetaSchema,
    staves: z.array(staveSchema),
    timeSignatures: z
      .array(timeSignatureSchema)
      .check(z.minLength(1, 'A song needs a time signature at beat 0')),
  })
  .check(
    z.superRefine((song, ctx) => {
      const notes = song.staves.reduce((sum, stave) => sum + stave.notes.length, 0);
      if (notes > NOTE_LIMIT) {
        ctx.addIssue({
          code: 'custom',
          path: ['staves'],
          message: `A song holds at most ${NOTE_LIMIT} notes, this one ${notes}`,
        });
      }
      const pitches = song.staves.map((stave) => stave.pitchId);
      const repeated = pitches.find((pitch, i) => pitches.indexOf(pitch) !== i);
      if (repeated !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['staves'], message: `Two staves have pitchId ${repeated}` });
      }
      const beats = song.timeSignatures.map((ts) => ts.beat);
      if (beats.length > 0 && Math.min(...beats) !== 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['timeSignatures'],
          message: 'The first time signature must be at beat 0',
        });
      }
      if (new Set(beats).size !== beats.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['timeSignatures'],
          message: 'Two time signatures share one beat',
        });
      }
    }),
  );

export type ParseSongResult = { ok: true; song: Song } | { ok: false; error: string };

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Sorted staves, notes and signatures, duplicate notes removed: the form every operation expects. */
function normalize(song: z.infer<typeof songSchema>): Song {
  return {
    version: SONG_VERSION,
    meta: song.meta,
    staves: song.staves
      .map((stave) => ({
        pitchId: stave.pitchId,
        notes: notesFromBeats(stave.notes.map((note) => note.beat)),
      }))
      .sort((a, b) => a.pitchId - b.pitchId),
    timeSignatures: [...song.timeSignatures].sort((a, b) => a.beat - b.beat),
  };
}

/** Migrates, validates and normalizes a song document; the error names what is wrong and where. */
export function parseSong(input: unknown): ParseSongResult {
  const result = songSchema.safeParse(migrateSong(input));
  if (!result.success) return { ok: false, error: `Invalid song: ${describeIssues(result.error.issues)}` };
  return { ok: true, song: normalize(result.data) };
}
