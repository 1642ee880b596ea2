/** What the import preview lets the user choose, and the choices it starts from. */
import { isPitchId, SEMITONES_PER_OCTAVE } from '@ringalong/song';
import type { Piece, PiecePart } from '../piece.ts';
import { type BellSet, type BellSetId, chosenSet, inBellSet, smallestSetFor } from './bell-sets.ts';

/**
 * How the file's pitches relate to handbell notation: written handbell pitches as they are, or
 * the pitches as they sound (a piano score, most MIDI files), which handbells write an octave lower.
 */
export type Convention = 'written' | 'sounding';

export interface ShapeOptions {
  /** The parts to bring in, by id; absent: every part but the drum parts. */
  readonly parts?: readonly string[];
  /** Semitones added to every pitch, after the octave convention. */
  readonly transpose?: number;
  /** Absent: 'written'. */
  readonly convention?: Convention;
  /** Snap onsets and lengths to this many beats (1/8 note: 0.5); 0 or absent: as the file has them. */
  readonly quantize?: number;
  /** The bells the group owns; absent: seven octaves; 'choir': `choirSet`. */
  readonly bellSet?: BellSetId;
  /** The active choir's bells (`choirBellSet`), used when `bellSet` is 'choir'. */
  readonly choirSet?: BellSet;
  /** Leave out the notes the chosen bells cannot ring (kept, and counted, otherwise). */
  readonly leaveOutside?: boolean;
  /** Bring handchime parts onto the handbell rows too (otherwise they come in as chime rows). */
  readonly merge?: boolean;
  /** The first and last bar to bring in, as the file numbers them (a pickup bar is bar 0). */
  readonly fromBar?: number;
  readonly toBar?: number;
  /** The file's name: the song's title when the file gives none. */
  readonly fileName?: string;
}

/** Snapping values, in beats (a quarter note is one beat). */
export const QUANTIZE_CHOICES: readonly { readonly label: string; readonly value: number }[] = [
  { label: 'None', value: 0 },
  { label: '1/2 note', value: 2 },
  { label: '1/4 note', value: 1 },
  { label: '1/8 note', value: 0.5 },
  { label: '1/16 note', value: 0.25 },
  { label: '1/32 note', value: 0.125 },
];

/** Semitones from the file's pitch to the song's row. */
export function pitchShift(options: Pick<ShapeOptions, 'transpose' | 'convention'>): number {
  return (options.transpose ?? 0) - (options.convention === 'sounding' ? SEMITONES_PER_OCTAVE : 0);
}

export function chosenParts(piece: Piece, options: Pick<ShapeOptions, 'parts'>): PiecePart[] {
  const ids = options.parts ? new Set(options.parts) : undefined;
  return piece.parts.filter((part) => (ids ? ids.has(part.id) : !part.drum));
}

export interface PartSummary {
  readonly id: string;
  readonly name: string;
  readonly drum: boolean;
  readonly chime: boolean;
  readonly noteCount: number;
  /** Lowest and highest row the part's notes land on (after the convention and transposition). */
  readonly low?: number;
  readonly high?: number;
}

export function describeParts(
  piece: Piece,
  options: Pick<ShapeOptions, 'transpose' | 'convention'>,
): PartSummary[] {
  const shift = pitchShift(options);
  return piece.parts.map((part) => {
    let low: number | undefined;
    let high: number | undefined;
    for (const note of part.notes) {
      const pitch = note.pitch + shift;
      low = low === undefined ? pitch : Math.min(low, pitch);
      high = high === undefined ? pitch : Math.max(high, pitch);
    }
    return {
      id: part.id,
      name: part.name,
      drum: part.drum,
      chime: part.instrument === 'handchime',
      noteCount: part.notes.length,
      ...(low === undefined ? {} : { low, high }),
    };
  });
}

/** Octaves the fit tries either way. */
const FIT_OCTAVES = 4;

/**
 * Fit to range: the transposition, the chosen one moved by whole octaves, that puts the most notes
 * of the chosen parts on the chosen bells (the smallest move among equals).
 */
export function fitTranspose(piece: Piece, options: ShapeOptions): number {
  const set = chosenSet(options);
  const base = options.transpose ?? 0;
  const pitches = chosenParts(piece, options).flatMap((part) => part.notes.map((note) => note.pitch));
  let best = { transpose: base, inside: -1 };
  for (const octaves of [0, ...Array.from({ length: FIT_OCTAVES }, (_, i) => [-(i + 1), i + 1]).flat()]) {
    const transpose = base + octaves * SEMITONES_PER_OCTAVE;
    const shift = pitchShift({ ...options, transpose });
    const inside = pitches.filter((p) => isPitchId(p + shift) && inBellSet(set, p + shift)).length;
    if (inside > best.inside) best = { transpose, inside };
  }
  return best.transpose;
}

/**
 * Where the preview starts: the parts that are not drums, the convention that fits the format
 * (MIDI holds sounding pitches; MusicXML and ABC handbell parts are written), no transposition
 * or snapping, and the smallest bell set that holds every note.
 */
export function initialOptions(piece: Piece, fileName: string): ShapeOptions {
  const convention: Convention = piece.format === 'midi' ? 'sounding' : 'written';
  const parts = chosenParts(piece, {}).map((part) => part.id);
  const shift = pitchShift({ convention });
  const pitches = chosenParts(piece, {}).flatMap((part) => part.notes.map((note) => note.pitch + shift));
  return {
    parts,
    convention,
    transpose: 0,
    quantize: 0,
    bellSet: smallestSetFor(pitches).id,
    leaveOutside: false,
    merge: false,
    fileName,
  };
}
