/**
 * The score's expression in and out of MusicXML: passages as publishers and MuseScore write them
 * ('LV ... R', 'T.D. ... R', 'Mart.' with a dashed line), dynamics, hairpins, rehearsal letters
 * and accents, read onto the song, heard as the score says, and written back the same way.
 */
import { noteSound, type Song } from '@ringalong/song';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readMusic } from './read/index.ts';
import { shapePiece } from './shape/index.ts';
import { writeMidi } from './write/midi.ts';
import { writeMusicXml } from './write/musicxml.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

function imported(xml: string): Song {
  const outcome = readMusic('piece.musicxml', bytes(xml));
  if (outcome.kind !== 'piece') throw new Error(JSON.stringify(outcome));
  const shaped = shapePiece(outcome.piece);
  if (!shaped.song) throw new Error(shaped.refusal ?? 'no song');
  return shaped.song;
}

const step = (pitch: string) => `<pitch><step>${pitch[0]}</step><octave>${pitch[1]}</octave></pitch>`;
/** A quarter note (divisions 1). */
const quarter = (pitch: string, extra = '') =>
  `<note>${step(pitch)}<duration>1</duration><voice>1</voice><type>quarter</type>${extra}</note>`;
const words = (text: string, extra = '') =>
  `<direction placement="above"><direction-type><words>${text}</words></direction-type>${extra}</direction>`;
const dynamic = (level: string) =>
  `<direction placement="below"><direction-type><dynamics><${level}/></dynamics></direction-type></direction>`;
const wedge = (type: string) =>
  `<direction placement="below"><direction-type><wedge type="${type}" number="1"/></direction-type></direction>`;

/** A published-style 4-bar piece: rehearsal A, p, LV ... R over bars 1-2, a crescendo to f, T.D. ... R, a dashed Mart. line, accents. */
const PUBLISHED = `<?xml version="1.0" encoding="UTF-8"?>
<score-partwise version="4.0">
<work><work-title>Evening Bells</work-title></work>
<part-list><score-part id="P1"><part-name>Handbells</part-name></score-part></part-list>
<part id="P1">
<measure number="1"><attributes><divisions>1</divisions><time><beats>4</beats><beat-type>4</beat-type></time></attributes>
<direction placement="above"><direction-type><rehearsal>A</rehearsal></direction-type></direction>
${dynamic('p')}${words('LV')}
${quarter('C5')}${quarter('E5')}${quarter('G5')}${quarter('C6')}
</measure>
<measure number="2">${quarter('G5')}${quarter('E5')}${wedge('crescendo')}${quarter('D5')}${quarter('C5')}</measure>
<measure number="3">${words('R')}${wedge('stop')}${dynamic('f')}${words('T.D.')}
${quarter('C5', '<notations><articulations><accent/></articulations></notations>')}${quarter('D5')}${words('R')}${quarter('E5')}${quarter('F5')}
</measure>
<measure number="4">${words('Mart.')}<direction><direction-type><dashes type="start" number="1"/></direction-type></direction>
${quarter('G5')}${quarter('G5')}<direction><direction-type><dashes type="stop" number="1"/></direction-type></direction>${quarter('A5')}${quarter('B5')}
</measure>
</part></score-partwise>`;

describe('a published-style piece', () => {
  const song = imported(PUBLISHED);
  const sounds = song.staves
    .flatMap((stave) =>
      stave.notes.map((note) => ({ pitch: stave.pitchId, beat: note.beat, ...noteSound(song, note) })),
    )
    .sort((a, b) => a.beat - b.beat);
  const at = (beat: number) => sounds.find((s) => s.beat === beat)!;

  it('brings in the passages with their Rs, the dynamics, the hairpin and the rehearsal letter', () => {
    expect(song.passages).toEqual([
      { from: 0, to: 8, technique: 'lv' },
      { from: 8, to: 10, technique: 'thumb damp' },
      { from: 12, to: 14, technique: 'martellato' },
    ]);
    expect(song.dynamics).toEqual([
      { beat: 0, level: 'p' },
      { beat: 8, level: 'f' },
    ]);
    expect(song.hairpins).toEqual([{ from: 6, to: 8, kind: 'crescendo' }]);
    expect(song.marks).toEqual([{ beat: 0, label: 'A' }]);
  });

  it('every note of the LV passage rings to its R, not only the first chord', () => {
    for (let beat = 0; beat < 8; beat++) {
      expect(at(beat).length, `beat ${beat}`).toBe(8 - beat);
      expect(at(beat).technique).toBeUndefined();
    }
    // The notes after the R ring their own length again.
    expect(at(10).length).toBe(1);
  });

  it('T.D. and Mart. passages ring each of their notes so, and stop at the R or the end of the line', () => {
    expect([at(8).technique, at(9).technique, at(10).technique]).toEqual([
      'thumb damp',
      'thumb damp',
      undefined,
    ]);
    expect([at(12).technique, at(13).technique, at(14).technique]).toEqual([
      'martellato',
      'martellato',
      undefined,
    ]);
  });

  it('is heard as marked: p, louder through the crescendo, f after it; the accent harder still', () => {
    expect(at(1).velocity).toBeLessThan(at(7).velocity);
    expect(at(7).velocity).toBeLessThan(at(10).velocity);
    expect(at(8).velocity).toBeGreaterThan(at(9).velocity);
  });

  it('says what came in', () => {
    const outcome = readMusic('piece.musicxml', bytes(PUBLISHED));
    if (outcome.kind !== 'piece') throw new Error('not read');
    expect(shapePiece(outcome.piece).changes).toContain(
      "The score's 3 technique passages, 2 dynamics, 1 hairpin, 1 rehearsal letter came in",
    );
  });

  it('round-trips through our MusicXML export unchanged', () => {
    const again = imported(writeMusicXml(song, { bpm: 100 }));
    expect(again.passages).toEqual(song.passages);
    expect(again.dynamics).toEqual(song.dynamics);
    expect(again.hairpins).toEqual(song.hairpins);
    expect(again.marks).toEqual(song.marks);
    expect(again.staves).toEqual(song.staves);
  });
});

describe('a song with expression, written and read back', () => {
  it('property: passages, dynamics, hairpins and accents come back as they were', () => {
    const techniques = fc.constantFrom(
      'lv',
      'thumb damp',
      'martellato',
      'mallet table',
      'pluck lift',
      'echo' as const,
    );
    const levels = fc.constantFrom('pp', 'p', 'mp', 'mf', 'f', 'ff' as const);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 31 }), { maxLength: 12 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 8 }), techniques), {
          maxLength: 4,
        }),
        fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 31 }), levels), {
          selector: ([beat]) => beat,
          maxLength: 4,
        }),
        fc.boolean(),
        (accented, spans, dynamics, hairpin) => {
          const notes = Array.from({ length: 32 }, (_, beat) => ({
            beat,
            length: 1,
            ...(accented.includes(beat) ? { accent: true as const } : {}),
          }));
          let passages: { from: number; to: number; technique: (typeof spans)[number][2] }[] = [];
          for (const [from, length, technique] of spans.sort((a, b) => a[0] - b[0])) {
            const start = Math.max(from, passages.at(-1)?.to ?? 0);
            if (start < from + length)
              passages = [...passages, { from: start, to: from + length, technique }];
          }
          const song: Song = {
            version: 5,
            meta: { title: 'Expression' },
            timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
            staves: [{ pitchId: 72, instrument: 'handbell', notes }],
            ...(passages.length > 0 ? { passages } : {}),
            ...(dynamics.length > 0
              ? {
                  dynamics: dynamics
                    .map(([beat, level]) => ({ beat, level }))
                    .sort((a, b) => a.beat - b.beat),
                }
              : {}),
            ...(hairpin ? { hairpins: [{ from: 4, to: 12, kind: 'diminuendo' as const }] } : {}),
          };
          const again = imported(writeMusicXml(song, { bpm: 100 }));
          expect(again.passages).toEqual(song.passages);
          expect(again.dynamics).toEqual(song.dynamics);
          expect(again.hairpins).toEqual(song.hairpins);
          expect(again.staves).toEqual(song.staves);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('dynamics and accents through MIDI velocities', () => {
  const fromMidi = (data: Uint8Array): Song => {
    const outcome = readMusic('piece.mid', data);
    if (outcome.kind !== 'piece') throw new Error(JSON.stringify(outcome));
    const shaped = shapePiece(outcome.piece, { convention: 'written' });
    if (!shaped.song) throw new Error(shaped.refusal ?? 'no song');
    return shaped.song;
  };

  it('property: dynamics at bar starts and accents (under half a bar) come back', () => {
    const levels = fc.constantFrom('pp', 'p', 'mp', 'mf', 'f', 'ff' as const);
    fc.assert(
      fc.property(
        fc.array(levels, { minLength: 8, maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 8, maxLength: 8 }),
        (barLevels, accentAt) => {
          // Eight bars of four quarters on two rows; in each bar one beat (of four) accented on both rows.
          const notes = (accentBeat: (bar: number) => number) =>
            Array.from({ length: 32 }, (_, beat) => ({
              beat,
              length: 1,
              ...(beat % 4 === accentBeat(Math.floor(beat / 4)) ? { accent: true as const } : {}),
            }));
          const dynamics = barLevels
            .map((level, bar) => ({ beat: bar * 4, level }))
            .filter((mark, i) => i === 0 || mark.level !== barLevels[i - 1]);
          const song: Song = {
            version: 5,
            meta: { title: 'Velocities' },
            timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
            staves: [
              { pitchId: 67, instrument: 'handbell', notes: notes((bar) => accentAt[bar]!) },
              { pitchId: 72, instrument: 'handbell', notes: notes((bar) => accentAt[bar]!) },
            ],
            dynamics,
          };
          const again = fromMidi(writeMidi(song, { bpm: 100, tracks: 'row' }));
          expect(again.dynamics).toEqual(song.dynamics);
          expect(again.staves.map((s) => s.notes)).toEqual(song.staves.map((s) => s.notes));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a file of one velocity brings in no dynamics and no accents', () => {
    const song: Song = {
      version: 5,
      meta: { title: 'Flat' },
      timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
      staves: [
        { pitchId: 72, instrument: 'handbell', notes: [0, 1, 2, 3].map((beat) => ({ beat, length: 1 })) },
      ],
    };
    const again = fromMidi(writeMidi(song, { bpm: 100, tracks: 'row' }));
    expect(again.dynamics).toBeUndefined();
    expect(again.staves[0]!.notes.some((note) => note.accent)).toBe(false);
  });
});

describe('dynamics and accents in ABC', () => {
  it('!p!, !ff!, !mp! and !>! come in as dynamics and an accent', () => {
    const abc = 'X:1\nT:Dynamics\nM:4/4\nL:1/4\nK:C\n!p! CDEF | !ff! GABc | !mp! c!>!BAG | C4 |]\n';
    const outcome = readMusic('dynamics.abc', bytes(abc));
    if (outcome.kind !== 'piece') throw new Error(JSON.stringify(outcome));
    expect(outcome.piece.expression?.dynamics).toEqual([
      { beat: 0, level: 'p' },
      { beat: 4, level: 'ff' },
      { beat: 8, level: 'mp' },
    ]);
    expect(outcome.piece.parts[0]!.notes.filter((note) => note.accent).map((note) => note.beat)).toEqual([9]);
  });
});

describe('the key signature', () => {
  const inF: Song = {
    version: 5,
    meta: { title: 'In F' },
    timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
    staves: [65, 67, 69, 70].map((pitchId, i) => ({
      pitchId,
      instrument: 'handbell' as const,
      notes: [{ beat: i, length: 1 }],
    })),
    key: { fifths: -1 },
  };

  it('MusicXML: written with its fifths and B-flat spelled as B-flat, read back with its key', () => {
    const xml = writeMusicXml(inF, { bpm: 100 });
    expect(xml).toContain('<key><fifths>-1</fifths></key>');
    expect(xml).toContain('<step>B</step><alter>-1</alter>');
    expect(xml).not.toContain('<step>A</step><alter>1</alter>');
    const again = imported(xml);
    expect(again.key).toEqual({ fifths: -1 });
    expect(again.staves).toEqual(inF.staves);
  });

  it('moves with a transposition: F major up a tone is G major', () => {
    const outcome = readMusic('in-f.musicxml', bytes(writeMusicXml(inF, { bpm: 100 })));
    if (outcome.kind !== 'piece') throw new Error('not read');
    expect(shapePiece(outcome.piece, { transpose: 2 }).song?.key).toEqual({ fifths: 1 });
    expect(shapePiece(outcome.piece, { transpose: -2 }).song?.key).toEqual({ fifths: -3 });
  });

  it('MIDI and ABC bring their key signatures', () => {
    const outcome = readMusic('in-f.mid', writeMidi(inF, { bpm: 100, tracks: 'row' }));
    if (outcome.kind !== 'piece') throw new Error('not read');
    expect(outcome.piece.keyFifths).toBe(-1);
    const abc = readMusic('in-d.abc', bytes('X:1\nT:In D\nM:4/4\nL:1/4\nK:D\nDEFG|ABcd|]\n'));
    if (abc.kind !== 'piece') throw new Error('not read');
    expect(abc.piece.keyFifths).toBe(2);
  });
});
