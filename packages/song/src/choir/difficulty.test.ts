import { describe, expect, it } from 'vitest';
import { songWith } from '../test-songs.ts';
import type { Song } from '../types.ts';
import { partDifficulty, pieceDifficulty } from './difficulty.ts';

/** Eight quarter notes up and down a C major scale in one octave: a first piece. */
const easy = songWith({ 60: [0, 14], 62: [2, 12], 64: [4, 10], 65: [6], 67: [8] });

/** Three octaves of chromatic sixteenths, with techniques, marked LV in the middle. */
const hard: Song = (() => {
  const rows: Record<number, number[]> = {};
  for (let i = 0; i < 144; i++) {
    const pitch = 48 + ((i * 7) % 37);
    rows[pitch] = [...(rows[pitch] ?? []), i * 0.25];
  }
  const base = songWith(rows);
  return {
    ...base,
    staves: base.staves.map((s, k) => ({
      ...s,
      notes: s.notes.map((n, j) =>
        j % 2 === 0 && k % 3 === 0 ? { ...n, technique: 'martellato' as const } : n,
      ),
    })),
    passages: [{ from: 8, to: 16, technique: 'lv' }],
  };
})();

describe('difficulty', () => {
  it('grades a one-octave scale in quarters Easy and chromatic three-octave sixteenths Difficult', () => {
    expect(pieceDifficulty(easy)).toEqual({ level: 1, word: 'Easy' });
    const graded = pieceDifficulty(hard);
    expect(graded.word).toBe('Difficult');
    expect(graded.level).toBeGreaterThanOrEqual(5);
  });

  it('grades the same piece harder at a faster tempo, never past 7', () => {
    const middle = songWith({ 60: [0, 1, 2, 3], 62: [0.5, 1.5], 63: [2.5], 66: [3.5], 72: [0, 2] });
    const slow = pieceDifficulty(middle, 60).level;
    const fast = pieceDifficulty(middle, 180).level;
    expect(fast).toBeGreaterThan(slow);
    expect(pieceDifficulty(hard, 240).level).toBeLessThanOrEqual(7);
  });

  it('grades a position from its own rows: a busy chromatic part above a steady one', () => {
    const song = songWith({
      48: [0, 4, 8, 12],
      61: [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5],
      63: [0.25, 0.75, 1.25, 1.75],
    });
    const bass = partDifficulty(song, [{ pitchId: 48, instrument: 'handbell' }]);
    const busy = partDifficulty(song, [
      { pitchId: 61, instrument: 'handbell' },
      { pitchId: 63, instrument: 'handbell' },
    ]);
    expect(bass.level).toBe(1);
    expect(busy.level).toBeGreaterThan(bass.level);
    expect(partDifficulty(song, []).level).toBe(1);
  });
});
