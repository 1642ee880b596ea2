/**
 * What the help sheet says: each key of the table (editor/keys.ts) with the words of the action it
 * presses (editor/actions/registry.ts), and the actions no key presses, with where to find them.
 * The words are the registry's, so an action cannot be added without them.
 */
import { ACTIONS } from '../../editor/actions/registry.ts';
import type { Action, ActionGroup, CursorMove } from '../../editor/actions/types.ts';
import { KEYS, type KeyChord, type KeyEntry, keysFor } from '../../editor/keys.ts';
import { LENGTH_CHOICES, TECHNIQUE_NAMES } from '../../editor/note-tool-names.ts';

export const GROUPS: readonly { readonly group: ActionGroup; readonly title: string }[] = [
  { group: 'cursor', title: 'The grid cursor and the song as text (composer)' },
  { group: 'noteInput', title: 'Note input (composer: N, then the bell letters)' },
  { group: 'playback', title: 'Playback' },
  { group: 'editing', title: 'Editing' },
  { group: 'techniques', title: 'Techniques (composer, on the selected notes)' },
  { group: 'score', title: 'Score marks (composer: the note tools, on the selected notes)' },
  { group: 'lengths', title: 'Lengths of new notes and of the selected notes (composer)' },
  { group: 'song', title: 'In the header and its More menu' },
  { group: 'music', title: 'In the Music menu' },
  { group: 'barMenu', title: 'In the bar menu (composer: the pencil above a barline)' },
  { group: 'bellMenu', title: 'In the Bell Menu (composer: the plus and minus beside the rows)' },
  { group: 'help', title: 'Help' },
];

/** What each of the cursor's keys does. */
const MOVE_WORDS: Readonly<Record<CursorMove, string>> = {
  left: 'Cursor back one step (the snapping value)',
  right: 'Cursor on one step (the snapping value)',
  up: 'Cursor up one row',
  down: 'Cursor down one row',
  barBack: 'Cursor to the start of the bar, or of the bar before',
  barForward: 'Cursor to the start of the next bar',
  start: 'Cursor to the start of the song',
  end: 'Cursor to the end of the song',
};

export function keyWords(entry: KeyEntry): string {
  if (entry.action === 'cursor') {
    const words = MOVE_WORDS[entry.move ?? 'right'];
    return entry.extend ? `${words}, selecting the notes on the way` : words;
  }
  if (entry.action === 'technique')
    return TECHNIQUE_NAMES.find((t) => t.technique === entry.technique)?.name ?? 'Plain ring';
  if (entry.action === 'passage')
    return `A passage: ${TECHNIQUE_NAMES.find((t) => t.technique === entry.technique)?.name ?? ''} ... R`;
  if (entry.action === 'noteLetter') return `The nearest ${entry.letter?.toUpperCase()} bell at the cursor`;
  if (entry.action === 'octave')
    return `The selected notes an octave ${entry.direction === -1 ? 'down' : 'up'}`;
  if (entry.action === 'menuAtCursor')
    return entry.menu === 'bell' ? 'The Bell Menu' : 'The bar menu of the cursor’s bar';
  if (entry.action === 'noteInput' && entry.noteInput) return 'Leave note input';
  if (entry.action === 'length')
    return LENGTH_CHOICES.find((choice) => choice.value === entry.length)?.label ?? 'Snapping value';
  return ACTIONS.find((action) => action.id === entry.action)?.label ?? entry.action;
}

const NAMES: Readonly<Record<string, string>> = {
  ' ': 'Space',
  Escape: 'Esc',
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
};

/** 'Ctrl+Shift+Z', 'Space', '[': a chord as the sheet writes it. */
export function chordText(chord: KeyChord): string {
  const key = NAMES[chord.key] ?? (chord.key.length === 1 ? chord.key.toUpperCase() : chord.key);
  return `${chord.ctrl ? 'Ctrl+' : ''}${chord.shift === true ? 'Shift+' : ''}${key}`;
}

/** The table's entries in a group, in the table's order. */
export function keysOf(group: ActionGroup): readonly KeyEntry[] {
  return KEYS.filter((entry) => entry.group === group);
}

/** The actions of a group that no key presses: reached by a button or a menu. */
export function keylessOf(group: ActionGroup): readonly Action[] {
  return ACTIONS.filter((action) => action.group === group && keysFor(action.id).length === 0);
}
