import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSong } from '../schema.ts';
import { noteCount } from '../song.ts';
import { songWith } from '../test-songs.ts';
import type { Song } from '../types.ts';
import { fitToBells, type OwnedBells, transpositionWords, unownedRows } from './fit.ts';
import { ownedSet } from './owned-sets.ts';

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
const twoOctaves: OwnedBells = { bells: ownedSet('bells2').pitches, chimes: [] };
const beats = (n: number, from = 0) => range(from, from + n - 1);

describe('fitToBells', () => {
  it('gives an already fitting song back as it is, with nothing to say', () => {
    const song = songWith({ 67: [0, 1], 72: [2] });
    const fit = fitToBells(song, twoOctaves);
    expect(fit.song).toBe(song);
    expect(fit.changes).toEqual([]);
    expect(fit.transpose).toBe(0);
  });

  it('transposes by an octave before anything else, when that fits every note', () => {
    // C4..E4 is below a two-octave set (G4-G6); an octave up fits, keeping the key.
    const song = songWith({ 60: [0], 62: [1], 64: [2] });
    const fit = fitToBells(song, twoOctaves);
    expect(fit.changes).toEqual(['Transposed up an octave']);
    expect(fit.song.staves.map((s) => s.pitchId)).toEqual([72, 74, 76]);
    expect(fit.unowned).toEqual([]);
  });

  it('transposes by the smallest number of semitones where no octave fits', () => {
    // An 8-note set (C4-C5 naturals): a tune in D major's naturals and F#, G, A fits down 2.
    const eight: OwnedBells = { bells: [60, 62, 64, 65, 67, 69, 71, 72], chimes: [] };
    const song = songWith({ 62: [0], 64: [1], 66: [2], 67: [3], 69: [4] });
    const fit = fitToBells(song, eight);
    expect(fit.changes).toEqual(['Transposed down 2 semitones']);
    expect(fit.song.staves.map((s) => s.pitchId)).toEqual([60, 62, 64, 65, 67]);
  });

  it('moves a single row by an octave onto an owned bell, saying which and how many notes', () => {
    const song = songWith({ 67: beats(20), 72: [1], 79: [2], 91: [0], 92: beats(14) });
    const fit = fitToBells(song, twoOctaves);
    expect(fit.changes).toEqual(['G#6 moved down an octave to G#5 (14 notes)']);
    expect(fit.song.staves.map((s) => s.pitchId)).toEqual([67, 72, 79, 80, 91]);
    expect(fit.unowned).toEqual([]);
  });

  it('joins a moved row into an existing row only when no notes share a beat', () => {
    // G6 (91) is owned by a 3-octave set; A7 (105) is not: its octave below, A6 (93), has notes.
    const three: OwnedBells = { bells: ownedSet('bells3').pitches, chimes: [] };
    const apart = songWith({ 60: [0, 1, 2], 93: [0, 1], 105: [2, 3] });
    const joined = fitToBells(apart, three);
    expect(joined.changes).toEqual(['A7 moved down an octave to A6, joining its notes (2 notes)']);
    expect(joined.song.staves.find((s) => s.pitchId === 93)?.notes.map((n) => n.beat)).toEqual([0, 1, 2, 3]);

    const clashing = songWith({ 60: [0, 1, 2], 93: [0, 1], 105: [1, 3], 81: [0] });
    const further = fitToBells(clashing, three);
    expect(further.changes).toEqual(['A7 moved down two octaves to A5, joining its notes (2 notes)']);

    // One bell owned, and two rows ringing together: the busier row goes onto it, the other stays.
    const full = songWith({ 60: [0], 72: [0, 1] });
    const left = fitToBells(full, { bells: [60], chimes: [] });
    expect(left.changes).toEqual([
      'Transposed down an octave',
      'C3 not owned: 1 note kept on it, for a bell you borrow or to move by hand',
    ]);
    expect(left.unowned).toEqual([{ pitchId: 48, instrument: 'handbell', notes: 1 }]);
    expect(noteCount(left.song)).toBe(noteCount(full));
  });

  it('fits handchime rows to the chimes and handbell rows to the bells', () => {
    const owned: OwnedBells = { bells: range(60, 65), chimes: range(67, 79) };
    const song = songWith({ 60: [0] }, undefined, { 60: [1] });
    const fit = fitToBells(song, owned);
    expect(fit.changes).toEqual(['C4 chime moved up an octave to C5 (1 note)']);
    expect(fit.song.staves).toEqual([
      { pitchId: 60, instrument: 'handbell', notes: [{ beat: 0, length: 1 }] },
      { pitchId: 72, instrument: 'handchime', notes: [{ beat: 1, length: 1 }] },
    ]);
  });

  it('carries the assignments along with their rows', () => {
    const song: Song = {
      ...songWith({ 60: [0], 62: [1] }),
      assignments: [
        {
          choir: 'c',
          parts: [
            { ringer: 'a', rows: [{ pitchId: 60, instrument: 'handbell' }] },
            { ringer: 'b', rows: [{ pitchId: 62, instrument: 'handbell' }] },
          ],
        },
      ],
    };
    const fit = fitToBells(song, twoOctaves);
    expect(fit.song.assignments?.[0]?.parts.map((p) => p.rows[0]?.pitchId)).toEqual([72, 74]);
    expect(parseSong(fit.song).ok).toBe(true);
  });

  it('names transpositions in words', () => {
    expect(transpositionWords(-2)).toBe('down 2 semitones');
    expect(transpositionWords(1)).toBe('up 1 semitone');
    expect(transpositionWords(-24)).toBe('down 2 octaves');
  });
});

const ownedArb: fc.Arbitrary<OwnedBells> = fc.record({
  bells: fc.uniqueArray(fc.integer({ min: 24, max: 108 }), { maxLength: 60 }),
  chimes: fc.uniqueArray(fc.integer({ min: 48, max: 108 }), { maxLength: 30 }),
});
const rows = (max: number) =>
  fc.dictionary(
    fc.integer({ min: 20, max: 110 }).map(String),
    fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 6 }),
    { maxKeys: max },
  );
const songArb = fc
  .tuple(rows(12), rows(4))
  .map(([bells, chimes]) =>
    songWith(bells as Record<number, number[]>, undefined, chimes as Record<number, number[]>),
  );

describe('fitToBells properties', () => {
  it('leaves every note on an owned bell or in the report, and loses none', () => {
    fc.assert(
      fc.property(songArb, ownedArb, (song, owned) => {
        const fit = fitToBells(song, owned);
        expect(noteCount(fit.song)).toBe(noteCount(song));
        expect(unownedRows(fit.song, owned)).toEqual(fit.unowned);
        for (const row of fit.unowned) {
          expect(fit.changes.some((c) => c.includes('not owned') && c.includes(`${row.notes} note`))).toBe(
            true,
          );
        }
        expect(parseSong(fit.song).ok).toBe(true);
      }),
    );
  });

  it('gives a song that already fits back unchanged', () => {
    fc.assert(
      fc.property(songArb, (song) => {
        const owned: OwnedBells = {
          bells: song.staves.filter((s) => s.instrument === 'handbell').map((s) => s.pitchId),
          chimes: song.staves.filter((s) => s.instrument === 'handchime').map((s) => s.pitchId),
        };
        const fit = fitToBells(song, owned);
        expect(fit.song).toBe(song);
        expect(fit.changes).toEqual([]);
      }),
    );
  });

  it('never leaves more notes off the owned bells than the song had', () => {
    fc.assert(
      fc.property(songArb, ownedArb, (song, owned) => {
        const before = unownedRows(song, owned).reduce((n, r) => n + r.notes, 0);
        const after = fitToBells(song, owned).unowned.reduce((n, r) => n + r.notes, 0);
        expect(after).toBeLessThanOrEqual(before);
      }),
    );
  });
});
