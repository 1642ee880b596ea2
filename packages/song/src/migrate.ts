/**
 * Stored songs carry a version; older documents are lifted forward before validation.
 * Version 0 is the original app's shape, {meta, staves, timeSignatures} without a version field.
 * Version 1 had one row per pitch and notes that were only a beat. Version 2 adds a row's
 * instrument (handbell or handchime) and a note's length and technique. Version 3 adds rehearsal
 * marks (`marks`, absent when there are none): a version 2 song has none, so it is only renumbered.
 * Version 4 adds the score's expression: dynamic marks, hairpins, technique passages ('LV ... R')
 * and accents, each absent when there are none: a version 3 song has none, so it is renumbered.
 * Version 5 adds the techniques shake, singing bell, vibrato, brush damp and ring touch: a version
 * 4 song rings none of them, so it is renumbered (an older app refuses a version 5 song rather
 * than misread a technique it does not know).
 */
import { DEFAULT_TITLE } from './constants.ts';
import { keptTitle } from './export.ts';
import { migratedLengths } from './migrated-lengths.ts';
import { SONG_VERSION } from './types.ts';

const DEFAULT_SIGNATURES = [{ beat: 0, numerator: 4, denominator: 4 }];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Version 0 documents had free-form titles and could lack meta or time signatures (the app then
 * assumed 4/4); they get a kept-or-default title and 4/4 at beat 0. Their staves and notes pass
 * through untouched for the next step and the schema to judge.
 */
function fromVersion0(doc: Record<string, unknown>): Record<string, unknown> {
  const meta = isRecord(doc.meta) ? doc.meta : {};
  const title = typeof meta.title === 'string' ? keptTitle(meta.title) : '';
  const signatures =
    Array.isArray(doc.timeSignatures) && doc.timeSignatures.length > 0 ? doc.timeSignatures : null;
  return {
    ...doc,
    version: 1,
    meta: { ...meta, title: title || DEFAULT_TITLE },
    timeSignatures: signatures ?? DEFAULT_SIGNATURES,
  };
}

function hasBeat(note: unknown): note is { beat: number } {
  return isRecord(note) && typeof note.beat === 'number' && Number.isFinite(note.beat);
}

/**
 * A version 1 stave: a handbell row whose notes get lengths by `migratedLengths`, the first note of a
 * beat kept. Malformed parts stay for the schema.
 */
function liftStave(stave: unknown): unknown {
  if (!isRecord(stave)) return stave;
  if (!Array.isArray(stave.notes)) return { ...stave, instrument: 'handbell' };
  const lengths = migratedLengths(stave.notes.filter(hasBeat).map((note) => note.beat));
  // The first app removed a second note on a beat of a row; so does lifting its songs.
  const seen = new Set<number>();
  const notes = stave.notes.flatMap((note) => {
    if (!hasBeat(note)) return [note];
    if (seen.size === seen.add(note.beat).size) return [];
    return [{ beat: note.beat, length: lengths.get(note.beat) }];
  });
  return { ...stave, instrument: 'handbell', notes };
}

/** Version 1 to 2: every row is a handbell row, every note gets its length by the migration rule. */
function fromVersion1(doc: Record<string, unknown>): Record<string, unknown> {
  const staves = Array.isArray(doc.staves) ? doc.staves.map(liftStave) : doc.staves;
  return { ...doc, version: 2, staves };
}

/** Version 2 to 3: no marks yet, nothing else changes. */
function fromVersion2(doc: Record<string, unknown>): Record<string, unknown> {
  return { ...doc, version: 3 };
}

/** A version 3 note without the accent field version 4 gives a meaning (a version 3 note had none). */
function withoutAccent(note: unknown): unknown {
  if (!isRecord(note) || !('accent' in note)) return note;
  const { accent: _accent, ...rest } = note;
  return rest;
}

/**
 * Version 3 to 4: no dynamics, hairpins, passages, key or accents yet. Fields of those names a
 * version 3 document happens to carry meant nothing then and are dropped, not read as version 4's.
 */
function fromVersion3(doc: Record<string, unknown>): Record<string, unknown> {
  const { dynamics: _d, hairpins: _h, passages: _p, key: _k, ...rest } = doc;
  const staves = Array.isArray(rest.staves)
    ? rest.staves.map((stave) =>
        isRecord(stave) && Array.isArray(stave.notes)
          ? { ...stave, notes: stave.notes.map(withoutAccent) }
          : stave,
      )
    : rest.staves;
  return { ...rest, staves, version: 4 };
}

/** Version 4 to 5: no note rings the new techniques yet, nothing else changes. */
function fromVersion4(doc: Record<string, unknown>): Record<string, unknown> {
  return { ...doc, version: 5 };
}

/**
 * Lifts a document to the current version, one version a step; a current document comes back
 * as it is (so migrating twice changes nothing). Anything unrecognised is returned as it came
 * for the schema to reject.
 */
export function migrateSong(input: unknown): unknown {
  if (!isRecord(input)) return input;
  let doc = input;
  if (!('version' in doc) || doc.version === 0) doc = fromVersion0(doc);
  if (doc.version === 1) doc = fromVersion1(doc);
  if (doc.version === 2) doc = fromVersion2(doc);
  if (doc.version === 3) doc = fromVersion3(doc);
  if (doc.version === 4) doc = fromVersion4(doc);
  return doc.version === SONG_VERSION ? doc : input;
}
