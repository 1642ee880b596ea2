/**
 * The composer's note tools as the app shows them: the length new notes get, and the techniques
 * with their names and keys. The keys are none of the spec's shortcuts (Space, Backspace/Delete,
 * Ctrl+C/V/Z/Y/S/A).
 */
import type { Technique } from '@ringalong/song';

/** The length new notes get: the snapping period, or a number of beats. */
export type LengthChoice = 'snap' | number;

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
];

/** Technique keys (composer, on a selection, page focus, no modifier); '0' makes the notes plain again. */
export const TECHNIQUE_KEYS: readonly { readonly key: string; readonly technique: Technique | undefined }[] =
  [
    { key: 'l', technique: 'lv' },
    { key: 'm', technique: 'martellato' },
    { key: 't', technique: 'thumb damp' },
    { key: 'p', technique: 'pluck lift' },
    { key: 'w', technique: 'swing' },
    { key: 'g', technique: 'gyro' },
    { key: 'e', technique: 'echo' },
    { key: 'd', technique: 'damp' },
    { key: '0', technique: undefined },
  ];

/** The key that sets `technique` (undefined: plain), shown upper case, if it has one. */
export function techniqueKey(technique: Technique | undefined): string | undefined {
  return TECHNIQUE_KEYS.find((entry) => entry.technique === technique)?.key.toUpperCase();
}

/** What the app's note tools show: the length choice and the selection (its common technique, if one). */
export interface NoteTools {
  readonly lengthChoice: LengthChoice;
  /** How many notes are selected. */
  readonly selected: number;
  /** The technique every selected note has; undefined when plain, 'mixed' when they differ. */
  readonly technique: Technique | undefined | 'mixed';
  /** Where the technique menu was opened on a note (page pixels), or null. */
  readonly menu: { readonly x: number; readonly y: number } | null;
}
