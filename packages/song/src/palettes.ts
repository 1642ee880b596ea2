/**
 * The rows' colour schemes (the `colorMode` preference). Classic is the spec's: hue = row index x
 * 20. The other two give each pitch class one colour, the same C in every octave, so adding a
 * bell never recolours the others. Their twelve colours come from Okabe-Ito's and Paul Tol's
 * colour-blind-safe sets and tints of them (lightness steps), arranged so that colours a semitone
 * or a whole tone apart stay distinct under simulated protanopia and deuteranopia; High contrast
 * is each By-pitch-class colour lifted (towards white) to reach 7:1 on the canvas. Colour is
 * never alone: each note carries its letter and a shape. `palettes.test.ts` measures all of it.
 */
import { rowColor } from './bells.ts';
import { KEY_NAMES } from './constants.ts';
import type { ColorMode, RowRef } from './types.ts';

/** C, C#, D ... B: olive, pale pear, green, purple, orange, sand, pale cyan, teal, apricot, yellow, blue, pink. */
const BY_PITCH_CLASS = 'aaaa00 dde699 64a77a c87aa7 e69f00 f6dda6 ade4ff 44aa99 e49659 f0e442 3392c9 ffc8d3';
const HIGH_CONTRAST = 'b6b624 dde699 88bb99 d79fc0 e7a30a f6dda6 ade4ff 6fbeb0 e7a16a f0e442 7ab8dc ffc8d3';
/** Classic labels: the lightness that brings a row's hue to 4.5:1 on its label plate (58 is the head's). */
const CLASSIC_LABEL_LIGHTNESS = [64, 58, 58, 58, 58, 58, 58, 58, 58, 58, 58, 64, 73, 70, 66, 58, 60, 63];

/** How a row is painted: its note heads, its label's text, and the ink of letters and marks on a head. */
export interface BellColours {
  readonly head: string;
  readonly label: string;
  readonly ink: string;
}

/** The pitch class of a MIDI note, 0 (C) to 11 (B). */
export const pitchClass = (pitchId: number) => ((pitchId % 12) + 12) % 12;

/**
 * A row's colours in `mode`. `index` is the row's place among the song's rows by pitch (Classic
 * colours follow it). A Classic handchime row is its hue paler; in the other schemes a chime has
 * its pitch's colour, and its diamond tells it from the bell.
 */
export function bellColours(mode: ColorMode, index: number, row: RowRef): BellColours {
  if (mode === 'random') {
    const step = ((index % 18) + 18) % 18;
    if (row.instrument === 'handchime') {
      const pale = `hsl(${step * 20}, 45%, 80%)`;
      return { head: pale, label: pale, ink: '#000' };
    }
    return {
      head: rowColor(index),
      label: `hsl(${step * 20}, 83%, ${CLASSIC_LABEL_LIGHTNESS[step]}%)`,
      // Blue and violet heads are too dark for black letters; white reaches 5.8:1 on them.
      ink: step === 12 || step === 13 ? '#fff' : '#000',
    };
  }
  const table = mode === 'highContrast' ? HIGH_CONTRAST : BY_PITCH_CLASS;
  const at = pitchClass(row.pitchId) * 7;
  const colour = `#${table.slice(at, at + 6)}`;
  return { head: colour, label: colour, ink: '#000' };
}

/** The letter a note head carries: its pitch class, with a sharp sign ('C', 'F♯'). */
export function noteLetter(pitchId: number): string {
  return KEY_NAMES[pitchClass(pitchId)]!.replace('#', '♯');
}

/** Naturals are round, sharps square; the ringer's second clue after the letter. */
export function isAccidental(pitchId: number): boolean {
  return KEY_NAMES[pitchClass(pitchId)]!.length > 1;
}
