/**
 * The bells-used chart, the handbell way: for handbells and for handchimes, octave by octave, the
 * naturals (C to B) and the accidentals (C#/Db to A#/Bb) a song rings, with the notes on each.
 */
import { bellName, INSTRUMENTS, type Instrument, keyFifths, type Song, songRowName } from '@ringalong/song';

/** The naturals' and the accidentals' places in the octave (pitch classes), in the chart's order. */
export const NATURAL_CLASSES: readonly number[] = [0, 2, 4, 5, 7, 9, 11];
export const ACCIDENTAL_CLASSES: readonly number[] = [1, 3, 6, 8, 10];
const FLAT_NAMES = ['C', 'Db', 'D', 'Eb', 'E', 'F', 'Gb', 'G', 'Ab', 'A', 'Bb', 'B'] as const;

/** The octave of a written pitch in scientific notation: MIDI 60 (C4) is in octave 4. */
export function octaveOf(pitchId: number): number {
  return Math.floor(pitchId / 12) - 1;
}

const pitchClass = (pitchId: number) => ((pitchId % 12) + 12) % 12;

/**
 * How a bell is labelled: 'C4', and for an accidental both its names, the song's key's first:
 * 'F#5/Gb5', and in a flat key (`fifths` below 0) 'Bb4/A#4'.
 */
export function handbellName(pitchId: number, fifths = 0): string {
  const sharp = bellName(pitchId);
  const flat = FLAT_NAMES[pitchClass(pitchId)]!;
  if (flat.length === 1) return sharp;
  const flatName = `${flat}${octaveOf(pitchId)}`;
  return fifths < 0 ? `${flatName}/${sharp}` : `${sharp}/${flatName}`;
}

export interface ChartBell {
  readonly pitchId: number;
  readonly name: string;
  /** Notes rung on it. */
  readonly count: number;
}

export interface ChartOctave {
  readonly octave: number;
  /** One place per natural, C to B: the bell, or null where the song needs none. */
  readonly naturals: readonly (ChartBell | null)[];
  /** One place per accidental, C#/Db to A#/Bb. */
  readonly accidentals: readonly (ChartBell | null)[];
}

export interface ChartSection {
  readonly instrument: Instrument;
  /** The octaves from the lowest used to the highest, none skipped. */
  readonly octaves: readonly ChartOctave[];
  readonly bells: number;
  readonly notes: number;
}

export interface BellsUsed {
  /** Handbells, then handchimes; an instrument the song does not ring has no section. */
  readonly sections: readonly ChartSection[];
  readonly notes: number;
  /** Rows with no notes on them: set out in the song, not needed to ring it. */
  readonly idle: readonly string[];
}

function section(instrument: Instrument, counts: ReadonlyMap<number, number>, fifths: number): ChartSection {
  const pitches = [...counts.keys()];
  const low = octaveOf(Math.min(...pitches));
  const high = octaveOf(Math.max(...pitches));
  const place = (octave: number, cls: number): ChartBell | null => {
    const pitchId = (octave + 1) * 12 + cls;
    const count = counts.get(pitchId);
    return count === undefined ? null : { pitchId, name: handbellName(pitchId, fifths), count };
  };
  const octaves: ChartOctave[] = [];
  for (let octave = low; octave <= high; octave++) {
    octaves.push({
      octave,
      naturals: NATURAL_CLASSES.map((cls) => place(octave, cls)),
      accidentals: ACCIDENTAL_CLASSES.map((cls) => place(octave, cls)),
    });
  }
  const notes = [...counts.values()].reduce((sum, n) => sum + n, 0);
  return { instrument, octaves, bells: counts.size, notes };
}

/** Which bells and chimes the song needs: the rows with notes on them, and how many notes each. */
export function bellsUsed(song: Song): BellsUsed {
  const sections: ChartSection[] = [];
  for (const instrument of INSTRUMENTS) {
    const counts = new Map<number, number>();
    for (const stave of song.staves) {
      if (stave.instrument === instrument && stave.notes.length > 0)
        counts.set(stave.pitchId, stave.notes.length);
    }
    if (counts.size > 0) sections.push(section(instrument, counts, keyFifths(song)));
  }
  const idle = song.staves
    .filter((stave) => stave.notes.length === 0)
    .map((stave) => songRowName(song, stave));
  return { sections, notes: sections.reduce((sum, s) => sum + s.notes, 0), idle };
}
