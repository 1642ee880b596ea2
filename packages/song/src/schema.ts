/** The song as it crosses a boundary (HTTP, storage, import): one schema for client and server. */
import * as z from 'zod/mini';
import { isOfferedTimeSignature } from './bar-edits.ts';
import { barStartAt } from './bars.ts';
import { characterCount } from './characters.ts';
import { assignmentsSchema } from './choir/schema.ts';
import type { ChoirAssignment } from './choir/types.ts';
import {
  EXPRESSION_MARKS_MAX,
  MARK_LABEL_MAX,
  MARKS_MAX,
  MAX_BEAT,
  NOTE_LIMIT,
  TITLE_MAX,
} from './constants.ts';
import { keptTitle } from './export.ts';
import { KEY_FIFTHS_RANGE } from './key-spelling.ts';
import { migrateSong } from './migrate.ts';
import { instrumentSchema, noteLengthSchema, techniqueSchema, techniqueV4Schema } from './note-schema.ts';
import { isCleanMarkLabel } from './rehearsal-marks.ts';
import { compareRows, sortedNotes } from './song.ts';
import { DYNAMIC_LEVELS, type Note, SONG_VERSION, type Song } from './types.ts';

const beat = () =>
  z
    .number({ error: 'A beat must be a number' })
    .check(
      z.minimum(0, 'A beat must not be negative'),
      z.maximum(MAX_BEAT, `A beat must be at most ${MAX_BEAT}`),
    );
const beatSchema = beat();

/** A version 2 note: its beat, how long it rings, and how it is rung (absent: a plain ring). */
export const noteV2Schema = z.object({
  beat: beatSchema,
  length: noteLengthSchema,
  technique: z.optional(techniqueV4Schema),
});

/** A version 4 note: a version 5 note without the techniques version 5 added. */
export const noteV4Schema = z.object({
  beat: beatSchema,
  length: noteLengthSchema,
  technique: z.optional(techniqueV4Schema),
  accent: z.optional(z.literal(true, { error: 'An accent must be true (or left out)' })),
});

/** A note: its beat, how long it rings, how it is rung (absent: a plain ring), and an accent. */
export const noteSchema = z.object({
  beat: beatSchema,
  length: noteLengthSchema,
  technique: z.optional(techniqueSchema),
  accent: z.optional(z.literal(true, { error: 'An accent must be true (or left out)' })),
});

const pitchIdSchema = z
  .number({ error: 'A pitchId must be a number' })
  .check(
    z.int('A pitchId must be a whole number'),
    z.minimum(0, 'A pitchId must be from 0 to 127'),
    z.maximum(127, 'A pitchId must be from 0 to 127'),
  );

/** A stave: one row, a pitch rung on a handbell or a handchime. */
export const staveSchema = z.object({
  pitchId: pitchIdSchema,
  instrument: instrumentSchema,
  notes: z.array(noteSchema),
});

/** A version 4 stave. */
export const staveV4Schema = z.object({
  pitchId: pitchIdSchema,
  instrument: instrumentSchema,
  notes: z.array(noteV4Schema),
});

/** A version 2 or 3 stave: notes without accents. */
export const staveV2Schema = z.object({
  pitchId: pitchIdSchema,
  instrument: instrumentSchema,
  notes: z.array(noteV2Schema),
});

/** A note and a stave of version 1 and the unversioned shape: one row per pitch, a note only a beat. */
export const legacyNoteSchema = z.object({ beat: beatSchema });
export const legacyStaveSchema = z.object({ pitchId: pitchIdSchema, notes: z.array(legacyNoteSchema) });

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

/** A rehearsal mark: a bar start's beat and a short label of letters and digits. */
export const markSchema = z.object({
  // Its own schema: the OpenAPI document says more of a mark's beat (x-bar-start) than of others.
  beat: beat(),
  label: z.string({ error: 'A rehearsal mark label must be text' }).check(
    z.refine(isCleanMarkLabel, {
      error: `A rehearsal mark label must be 1 to ${MARK_LABEL_MAX} letters or digits`,
    }),
  ),
});

const marksSchema = z
  .array(markSchema)
  .check(z.maxLength(MARKS_MAX, `A song holds at most ${MARKS_MAX} rehearsal marks`));

export const dynamicSchema = z.object({
  beat: beat(),
  level: z.enum(DYNAMIC_LEVELS, { error: `A dynamic must be one of: ${DYNAMIC_LEVELS.join(', ')}` }),
});

/** A span of beats ends after it starts. */
const ordered = (what: string) =>
  z.refine<{ from: number; to: number }>((value) => value.from < value.to, {
    error: `A ${what} must end after it starts`,
  });

export const hairpinSchema = z
  .object({
    from: beat(),
    to: beat(),
    kind: z.enum(['crescendo', 'diminuendo'], { error: 'A hairpin must be a crescendo or a diminuendo' }),
  })
  .check(ordered('hairpin'));

export const keySchema = z.object({
  fifths: z
    .int('A key signature counts whole sharps or flats')
    .check(
      z.minimum(KEY_FIFTHS_RANGE.min, 'A key signature has at most 7 flats'),
      z.maximum(KEY_FIFTHS_RANGE.max, 'A key signature has at most 7 sharps'),
    ),
});

export const passageSchema = z
  .object({ from: beat(), to: beat(), technique: techniqueSchema })
  .check(ordered('passage'));

const passageV4Schema = z
  .object({ from: beat(), to: beat(), technique: techniqueV4Schema })
  .check(ordered('passage'));

const listOf = <Item extends z.core.$ZodType>(item: Item, what: string) =>
  z
    .array(item)
    .check(z.maxLength(EXPRESSION_MARKS_MAX, `A song holds at most ${EXPRESSION_MARKS_MAX} ${what}`));

interface ExpressiveSong {
  readonly dynamics?: readonly { readonly beat: number }[];
  readonly hairpins?: readonly { readonly from: number; readonly to: number }[];
  readonly passages?: readonly { readonly from: number; readonly to: number }[];
}

/** One dynamic a beat; hairpins and passages never overlap others of their kind. */
const expressionRules = z.superRefine((song: ExpressiveSong, ctx) => {
  const beats = (song.dynamics ?? []).map((mark) => mark.beat);
  if (new Set(beats).size !== beats.length) {
    ctx.addIssue({ code: 'custom', path: ['dynamics'], message: 'Two dynamics share one beat' });
  }
  for (const name of ['hairpins', 'passages'] as const) {
    const spans = [...(song[name] ?? [])].sort((a, b) => a.from - b.from);
    const overlap = spans.findIndex((span, i) => i > 0 && span.from < spans[i - 1]!.to);
    if (overlap > 0) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `Two ${name} overlap (at beat ${spans[overlap]!.from})`,
      });
    }
  }
});

interface CheckedSong {
  readonly staves: readonly {
    readonly pitchId: number;
    readonly instrument?: string;
    readonly notes: readonly unknown[];
  }[];
  readonly timeSignatures: readonly { readonly beat: number }[];
}

/**
 * A row holds one note a beat (spec section 5: duplicate notes are removed). A song in a current
 * version (2 and 3) that carries two is refused, saying where, rather than losing one of them
 * silently: which one a client meant cannot be known. Versions 1 and unversioned, written by the
 * first app, keep the first note of a beat as that app did (migrate.ts).
 */
const oneNoteABeat = z.superRefine(
  (
    song: {
      readonly staves: readonly { pitchId: number; instrument: string; notes: readonly { beat: number }[] }[];
    },
    ctx,
  ) => {
    for (const stave of song.staves) {
      const seen = new Set<number>();
      const twice = stave.notes.find((note) => seen.size === seen.add(note.beat).size);
      if (twice === undefined) continue;
      ctx.addIssue({
        code: 'custom',
        path: ['staves'],
        message: `Two notes on row ${stave.pitchId} (${stave.instrument}) share beat ${twice.beat}; a row holds one note a beat`,
      });
      return;
    }
  },
);

/** The rules across parts of a song: the note limit, one stave per row, the time signatures. */
const songRules = z.superRefine((song: CheckedSong, ctx) => {
  const notes = song.staves.reduce((sum, stave) => sum + stave.notes.length, 0);
  if (notes > NOTE_LIMIT) {
    ctx.addIssue({
      code: 'custom',
      path: ['staves'],
      message: `A song holds at most ${NOTE_LIMIT} notes, this one ${notes}`,
    });
  }
  const rows = song.staves.map((stave) => `${stave.pitchId}:${stave.instrument ?? ''}`);
  const repeated = song.staves.find((_, i) => rows.indexOf(rows[i]!) !== i);
  if (repeated !== undefined) {
    const row = repeated.instrument === undefined ? '' : ` as ${repeated.instrument}`;
    ctx.addIssue({
      code: 'custom',
      path: ['staves'],
      message: `Two staves have pitchId ${repeated.pitchId}${row}`,
    });
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
});

interface MarkedSong {
  readonly timeSignatures: readonly {
    readonly beat: number;
    readonly numerator: number;
    readonly denominator: number;
  }[];
  readonly marks?: readonly { readonly beat: number }[];
}

/** Rehearsal marks sit on bar starts, one a bar. */
const marksRules = z.superRefine((song: MarkedSong, ctx) => {
  const marks = song.marks ?? [];
  if (marks.length === 0) return;
  const bars = {
    version: SONG_VERSION,
    meta: { title: '' },
    staves: [],
    timeSignatures: [...song.timeSignatures].sort((a, b) => a.beat - b.beat),
  } satisfies Song;
  const off = marks.findIndex((mark) => barStartAt(bars, mark.beat) !== mark.beat);
  if (off >= 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['marks', off, 'beat'],
      message: `A rehearsal mark must be on the start of a bar; beat ${marks[off]!.beat} is not`,
    });
  }
  const beats = marks.map((mark) => mark.beat);
  if (new Set(beats).size !== beats.length) {
    ctx.addIssue({ code: 'custom', path: ['marks'], message: 'Two rehearsal marks share one bar' });
  }
});

const timeSignaturesSchema = () =>
  z.array(timeSignatureSchema).check(z.minLength(1, 'A song needs a time signature at beat 0'));

/**
 * The current song (version 5): a stave per (pitchId, instrument), notes with lengths,
 * techniques and accents, rehearsal marks on bar starts, dynamics, hairpins and passages.
 */
export const songSchema = z
  .object({
    version: z.literal(SONG_VERSION, { error: `The song version must be ${SONG_VERSION}` }),
    meta: songMetaSchema,
    staves: z.array(staveSchema),
    timeSignatures: timeSignaturesSchema(),
    marks: z.optional(marksSchema),
    assignments: z.optional(assignmentsSchema),
    dynamics: z.optional(listOf(dynamicSchema, 'dynamics')),
    hairpins: z.optional(listOf(hairpinSchema, 'hairpins')),
    passages: z.optional(listOf(passageSchema, 'passages')),
    key: z.optional(keySchema),
  })
  .check(songRules, oneNoteABeat, marksRules, expressionRules);

/**
 * A version 4 song as clients and storage still send it (none of version 5's techniques);
 * `parseSong` lifts it to the current version.
 */
export const songV4Schema = z
  .object({
    version: z.literal(4, { error: 'The song version must be 4' }),
    meta: songMetaSchema,
    staves: z.array(staveV4Schema),
    timeSignatures: timeSignaturesSchema(),
    marks: z.optional(marksSchema),
    assignments: z.optional(assignmentsSchema),
    dynamics: z.optional(listOf(dynamicSchema, 'dynamics')),
    hairpins: z.optional(listOf(hairpinSchema, 'hairpins')),
    passages: z.optional(listOf(passageV4Schema, 'passages')),
    key: z.optional(keySchema),
  })
  .check(songRules, oneNoteABeat, marksRules, expressionRules);

/** A version 3 song as clients and storage still send it (no expression); `parseSong` lifts it to the current version. */
export const songV3Schema = z
  .object({
    version: z.literal(3, { error: 'The song version must be 3' }),
    meta: songMetaSchema,
    staves: z.array(staveV2Schema),
    timeSignatures: timeSignaturesSchema(),
    marks: z.optional(marksSchema),
    assignments: z.optional(assignmentsSchema),
  })
  .check(songRules, oneNoteABeat, marksRules);

/** A version 2 song as clients and storage still send it (no marks); `parseSong` lifts it to the current version. */
export const songV2Schema = z
  .object({
    version: z.literal(2, { error: 'The song version must be 2' }),
    meta: songMetaSchema,
    staves: z.array(staveV2Schema),
    timeSignatures: timeSignaturesSchema(),
  })
  .check(songRules, oneNoteABeat);

/** A version 1 song as clients and storage still send it; `parseSong` lifts it to the current version. */
export const songV1Schema = z
  .object({
    version: z.literal(1, { error: 'The song version must be 1' }),
    meta: songMetaSchema,
    staves: z.array(legacyStaveSchema),
    timeSignatures: timeSignaturesSchema(),
  })
  .check(songRules);

export type ParseSongResult = { ok: true; song: Song } | { ok: false; error: string };

function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** A note with only its own fields: no technique key for a plain ring, no accent key unless accented. */
function cleanNote(note: z.infer<typeof noteSchema>): Note {
  const { beat, length, technique, accent } = note;
  return {
    beat,
    length,
    ...(technique === undefined ? {} : { technique }),
    ...(accent ? { accent } : {}),
  };
}

const byBeat = (a: { beat: number }, b: { beat: number }) => a.beat - b.beat;
const byFrom = (a: { from: number }, b: { from: number }) => a.from - b.from;

/**
 * Sorted staves (by pitch, handbell before handchime), notes and signatures, duplicate notes
 * removed (the first of a beat is kept): the form every operation expects.
 */
function normalize(song: z.infer<typeof songSchema>): Song {
  const marks = [...(song.marks ?? [])]
    .sort((a, b) => a.beat - b.beat)
    .map(({ beat, label }) => ({ beat, label }));
  return {
    version: SONG_VERSION,
    meta: song.meta,
    staves: song.staves
      .map((stave) => ({
        pitchId: stave.pitchId,
        instrument: stave.instrument,
        notes: sortedNotes(stave.notes.map(cleanNote)),
      }))
      .sort(compareRows),
    timeSignatures: [...song.timeSignatures].sort((a, b) => a.beat - b.beat),
    ...(marks.length > 0 ? { marks } : {}),
    ...(song.assignments && song.assignments.length > 0
      ? { assignments: song.assignments.map(cleanAssignment) }
      : {}),
    ...(song.dynamics && song.dynamics.length > 0
      ? { dynamics: song.dynamics.map(({ beat, level }) => ({ beat, level })).sort(byBeat) }
      : {}),
    ...(song.hairpins && song.hairpins.length > 0
      ? { hairpins: song.hairpins.map(({ from, to, kind }) => ({ from, to, kind })).sort(byFrom) }
      : {}),
    ...(song.passages && song.passages.length > 0
      ? {
          passages: song.passages.map(({ from, to, technique }) => ({ from, to, technique })).sort(byFrom),
        }
      : {}),
    ...(song.key ? { key: { fifths: song.key.fifths } } : {}),
  };
}

/** An assignment with only its own fields, each part's rows sorted like staves, no empty parts. */
function cleanAssignment(assignment: z.infer<typeof assignmentsSchema>[number]): ChoirAssignment {
  return {
    choir: assignment.choir,
    parts: assignment.parts
      .filter((part) => part.rows.length > 0)
      .map((part) => ({
        ringer: part.ringer,
        rows: part.rows.map(({ pitchId, instrument }) => ({ pitchId, instrument })).sort(compareRows),
      })),
  };
}

/** Migrates, validates and normalizes a song document; the error names what is wrong and where. */
export function parseSong(input: unknown): ParseSongResult {
  const result = songSchema.safeParse(migrateSong(input));
  if (!result.success) return { ok: false, error: `Invalid song: ${describeIssues(result.error.issues)}` };
  return { ok: true, song: normalize(result.data) };
}
