/**
 * The parts of a note and its row a clipboard entry shares with a song (schema.ts): how long
 * a note rings, how it is rung, what rings it. Apart from the song schema so the editor's copy and
 * paste does not load the whole song schema and its migration with it.
 */
import * as z from 'zod/mini';
import { MAX_NOTE_LENGTH, MIN_NOTE_LENGTH } from './constants.ts';
import { INSTRUMENTS, TECHNIQUES } from './types.ts';

export const noteLengthSchema = z
  .number({ error: 'A note length must be a number of beats' })
  .check(
    z.minimum(MIN_NOTE_LENGTH, 'A note length must be at least 1/128 of a beat'),
    z.maximum(MAX_NOTE_LENGTH, `A note length must be at most ${MAX_NOTE_LENGTH} beats`),
  );

export const techniqueSchema = z.enum(TECHNIQUES, {
  error: `A technique must be one of: ${TECHNIQUES.join(', ')}`,
});

/** The techniques a version 2 to 4 song may ring (version 5 added shake, singing bell, vibrato, brush damp, ring touch). */
export const TECHNIQUES_V4 = TECHNIQUES.slice(0, TECHNIQUES.indexOf('thumb damp') + 1);

export const techniqueV4Schema = z.enum(TECHNIQUES_V4 as unknown as readonly [string, ...string[]], {
  error: `A technique must be one of: ${TECHNIQUES_V4.join(', ')}`,
});

export const instrumentSchema = z.enum(INSTRUMENTS, {
  error: `An instrument must be one of: ${INSTRUMENTS.join(', ')}`,
});
