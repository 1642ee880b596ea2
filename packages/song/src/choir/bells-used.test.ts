import { describe, expect, it } from 'vitest';
import { songWith } from '../test-songs.ts';
import { bellsUsed, bellsUsedText } from './bells-used.ts';

describe('the bells-used chart', () => {
  it('brackets a bass row that only doubles the octave above, and keeps one that does not', () => {
    // G3 rings only with G4; C3 once alone.
    const song = songWith({ 48: [0, 4], 55: [0, 2], 60: [0, 1], 67: [0, 2, 3] }, undefined, { 72: [1] });
    const used = bellsUsed(song);
    expect(used.map((b) => [b.row.pitchId, b.optional])).toEqual([
      [48, false],
      [55, true],
      [60, false],
      [67, false],
      [72, false],
    ]);
    expect(bellsUsedText(used)).toBe('C3 (G3) C4 G4; chimes: C5');
  });

  it('leaves out rows without notes', () => {
    const song = songWith({ 60: [], 62: [0] });
    expect(bellsUsed(song).map((b) => b.row.pitchId)).toEqual([62]);
  });
});
