/**
 * What each key of the table (editor/keys.ts) does, in words, and how a key is written. Keyed by
 * the table's actions, so a key added to the table without words here does not compile.
 */
import { KEYS, type KeyAction, type KeyChord, type KeyEntry, type KeyGroup } from '../../editor/keys.ts';
import { LENGTH_CHOICES, TECHNIQUE_NAMES } from '../../editor/note-tool-names.ts';

export const GROUPS: readonly { readonly group: KeyGroup; readonly title: string }[] = [
  { group: 'playback', title: 'Playback' },
  { group: 'editing', title: 'Editing' },
  { group: 'techniques', title: 'Techniques (composer, on the selected notes)' },
  { group: 'lengths', title: 'Lengths of new notes (composer)' },
  { group: 'help', title: 'Help' },
];

const SAID: Readonly<Record<Exclude<KeyAction, 'technique' | 'length'>, string>> = {
  playPause: 'Play or pause',
  barBack: 'Back one bar',
  barForward: 'Forward one bar',
  toStart: 'Back to the start',
  goToBar: 'Go to a bar or a rehearsal mark',
  loop: 'Loop the chosen bars on or off',
  restartLoop: 'Start the loop again from its lead-in',
  ringAlong: 'Ring along: the full-screen projector view (F or Escape leaves it)',
  delete: 'Delete the selected notes',
  deselect: 'Clear the selection',
  copy: 'Copy the selected notes',
  paste: 'Paste at the hit point',
  undo: 'Undo',
  redo: 'Redo',
  save: 'Save (composer)',
  selectAll: 'Select every note (composer)',
  help: 'Show this list of keys',
};

export function keyWords(entry: KeyEntry): string {
  if (entry.action === 'technique')
    return TECHNIQUE_NAMES.find((t) => t.technique === entry.technique)?.name ?? 'Plain ring';
  if (entry.action === 'length')
    return LENGTH_CHOICES.find((choice) => choice.value === entry.length)?.label ?? 'Snapping value';
  return SAID[entry.action];
}

const NAMES: Readonly<Record<string, string>> = { ' ': 'Space', Escape: 'Esc' };

/** 'Ctrl+Shift+Z', 'Space', '[': a chord as the sheet writes it. */
export function chordText(chord: KeyChord): string {
  const key = NAMES[chord.key] ?? (chord.key.length === 1 ? chord.key.toUpperCase() : chord.key);
  return `${chord.ctrl ? 'Ctrl+' : ''}${chord.shift === true ? 'Shift+' : ''}${key}`;
}

/** The table's entries in a group, in the table's order. */
export function keysOf(group: KeyGroup): readonly KeyEntry[] {
  return KEYS.filter((entry) => entry.group === group);
}
