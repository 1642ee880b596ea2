/** What the preview shows of each fixture besides its notes: title, parts, tempo, metre, pickup, remarks. */
import { describe, expect, it } from 'vitest';
import { readMusic } from '../src/read/index.ts';
import { fixture, readFixture } from './fixture-notes.ts';

describe('pieces read from the fixtures', () => {
  it('the chorale in MusicXML and .mxl: four named parts, tempo and metre', () => {
    for (const name of ['old-hundredth.musicxml', 'old-hundredth.mxl']) {
      const piece = readFixture(name);
      expect(piece.format).toBe('musicxml');
      expect(piece.parts.map((p) => [p.name, p.notes.length, p.drum])).toEqual(
        ['Soprano', 'Alto', 'Tenor', 'Bass'].map((voice) => [`Grand Piano, ${voice}`, 32, false]),
      );
      expect(piece.tempos).toEqual([{ beat: 0, bpm: 84 }]);
      expect(piece.timeSignatures).toEqual([{ beat: 0, numerator: 4, denominator: 4 }]);
      expect(piece.pickupBeats).toBe(0);
    }
  });

  it('Amazing Grace: a one-beat pickup in 3/4 and tied notes merged', () => {
    const piece = readFixture('amazing-grace.musicxml');
    expect(piece.title).toBe('Amazing Grace');
    expect(piece.pickupBeats).toBe(1);
    expect(piece.timeSignatures).toEqual([{ beat: 0, numerator: 3, denominator: 4 }]);
    const [melody] = piece.parts;
    // bars 7-8 after the pickup: a dotted half D tied to a half D, one note of five beats
    expect(melody?.notes.find((n) => n.beat === 1 + 6 * 3)).toEqual({ pitch: 74, beat: 19, length: 5 });
    expect(melody?.notes).toHaveLength(35);
  });

  it('Ode to Joy in MusicXML: repeats and endings written out, the tempo change placed after them', () => {
    const piece = readFixture('ode-to-joy.musicxml');
    expect(piece.remarks).toEqual(['Repeats written out']);
    // A (4 bars) twice with endings = 8 bars, then B (4 bars) twice = 8: the @120 bar starts at beat 64
    expect(piece.tempos).toEqual([
      { beat: 0, bpm: 100 },
      { beat: 64, bpm: 120 },
    ]);
    expect(piece.parts[0]?.notes.at(-1)).toEqual({ pitch: 62, beat: 78, length: 6 });
  });

  it('the MIDI type 1 band: a drum part, named tracks, and the tempo change', () => {
    const piece = readFixture('country-dance.mid');
    expect(piece.title).toBe('Country Dance');
    expect(piece.parts.map((p) => [p.name, p.drum])).toEqual([
      ['Fiddle', false],
      ['Bass', false],
      ['Drums', true],
    ]);
    expect(piece.tempos).toEqual([
      { beat: 0, bpm: 96 },
      { beat: 17, bpm: 132 },
    ]);
  });

  it('the MIDI type 0 chorale: one part per channel, titled by its track name (the sequence name)', () => {
    const piece = readFixture('old-hundredth-type0.mid');
    expect(piece.title).toBe('Old Hundredth');
    expect(piece.parts).toHaveLength(4);
    expect(piece.parts.map((p) => p.notes.length)).toEqual([32, 32, 32, 32]);
  });

  it('an ABC file of three tunes asks which, then reads the chosen one', () => {
    expect(readMusic('folk-tunes.abc', fixture('folk-tunes.abc'))).toEqual({
      kind: 'tunes',
      tunes: [
        { number: 1, title: 'Frere Jacques' },
        { number: 2, title: 'Auld Lang Syne' },
        { number: 3, title: 'Ode to Joy' },
      ],
    });
    const auld = readFixture('folk-tunes.abc', 2);
    expect([auld.format, auld.title, auld.pickupBeats]).toEqual(['abc', 'Auld Lang Syne', 1]);
    expect(readMusic('folk-tunes.abc', fixture('folk-tunes.abc'), { tune: 9 })).toEqual({
      kind: 'error',
      message: 'This ABC file has no tune number 9.',
    });
  });

  it('ABC: the key change of Ode to Joy sounds (F sharp in D, then F natural in E flat)', () => {
    const ode = readFixture('folk-tunes.abc', 3);
    expect(ode.remarks).toEqual(['Repeats written out']);
    const pitches = ode.parts[0]?.notes.map((n) => n.pitch) ?? [];
    expect(pitches.slice(0, 4)).toEqual([66, 66, 67, 69]);
    expect(pitches.slice(30, 34)).toEqual([65, 65, 67, 68]);
  });

  it('ABC voices become parts named as the file names them', () => {
    const chorale = readFixture('old-hundredth.abc');
    expect(chorale.parts.map((p) => p.name)).toEqual(['Soprano', 'Alto', 'Tenor', 'Bass']);
  });
});
