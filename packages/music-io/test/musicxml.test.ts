/** MusicXML details the fixtures do not cover, on small scores typed in here. */
import { describe, expect, it } from 'vitest';
import { readMusic } from '../src/read/index.ts';
import { expectPiece } from './fixture-notes.ts';
import { score } from './hostile-files.ts';

const read = (xml: string) => expectPiece(readMusic('test.musicxml', new TextEncoder().encode(xml)));
const note = (step: string, octave: number, duration: number, extra = '') =>
  `<note><pitch><step>${step}</step><octave>${octave}</octave></pitch><duration>${duration}</duration>${extra}</note>`;
const attributes = (divisions: number, beats = 4, beatType = 4) =>
  `<attributes><divisions>${divisions}</divisions><time><beats>${beats}</beats><beat-type>${beatType}</beat-type></time></attributes>`;
const bare = (notes: { pitch: number; beat: number; length: number }[]) =>
  notes.map(({ pitch, beat, length }) => ({ pitch, beat, length }));

describe('MusicXML', () => {
  it('handbell techniques and let-ring marks become the song’s techniques; L.V. words open an LV passage', () => {
    const handbell = (mark: string) =>
      `<notations><technical><handbell>${mark}</handbell></technical></notations>`;
    const piece = read(
      score(
        `<measure number="1">${attributes(1)}${note('C', 5, 1, handbell('martellato'))}${note('D', 5, 1, handbell('belltree'))}` +
          `${note('E', 5, 1, '<notations><tied type="let-ring"/></notations>')}` +
          `<direction><direction-type><words>L.V.</words></direction-type></direction>${note('F', 5, 1)}</measure>`,
      ),
    );
    expect(piece.parts[0]?.notes.map((n) => n.technique)).toEqual(['martellato', undefined, 'lv', undefined]);
    // Written above the staff, L.V. rings every note from there to its R (here none: to the end).
    expect(piece.expression?.passages).toEqual([{ from: 3, to: 4, technique: 'lv' }]);
    expect(piece.parts[0]?.instrument).toBe('handbell');
  });

  it('a part named for handchimes comes in as chimes', () => {
    const piece = read(
      score(
        `<measure number="1">${attributes(1)}${note('C', 5, 4)}</measure>`,
        '<score-part id="P1"><part-name>Choirchimes</part-name></score-part>',
      ),
    );
    expect(piece.parts[0]).toMatchObject({ name: 'Choirchimes', instrument: 'handchime' });
  });

  it('chords, a second voice after <backup>, <forward> and a change of divisions', () => {
    const piece = read(
      score(
        `<measure number="1">${attributes(2)}${note('C', 4, 4)}${note('E', 4, 4, '<chord/>')}${note('G', 4, 4)}` +
          `<backup><duration>8</duration></backup><forward><duration>2</duration></forward>${note('C', 3, 6)}</measure>` +
          `<measure number="2"><attributes><divisions>3</divisions></attributes>${note('D', 4, 1)}${note('E', 4, 1)}${note('F', 4, 1)}${note('G', 4, 9)}</measure>`,
      ),
    );
    expect(bare([...(piece.parts[0]?.notes ?? [])])).toEqual([
      { pitch: 60, beat: 0, length: 2 },
      { pitch: 64, beat: 0, length: 2 },
      { pitch: 48, beat: 1, length: 3 },
      { pitch: 67, beat: 2, length: 2 },
      { pitch: 62, beat: 4, length: 1 / 3 },
      { pitch: 64, beat: 4 + 1 / 3, length: 1 / 3 },
      { pitch: 65, beat: 4 + 2 / 3, length: 1 / 3 },
      { pitch: 67, beat: 5, length: 3 },
    ]);
  });

  it('grace notes are left out, with a remark; a repeat played three times', () => {
    const piece = read(
      score(
        `<measure number="1">${attributes(1, 2, 4)}<barline location="left"><repeat direction="forward"/></barline>` +
          `<note><grace/><pitch><step>B</step><octave>4</octave></pitch></note>${note('C', 5, 2)}` +
          `<barline location="right"><repeat direction="backward" times="3"/></barline></measure>`,
      ),
    );
    expect(piece.parts[0]?.notes.map((n) => n.beat)).toEqual([0, 2, 4]);
    expect(piece.remarks).toEqual(['Repeats written out', 'Grace notes left out (1)']);
    expect(piece.timeSignatures).toEqual([{ beat: 0, numerator: 2, denominator: 4 }]);
  });

  it('a short first measure is a pickup even without implicit="yes"; a dotted-quarter metronome', () => {
    const piece = read(
      score(
        `<measure number="1">${attributes(2, 6, 8)}<direction><direction-type><metronome><beat-unit>quarter</beat-unit><beat-unit-dot/><per-minute>60</per-minute></metronome></direction-type></direction>${note('A', 4, 1)}</measure>` +
          `<measure number="2">${note('D', 5, 6)}</measure>`,
      ),
    );
    expect(piece.pickupBeats).toBe(0.5);
    expect(piece.tempos).toEqual([{ beat: 0, bpm: 90 }]);
    expect(piece.parts[0]?.notes.map((n) => n.beat)).toEqual([0, 0.5]);
  });

  it('a percussion part is a drum part; unpitched notes take their MIDI key', () => {
    const piece = read(
      score(
        `<measure number="1"><attributes><divisions>1</divisions><clef><sign>percussion</sign></clef></attributes>` +
          `<note><unpitched><display-step>C</display-step><display-octave>5</display-octave></unpitched><duration>1</duration><instrument id="P1-I39"/></note></measure>`,
        '<score-part id="P1"><part-name>Drums</part-name><score-instrument id="P1-I39"><instrument-name>Snare</instrument-name></score-instrument><midi-instrument id="P1-I39"><midi-unpitched>39</midi-unpitched></midi-instrument></score-part>',
      ),
    );
    expect(piece.parts[0]).toMatchObject({ drum: true, notes: [{ pitch: 38, beat: 0, length: 1 }] });
  });

  it('reads a timewise score as its parts', () => {
    const piece = read(
      `<score-timewise><work><work-title>Round</work-title></work><part-list><score-part id="A"><part-name>One</part-name></score-part><score-part id="B"><part-name>Two</part-name></score-part></part-list>` +
        `<measure number="1"><part id="A">${attributes(1)}${note('C', 4, 4)}</part><part id="B">${attributes(1)}${note('E', 4, 4)}</part></measure></score-timewise>`,
    );
    expect(piece.title).toBe('Round');
    expect(piece.parts.map((p) => [p.name, p.notes[0]?.pitch])).toEqual([
      ['One', 60],
      ['Two', 64],
    ]);
  });

  it('reads a score saved as UTF-16 with a byte-order mark', () => {
    const xml = score(`<measure number="1">${attributes(1)}${note('A', 4, 4)}</measure>`);
    const bytes = new Uint8Array(2 + xml.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < xml.length; i++) bytes[2 + i * 2] = xml.charCodeAt(i);
    const outcome = readMusic('utf16.xml', bytes);
    expect(outcome.kind === 'piece' && outcome.piece.parts[0]?.notes).toEqual([
      { pitch: 69, beat: 0, length: 4 },
    ]);
  });
});
