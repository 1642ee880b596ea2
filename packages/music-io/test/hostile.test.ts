/**
 * Unreadable and hostile files end with a message a person understands, never an exception, a
 * hang or an allocation the size the file asks for.
 */
import { describe, expect, it } from 'vitest';
import { readMusic } from '../src/read/index.ts';
import { fixture } from './fixture-notes.ts';
import {
  billionLaughs,
  deeplyNested,
  externalEntity,
  manyNoteMidi,
  midi,
  mxlOf,
  ONE_NOTE,
  oneNoteMidi,
  PNG,
  score,
  zipBomb,
} from './hostile-files.ts';

const text = (value: string) => new TextEncoder().encode(value);

function message(name: string, bytes: Uint8Array): string {
  const outcome = readMusic(name, bytes);
  if (outcome.kind !== 'error') throw new Error(`expected an error, got ${outcome.kind}`);
  return outcome.message;
}

describe('files of the wrong kind', () => {
  it('refuses a PNG and a text file as none of the formats', () => {
    expect(message('photo.png', PNG)).toBe("This file isn't a MIDI, MusicXML or ABC file.");
    expect(message('list.txt', text('Milk\nEggs\nBread\n'))).toBe(
      "This file isn't a MIDI, MusicXML or ABC file.",
    );
  });

  it('says when the name claims a format the content is not', () => {
    expect(message('song.mid', text('not really a MIDI file'))).toMatch(/named \.mid but isn't a MIDI file/);
    expect(message('song.mxl', PNG)).toMatch(/named \.mxl but isn't a compressed MusicXML/);
  });

  it('refuses an empty file and an XML file that is not a score', () => {
    expect(message('empty.musicxml', new Uint8Array())).toBe('This file is empty.');
    expect(message('drawing.xml', text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toMatch(
      /isn't MusicXML: it holds <svg>/,
    );
  });
});

describe('broken files', () => {
  it('refuses a truncated MIDI file', () => {
    const whole = fixture('country-dance.mid');
    expect(message('dance.mid', whole.subarray(0, 200))).toBe(
      'This MIDI file is cut short: it ends inside track 2 of 4.',
    );
    expect(message('dance.mid', whole.subarray(0, 10))).toMatch(/cut short/);
  });

  it('refuses a truncated MusicXML file', () => {
    const whole = fixture('old-hundredth.musicxml');
    expect(message('chorale.musicxml', whole.subarray(0, whole.length / 2))).toBe(
      'This MusicXML file is cut short: it ends before the score does.',
    );
  });

  it('refuses a truncated .mxl file and a zip without a score', () => {
    const whole = fixture('old-hundredth.mxl');
    expect(message('chorale.mxl', whole.subarray(0, whole.length - 400))).toMatch(/damaged or cut short/);
    expect(message('pictures.mxl', mxlOf({ 'cover.txt': 'hello' }))).toBe(
      'This zip file holds no MusicXML score.',
    );
  });

  it('refuses MIDI files with absurd values', () => {
    const zero = oneNoteMidi(96, 0);
    zero.set([0, 0], 12); // no ticks per beat
    expect(message('zero.mid', zero)).toMatch(/a beat lasts 0 ticks/);
    expect(message('far.mid', oneNoteMidi(1, 0x0fffffff))).toMatch(/places a note at beat 268435455/);
    const smpte = oneNoteMidi(96, 0);
    smpte[12] = 0xe7; // -25 frames per second
    expect(message('smpte.mid', smpte)).toMatch(/SMPTE frames/);
    const type2 = oneNoteMidi(96, 0);
    type2[9] = 2;
    expect(message('type2.mid', type2)).toMatch(/type 2; only types 0 and 1/);
    const hugeChunk = oneNoteMidi(96, 0);
    hugeChunk.set([0xff, 0xff, 0xff, 0xf0], 18); // the track says it is 4 GB long
    expect(message('huge.mid', hugeChunk)).toMatch(/cut short: it ends inside track 1 of 1/);
  });

  it('leaves out a zero tempo and an impossible time signature, saying so', () => {
    const bytes = midi({
      header: { format: 0, numTracks: 1, ticksPerBeat: 96 },
      tracks: [
        [
          { deltaTime: 0, meta: true, type: 'setTempo', microsecondsPerBeat: 0 },
          {
            deltaTime: 0,
            meta: true,
            type: 'timeSignature',
            numerator: 0,
            denominator: 4,
            metronome: 24,
            thirtyseconds: 8,
          },
          { deltaTime: 0, type: 'noteOn', channel: 0, noteNumber: 60, velocity: 90 },
          { deltaTime: 96, type: 'noteOff', channel: 0, noteNumber: 60, velocity: 0 },
          { deltaTime: 0, meta: true, type: 'endOfTrack' },
        ],
      ],
    });
    const outcome = readMusic('odd.mid', bytes);
    expect(outcome.kind).toBe('piece');
    if (outcome.kind !== 'piece') return;
    expect(outcome.piece.tempos).toEqual([{ beat: 0, bpm: 120 }]);
    expect(outcome.piece.timeSignatures).toEqual([{ beat: 0, numerator: 4, denominator: 4 }]);
    expect(outcome.piece.remarks).toEqual([
      'A tempo of Infinity bpm was left out.',
      'A time signature of 0/4 was left out.',
    ]);
  });
});

describe('hostile files', () => {
  it('refuses a MIDI file of a million notes by its count, before reading a note', () => {
    expect(message('million.mid', manyNoteMidi(1_000_000))).toBe(
      'This MIDI file has 1,000,000 notes; Ringalong reads at most 20,000 (and a song holds 2,000).',
    );
    expect(message('just-over.mid', manyNoteMidi(20_001))).toMatch(
      /has 20,001 notes; Ringalong reads at most 20,000/,
    );
  });

  it('still reads a MIDI file of more notes than a song holds, so its bars can be chosen', () => {
    const outcome = readMusic('long.mid', manyNoteMidi(2_500));
    expect(outcome.kind === 'piece' && outcome.piece.parts[0]!.notes.length).toBe(2_500);
  });

  it.each<[string, string, RegExp]>([
    [
      'a note 99999999 units long',
      'X:1\nK:C\nA99999999',
      /lasts 50,000,000 beats; Ringalong reads at most 100,000/,
    ],
    ['a rest 99999999 units long', 'X:1\nK:C\nz99999999A', /lasts 50,000,000 beats/],
    ['a unit note length of 99999999 wholes', 'X:1\nL:99999999/1\nK:C\nA', /lasts 399,999,996 beats/],
    [
      'an ending numbered 99999999',
      'X:1\nK:C\n|:A:|99999999',
      /an ending numbered 99,999,999; Ringalong reads endings numbered up to 16/,
    ],
    ['an ending range to 99999', 'X:1\nK:C\n|:A:|1-99999 B:|', /an ending numbered 99,999/],
  ])('refuses an ABC tune with %s before playing it out', (_what, abc, words) => {
    expect(message('hostile.abc', text(abc))).toMatch(words);
  });

  it('refuses an ABC file over 1 MB by its size, saying so', () => {
    const big = `X:1\nT:Long\nK:C\n${'A B c d | '.repeat(120_000)}`;
    expect(message('long.abc', text(big))).toMatch(
      /^This ABC file is 1\.1 MB; Ringalong reads ABC files of at most 1\.0 MB\.$/,
    );
  });

  it('refuses 50 MB by its size before reading it', () => {
    expect(message('huge.musicxml', new Uint8Array(50 * 1024 * 1024))).toBe(
      'This file is 50.0 MB; files over 10.0 MB cannot be imported.',
    );
  });

  it('stops a zip bomb once it has inflated 30 MB', () => {
    const bomb = zipBomb(40);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(message('bomb.mxl', bomb)).toMatch(/unpacks to more than 30.0 MB.*zip bomb/);
  });

  it('refuses XML nested 100000 levels deep', () => {
    expect(message('deep.musicxml', text(deeplyNested(100_000)))).toMatch(/nested more than 100 levels deep/);
  });

  it('refuses external entities and a billion laughs without expanding them', () => {
    const refused = /uses entities declared in its DOCTYPE; for safety they are not read/;
    expect(message('xxe.musicxml', text(externalEntity()))).toMatch(refused);
    expect(message('laughs.musicxml', text(billionLaughs()))).toMatch(refused);
  });

  it('reads a plain score with a DOCTYPE naming the public DTD (never fetched)', () => {
    const withDoctype = score(ONE_NOTE).replace(
      '<score-partwise',
      '<!DOCTYPE score-partwise PUBLIC "-//Recordare//DTD MusicXML 4.0 Partwise//EN" "http://www.musicxml.org/dtds/partwise.dtd"><score-partwise',
    );
    expect(readMusic('ok.musicxml', text(withDoctype)).kind).toBe('piece');
  });
});
