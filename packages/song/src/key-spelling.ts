/**
 * A song's key signature and the names it spells its bells with: in F major the bell between A
 * and B is B-flat (Bb4), in G major the one between F and G is F-sharp (F#5), as the score in the
 * choir's binders writes them. Songs without a key are spelled with sharps, as before.
 */
import type { Instrument, Song } from './types.ts';

/** Sharps (positive) or flats (negative) in the key signature, -7 to 7 (MusicXML's `<fifths>`). */
export const KEY_FIFTHS_RANGE = { min: -7, max: 7 } as const;

const SHARP_NAMES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'] as const;
const FLAT_NAMES = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B'] as const;
const STEPS = ['C', 'D', 'E', 'F', 'G', 'A', 'B'] as const;
const NATURAL = [0, 2, 4, 5, 7, 9, 11] as const;

/** The key signature's fifths (0, C major or A minor, when the song sets none). */
export function keyFifths(song: Song): number {
  return song.key?.fifths ?? 0;
}

/**
 * The written step and alteration of `pitchId` in a key of `fifths`: the key's own accidentals
 * first (B-flat in F, F-sharp in G; C-flat, E-sharp and the like in keys of six or seven), else
 * a black key as a flat in flat keys and a sharp otherwise.
 */
export function spelling(
  pitchId: number,
  fifths: number,
): { step: (typeof STEPS)[number]; alter: number; octave: number } {
  const pc = ((pitchId % 12) + 12) % 12;
  const octave = Math.floor(pitchId / 12) - 1;
  // Steps the signature alters: sharps F C G D A E B, flats B E A D G C F.
  const sharped = ['F', 'C', 'G', 'D', 'A', 'E', 'B'].slice(0, Math.max(0, fifths));
  const flatted = ['B', 'E', 'A', 'D', 'G', 'C', 'F'].slice(0, Math.max(0, -fifths));
  for (const [i, step] of STEPS.entries()) {
    const alter = sharped.includes(step) ? 1 : flatted.includes(step) ? -1 : 0;
    if (alter !== 0 && (NATURAL[i]! + alter + 12) % 12 === pc) {
      // B-sharp is the next octave's C; C-flat is the octave below's B.
      const shift = NATURAL[i]! + alter >= 12 ? -1 : NATURAL[i]! + alter < 0 ? 1 : 0;
      return { step, alter, octave: octave + shift };
    }
  }
  const names = fifths < 0 ? FLAT_NAMES : SHARP_NAMES;
  const name = names[pc]!;
  return {
    step: name[0] as (typeof STEPS)[number],
    alter: name.length > 1 ? (name[1] === 'b' ? -1 : 1) : 0,
    octave,
  };
}

/** A bell's name in the key of `fifths` ('Bb4', 'F#5', 'Cb5'), flats written as 'b' as bell charts do. */
export function spelledBellName(pitchId: number, fifths: number): string {
  const { step, alter, octave } = spelling(pitchId, fifths);
  return `${step}${alter > 0 ? '#'.repeat(alter) : 'b'.repeat(-alter)}${octave}`;
}

/**
 * The key signature after transposing by `semitones`: seven fifths a semitone, brought back
 * within six sharps or flats (F-sharp major is written as G-flat's six flats only when the
 * original key was a flat key).
 */
export function transposedFifths(fifths: number, semitones: number): number {
  let moved = (((fifths + 7 * semitones) % 12) + 12) % 12;
  if (moved > 6 || (moved === 6 && fifths < 0)) moved -= 12;
  return moved;
}

/** A bell's name as `song`'s key spells it (sharps without a key). */
export function songBellName(song: Song, pitchId: number): string {
  return spelledBellName(pitchId, keyFifths(song));
}

/** A row's name as `song`'s key spells it: 'Bb4', 'Bb4 chime'. */
export function songRowName(
  song: Song,
  row: { readonly pitchId: number; readonly instrument: Instrument },
): string {
  const name = songBellName(song, row.pitchId);
  return row.instrument === 'handchime' ? `${name} chime` : name;
}

const MAJOR_BY_FIFTHS = ['Cb', 'Gb', 'Db', 'Ab', 'Eb', 'Bb', 'F', 'C', 'G', 'D', 'A', 'E', 'B', 'F#', 'C#'];
const MINOR_BY_FIFTHS = ['Ab', 'Eb', 'Bb', 'F', 'C', 'G', 'D', 'A', 'E', 'B', 'F#', 'C#', 'G#', 'D#', 'A#'];

/** 'F major / D minor (1 flat)': the key signature of `fifths` as Song Settings names it. */
export function keySignatureName(fifths: number): string {
  const i = Math.max(KEY_FIFTHS_RANGE.min, Math.min(KEY_FIFTHS_RANGE.max, Math.trunc(fifths))) + 7;
  const count = Math.abs(i - 7);
  const marks =
    count === 0 ? 'no sharps or flats' : `${count} ${i > 7 ? 'sharp' : 'flat'}${count > 1 ? 's' : ''}`;
  const name = (n: string) => n.replace('b', '♭').replace('#', '♯');
  return `${name(MAJOR_BY_FIFTHS[i]!)} major / ${name(MINOR_BY_FIFTHS[i]!)} minor (${marks})`;
}

/**
 * The song written in the key of `fifths` (-7 to 7, whole), or with no key given when undefined:
 * one edit. Refused (same song) for a value outside the range or the key it already has.
 */
export function setKey(song: Song, fifths: number | undefined): Song {
  if (fifths === undefined) {
    if (song.key === undefined) return song;
    const { key: _key, ...rest } = song;
    return rest;
  }
  if (!Number.isInteger(fifths) || fifths < KEY_FIFTHS_RANGE.min || fifths > KEY_FIFTHS_RANGE.max)
    return song;
  if (song.key?.fifths === fifths) return song;
  return { ...song, key: { fifths } };
}
