/**
 * The shape of the action registry (registry.ts): every user intent is one entry with an id, the
 * words the help sheet names it by, the keys that press it (from the one key table, keys.ts),
 * whether it can be done now, and what it does. Keys, the header and its menus, the note palette
 * and the dialogs dispatch ids; a synced session will send the same ids, so every argument is
 * plain data (JSON: no functions, no class instances, no undefined that must survive).
 */
import type {
  Choir,
  ChoirAssignment,
  DynamicLevel,
  Hairpin,
  Preferences,
  RowRef,
  Song,
  Technique,
} from '@ringalong/song';
import type { NoteLetter } from '../note-letters.ts';
import type { LengthChoice } from '../note-tools.ts';
import type { LoopSettings } from '../rehearsal/loop-settings.ts';

/** The ways the keys move the composer's grid cursor. */
export type CursorMove = 'left' | 'right' | 'up' | 'down' | 'barBack' | 'barForward' | 'start' | 'end';

/** The dialogs and panels an action opens (each a name the app's dialog flags know). */
export type PanelName =
  | 'keyHelp'
  | 'goToBar'
  | 'settings'
  | 'rowCall'
  | 'rehearse'
  | 'importMusic'
  | 'exportMusic'
  | 'print'
  | 'choirs'
  | 'assignRingers'
  | 'choirPlayer'
  | 'textView'
  | 'together'
  | 'share';

/** What an action does to the canvas editor: the editor's own intents, on its song and playback. */
export interface ActionEditor {
  togglePlay(): void;
  stop(): void;
  /** Back or forward to the previous or next bar's start. */
  stepBar(direction: -1 | 1): void;
  /** Moves the play position to `beat` (a bar's start); a playing song plays on from there. */
  seek(beat: number): void;
  /** Back to the start of the song (or of the chosen bars). */
  toStart(): void;
  /** Switches the loop on and off (bars 1-4 until some are chosen). */
  toggleLoop(): void;
  setLoop(loop: LoopSettings): void;
  /** Starts the loop again from its lead-in. */
  restartLoop(): void;
  undo(): void;
  redo(): void;
  copySelected(): void;
  paste(): void;
  deleteSelected(): void;
  selectAll(): void;
  clearSelection(): void;
  /** How many notes are selected. */
  selectedCount(): number;
  setLengthChoice(choice: LengthChoice): void;
  /** The length in beats new notes get now (the choice, the snapping value resolved). */
  newNoteLength(): number;
  /** Gives the selected notes `length` beats, one undo entry; how many changed (0: none). */
  setSelectedLength(length: number): number;
  /** Moves the selected notes an octave up (1) or down (-1) where the song has the bells. */
  moveSelectedOctave(direction: 1 | -1): void;
  /** Whether note input is on (the letters A to G place bells). */
  noteInput(): boolean;
  /** Note input on or off. */
  toggleNoteInput(): void;
  /** In note input: the nearest bell of that name at the cursor, which moves on a step. */
  placeLetter(letter: NoteLetter): void;
  /** Opens the bar menu of the cursor's bar, or the Bell Menu (the cursor's row), as a click on them does. */
  openMenuAtCursor(menu: 'bar' | 'bell'): void;
  setSelectedTechnique(technique: Technique | undefined): void;
  /** A passage ('LV ... R') over the selected notes, one undo entry; undefined removes it there. */
  setSelectedPassage(technique: Technique | undefined): void;
  /** A hairpin over the selected notes; undefined removes it there. */
  setSelectedHairpin(kind: Hairpin['kind'] | undefined): void;
  /** A dynamic mark where the selection starts, else at the hit point; undefined removes it. */
  setDynamicHere(level: DynamicLevel | undefined): void;
  /** Accents the selected notes, or takes the accent off when every one has it. */
  toggleSelectedAccent(): void;
  /** Whether the editor shows the composer (edit mode). */
  inComposer(): boolean;
  /** Moves the grid cursor (composer); `extend` extends the selection to its new place. */
  moveCursor(move: CursorMove, extend: boolean): void;
  /** Puts the grid cursor on a beat, on a row when given (else the row it is on). */
  cursorTo(beat: number, row?: RowRef): void;
  /** Places a note at the cursor with the length of new notes, or removes the note there. */
  toggleNoteAtCursor(): void;
  /** Places a note on each row at the cursor (a chord): one undo entry. The rows placed. */
  placeAtCursor(rows: readonly RowRef[]): readonly RowRef[];
  /** Sounds a bell (no edit). */
  previewBell(row: RowRef): void;
  /** Says `text` in the live region. */
  announce(text: string): void;
  /** One edit of the song as a whole, one undo entry. */
  edit(change: (song: Song) => Song): void;
}

/**
 * What an action asks of the app around the editor. Whoever dispatches gives what it has: the
 * keys give what the canvas's host offers (a panel, saving, Ring along), the shell gives all.
 */
export interface AppIntents {
  openPanel(name: PanelName): void;
  save(): void;
  ringAlong(): void;
  openLibrary(): void;
  /** Opens the staff view over the canvas, or closes it when open. */
  toggleStaffView(): void;
  /** Shows the song as text beside the canvas, or hides it. */
  toggleTextView(): void;
  /** Connects a MIDI keyboard for step entry and previews, or lets it go. */
  toggleMidi(): void;
  toggleEditMode(): void;
  enterEditMode(): void;
  setSoundOn(on: boolean): void;
  /** Song settings and rehearsal preferences (tempo, transpose, count-in...). */
  setPreferences(patch: Partial<Preferences>): void;
  /** An imported piece replaces the song (one undo step), at its tempo; it is a new song. */
  importSong(song: Song, bpm: number): void;
  /** The user renamed the song (not an undo step). */
  renameSong(title: string): void;
}

export interface ActionContext {
  readonly editor: ActionEditor;
  readonly app: Partial<AppIntents>;
}

/** Each action's arguments (undefined: it takes none). Plain data only. */
export interface ActionArgs {
  playPause: undefined;
  stop: undefined;
  barBack: undefined;
  barForward: undefined;
  toStart: undefined;
  goToBar: undefined;
  /** To a bar's start (the Go to bar field's answer). */
  goTo: { readonly beat: number };
  loop: undefined;
  restartLoop: undefined;
  ringAlong: undefined;
  delete: undefined;
  deselect: undefined;
  copy: undefined;
  paste: undefined;
  undo: undefined;
  redo: undefined;
  save: undefined;
  selectAll: undefined;
  /** No technique: the notes ring plain again. */
  technique: { readonly technique?: Technique };
  /** `selected` (the keys): the selected notes take the length too, outside note input. */
  length: { readonly length: LengthChoice; readonly selected?: boolean };
  /** No technique: no passage over the selection any more. */
  passage: { readonly technique?: Technique };
  /** No level: the dynamic mark there removed. */
  dynamic: { readonly level?: DynamicLevel };
  /** No kind: no hairpin over the selection any more. */
  hairpin: { readonly kind?: Hairpin['kind'] };
  accent: undefined;
  /** The song's key signature (fifths, -7 to 7); none: no key given. */
  setKey: { readonly fifths?: number };
  /** The grid cursor by a step, a bar, a row, to the start or the end; `extend` (Shift) selects. */
  cursor: { readonly move: CursorMove; readonly extend?: boolean };
  /** The cursor onto a beat (and a row: pitch and instrument). */
  cursorTo: { readonly beat: number; readonly pitchId?: number; readonly instrument?: RowRef['instrument'] };
  toggleNote: undefined;
  /** Note input (N): the letters A to G place bells at the cursor, on or off. */
  noteInput: undefined;
  /** A bell letter in note input. */
  noteLetter: { readonly letter: NoteLetter };
  /** The selected notes an octave up (1) or down (-1). */
  octave: { readonly direction: 1 | -1 };
  /** The bar menu of the cursor's bar, or the Bell Menu, from the keys (Shift+F10). */
  menuAtCursor: { readonly menu: 'bar' | 'bell' };
  /** Step entry: a note on each pitch's handbell row at the cursor (a chord: keys down together). */
  stepNotes: { readonly pitches: readonly number[] };
  /** A bell sounded (a MIDI key in the player). */
  previewBell: { readonly pitchId: number };
  /** A handbell row added for a pitch the song lacks (offered when a MIDI key is outside its bells). */
  addBell: { readonly pitchId: number };
  textView: undefined;
  midiKeyboard: undefined;
  help: undefined;
  library: undefined;
  toggleEditMode: undefined;
  enterEditMode: undefined;
  renameSong: { readonly title: string };
  songSettings: undefined;
  setPreferences: { readonly patch: Partial<Preferences> };
  sound: { readonly on: boolean };
  rowCall: undefined;
  rehearse: undefined;
  rehearseTogether: undefined;
  setLoop: { readonly loop: LoopSettings };
  importMusic: undefined;
  /** The song an import made, and its tempo. */
  importSong: { readonly song: Song; readonly bpm: number };
  exportMusic: undefined;
  share: undefined;
  print: undefined;
  staffView: undefined;
  choirs: undefined;
  assignRingers: undefined;
  choirPlayer: undefined;
  setTimeSignature: { readonly barStart: number; readonly numerator: number; readonly denominator: number };
  addBars: { readonly barStart: number; readonly count: number };
  deleteBars: { readonly barStart: number; readonly count: number };
  setMark: { readonly barStart: number; readonly label: string };
  clearMark: { readonly barStart: number };
  applyBells: {
    readonly bells: Readonly<Record<number, boolean>>;
    readonly chimes?: Readonly<Record<number, boolean>>;
  };
  fitToChoir: { readonly choir: Choir };
  saveAssignment: { readonly assignment: ChoirAssignment };
}

export type ActionId = keyof ActionArgs;

/** Where the help sheet lists an action. */
export type ActionGroup =
  | 'playback'
  | 'editing'
  | 'techniques'
  | 'lengths'
  | 'score'
  | 'cursor'
  | 'noteInput'
  | 'song'
  | 'music'
  | 'barMenu'
  | 'bellMenu'
  | 'help';

/** What performing an action gives back: the changes a fit to the choir made, or nothing. */
export type ActionResult = readonly string[] | undefined;

export interface Action<Id extends ActionId = ActionId> {
  readonly id: Id;
  /** The words the help sheet names it by. */
  readonly label: string;
  readonly group: ActionGroup;
  /** Whether it can be done now (a key whose action cannot is left to the page). */
  enabled(ctx: ActionContext, args: ActionArgs[Id]): boolean;
  perform(ctx: ActionContext, args: ActionArgs[Id]): ActionResult;
}
