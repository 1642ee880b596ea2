import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIGRATED_MAX_LENGTH, MIN_NOTE_LENGTH } from './constants.ts';
import { migrateSong } from './migrate.ts';
import { migratedLengths } from './migrated-lengths.ts';
import { parseSong } from './schema.ts';
import { allNoteRefs } from './song.ts';
import { arbitrarySongV1, arbitrarySongV2 } from './test-songs.ts';
import { SONG_VERSION, type Song } from './types.ts';

function parsed(input: unknown): Song {
  const result = parseSong(input);
  if (!result.ok) throw new Error(result.error);
  return result.song;
}

/** Every (pitch, beat) a document strikes, as sorted text, duplicates counted once. */
function strikes(staves: readonly { pitchId: number; notes: readonly { beat: number }[] }[]): string[] {
  return [
    ...new Set(staves.flatMap((stave) => stave.notes.map((note) => `${stave.pitchId}@${note.beat}`))),
  ].sort();
}

describe('migratedLengths (the length rule for old songs)', () => {
  it('rings each note until the next strike on its row, at most 2 beats; the last note rings 2', () => {
    expect([...migratedLengths([3, 0, 0.5, 1, 8])]).toEqual([
      [0, 0.5],
      [0.5, 0.5],
      [1, 2],
      [3, 2],
      [8, 2],
    ]);
    expect(migratedLengths([]).size).toBe(0);
  });
});

describe('migration from version 1 and the unversioned shape to the current version', () => {
  it('keeps every beat and pitch, on handbell rows', () => {
    fc.assert(
      fc.property(arbitrarySongV1, (old) => {
        const song = parsed(old);
        expect(song.version).toBe(SONG_VERSION);
        expect(song.marks).toBeUndefined();
        expect(strikes(song.staves)).toEqual(strikes(old.staves));
        expect(song.staves.every((stave) => stave.instrument === 'handbell')).toBe(true);
        expect(song.staves.map((stave) => stave.pitchId)).toEqual(
          old.staves.map((s) => s.pitchId).sort((a, b) => a - b),
        );
        // The unversioned shape says the same thing.
        const { version: _version, ...unversioned } = old;
        expect(parsed(unversioned)).toEqual(song);
      }),
    );
  });

  it('gives lengths of at least 1/128 beat, never past the next note on the row unless it is that close, at most 2 beats', () => {
    fc.assert(
      fc.property(arbitrarySongV1, (old) => {
        for (const stave of parsed(old).staves) {
          stave.notes.forEach((note, i) => {
            const next = stave.notes[i + 1];
            expect(note.length).toBeGreaterThanOrEqual(MIN_NOTE_LENGTH);
            expect(note.length).toBeLessThanOrEqual(MIGRATED_MAX_LENGTH);
            if (!next) expect(note.length).toBe(MIGRATED_MAX_LENGTH);
            else if (note.length > MIN_NOTE_LENGTH)
              expect(note.beat + note.length).toBeLessThanOrEqual(next.beat);
            expect(note.technique).toBeUndefined();
          });
        }
      }),
    );
  });

  it('is idempotent: a migrated song, and any current song, migrates to itself', () => {
    fc.assert(
      fc.property(arbitrarySongV1, (old) => {
        const song = parsed(old);
        expect(migrateSong(song)).toBe(song);
        expect(parsed(JSON.parse(JSON.stringify(song)))).toEqual(song);
      }),
    );
    fc.assert(
      fc.property(arbitrarySongV2, (song) => {
        expect(migrateSong(song)).toBe(song);
      }),
    );
  });

  it('leaves malformed old staves for the schema to name', () => {
    const result = parseSong({
      version: 1,
      meta: { title: 'Bad' },
      staves: [{ pitchId: 60, notes: [{ beat: 'x' }] }],
      timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
    });
    expect(result.ok === false && result.error).toMatch(/staves\.0\.notes\.0\.beat/);
  });

  it('keeps the number of notes (duplicates on one beat count once)', () => {
    fc.assert(
      fc.property(arbitrarySongV1, (old) => {
        expect(allNoteRefs(parsed(old))).toHaveLength(strikes(old.staves).length);
      }),
    );
  });
});
