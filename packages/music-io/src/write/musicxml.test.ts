import { heardNotes, type Song, TECHNIQUES } from '@ringalong/song';
import { DEMO_SONGS } from '@ringalong/song/demo-songs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readMusicXmlNotes } from '../../test/musicxml-notes.ts';
import { child, childrenOf, textOf } from '../../test/xml-tree.ts';
import { readMusicXml } from '../read/musicxml.ts';
import { TEXT_MARKS, writeMusicXml } from './musicxml.ts';

const SONG: Song = {
  version: 5,
  meta: { title: 'Bells <& "Chimes">' },
  staves: [
    { pitchId: 48, instrument: 'handbell', notes: [{ beat: 0, length: 8 }] },
    {
      pitchId: 61,
      instrument: 'handbell',
      notes: [
        { beat: 0, length: 1, technique: 'martellato' },
        { beat: 3, length: 2, technique: 'lv' },
      ],
    },
    {
      pitchId: 64,
      instrument: 'handbell',
      notes: [
        { beat: 0, length: 1 },
        { beat: 1, length: 1 / 3, technique: 'thumb damp' },
      ],
    },
    { pitchId: 72, instrument: 'handchime', notes: [{ beat: 1.5, length: 0.75 }] },
  ],
  timeSignatures: [
    { beat: 0, numerator: 4, denominator: 4 },
    { beat: 4, numerator: 3, denominator: 4 },
  ],
};

/** What the song holds, as a score reader should find it: written pitches, heard lengths. */
function expected(song: Song) {
  return song.staves
    .flatMap((stave) =>
      heardNotes(stave).map((note) => ({
        part: stave.instrument === 'handbell' ? 'P1' : 'P2',
        pitch: stave.pitchId,
        beat: note.beat,
        length: note.length,
      })),
    )
    .sort((a, b) => a.part.localeCompare(b.part) || a.beat - b.beat || a.pitch - b.pitch);
}

const plain = (notes: ReturnType<typeof readMusicXmlNotes>['notes']) =>
  notes.map(({ part, pitch, beat, length }) => ({ part, pitch, beat, length }));

describe('writeMusicXml', () => {
  it('writes a handbell and a handchime part with the title, tempo, octave convention and time signatures', () => {
    const { root, problems } = readMusicXmlNotes(writeMusicXml(SONG, { bpm: 88 }));
    expect(problems).toEqual([]);
    expect(root.attributes.version).toBe('4.0');
    expect(textOf(child(root, 'work'), 'work-title')).toBe('Bells <& "Chimes">');
    const names = childrenOf(child(root, 'part-list')!, 'score-part').map((p) => textOf(p, 'part-name'));
    expect(names).toEqual(['Handbells', 'Handchimes']);
    const [bells] = childrenOf(root, 'part');
    const measures = childrenOf(bells!, 'measure');
    expect(measures).toHaveLength(3);
    const attributes = child(measures[0]!, 'attributes')!;
    expect(textOf(child(attributes, 'transpose'), 'octave-change')).toBe('1');
    expect(textOf(child(attributes, 'time'), 'beats')).toBe('4');
    expect(textOf(child(child(measures[1]!, 'attributes')!, 'time'), 'beats')).toBe('3');
    const metronome = child(child(child(measures[0]!, 'direction')!, 'direction-type')!, 'metronome');
    expect(textOf(metronome, 'per-minute')).toBe('88');
  });

  it('holds every note at its beat with its length, tied across barlines, with its technique', () => {
    const { notes } = readMusicXmlNotes(writeMusicXml(SONG, { bpm: 100 }));
    expect(plain(notes)).toEqual(expected(SONG));
    const byPitch = (pitch: number, beat: number) => notes.find((n) => n.pitch === pitch && n.beat === beat)!;
    expect(byPitch(61, 0).handbell).toBe('martellato');
    expect(byPitch(61, 3).otherTechnical).toBe('LV');
    expect(byPitch(64, 1).otherTechnical).toBe('TD');
  });

  it('writes every technique MusicXML names as a <handbell> element', () => {
    const named = TECHNIQUES.filter((t) => !TEXT_MARKS[t]);
    const song: Song = {
      ...SONG,
      staves: [
        {
          pitchId: 60,
          instrument: 'handbell',
          notes: named.map((technique, i) => ({ beat: i, length: 1, technique })),
        },
      ],
    };
    const { notes } = readMusicXmlNotes(writeMusicXml(song, { bpm: 100 }));
    expect(notes.map((n) => n.handbell)).toEqual(named);
  });

  it('writes shake, singing bell, vibrato, brush damp and ring touch as the text marks scores print, and reads them back', () => {
    const marked = ['shake', 'singing bell', 'vibrato', 'brush damp', 'ring touch'] as const;
    const song: Song = {
      ...SONG,
      staves: [
        {
          pitchId: 60,
          instrument: 'handbell',
          notes: marked.map((technique, i) => ({ beat: i, length: 1, technique })),
        },
      ],
    };
    const xml = writeMusicXml(song, { bpm: 100 });
    for (const words of ['Sk', 'SB', 'vib.', 'BD', 'RT'])
      expect(xml).toContain(`<other-technical>${words}</other-technical>`);
    const back = readMusicXml(xml);
    expect(back.parts[0]!.notes.map((n) => n.technique)).toEqual([...marked]);
  });

  it('holds every demo song note for note', () => {
    for (const song of DEMO_SONGS) {
      const { notes, problems } = readMusicXmlNotes(writeMusicXml(song, { bpm: 100 }));
      expect(problems).toEqual([]);
      expect(plain(notes)).toEqual(expected(song));
    }
  });

  it('holds any song of 48th-beat notes, with full measures and every tie closed', () => {
    const arbitrary = fc
      .record({
        rows: fc.uniqueArray(fc.record({ pitch: fc.integer({ min: 36, max: 96 }), chime: fc.boolean() }), {
          selector: (r) => `${r.pitch}/${r.chime}`,
          maxLength: 6,
        }),
        notes: fc.array(
          fc.record({
            row: fc.nat(),
            beat: fc.integer({ min: 0, max: 48 * 24 }),
            length: fc.integer({ min: 1, max: 48 * 9 }),
          }),
          { maxLength: 40 },
        ),
        signature: fc.constantFrom([4, 4], [3, 4], [6, 8], [2, 2], [2, 4]),
      })
      .map(
        ({ rows, notes, signature }): Song => ({
          version: 5,
          meta: { title: 'Generated' },
          timeSignatures: [
            { beat: 0, numerator: 4, denominator: 4 },
            { beat: 8, numerator: signature[0]!, denominator: signature[1]! },
          ],
          staves: rows
            .map((row, i) => {
              const beats = new Map<number, number>();
              for (const note of notes)
                if (rows.length > 0 && note.row % rows.length === i)
                  beats.set(note.beat / 48, note.length / 48);
              return {
                pitchId: row.pitch,
                instrument: row.chime ? ('handchime' as const) : ('handbell' as const),
                notes: [...beats].sort((a, b) => a[0] - b[0]).map(([beat, length]) => ({ beat, length })),
              };
            })
            .sort((a, b) => a.pitchId - b.pitchId || (a.instrument === 'handbell' ? -1 : 1)),
        }),
      );
    fc.assert(
      fc.property(arbitrary, (song) => {
        const { notes, problems } = readMusicXmlNotes(writeMusicXml(song, { bpm: 100 }));
        expect(problems).toEqual([]);
        const close = (a: number, b: number) => Math.abs(a - b) < 1e-9;
        const want = expected(song);
        expect(notes).toHaveLength(want.length);
        for (const [i, note] of notes.entries()) {
          const w = want[i]!;
          expect([note.part, note.pitch]).toEqual([w.part, w.pitch]);
          expect(close(note.beat, w.beat) && close(note.length, w.length)).toBe(true);
        }
      }),
    );
  });
});
