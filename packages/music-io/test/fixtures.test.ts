/**
 * Every fixture read by readMusic gives the notes an independent reader finds in the same music:
 * MuseScore's MIDI export of the MusicXML files and abc2midi's MIDI of the ABC tunes (both made
 * by fixtures/make-expected.sh, read with midi-file), and midi-file itself for the MIDI files.
 *
 * Tolerance: 1/240 beat for the MusicXML and ABC fixtures. MuseScore ends every note one tick
 * (1/480 beat) before its written end, so a repeated note re-strikes; abc2midi starts every note
 * one tick late and ends it one tick early. Anything larger (a wrong duration, tie, repeat or
 * pickup) is at least a 32nd note, 1/8 beat. The MIDI fixtures are compared exactly (1e-6).
 */
import { describe, expect, it } from 'vitest';
import {
  expectedTriples,
  fixture,
  mismatches,
  type NoteTriple,
  pieceTriples,
  readFixture,
  sortTriples,
} from './fixture-notes.ts';
import { independentNotes } from './independent-notes.ts';

const ONE_TICK_EACH_WAY = 1 / 240;

describe('fixtures read as their independent readers read them', () => {
  it.each(['old-hundredth.musicxml', 'old-hundredth.mxl', 'amazing-grace.musicxml', 'ode-to-joy.musicxml'])(
    '%s: the notes of MuseScore’s MIDI export',
    (name) => {
      expect(mismatches(pieceTriples(readFixture(name)), expectedTriples(name), ONE_TICK_EACH_WAY)).toEqual(
        [],
      );
    },
  );

  it.each([
    ['folk-tunes.abc', 1],
    ['folk-tunes.abc', 2],
    ['folk-tunes.abc', 3],
    ['old-hundredth.abc', 1],
  ] as const)('%s tune %i: the notes of abc2midi', (name, tune) => {
    const expected = expectedTriples(`${name.replace(/\.abc$/, '')}-${tune}`);
    expect(mismatches(pieceTriples(readFixture(name, tune)), expected, ONE_TICK_EACH_WAY)).toEqual([]);
  });

  it.each(['country-dance.mid', 'old-hundredth-type0.mid'])('%s: the notes midi-file finds', (name) => {
    const expected = sortTriples(
      independentNotes(fixture(name)).map((n): NoteTriple => [n.pitch, n.beat, n.length]),
    );
    expect(mismatches(pieceTriples(readFixture(name)), expected, 1e-6)).toEqual([]);
  });
});
