import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allNoteRefs,
  createDefaultSong,
  firstBeat,
  firstNoteAtOrAfter,
  hasNote,
  heardNotes,
  lastBeat,
  noteCount,
  noteKey,
  parseNoteKey,
  songEnd,
  staveIndex,
} from './song.ts';
import { songWith } from './test-songs.ts';
import { SONG_VERSION } from './types.ts';

describe('the default song', () => {
  it('is titled New Song with five empty staves 60, 62, 64, 65, 67 in 4/4 from beat 0', () => {
    const song = createDefaultSong();
    expect(song.meta.title).toBe('New Song');
    expect(song.staves.map((s) => s.pitchId)).toEqual([60, 62, 64, 65, 67]);
    expect(noteCount(song)).toBe(0);
    expect(song.timeSignatures).toEqual([{ beat: 0, numerator: 4, denominator: 4 }]);
    expect(song.version).toBe(SONG_VERSION);
    expect(song.staves.every((s) => s.instrument === 'handbell')).toBe(true);
  });

  it('is a fresh object each time, so one editor cannot change another', () => {
    expect(createDefaultSong()).not.toBe(createDefaultSong());
  });
});

describe('reading a song', () => {
  const song = songWith({ 60: [0, 4, 2.5], 64: [1], 67: [] });

  it('counts notes across staves', () => {
    expect(noteCount(song)).toBe(4);
  });

  it('finds the first and last note beats, 0 and undefined for an empty song', () => {
    expect(lastBeat(song)).toBe(4);
    expect(firstBeat(song)).toBe(0);
    expect(lastBeat(createDefaultSong())).toBe(0);
    expect(firstBeat(createDefaultSong())).toBeUndefined();
  });

  it('lists every note by stave and beat', () => {
    expect(allNoteRefs(song)).toEqual([
      { pitchId: 60, instrument: 'handbell', beat: 0 },
      { pitchId: 60, instrument: 'handbell', beat: 2.5 },
      { pitchId: 60, instrument: 'handbell', beat: 4 },
      { pitchId: 64, instrument: 'handbell', beat: 1 },
    ]);
  });

  it('finds stave indexes, -1 for a missing bell', () => {
    expect(staveIndex(song, { pitchId: 64, instrument: 'handbell' })).toBe(1);
    expect(staveIndex(song, { pitchId: 61, instrument: 'handbell' })).toBe(-1);
    expect(staveIndex(song, { pitchId: 64, instrument: 'handchime' })).toBe(-1);
  });

  it('knows which notes exist', () => {
    expect(hasNote(song, { pitchId: 60, instrument: 'handbell', beat: 2.5 })).toBe(true);
    expect(hasNote(song, { pitchId: 60, instrument: 'handbell', beat: 2 })).toBe(false);
    expect(hasNote(song, { pitchId: 61, instrument: 'handbell', beat: 0 })).toBe(false);
  });
});

describe('note keys', () => {
  it('round-trip through parseNoteKey', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 127 }),
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        (pitchId, beat) => {
          expect(parseNoteKey(noteKey({ pitchId, instrument: 'handbell', beat }))).toEqual({
            pitchId,
            instrument: 'handbell',
            beat,
          });
        },
      ),
    );
  });

  it('differ for different notes', () => {
    expect(noteKey({ pitchId: 60, instrument: 'handbell', beat: 1 })).not.toBe(
      noteKey({ pitchId: 61, instrument: 'handbell', beat: 1 }),
    );
    expect(noteKey({ pitchId: 60, instrument: 'handbell', beat: 1 })).not.toBe(
      noteKey({ pitchId: 60, instrument: 'handbell', beat: 1.5 }),
    );
  });
});

describe('firstNoteAtOrAfter', () => {
  it('agrees with a linear scan on sorted notes', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 200 })),
        fc.integer({ min: -5, max: 210 }),
        (beats, beat) => {
          const notes = [...beats].sort((a, b) => a - b).map((b) => ({ beat: b, length: 1 }));
          const expected = notes.findIndex((n) => n.beat >= beat);
          expect(firstNoteAtOrAfter(notes, beat)).toBe(expected === -1 ? notes.length : expected);
        },
      ),
    );
  });
});

describe('where a song ends', () => {
  const stave = (notes: { beat: number; length: number }[]) => ({
    pitchId: 60,
    instrument: 'handbell' as const,
    notes,
  });

  it('is the end of the latest note heard, 0 for a song without notes', () => {
    const song = {
      ...createDefaultSong(),
      staves: [stave([{ beat: 0, length: 1 }]), { ...stave([{ beat: 14, length: 4 }]), pitchId: 62 }],
    };
    expect(songEnd(song)).toBe(18);
    expect(songEnd(createDefaultSong())).toBe(0);
  });

  it('a long note struck again on its row is heard only up to the re-strike', () => {
    const long = stave([
      { beat: 0, length: 10 },
      { beat: 2, length: 1 },
    ]);
    expect(heardNotes(long)).toEqual([
      { beat: 0, length: 2 },
      { beat: 2, length: 1 },
    ]);
    expect(songEnd({ ...createDefaultSong(), staves: [long] })).toBe(3);
  });

  it('is never before the last strike nor past any written end', () => {
    const notes = fc
      .uniqueArray(fc.integer({ min: 0, max: 200 }), { minLength: 1, maxLength: 12 })
      .chain((beats) =>
        fc.tuple(
          fc.constant([...beats].sort((a, b) => a - b)),
          fc.array(fc.integer({ min: 1, max: 16 }), { minLength: beats.length, maxLength: beats.length }),
        ),
      )
      .map(([beats, lengths]) => beats.map((beat, i) => ({ beat, length: lengths[i]! / 4 })));
    fc.assert(
      fc.property(notes, (list) => {
        const song = { ...createDefaultSong(), staves: [stave(list)] };
        const last = list.at(-1)!;
        expect(songEnd(song)).toBe(last.beat + last.length);
        expect(songEnd(song)).toBeLessThanOrEqual(Math.max(...list.map((n) => n.beat + n.length)));
      }),
    );
  });
});
