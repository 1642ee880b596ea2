import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_BEAT, NOTE_LIMIT } from './constants.ts';
import { addNote, deleteNotes, moveNotes, quantize } from './notes.ts';
import { allNoteRefs, createDefaultSong, noteCount } from './song.ts';
import { arbitrarySong, isSortedUnique, songWith } from './test-songs.ts';

describe('quantize', () => {
  it('rounds to the nearest multiple of the snapping period', () => {
    expect(quantize(1.3, 0.5)).toBe(1.5);
    expect(quantize(1.2, 0.5)).toBe(1);
    expect(quantize(1.6, 1)).toBe(2);
    expect(quantize(1.13, 0.25)).toBe(1.25);
  });

  it('leaves beats alone without snapping', () => {
    expect(quantize(1.2345, 0)).toBe(1.2345);
  });

  it('never goes below zero', () => {
    expect(quantize(-0.2, 0.5)).toBe(0);
    expect(Object.is(quantize(-0.2, 0.5), 0)).toBe(true);
    expect(quantize(-3, 0)).toBe(0);
  });

  it('is idempotent, non-negative and lands on the grid', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -100, max: 1000, noNaN: true }),
        fc.constantFrom(0, 0.25, 0.5, 1),
        (beat, period) => {
          const once = quantize(beat, period);
          expect(quantize(once, period)).toBe(once);
          expect(once).toBeGreaterThanOrEqual(0);
          if (period > 0) expect((once / period) % 1).toBe(0);
        },
      ),
    );
  });
});

describe('addNote', () => {
  const empty = createDefaultSong();

  it('adds a snapped note in beat order', () => {
    const song = addNote(
      addNote(empty, { pitchId: 60, instrument: 'handbell', beat: 3.1 }, 0.5),
      { pitchId: 60, instrument: 'handbell', beat: 0.9 },
      0.5,
    );
    expect(song.staves[0]!.notes).toEqual([
      { beat: 1, length: 1 },
      { beat: 3, length: 1 },
    ]);
  });

  it('keeps untouched staves as the same objects and never changes the old song', () => {
    const song = addNote(empty, { pitchId: 62, instrument: 'handbell', beat: 1 }, 0.5);
    expect(song.staves[0]).toBe(empty.staves[0]);
    expect(song.staves[1]).not.toBe(empty.staves[1]);
    expect(empty.staves[1]!.notes).toEqual([]);
  });

  it('refuses a beat below zero, even one that would snap to zero', () => {
    expect(addNote(empty, { pitchId: 60, instrument: 'handbell', beat: -0.1 }, 0.5)).toBe(empty);
    expect(addNote(empty, { pitchId: 60, instrument: 'handbell', beat: Number.NaN }, 0.5)).toBe(empty);
    expect(addNote(empty, { pitchId: 60, instrument: 'handbell', beat: MAX_BEAT + 1 }, 0.5)).toBe(empty);
  });

  it('refuses a pitch without a stave', () => {
    expect(addNote(empty, { pitchId: 61, instrument: 'handbell', beat: 1 }, 0.5)).toBe(empty);
  });

  it('refuses a duplicate after snapping', () => {
    const song = addNote(empty, { pitchId: 60, instrument: 'handbell', beat: 1 }, 0.5);
    expect(addNote(song, { pitchId: 60, instrument: 'handbell', beat: 1.1 }, 0.5)).toBe(song);
  });

  it('refuses once the song holds the note limit, and allows the last one before it', () => {
    const almost = songWith({ 60: Array.from({ length: NOTE_LIMIT - 1 }, (_, i) => i) });
    const full = addNote(almost, { pitchId: 60, instrument: 'handbell', beat: NOTE_LIMIT + 10 }, 1);
    expect(noteCount(full)).toBe(NOTE_LIMIT);
    expect(addNote(full, { pitchId: 60, instrument: 'handbell', beat: NOTE_LIMIT + 20 }, 1)).toBe(full);
  });

  it('never creates negatives or duplicates, keeps notes sorted, never exceeds the limit', () => {
    fc.assert(
      fc.property(
        arbitrarySong,
        fc.array(
          fc.record({
            pitchId: fc.constantFrom(60, 61, 62, 64, 65, 67),
            beat: fc.double({ min: -10, max: 200, noNaN: true }),
          }),
        ),
        fc.constantFrom(0, 0.25, 0.5, 1),
        (start, refs, period) => {
          let song = start;
          for (const ref of refs) song = addNote(song, { ...ref, instrument: 'handbell' }, period);
          expect(isSortedUnique(song)).toBe(true);
          expect(allNoteRefs(song).every((r) => r.beat >= 0)).toBe(true);
          expect(noteCount(song)).toBeLessThanOrEqual(NOTE_LIMIT);
        },
      ),
    );
  });
});

describe('deleteNotes', () => {
  const song = songWith({ 60: [0, 1, 2], 62: [1], 64: [] });

  it('removes exactly the named notes', () => {
    const after = deleteNotes(song, [
      { pitchId: 60, instrument: 'handbell', beat: 1 },
      { pitchId: 62, instrument: 'handbell', beat: 1 },
    ]);
    expect(allNoteRefs(after)).toEqual([
      { pitchId: 60, instrument: 'handbell', beat: 0 },
      { pitchId: 60, instrument: 'handbell', beat: 2 },
    ]);
    expect(after.staves[2]).toBe(song.staves[2]);
  });

  it('returns the same song when no named note exists', () => {
    expect(deleteNotes(song, [{ pitchId: 60, instrument: 'handbell', beat: 5 }])).toBe(song);
    expect(deleteNotes(song, [{ pitchId: 61, instrument: 'handbell', beat: 0 }])).toBe(song);
    expect(deleteNotes(song, [])).toBe(song);
  });
});

describe('moveNotes', () => {
  const song = songWith({ 60: [0, 1, 2], 62: [1.5] });

  it('moves notes along their staves, snapped, and reports where they landed', () => {
    const { song: after, moved } = moveNotes(
      song,
      [{ pitchId: 62, instrument: 'handbell', beat: 1.5 }],
      1.1,
      0.5,
    );
    expect(after.staves[1]!.notes).toEqual([{ beat: 2.5, length: 1 }]);
    expect(moved).toEqual([{ pitchId: 62, instrument: 'handbell', beat: 2.5 }]);
    expect(after.staves[0]).toBe(song.staves[0]);
  });

  it('merges a note that lands on another into one', () => {
    const { song: after, moved } = moveNotes(
      song,
      [{ pitchId: 60, instrument: 'handbell', beat: 0 }],
      1,
      0.5,
    );
    expect(after.staves[0]!.notes).toEqual([
      { beat: 1, length: 1 },
      { beat: 2, length: 1 },
    ]);
    expect(moved).toEqual([{ pitchId: 60, instrument: 'handbell', beat: 1 }]);
  });

  it('stops a leftward move at beat 0 and keeps the group shape', () => {
    const { song: after } = moveNotes(
      song,
      [
        { pitchId: 60, instrument: 'handbell', beat: 1 },
        { pitchId: 62, instrument: 'handbell', beat: 1.5 },
      ],
      -5,
      0.5,
    );
    expect(after.staves[0]!.notes).toEqual([
      { beat: 0, length: 1 },
      { beat: 2, length: 1 },
    ]);
    expect(after.staves[1]!.notes).toEqual([{ beat: 0.5, length: 1 }]);
  });

  it('stops a rightward move at the last allowed beat', () => {
    const { song: after } = moveNotes(
      song,
      [
        { pitchId: 60, instrument: 'handbell', beat: 2 },
        { pitchId: 62, instrument: 'handbell', beat: 1.5 },
      ],
      MAX_BEAT * 2,
      0.5,
    );
    expect(after.staves[0]!.notes.at(-1)).toEqual({ beat: MAX_BEAT, length: 1 });
    expect(after.staves[1]!.notes).toEqual([{ beat: MAX_BEAT - 0.5, length: 1 }]);
  });

  it('returns the same song when nothing moves or nothing named exists', () => {
    expect(moveNotes(song, [{ pitchId: 60, instrument: 'handbell', beat: 1 }], 0.1, 0.5).song).toBe(song);
    expect(moveNotes(song, [{ pitchId: 60, instrument: 'handbell', beat: 7 }], 1, 0.5)).toEqual({
      song,
      moved: [],
    });
  });

  it('keeps notes sorted, unique, non-negative and never adds notes', () => {
    fc.assert(
      fc.property(
        arbitrarySong,
        fc.double({ min: -200, max: 200, noNaN: true }),
        fc.constantFrom(0, 0.25, 0.5, 1),
        fc.integer({ min: 0, max: 100 }),
        (start, delta, period, every) => {
          const refs = allNoteRefs(start).filter((_, i) => i % (every + 1) === 0);
          const { song: after, moved } = moveNotes(start, refs, delta, period);
          expect(isSortedUnique(after)).toBe(true);
          expect(allNoteRefs(after).every((r) => r.beat >= 0)).toBe(true);
          expect(noteCount(after)).toBeLessThanOrEqual(noteCount(start));
          const keys = new Set(allNoteRefs(after).map((r) => `${r.pitchId}:${r.beat}`));
          expect(moved.every((r) => keys.has(`${r.pitchId}:${r.beat}`))).toBe(true);
        },
      ),
    );
  });
});
