import { spelledBellName } from '@ringalong/song';

/** The black keys' places in the octave (pitch classes). */
const BLACK = new Set([1, 3, 6, 8, 10]);

/** One key of the picker, placed in white-key widths from the keyboard's left edge. */
export interface PianoKey {
  readonly pitchId: number;
  readonly name: string;
  readonly black: boolean;
  readonly left: number;
  readonly width: number;
}

export interface PianoLayout {
  readonly keys: readonly PianoKey[];
  /** The keyboard's width in white-key widths. */
  readonly width: number;
}

/** A black key is this much of a white key's width, as on a real keyboard. */
export const BLACK_KEY_WIDTH = 0.6;

/**
 * Lays out consecutive pitches like a piano: white keys side by side, each black key centred on
 * the seam between the white keys either side of it.
 */
export function pianoLayout(pitches: readonly number[], fifths = 0): PianoLayout {
  let whiteKeys = 0;
  const keys = pitches.map((pitchId): PianoKey => {
    // Each key named as the song's key spells it (Bb4 in F major).
    const name = spelledBellName(pitchId, fifths);
    const black = BLACK.has(((pitchId % 12) + 12) % 12);
    if (black) return { pitchId, name, black, left: whiteKeys - BLACK_KEY_WIDTH / 2, width: BLACK_KEY_WIDTH };
    whiteKeys += 1;
    return { pitchId, name, black, left: whiteKeys - 1, width: 1 };
  });
  return { keys, width: whiteKeys };
}
