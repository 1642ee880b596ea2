import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bellName } from './bells.ts';
import { spelledBellName, spelling } from './key-spelling.ts';
import { parseSong } from './schema.ts';
import { songWith } from './test-songs.ts';

describe('bells spelled by the key signature', () => {
  it('B-flat and E-flat in F and B-flat major, F-sharp in G, sharps without a key', () => {
    expect(spelledBellName(70, -1)).toBe('Bb4');
    expect(spelledBellName(75, -2)).toBe('Eb5');
    expect(spelledBellName(78, 1)).toBe('F#5');
    expect(spelledBellName(70, 0)).toBe('A#4');
    // A black key the flat key does not alter is still a flat there.
    expect(spelledBellName(61, -1)).toBe('Db4');
  });

  it('keys of six and seven spell Cb, Fb, E# and B# in the octave they belong to', () => {
    expect(spelledBellName(71, -7)).toBe('Cb5');
    expect(spelledBellName(64, -7)).toBe('Fb4');
    expect(spelledBellName(65, 6)).toBe('E#4');
    expect(spelledBellName(72, 7)).toBe('B#4');
  });

  it('property: every spelling names the same pitch, and a key of no accidentals names as before', () => {
    const steps: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 127 }), fc.integer({ min: -7, max: 7 }), (pitch, fifths) => {
        const { step, alter, octave } = spelling(pitch, fifths);
        expect((octave + 1) * 12 + steps[step]! + alter).toBe(pitch);
        expect(spelledBellName(pitch, 0)).toBe(bellName(pitch));
      }),
    );
  });

  it('a song keeps its key; a key past seven sharps or flats is refused', () => {
    const song = { ...songWith({ 60: [0] }), key: { fifths: -1 } };
    const parsed = parseSong(song);
    expect(parsed.ok && parsed.song.key).toEqual({ fifths: -1 });
    const wrong = parseSong({ ...song, key: { fifths: 8 } });
    expect(!wrong.ok && wrong.error).toContain('at most 7 sharps');
  });
});
