/**
 * The composer's note tools: the length new notes get, and the techniques' keys. The keys are
 * none of the spec's shortcuts (Space, Backspace/Delete, Ctrl+C/V/Z/Y/S/A). Their names and the
 * length choices, which only the note tools' palette shows, are in note-tool-names.ts.
 */
import type { Technique } from '@ringalong/song';

/** The length new notes get: the snapping period, or a number of beats. */
export type LengthChoice = 'snap' | number;

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

/** What the app's note tools show: the length choice and the selection (its common technique, if one). */
export interface NoteTools {
  readonly lengthChoice: LengthChoice;
  /** How many notes are selected. */
  readonly selected: number;
  /** The technique every selected note has; undefined when plain, 'mixed' when they differ. */
  readonly technique: Technique | undefined | 'mixed';
  /** Note input (N): the letters A to G place bells at the cursor. */
  readonly noteInput: boolean;
  /** Where the technique menu was opened on a note (page pixels), or null. */
  readonly menu: { readonly x: number; readonly y: number } | null;
}
