/**
 * What the note tools' palette shows (app/NoteTools.tsx, loaded with the composer): the length
 * choices and every technique's name and key. Not on the start-up path.
 */
import type { Technique } from '@ringalong/song';
import { type LengthChoice, TECHNIQUE_KEYS } from './note-tools.ts';

export const LENGTH_CHOICES: readonly { readonly label: string; readonly value: LengthChoice }[] = [
  { label: 'Snapping value', value: 'snap' },
  { label: 'Quarter · 1 beat', value: 1 },
  { label: 'Half · 2 beats', value: 2 },
  { label: 'Dotted half · 3', value: 3 },
  { label: 'Whole · 4 beats', value: 4 },
];

/** Every technique's name for the palette, in the palette's order; undefined is a plain ring. */
export const TECHNIQUE_NAMES: readonly {
  readonly technique: Technique | undefined;
  readonly name: string;
}[] = [
  { technique: undefined, name: 'Plain ring' },
  { technique: 'lv', name: 'Let vibrate (LV)' },
  { technique: 'martellato', name: 'Martellato' },
  { technique: 'thumb damp', name: 'Thumb damp' },
  { technique: 'pluck lift', name: 'Pluck lift' },
  { technique: 'swing', name: 'Swing' },
  { technique: 'gyro', name: 'Gyro' },
  { technique: 'echo', name: 'Echo' },
  { technique: 'damp', name: 'Damp' },
  { technique: 'martellato lift', name: 'Martellato lift' },
  { technique: 'muted martellato', name: 'Muted martellato' },
  { technique: 'hand martellato', name: 'Hand martellato' },
  { technique: 'mallet lift', name: 'Mallet lift' },
  { technique: 'mallet table', name: 'Mallet table' },
  { technique: 'shake', name: 'Shake (Sk)' },
  { technique: 'singing bell', name: 'Singing bell (SB)' },
  { technique: 'vibrato', name: 'Vibrato (vib.)' },
  { technique: 'brush damp', name: 'Brush damp (BD)' },
  { technique: 'ring touch', name: 'Ring touch (RT)' },
];

/** The key that sets `technique` (undefined: plain), shown upper case, if it has one. */
export function techniqueKey(technique: Technique | undefined): string | undefined {
  return TECHNIQUE_KEYS.find((entry) => entry.technique === technique)?.key.toUpperCase();
}
