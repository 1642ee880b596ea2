/**
 * The fixtures read and shaped into songs hold the notes their independent readers report
 * (MuseScore's MIDI export, abc2midi; see fixtures.test.ts), transposed as asked, moved by the
 * rest before a pickup bar, with notes of one bell at one moment merged into one.
 */
import { MAX_NOTE_LENGTH } from '@ringalong/song';
import { describe, expect, it } from 'vitest';
import type { Piece } from '../src/piece.ts';
import { shapePiece } from '../src/shape/index.ts';
import { fileBarLength } from '../src/shape/signatures.ts';
import { expectedTriples, mismatches, type NoteTriple, readFixture, sortTriples } from './fixture-notes.ts';

const ONE_TICK_EACH_WAY = 1 / 240;
const TRANSPOSE = 2;

/** The rest a pickup bar gets at its start, so the first whole bar starts on a bar line. */
function pad(piece: Piece): number {
  if (piece.pickupBeats <= 0) return 0;
  const bar = fileBarLength(piece.timeSignatures[0]!);
  return Math.ceil(piece.pickupBeats / bar) * bar - piece.pickupBeats;
}

/** The independent reader's notes as the song should hold them. */
function expectedSong(name: string, piece: Piece): NoteTriple[] {
  const byBellAndMoment = new Map<string, [number, number, number]>();
  for (const [pitch, beat, length] of expectedTriples(name)) {
    const note: [number, number, number] = [
      pitch + TRANSPOSE,
      beat + pad(piece),
      Math.min(length, MAX_NOTE_LENGTH),
    ];
    const key = `${note[0]}@${Math.round(note[1] * 96)}`;
    const there = byBellAndMoment.get(key);
    if (!there || there[2] < note[2]) byBellAndMoment.set(key, note);
  }
  return sortTriples([...byBellAndMoment.values()]);
}

describe('fixtures shaped into songs', () => {
  it.each([
    ['old-hundredth.musicxml', undefined, 'old-hundredth.musicxml'],
    ['old-hundredth.mxl', undefined, 'old-hundredth.mxl'],
    ['amazing-grace.musicxml', undefined, 'amazing-grace.musicxml'],
    ['ode-to-joy.musicxml', undefined, 'ode-to-joy.musicxml'],
    ['folk-tunes.abc', 2, 'folk-tunes-2'],
    ['old-hundredth.abc', 1, 'old-hundredth-1'],
  ] as const)('%s (tune %s): the independent reader’s notes, transposed', (file, tune, expected) => {
    const piece = readFixture(file, tune);
    const shaped = shapePiece(piece, { transpose: TRANSPOSE, fileName: file });
    expect(shaped.refusal).toBeNull();
    const song = sortTriples(
      (shaped.song?.staves ?? []).flatMap((stave) =>
        stave.notes.map((note) => [stave.pitchId, note.beat, note.length] as const),
      ),
    );
    expect(mismatches(song, expectedSong(expected, piece), ONE_TICK_EACH_WAY)).toEqual([]);
  });
});
