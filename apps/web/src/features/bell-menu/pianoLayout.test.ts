import { pickerPitches } from '@ringalong/song';
import { describe, expect, it } from 'vitest';
import { BLACK_KEY_WIDTH, pianoLayout } from './pianoLayout.ts';

describe('pianoLayout of the picker', () => {
  const { keys, width } = pianoLayout(pickerPitches());

  it('has the 25 keys from G3 to G5: 15 white and 10 black', () => {
    expect(keys.map((k) => k.name)).toEqual([
      'G3',
      'G#3',
      'A3',
      'A#3',
      'B3',
      'C4',
      'C#4',
      'D4',
      'D#4',
      'E4',
      'F4',
      'F#4',
      'G4',
      'G#4',
      'A4',
      'A#4',
      'B4',
      'C5',
      'C#5',
      'D5',
      'D#5',
      'E5',
      'F5',
      'F#5',
      'G5',
    ]);
    expect(keys.filter((k) => !k.black)).toHaveLength(15);
    expect(width).toBe(15);
  });

  it('puts white keys side by side, left to right by pitch', () => {
    const whites = keys.filter((k) => !k.black);
    whites.forEach((key, i) => {
      expect(key.left).toBe(i);
      expect(key.width).toBe(1);
    });
  });

  it('centres each black key on the seam between its two white neighbours', () => {
    keys.forEach((key, i) => {
      if (!key.black) return;
      const before = keys[i - 1]!;
      const after = keys[i + 1]!;
      expect(before.black || after.black).toBe(false);
      expect(key.left + BLACK_KEY_WIDTH / 2).toBe(after.left);
      expect(key.left + BLACK_KEY_WIDTH / 2).toBe(before.left + 1);
    });
  });

  it("names the keys as the song's key spells them; the black keys stay where they are", () => {
    const inF = pianoLayout(pickerPitches(), -1);
    expect(inF.keys.filter((k) => k.black).map((k) => k.name)).toEqual([
      'Ab3',
      'Bb3',
      'Db4',
      'Eb4',
      'Gb4',
      'Ab4',
      'Bb4',
      'Db5',
      'Eb5',
      'Gb5',
    ]);
    expect(inF.keys.map((k) => [k.left, k.black])).toEqual(keys.map((k) => [k.left, k.black]));
  });
});
