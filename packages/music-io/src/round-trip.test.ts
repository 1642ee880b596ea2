/**
 * Import of our own export gives back the song: every note (row, beat, length, technique), the
 * tempo, the time signatures and the title, through writeMidi / writeMusicXml and readMusic, and
 * on through the import's shapePiece to the song the editor would open.
 */
import { heardNotes, type Instrument, type Song, TECHNIQUES, type Technique } from '@ringalong/song';
import { DEMO_SONGS } from '@ringalong/song/demo-songs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Piece } from './piece.ts';
import { readMusic } from './read/index.ts';
import { shapePiece } from './shape/index.ts';
import { writeMidi } from './write/midi.ts';
import { writeMusicXml } from './write/musicxml.ts';

interface Heard {
  readonly instrument: Instrument;
  readonly pitch: number;
  readonly beat: number;
  readonly length: number;
  readonly technique?: Technique;
}

const order = (a: Heard, b: Heard) =>
  a.instrument.localeCompare(b.instrument) || a.beat - b.beat || a.pitch - b.pitch;
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** What the song holds, as a file can hold it: each ring cut at its row's next strike. */
function songNotes(song: Song, withTechniques: boolean): Heard[] {
  return song.staves
    .flatMap((stave) =>
      heardNotes(stave).map((note) => ({
        instrument: stave.instrument,
        pitch: stave.pitchId,
        beat: round(note.beat),
        length: round(note.length),
        ...(withTechniques && note.technique ? { technique: note.technique } : {}),
      })),
    )
    .sort(order);
}

function pieceNotes(piece: Piece): Heard[] {
  return piece.parts
    .flatMap((part) =>
      part.notes.map((note) => ({
        instrument: part.instrument ?? 'handbell',
        pitch: note.pitch,
        beat: round(note.beat),
        length: round(note.length),
        ...(note.technique ? { technique: note.technique } : {}),
      })),
    )
    .sort(order);
}

function read(name: string, bytes: Uint8Array): Piece {
  const outcome = readMusic(name, bytes);
  if (outcome.kind !== 'piece') throw new Error(`not read back: ${JSON.stringify(outcome)}`);
  return outcome.piece;
}

/** Time signatures as the song means them: one repeated without a change says nothing new. */
function signatures(song: Song) {
  return song.timeSignatures
    .filter(
      (ts, i, all) =>
        i === 0 || ts.numerator !== all[i - 1]!.numerator || ts.denominator !== all[i - 1]!.denominator,
    )
    .map(({ beat, numerator, denominator }) => ({ beat, numerator, denominator }));
}

function expectSameSong(piece: Piece, song: Song, bpm: number, withTechniques: boolean): void {
  expect(piece.title).toBe(song.meta.title);
  expect(piece.tempos).toEqual([{ beat: 0, bpm }]);
  expect(piece.timeSignatures).toEqual(signatures(song));
  expect(piece.pickupBeats).toBe(0);
  expect(pieceNotes(piece)).toEqual(songNotes(song, withTechniques));
}

const exports = {
  'MIDI, a track per row': (song: Song, bpm: number) =>
    read('song.mid', writeMidi(song, { bpm, tracks: 'row' })),
  'MIDI, a track per instrument': (song: Song, bpm: number) =>
    read('song.mid', writeMidi(song, { bpm, tracks: 'instrument' })),
  MusicXML: (song: Song, bpm: number) =>
    read('song.musicxml', new TextEncoder().encode(writeMusicXml(song, { bpm }))),
};
/** MIDI has no handbell techniques; MusicXML carries them all. */
const CARRIES_TECHNIQUES: Record<keyof typeof exports, boolean> = {
  'MIDI, a track per row': false,
  'MIDI, a track per instrument': false,
  MusicXML: true,
};

/** Songs as the editor makes them: 48th-beat notes and lengths, chime rows, techniques, two signatures. */
const arbitrarySong = fc
  .record({
    title: fc.string({ minLength: 1, maxLength: 20 }).filter((t) => t.trim() === t && t.length > 0),
    rows: fc.uniqueArray(fc.record({ pitch: fc.integer({ min: 36, max: 96 }), chime: fc.boolean() }), {
      selector: (r) => `${r.pitch}/${r.chime}`,
      minLength: 1,
      maxLength: 6,
    }),
    notes: fc.array(
      fc.record({
        row: fc.nat(),
        beat: fc.integer({ min: 0, max: 48 * 24 }),
        length: fc.integer({ min: 1, max: 48 * 9 }),
        technique: fc.option(fc.constantFrom(...TECHNIQUES), { nil: undefined }),
      }),
      { minLength: 1, maxLength: 40 },
    ),
    signature: fc.constantFrom([4, 4], [3, 4], [6, 8], [2, 2], [2, 4]),
    bpm: fc.integer({ min: 40, max: 180 }),
  })
  .map(({ title, rows, notes, signature, bpm }) => {
    const song: Song = {
      version: 5,
      meta: { title },
      timeSignatures: [
        { beat: 0, numerator: 4, denominator: 4 },
        { beat: 8, numerator: signature[0]!, denominator: signature[1]! },
      ],
      staves: rows
        .map((row, i) => {
          const byBeat = new Map<number, { beat: number; length: number; technique?: Technique }>();
          for (const note of notes) {
            if (note.row % rows.length !== i) continue;
            const beat = note.beat / 48;
            byBeat.set(beat, {
              beat,
              length: note.length / 48,
              ...(note.technique ? { technique: note.technique } : {}),
            });
          }
          return {
            pitchId: row.pitch,
            instrument: row.chime ? ('handchime' as const) : ('handbell' as const),
            notes: [...byBeat.values()].sort((a, b) => a.beat - b.beat),
          };
        })
        .sort((a, b) => a.pitchId - b.pitchId || (a.instrument === 'handbell' ? -1 : 1)),
    };
    return { song, bpm };
  })
  .filter(({ song }) => song.staves.some((stave) => stave.notes.length > 0));

describe.each(Object.keys(exports) as (keyof typeof exports)[])('round trip through %s', (format) => {
  const exportAndRead = exports[format];

  it('gives back every demo song', () => {
    for (const song of DEMO_SONGS)
      expectSameSong(exportAndRead(song, 100), song, 100, CARRIES_TECHNIQUES[format]);
  });

  it('gives back any song of 48th-beat notes, chimes, techniques and two time signatures', () => {
    fc.assert(
      fc.property(arbitrarySong, ({ song, bpm }) => {
        expectSameSong(exportAndRead(song, bpm), song, bpm, CARRIES_TECHNIQUES[format]);
      }),
      { numRuns: 60 },
    );
  });
});

/** The song as the import makes it again: its rows with notes, each ring cut at the row's next strike. */
function heardSong(song: Song, withTechniques: boolean): Song {
  return {
    ...song,
    // What the file carries of the song's meta: its title (the rest is made again on saving).
    meta: { title: song.meta.title },
    timeSignatures: signatures(song),
    staves: song.staves
      .filter((stave) => stave.notes.length > 0)
      .map((stave) => ({
        ...stave,
        notes: heardNotes(stave).map(({ beat, length, technique }) =>
          withTechniques && technique ? { beat, length, technique } : { beat, length },
        ),
      })),
  };
}

/** Beats to a millionth: the import keeps beats to 1e-6 (a 48th-beat triplet is not exact in binary). */
function rounded(song: Song): Song {
  return {
    ...song,
    timeSignatures: song.timeSignatures.map((ts) => ({ ...ts, beat: round(ts.beat) })),
    staves: song.staves.map((stave) => ({
      ...stave,
      notes: stave.notes.map((note) => ({ ...note, beat: round(note.beat), length: round(note.length) })),
    })),
  };
}

describe.each(Object.keys(exports) as (keyof typeof exports)[])(
  'export, then import, through %s',
  (format) => {
    const exportAndRead = exports[format];
    const reimport = (song: Song, bpm: number) => {
      const shaped = shapePiece(exportAndRead(song, bpm));
      expect(shaped.refusal).toBeNull();
      expect(shaped.bpm).toBe(bpm);
      return rounded(shaped.song!);
    };

    it('opens every demo song as it was', () => {
      for (const song of DEMO_SONGS) {
        expect(reimport(song, 100)).toEqual(rounded(heardSong(song, CARRIES_TECHNIQUES[format])));
      }
    });

    it('opens any generated song as it was', () => {
      // Titles as the app keeps them (letters, digits and spaces): the import tidies any other.
      const titled = fc
        .tuple(arbitrarySong, fc.constantFrom('Round Trip', 'Für Elise', 'Hymn 42'))
        .map(([{ song, bpm }, title]) => ({ song: { ...song, meta: { title } }, bpm }));
      fc.assert(
        fc.property(titled, ({ song, bpm }) => {
          expect(reimport(song, bpm)).toEqual(rounded(heardSong(song, CARRIES_TECHNIQUES[format])));
        }),
        { numRuns: 40 },
      );
    });
  },
);
