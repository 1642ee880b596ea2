import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pasteNotes } from './clipboard.ts';
import { NOTE_LIMIT } from './constants.ts';
import { copyNotes } from './copy-paste.ts';
import { selectAll } from './selection.ts';
import { allNoteRefs, noteCount } from './song.ts';
import { arbitrarySong, isSortedUnique, songWith } from './test-songs.ts';

const song = songWith({ 60: [2, 3], 62: [2.5], 64: [] });

describe('copy', () => {
  it('counts beats from the earliest selected note', () => {
    expect(copyNotes(song, new Set(['60:handbell:3', '62:handbell:2.5']))).toEqual([
      { beat: 0, pitchId: 62, instrument: 'handbell', length: 1 },
      { beat: 0.5, pitchId: 60, instrument: 'handbell', length: 1 },
    ]);
  });

  it('copies nothing for an empty selection or notes that no longer exist', () => {
    expect(copyNotes(song, new Set())).toEqual([]);
    expect(copyNotes(song, new Set(['60:handbell:9']))).toEqual([]);
  });
});

describe('paste', () => {
  it('places the earliest note at the paste beat, snapped', () => {
    const { song: after, pasted } = pasteNotes(song, copyNotes(song, selectAll(song)), 8.1, 0.5);
    expect(after.staves[0]!.notes.map((n) => n.beat)).toEqual([2, 3, 8, 9]);
    expect(after.staves[1]!.notes.map((n) => n.beat)).toEqual([2.5, 8.5]);
    expect(after.staves[2]).toBe(song.staves[2]);
    expect(pasted).toHaveLength(3);
  });

  it('does nothing with an invalid or empty clipboard', () => {
    for (const bad of [
      null,
      'notes',
      [],
      [{ beat: -1, pitchId: 60 }],
      [{ beat: 0, pitchId: 60.5 }],
      [{ beat: 0 }],
    ]) {
      expect(pasteNotes(song, bad, 4, 0.5)).toEqual({ song, pasted: [] });
    }
  });

  it('skips bells the song does not have', () => {
    const { song: after, pasted } = pasteNotes(
      song,
      [
        { beat: 0, pitchId: 61 },
        { beat: 0, pitchId: 64 },
      ],
      1,
      0.5,
    );
    expect(allNoteRefs(after)).toContainEqual({ pitchId: 64, instrument: 'handbell', beat: 1 });
    expect(pasted).toEqual([{ pitchId: 64, instrument: 'handbell', beat: 1 }]);
  });

  it('does not duplicate a note that is already there', () => {
    const { song: after } = pasteNotes(song, [{ beat: 0, pitchId: 60 }], 2, 0.5);
    expect(after).toBe(song);
  });

  it('stops at the note limit', () => {
    const nearlyFull = songWith({ 60: Array.from({ length: NOTE_LIMIT - 2 }, (_, i) => i) });
    const clip = [0, 1, 2, 3].map((beat) => ({ beat, pitchId: 60 }));
    const { song: after, pasted } = pasteNotes(nearlyFull, clip, NOTE_LIMIT + 100, 1);
    expect(noteCount(after)).toBe(NOTE_LIMIT);
    expect(pasted).toHaveLength(2);
  });

  it('copy then paste elsewhere reproduces the selection shape, never over the limit or out of order', () => {
    fc.assert(
      fc.property(arbitrarySong, fc.integer({ min: 0, max: 400 }), (start, at) => {
        const clip = copyNotes(start, selectAll(start));
        const { song: after } = pasteNotes(start, JSON.parse(JSON.stringify(clip)), at / 4, 0.25);
        expect(isSortedUnique(after)).toBe(true);
        expect(noteCount(after)).toBeLessThanOrEqual(NOTE_LIMIT);
        for (const entry of clip) {
          expect(allNoteRefs(after)).toContainEqual({
            pitchId: entry.pitchId,
            instrument: 'handbell',
            beat: entry.beat + at / 4,
          });
        }
      }),
    );
  });
});
