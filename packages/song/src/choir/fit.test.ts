import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_SONGS } from '../demo-songs/index.ts';
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
    // A7's note on beat 1 doubles A6 there: dropped; its other note joins A6.
    expect(further.changes).toEqual([
      'A7: 1 note doubling A6 dropped (a doubled octave)',
      'A7 moved down an octave to A6, joining its notes (1 note)',
    ]);
    expect(further.dropped).toBe(1);

    // One bell owned, two rows an octave apart ringing together on beat 0: that doubled note is
    // dropped and the rest joins the owned bell.
    const full = songWith({ 60: [0], 72: [0, 1] });
    const left = fitToBells(full, { bells: [60], chimes: [] });
    expect(Math.abs(left.transpose % 12)).toBe(0);
    expect(left.unowned).toEqual([]);
    expect(left.dropped).toBe(1);
    expect(left.song.staves.find((s) => s.pitchId === 60)?.notes.map((n) => n.beat)).toEqual([0, 1]);
    expect(noteCount(left.song)).toBe(noteCount(full) - 1);
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
        expect(noteCount(fit.song) + fit.dropped).toBe(noteCount(song));
        // Every beat's pitch classes still sound (a dropped note doubled another octave).
        const sounds = (s: Song, shift: number) =>
          new Set(
            s.staves.flatMap((st) => st.notes.map((n) => `${n.beat}:${(st.pitchId + shift + 120) % 12}`)),
          );
        const after = sounds(fit.song, 0);
        for (const sound of sounds(song, fit.transpose)) expect(after.has(sound)).toBe(true);
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

describe('fitToBells keeps the key', () => {
  const two: OwnedBells = { bells: ownedSet('bells2').pitches, chimes: [] };

  it('drops a bass note doubling the tenor octave rather than changing key', () => {
    // G major on G4-G6, up to G6 (no octave up fits): the bass G3 doubles G4, D4 doubles D5.
    const song = songWith({ 55: [0, 2], 67: [0, 1, 2], 91: [1], 62: [3], 74: [3] });
    const fit = fitToBells(song, two);
    expect(Math.abs(fit.transpose % 12)).toBe(0);
    expect(fit.unowned).toEqual([]);
    expect(fit.changes.some((c) => c.includes('doubled octave'))).toBe(true);
  });

  it('keeps every demo song’s key on a 2-octave set, leaving no note on a bell not owned', () => {
    for (const song of DEMO_SONGS) {
      const fit = fitToBells(song, two);
      expect([song.meta.title, Math.abs(fit.transpose % 12)]).toEqual([song.meta.title, 0]);
      expect([song.meta.title, fit.unowned]).toEqual([song.meta.title, []]);
    }
  });
});
