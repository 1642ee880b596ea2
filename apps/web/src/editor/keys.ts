/**
 * Every key of the app, in one table: each key presses an action of the registry
 * (actions/registry.ts) by its id, with plain arguments (a technique, a length). The keyboard
 * handler (controller/keyboard.ts) finds a key's action here, and the help sheet ('?') lists this
 * same table beside the actions' words, so the two never part.
 */
import type { Technique } from '@ringalong/song';
import type { ActionRequest } from './actions/registry.ts';
import type { ActionGroup, ActionId, CursorMove } from './actions/types.ts';
import { NOTE_LETTERS, type NoteLetter } from './note-letters.ts';
import { type LengthChoice, TECHNIQUE_KEYS } from './note-tools.ts';

/** The help sheet's groups that hold keys. */
export type KeyGroup = Extract<
  ActionGroup,
  'cursor' | 'noteInput' | 'playback' | 'editing' | 'techniques' | 'score' | 'lengths' | 'help'
>;

/** The actions a key presses (ids of the registry). */
export type KeyAction = Extract<
  ActionId,
  | 'cursor'
  | 'toggleNote'
  | 'noteInput'
  | 'noteLetter'
  | 'octave'
  | 'menuAtCursor'
  | 'textView'
  | 'playPause'
  | 'barBack'
  | 'barForward'
  | 'toStart'
  | 'goToBar'
  | 'loop'
  | 'restartLoop'
  | 'ringAlong'
  | 'delete'
  | 'deselect'
  | 'copy'
  | 'paste'
  | 'undo'
  | 'redo'
  | 'save'
  | 'selectAll'
  | 'technique'
  | 'passage'
  | 'accent'
  | 'length'
  | 'help'
>;

/** One way to press a key: `key` as KeyboardEvent.key names it (letters in lower case). */
export interface KeyChord {
  readonly key: string;
  /** Ctrl (Cmd on a Mac) held. */
  readonly ctrl?: boolean;
  /** Shift held; 'any' for keys whose character needs it on some layouts ('?'). */
  readonly shift?: boolean | 'any';
}

export interface KeyEntry {
  readonly action: KeyAction;
  readonly group: KeyGroup;
  readonly chords: readonly KeyChord[];
  /** Only in the composer. */
  readonly composer?: boolean;
  readonly technique?: Technique;
  readonly length?: LengthChoice;
  /** The cursor's move, and whether Shift extends the selection with it. */
  readonly move?: CursorMove;
  readonly extend?: boolean;
  /** Only in note input (N), where it comes before the keys of every mode. */
  readonly noteInput?: boolean;
  readonly letter?: NoteLetter;
  readonly direction?: 1 | -1;
  readonly menu?: 'bar' | 'bell';
}

/** The grid cursor's keys (composer): a step, a row, a bar (Ctrl), the start and the end. */
const CURSOR_KEYS: readonly (readonly [string, CursorMove, boolean])[] = [
  ['ArrowLeft', 'left', false],
  ['ArrowRight', 'right', false],
  ['ArrowUp', 'up', false],
  ['ArrowDown', 'down', false],
  ['ArrowLeft', 'barBack', true],
  ['ArrowRight', 'barForward', true],
];

const cursorEntries = (extend: boolean): KeyEntry[] =>
  CURSOR_KEYS.map(([key, move, ctrl]) => ({
    action: 'cursor',
    group: 'cursor',
    chords: [{ key, ...(ctrl ? { ctrl } : {}), ...(extend ? { shift: true } : {}) }],
    composer: true,
    move,
    extend,
  }));

/** New notes' lengths (composer): the note tools' choices by key. */
const LENGTH_KEYS: readonly (readonly [string, LengthChoice])[] = [
  ['s', 'snap'],
  ['1', 1],
  ['2', 2],
  ['3', 3],
  ['4', 4],
];

/** Passages by key (composer, with Shift): LV, thumb damp and martellato, as their notes' keys. */
const PASSAGE_KEYS: readonly (readonly [string, Technique])[] = [
  ['l', 'lv'],
  ['t', 'thumb damp'],
  ['m', 'martellato'],
];

export const KEYS: readonly KeyEntry[] = [
  ...cursorEntries(false),
  ...cursorEntries(true),
  // Before the player's Home (back to the start): in the composer Home and End move the cursor.
  { action: 'cursor', group: 'cursor', chords: [{ key: 'Home' }], composer: true, move: 'start' },
  { action: 'cursor', group: 'cursor', chords: [{ key: 'End' }], composer: true, move: 'end' },
  { action: 'toggleNote', group: 'cursor', chords: [{ key: 'Enter' }], composer: true },
  { action: 'textView', group: 'cursor', chords: [{ key: 'v' }], composer: true },
  {
    action: 'menuAtCursor',
    group: 'cursor',
    chords: [{ key: 'F10', shift: true }, { key: 'ContextMenu' }],
    composer: true,
    menu: 'bar',
  },
  {
    action: 'menuAtCursor',
    group: 'cursor',
    chords: [
      { key: 'F10', ctrl: true, shift: true },
      { key: 'ContextMenu', shift: true },
    ],
    composer: true,
    menu: 'bell',
  },
  // Note input (as MuseScore's N): the bell letters, and Esc or N again to leave it.
  { action: 'noteInput', group: 'noteInput', chords: [{ key: 'n' }], composer: true },
  ...NOTE_LETTERS.map(
    (letter): KeyEntry => ({
      action: 'noteLetter',
      group: 'noteInput',
      chords: [{ key: letter }],
      composer: true,
      noteInput: true,
      letter,
    }),
  ),
  { action: 'noteInput', group: 'noteInput', chords: [{ key: 'Escape' }], composer: true, noteInput: true },
  { action: 'playPause', group: 'playback', chords: [{ key: ' ', shift: 'any' }] },
  { action: 'barBack', group: 'playback', chords: [{ key: '[' }] },
  { action: 'barForward', group: 'playback', chords: [{ key: ']' }] },
  { action: 'toStart', group: 'playback', chords: [{ key: 'Home' }] },
  { action: 'goToBar', group: 'playback', chords: [{ key: 'b' }] },
  { action: 'loop', group: 'playback', chords: [{ key: 'o' }] },
  { action: 'restartLoop', group: 'playback', chords: [{ key: 'r' }] },
  { action: 'ringAlong', group: 'playback', chords: [{ key: 'f', shift: 'any' }] },
  { action: 'delete', group: 'editing', chords: [{ key: 'Backspace' }, { key: 'Delete' }] },
  { action: 'deselect', group: 'editing', chords: [{ key: 'Escape' }] },
  { action: 'copy', group: 'editing', chords: [{ key: 'c', ctrl: true }] },
  { action: 'paste', group: 'editing', chords: [{ key: 'v', ctrl: true }] },
  { action: 'undo', group: 'editing', chords: [{ key: 'z', ctrl: true }] },
  {
    action: 'redo',
    group: 'editing',
    chords: [
      { key: 'y', ctrl: true },
      { key: 'z', ctrl: true, shift: true },
    ],
  },
  { action: 'save', group: 'editing', chords: [{ key: 's', ctrl: true }], composer: true },
  { action: 'selectAll', group: 'editing', chords: [{ key: 'a', ctrl: true }], composer: true },
  {
    action: 'octave',
    group: 'editing',
    chords: [{ key: 'ArrowUp', ctrl: true }],
    composer: true,
    direction: 1,
  },
  {
    action: 'octave',
    group: 'editing',
    chords: [{ key: 'ArrowDown', ctrl: true }],
    composer: true,
    direction: -1,
  },
  ...TECHNIQUE_KEYS.map(
    ({ key, technique }): KeyEntry => ({
      action: 'technique',
      group: 'techniques',
      chords: [{ key }],
      composer: true,
      ...(technique ? { technique } : {}),
    }),
  ),
  // Shift and a technique's key: a passage of it over the selection ('LV ... R').
  ...PASSAGE_KEYS.map(
    ([key, technique]): KeyEntry => ({
      action: 'passage',
      group: 'score',
      chords: [{ key, shift: true }],
      composer: true,
      technique,
    }),
  ),
  { action: 'accent', group: 'score', chords: [{ key: '>', shift: 'any' }], composer: true },
  ...LENGTH_KEYS.map(
    ([key, length]): KeyEntry => ({
      action: 'length',
      group: 'lengths',
      chords: [{ key }],
      composer: true,
      length,
    }),
  ),
  { action: 'help', group: 'help', chords: [{ key: '?', shift: 'any' }] },
];

/** Whether a key press is this chord. */
export function pressed(chord: KeyChord, key: string, ctrl: boolean, shift: boolean): boolean {
  if (chord.key.length === 1 ? chord.key !== key.toLowerCase() : chord.key !== key) return false;
  if ((chord.ctrl ?? false) !== ctrl) return false;
  return chord.shift === 'any' || (chord.shift ?? false) === shift;
}

/**
 * The table's entry for a key press (the composer's keys only in the composer; in note input its
 * own keys first, then the others), or undefined.
 */
export function entryFor(
  key: string,
  ctrl: boolean,
  shift: boolean,
  composer: boolean,
  noteInput = false,
): KeyEntry | undefined {
  const find = (inNoteInput: boolean) =>
    KEYS.find(
      (entry) =>
        (entry.noteInput ?? false) === inNoteInput &&
        (composer || !entry.composer) &&
        entry.chords.some((chord) => pressed(chord, key, ctrl, shift)),
    );
  return (composer && noteInput ? find(true) : undefined) ?? find(false);
}

/** What a key's entry dispatches: its action's id and arguments. */
export function requestOf(entry: KeyEntry): ActionRequest {
  if (entry.action === 'technique')
    return { id: 'technique', args: entry.technique ? { technique: entry.technique } : {} };
  if (entry.action === 'passage')
    return { id: 'passage', args: entry.technique ? { technique: entry.technique } : {} };
  if (entry.action === 'length')
    return { id: 'length', args: { length: entry.length ?? 'snap', selected: true } };
  if (entry.action === 'noteLetter') return { id: 'noteLetter', args: { letter: entry.letter ?? 'c' } };
  if (entry.action === 'octave') return { id: 'octave', args: { direction: entry.direction ?? 1 } };
  if (entry.action === 'menuAtCursor') return { id: 'menuAtCursor', args: { menu: entry.menu ?? 'bar' } };
  if (entry.action === 'cursor')
    return { id: 'cursor', args: { move: entry.move ?? 'right', ...(entry.extend ? { extend: true } : {}) } };
  return { id: entry.action, args: undefined };
}

/** The keys that press an action (empty: it is reached by a menu or a button). */
export function keysFor(id: ActionId): readonly KeyEntry[] {
  return KEYS.filter((entry) => entry.action === id);
}
