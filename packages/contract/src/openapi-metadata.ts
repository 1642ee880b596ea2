/**
 * What the OpenAPI document says about a schema beyond what zod derives by itself: descriptions for
 * people, and the JSON Schema form of the song rules that zod checks with functions (a clean title,
 * the offered time signatures, a signature at beat 0, one stave per bell). With these the document
 * accepts what the server accepts and refuses what it refuses; the server's own fuzz test
 * (apps/server/test/openapi-fuzz.test.ts) holds the two together.
 *
 * Kept here, not on the schemas (z.meta), so the app, which loads the schemas but never this
 * document, need not load zod's registry.
 *
 * Rules JSON Schema cannot say are named by extension keywords and described in words:
 * `x-unique-by` (no two items share that property, or that list of properties), `x-rows-once` (no
 * row, by pitchId and instrument, in the `rows` of two items, nor twice in one), `x-bells-once`
 * (no pitch in the `bells`, nor in the `chimes`, of two items: a table chart), `x-bar-start` (a
 * rehearsal mark's beat is the start of a bar of the song's time signatures; beat 0 always is) and
 * the song's limit of 2000 notes across all its staves.
 */
import {
  assignmentsSchema,
  CHOIR_ID_MAX,
  CHOIR_NAME_MAX,
  CHOIR_NAME_PATTERN,
  chartPositionSchema,
  chartSchema,
  choirAssignmentSchema,
  choirSchema,
  EXPRESSION_MARKS_MAX,
  legacyStaveSchema,
  MARK_LABEL_MAX,
  MARKS_MAX,
  markSchema,
  NOTE_LIMIT,
  RINGER_NAME_MAX,
  ringerPartSchema,
  ringerSchema,
  songMetaSchema,
  songSchema,
  songV1Schema,
  songV2Schema,
  songV3Schema,
  songV4Schema,
  staveSchema,
  staveV2Schema,
  staveV4Schema,
  TIME_SIGNATURES_OFFERED,
  TITLE_MAX,
  timeSignatureSchema,
} from '@ringalong/song';
import * as z from 'zod/mini';
import { planResponseSchema } from './billing.ts';
import { unversionedSignaturesSchema, unversionedSongSchema, unversionedStavesSchema } from './inputs.ts';

/** JSON Schema keywords merged into the schema zod generates. */
export type SchemaMetadata = { description?: string } & Record<string, unknown>;

export const documented = z.registry<SchemaMetadata>();

/**
 * A clean song title (the export rule of spec section 5 already applied): letters and digits of any
 * script and spaces, starting and ending with a letter or digit.
 */
export const TITLE_PATTERN = /^[\p{L}\p{N}](?:[\p{L}\p{N} ]*[\p{L}\p{N}])?$/u;

const atBeatZero = { type: 'object', properties: { beat: { const: 0 } }, required: ['beat'] };
const NOTES_RULE = `all staves together hold at most ${NOTE_LIMIT} notes, counted as sent.`;
const STAVES_RULES = `No two staves share a pitchId (x-unique-by), and ${NOTES_RULE} Two notes on one beat of a stave are kept as one (the first).`;
const ROWS_RULES =
  'One stave per row: no two staves share both pitchId and instrument (x-unique-by), so a song may ' +
  `hold a handbell row and a handchime row of one pitch; and ${NOTES_RULE}`;

documented.add(songMetaSchema.shape.title, {
  pattern: TITLE_PATTERN.source,
  // The schema counts characters with a function (code points, not UTF-16 units); so does maxLength.
  maxLength: TITLE_MAX,
  description:
    'Letters and digits (any script) and spaces, starting and ending with a letter or digit; at most ' +
    `${TITLE_MAX} characters, counted as Unicode code points (as maxLength counts them: '𝔄' is one).`,
});
const ONE_NOTE_A_BEAT = {
  maxItems: NOTE_LIMIT,
  description:
    'A row holds one note a beat: no two notes share a beat (x-unique-by); a song that has two is refused.',
  'x-unique-by': 'beat',
};
documented.add(staveSchema.shape.notes, ONE_NOTE_A_BEAT);
documented.add(staveV2Schema.shape.notes, ONE_NOTE_A_BEAT);
// Version 4's notes too: the document left it out, and the OpenAPI fuzz found a version 4 song
// with two notes on one beat that the document called valid and the server refused.
documented.add(staveV4Schema.shape.notes, ONE_NOTE_A_BEAT);
documented.add(legacyStaveSchema.shape.notes, { maxItems: NOTE_LIMIT });
documented.add(timeSignatureSchema, {
  description: `One of ${TIME_SIGNATURES_OFFERED.map((ts) => ts.label).join(', ')}.`,
  anyOf: TIME_SIGNATURES_OFFERED.map((ts) => ({
    properties: { numerator: { const: ts.numerator }, denominator: { const: ts.denominator } },
  })),
});
documented.add(songSchema.shape.staves, {
  description: ROWS_RULES,
  'x-unique-by': ['pitchId', 'instrument'],
  maxItems: 256,
});
documented.add(songV2Schema.shape.staves, {
  description: ROWS_RULES,
  'x-unique-by': ['pitchId', 'instrument'],
  maxItems: 256,
});
documented.add(songV2Schema.shape.timeSignatures, {
  description: 'One signature at beat 0, and no two on the same beat (x-unique-by).',
  contains: atBeatZero,
  'x-unique-by': 'beat',
});
documented.add(songV2Schema, {
  description:
    'A version 2 song (rows with instruments, notes with lengths and techniques, no rehearsal marks). ' +
    'Accepted and lifted to the current version as it is.',
});
documented.add(songV3Schema.shape.staves, {
  description: ROWS_RULES,
  'x-unique-by': ['pitchId', 'instrument'],
  maxItems: 256,
});
documented.add(songV3Schema.shape.timeSignatures, {
  description: 'One signature at beat 0, and no two on the same beat (x-unique-by).',
  contains: atBeatZero,
  'x-unique-by': 'beat',
});
documented.add(songV3Schema.shape.marks, {
  description: `Rehearsal marks, at most ${MARKS_MAX}, each on the start of a bar, no two on one bar (x-unique-by).`,
  'x-unique-by': 'beat',
  maxItems: MARKS_MAX,
});
documented.add(songV3Schema, {
  description:
    'A version 3 song (rehearsal marks, no dynamics, hairpins, passages or accents). Accepted and lifted to the current version as it is.',
});
documented.add(songSchema.shape.dynamics, {
  description: `Dynamic marks (pp to ff), at most ${EXPRESSION_MARKS_MAX}, no two on one beat (x-unique-by). Absent when the song has none.`,
  'x-unique-by': 'beat',
  maxItems: EXPRESSION_MARKS_MAX,
});
documented.add(songSchema.shape.hairpins, {
  description: `Crescendo and diminuendo hairpins, at most ${EXPRESSION_MARKS_MAX}, each ending after it starts, none overlapping another (x-spans). Absent when the song has none.`,
  'x-spans': true,
  maxItems: EXPRESSION_MARKS_MAX,
});
documented.add(songSchema.shape.passages, {
  description: `Technique passages ('LV ... R'), at most ${EXPRESSION_MARKS_MAX}: the notes struck from 'from' up to (not at) 'to' are rung with the technique unless they have their own; each ends after it starts, none overlapping another (x-spans). Absent when the song has none.`,
  'x-spans': true,
  maxItems: EXPRESSION_MARKS_MAX,
});
documented.add(songV4Schema.shape.staves, {
  description: ROWS_RULES,
  'x-unique-by': ['pitchId', 'instrument'],
  maxItems: 256,
});
documented.add(songV4Schema.shape.timeSignatures, {
  description: 'One signature at beat 0, and no two on the same beat (x-unique-by).',
  contains: atBeatZero,
  'x-unique-by': 'beat',
});
documented.add(songV4Schema.shape.marks, {
  description: `Rehearsal marks, at most ${MARKS_MAX}, each on the start of a bar, no two on one bar (x-unique-by).`,
  'x-unique-by': 'beat',
  maxItems: MARKS_MAX,
});
documented.add(songV4Schema.shape.dynamics, {
  description: `Dynamic marks (pp to ff), at most ${EXPRESSION_MARKS_MAX}, no two on one beat (x-unique-by).`,
  'x-unique-by': 'beat',
  maxItems: EXPRESSION_MARKS_MAX,
});
documented.add(songV4Schema.shape.hairpins, {
  description: `Hairpins, at most ${EXPRESSION_MARKS_MAX}, each ending after it starts, none overlapping another (x-spans).`,
  'x-spans': true,
  maxItems: EXPRESSION_MARKS_MAX,
});
documented.add(songV4Schema.shape.passages, {
  description: `Technique passages, at most ${EXPRESSION_MARKS_MAX}, each ending after it starts, none overlapping another (x-spans).`,
  'x-spans': true,
  maxItems: EXPRESSION_MARKS_MAX,
});
documented.add(songV4Schema, {
  description:
    'A version 4 song (none of the techniques version 5 added: shake, singing bell, vibrato, brush damp, ring touch). Accepted and lifted to the current version as it is.',
});
documented.add(choirAssignmentSchema.shape.choir, { pattern: `^[A-Za-z0-9_-]{1,${CHOIR_ID_MAX}}$` });
documented.add(assignmentsSchema, {
  description: 'One assignment per choir (x-unique-by).',
  'x-unique-by': 'choir',
});
documented.add(choirAssignmentSchema.shape.parts, {
  description:
    'One part per ringer (x-unique-by); a row (pitchId and instrument) is in at most one part (x-rows-once).',
  'x-unique-by': 'ringer',
  'x-rows-once': true,
});
documented.add(ringerPartSchema.shape.ringer, { pattern: `^[A-Za-z0-9_-]{1,${CHOIR_ID_MAX}}$` });
const CHOIR_ID_DOC = { pattern: `^[A-Za-z0-9_-]{1,${CHOIR_ID_MAX}}$` };
documented.add(choirSchema.shape.id, {
  ...CHOIR_ID_DOC,
  description:
    'The id the client made (a UUID fits). In PUT /choirs/{id} the address names the choir; an id here is replaced by it.',
});
documented.add(ringerSchema.shape.id, CHOIR_ID_DOC);
const nameDoc = (max: number) => ({
  pattern: CHOIR_NAME_PATTERN.source,
  maxLength: max,
  description: `Letters, digits, marks, single spaces and . ' ’ & ( ) , - only; at most ${max} characters (Unicode code points).`,
});
documented.add(choirSchema.shape.name, nameDoc(CHOIR_NAME_MAX));
documented.add(ringerSchema.shape.name, nameDoc(RINGER_NAME_MAX));
documented.add(choirSchema.shape.ringers, {
  description: 'In the order the director lists them; no two share an id (x-unique-by).',
  'x-unique-by': 'id',
});
documented.add(chartPositionSchema.shape.ringer, CHOIR_ID_DOC);
documented.add(chartPositionSchema.shape.bells, {
  description: 'Written MIDI pitches of the handbells at this place at the table, none twice.',
  uniqueItems: true,
});
documented.add(chartPositionSchema.shape.chimes, {
  description: 'Written MIDI pitches of the handchimes at this place at the table, none twice.',
  uniqueItems: true,
});
documented.add(chartSchema, {
  description:
    'The table chart: the positions the choir keeps from song to song, in table order (low to high); a ringer at one place at most (x-unique-by), a bell or chime at one place at most. Absent: none kept yet.',
  'x-unique-by': 'ringer',
  'x-bells-once': true,
});
documented.add(choirSchema.shape.bells, {
  description: 'Written MIDI pitches of the handbells the group owns, none twice.',
  uniqueItems: true,
});
documented.add(choirSchema.shape.chimes, {
  description: 'Written MIDI pitches of the handchimes the group owns, none twice.',
  uniqueItems: true,
});
documented.add(markSchema.shape.beat, {
  description:
    'The start of a bar of the song (x-bar-start): a whole number of bars of the time signatures in force from beat 0.',
  'x-bar-start': true,
});
documented.add(markSchema.shape.label, {
  pattern: `^[\\p{L}\\p{N}]{1,${MARK_LABEL_MAX}}$`,
  minLength: 1,
  maxLength: MARK_LABEL_MAX,
  description: `1 to ${MARK_LABEL_MAX} letters or digits (any script), such as A, B2 or Coda.`,
});
documented.add(songSchema.shape.marks, {
  description: `Rehearsal marks, at most ${MARKS_MAX}, each on the start of a bar, no two on one bar (x-unique-by). Absent when the song has none.`,
  'x-unique-by': 'beat',
  maxItems: MARKS_MAX,
});
documented.add(songV1Schema.shape.staves, {
  description: STAVES_RULES,
  'x-unique-by': 'pitchId',
  maxItems: 128,
});
documented.add(songV1Schema.shape.timeSignatures, {
  description: 'One signature at beat 0, and no two on the same beat (x-unique-by).',
  contains: atBeatZero,
  'x-unique-by': 'beat',
});
documented.add(songV1Schema, {
  description:
    'A version 1 song (one row per pitch, a note only a beat). Accepted and lifted to version 2: every ' +
    'stave becomes a handbell row and every note rings until the next note on its row, at most 2 beats.',
});
documented.add(songSchema.shape.timeSignatures, {
  description: 'One signature at beat 0, and no two on the same beat (x-unique-by).',
  contains: atBeatZero,
  'x-unique-by': 'beat',
});
documented.add(unversionedStavesSchema, {
  description: STAVES_RULES,
  'x-unique-by': 'pitchId',
  maxItems: 128,
});
documented.add(unversionedSignaturesSchema, {
  description: 'Empty or missing means 4/4 at beat 0; otherwise one signature at beat 0, no two on one beat.',
  anyOf: [{ maxItems: 0 }, { contains: atBeatZero }],
  'x-unique-by': 'beat',
});
documented.add(unversionedSongSchema, {
  description:
    "The specification's exported song, without a version. Accepted and lifted to version 2 (as a version 1 song is); its " +
    'title is cleaned by the export rule (trimmed, letters, digits and spaces, at most 60 characters; ' +
    "empty becomes 'New Song' and six random digits) and missing time signatures become 4/4 at beat 0.",
});
documented.add(planResponseSchema.shape.handedOverSong, {
  description:
    'The private song saved from the song sent with PUT /users/subscribe when access started; ' +
    'kept only if that song had a note or a title other than the default. A client holding the ' +
    'same song adopts this record so its next save updates it instead of creating a copy.',
});
