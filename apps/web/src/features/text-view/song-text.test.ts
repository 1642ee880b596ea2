import { createDefaultSong, type Song } from '@ringalong/song';
import { describe, expect, test } from 'vitest';
import { songText } from './song-text.ts';

const song: Song = {
  ...createDefaultSong(),
  staves: [
    { pitchId: 60, instrument: 'handbell', notes: [{ beat: 0, length: 2 }] },
    { pitchId: 67, instrument: 'handbell', notes: [{ beat: 0, length: 1, technique: 'martellato' }] },
    { pitchId: 64, instrument: 'handbell', notes: [{ beat: 5.5, length: 0.5 }] },
  ],
  dynamics: [{ beat: 4, level: 'p' }],
};

describe('the song as text', () => {
  test('lists its bars with their notes by beat, the top bell first, each with length, technique and dynamic', () => {
    const bars = songText(song);
    expect(bars.map((bar) => [bar.number, bar.signature])).toEqual([
      [1, '4/4'],
      [2, '4/4'],
    ]);
    expect(bars[0]!.notes.map((note) => note.words)).toEqual([
      'Beat 1: G4, quarter note, martellato, mf',
      'Beat 1: C4, half note, mf',
    ]);
    expect(bars[1]!.notes.map((note) => note.words)).toEqual(['Beat 2.5: E4, eighth note, p']);
  });

  test('reaches the cursor past the song’s end, so an empty bar there can be filled', () => {
    expect(songText(song, 13).map((bar) => bar.number)).toEqual([1, 2, 3, 4]);
  });
});
