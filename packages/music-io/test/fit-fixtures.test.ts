/** Fit to our bells on the import fixtures: the key kept on a 2-octave set (the hymn too). */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fitToBells, ownedSet } from '@ringalong/song';
import { describe, expect, it } from 'vitest';
import { readMusic } from '../src/read/index.ts';
import { fitTransposition, initialOptions } from '../src/shape/index.ts';
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

describe('import’s Fit to bells is the same fit', () => {
  it('keeps every fixture’s key on 2 octaves of bells (the hymn too)', () => {
    for (const [file, tune] of FIXTURE_TUNES) {
      const bytes = new Uint8Array(readFileSync(join(import.meta.dirname, 'fixtures', file)));
      const outcome = readMusic(file, bytes, tune ? { tune } : {});
      if (outcome.kind !== 'piece') throw new Error(file);
      const options = { ...initialOptions(outcome.piece, file), bellSet: 'two' as const };
      expect([file, tune, Math.abs(fitTransposition(outcome.piece, options) % 12)]).toEqual([file, tune, 0]);
    }
  });
});
