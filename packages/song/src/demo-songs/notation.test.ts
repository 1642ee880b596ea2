import { describe, expect, it } from 'vitest';
import { pitchOf, songFromScore, strikesOf } from './notation.ts';

describe('demo-song notation', () => {
  it('reads pitches in scientific notation', () => {
    expect(pitchOf('C4')).toBe(60);
    expect(pitchOf('C#4')).toBe(61);
    expect(pitchOf('Bb2')).toBe(46);
    expect(pitchOf('G3')).toBe(55);
    expect(() => pitchOf('H4')).toThrow(/Not a pitch/);
  });

  it('places events by their lengths, chords ringing together, a note ringing on through the rests after it', () => {
    expect(strikesOf('C4 q., D4 e, r q, E4+G4 q | C5 w', 4)).toEqual([
      [0, 60, 1.5],
      [1.5, 62, 1.5],
      [3, 64, 1],
      [3, 67, 1],
      [4, 72, 4],
    ]);
    expect(strikesOf('C4 s, D4 s, E4 e, F4 h', 3).map(([beat]) => beat)).toEqual([0, 0.25, 0.5, 1]);
  });

  it('refuses a bar that does not fill its time signature, except a short last bar', () => {
    expect(() => strikesOf('C4 q, D4 q | E4 q', 3)).toThrow(/Bar 1 holds 2 beats, not 3/);
    expect(strikesOf('C4 h. | E4 q', 3)).toHaveLength(2);
    expect(() => strikesOf('C4 w, D4 q', 4)).toThrow(/Bar 1 holds 5 beats/);
    expect(() => strikesOf('C4 x', 4)).toThrow(/note length/);
  });

  it('builds a valid song with one stave per bell used, in pitch order', () => {
    const song = songFromScore({
      title: 'Tiny',
      timeSignature: '2/4',
      voices: ['E4 q, C4 q | E4 h', 'C3 h | r h'],
    });
    expect(song.staves.map((s) => s.pitchId)).toEqual([48, 60, 64]);
    expect(song.staves[2]!.notes).toEqual([
      { beat: 0, length: 1 },
      { beat: 2, length: 2 },
    ]);
    expect(song.staves[0]!.notes).toEqual([{ beat: 0, length: 4 }]);
    expect(song.timeSignatures).toEqual([{ beat: 0, numerator: 2, denominator: 4 }]);
    expect(song.meta).toEqual({ title: 'Tiny', eight_note_compatible: false, bell_count: 3 });
  });
});
