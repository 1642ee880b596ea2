/** Fit to our bells on the import fixtures: the key kept on a 2-octave set (the hymn too). */
import { fitToBells, ownedSet } from '@ringalong/song';
import { describe, expect, it } from 'vitest';
import { FIXTURE_TUNES, fixtureSong } from './fixture-songs.ts';

const two = { bells: ownedSet('bells2').pitches, chimes: ownedSet('chimes2').pitches };

describe('Fit to our bells keeps the key on the fixtures', () => {
  it('keeps the hymn (Old Hundredth) in its key on a 2-octave set', () => {
    const fit = fitToBells(fixtureSong('old-hundredth.musicxml', undefined), two);
    expect(Math.abs(fit.transpose % 12)).toBe(0);
    expect(fit.unowned).toEqual([]);
  });

  it('keeps every fixture’s key, leaving no note on a bell not owned', () => {
    for (const [file, tune] of FIXTURE_TUNES) {
      const fit = fitToBells(fixtureSong(file, tune), two);
      expect([file, tune, Math.abs(fit.transpose % 12), fit.unowned]).toEqual([file, tune, 0, []]);
    }
  });
});
