/**
 * Every user intent of the app, one entry each (tldraw's actions): keys (keys.ts names them by id),
 * the header and its menus, the note palette, the help sheet and the dialogs dispatch these ids;
 * none of them calls a song operation or the store for the intent itself. `perform` takes plain
 * data, so a synced session can send the same id and arguments.
 */
import {
  addBars,
  addStave,
  applyBellSelection,
  barNumberAt,
  clearMark,
  deleteBars,
  fitToBells,
  type Song,
  setBarTimeSignature,
  setKey,
  setMark,
  withAssignment,
} from '@ringalong/song';
import { lengthWords, notesWords, techniqueWords } from '../cursor-words.ts';
import type { Action, ActionArgs, ActionContext, ActionId, ActionResult, PanelName } from './types.ts';

type Registry = { readonly [Id in ActionId]: Omit<Action<Id>, 'id'> };

const always = () => true;

/** An action that opens a panel or dialog. */
function opens(label: string, panel: PanelName, group: Action['group']) {
  return {
    label,
    group,
    enabled: always,
    perform: (ctx: ActionContext) => void ctx.app.openPanel?.(panel),
  };
}

/** An action the editor does on its own. */
function editorDoes(label: string, group: Action['group'], run: (ctx: ActionContext) => void) {
  return { label, group, enabled: always, perform: (ctx: ActionContext) => void run(ctx) };
}

/** An edit of the song as a whole (a menu's or a dialog's): one undo entry. */
function edits<Id extends ActionId>(
  label: string,
  group: Action['group'],
  change: (song: Song, args: ActionArgs[Id]) => Song,
): Omit<Action<Id>, 'id'> {
  return {
    label,
    group,
    enabled: always,
    perform: (ctx, args) => void ctx.editor.edit((song) => change(song, args)),
  };
}

const hasSelection = (ctx: ActionContext) => ctx.editor.selectedCount() > 0;
const inComposer = (ctx: ActionContext) => ctx.editor.inComposer();

/** 'Bar 4 deleted', 'Bars 4 to 6 deleted'. */
function barsWords(first: number, count: number, what: string): string {
  return count === 1 ? `Bar ${first} ${what}` : `Bars ${first} to ${first + count - 1} ${what}`;
}

const REGISTRY: Registry = {
  playPause: editorDoes('Play or pause', 'playback', (ctx) => ctx.editor.togglePlay()),
  stop: editorDoes('Stop: back to the start of the lead-in', 'song', (ctx) => ctx.editor.stop()),
  barBack: editorDoes('Back one bar', 'playback', (ctx) => ctx.editor.stepBar(-1)),
  barForward: editorDoes('Forward one bar', 'playback', (ctx) => ctx.editor.stepBar(1)),
  toStart: editorDoes('Back to the start', 'playback', (ctx) => ctx.editor.toStart()),
  goToBar: opens('Go to a bar or a rehearsal mark', 'goToBar', 'playback'),
  goTo: {
    label: 'Go to the bar or mark chosen (in Go to bar; the composer’s cursor goes too)',
    group: 'playback',
    enabled: always,
    perform: (ctx, args) => {
      ctx.editor.seek(args.beat);
      if (ctx.editor.inComposer()) ctx.editor.cursorTo(args.beat);
      return undefined;
    },
  },
  loop: editorDoes('Loop the chosen bars on or off', 'playback', (ctx) => ctx.editor.toggleLoop()),
  restartLoop: editorDoes('Start the loop again from its lead-in', 'playback', (ctx) =>
    ctx.editor.restartLoop(),
  ),
  ringAlong: {
    label: 'Ring along: the full-screen projector view (F or Escape leaves it)',
    group: 'playback',
    enabled: (ctx) => ctx.app.ringAlong !== undefined,
    perform: (ctx) => void ctx.app.ringAlong?.(),
  },
  rehearse: opens('Rehearse: loop, practice tempo and count-in', 'rehearse', 'song'),
  rehearseTogether: opens(
    'Rehearse together: a room the ringers join from their own phones (in Rehearse)',
    'together',
    'song',
  ),
  setLoop: {
    label: 'Choose the looped bars and their speed-up (in Rehearse)',
    group: 'song',
    enabled: always,
    perform: (ctx, args) => void ctx.editor.setLoop(args.loop),
  },
  delete: editorDoes('Delete the selected notes', 'editing', (ctx) => {
    const count = ctx.editor.selectedCount();
    ctx.editor.deleteSelected();
    if (count > 0) ctx.editor.announce(notesWords(count, 'deleted'));
  }),
  deselect: {
    label: 'Clear the selection',
    group: 'editing',
    enabled: hasSelection,
    perform: (ctx) => void ctx.editor.clearSelection(),
  },
  copy: editorDoes('Copy the selected notes', 'editing', (ctx) => {
    const count = ctx.editor.selectedCount();
    ctx.editor.copySelected();
    if (count > 0) ctx.editor.announce(notesWords(count, 'copied'));
  }),
  paste: editorDoes('Paste at the hit point', 'editing', (ctx) => {
    ctx.editor.paste();
    const count = ctx.editor.selectedCount();
    if (count > 0) ctx.editor.announce(notesWords(count, 'pasted'));
  }),
  undo: editorDoes('Undo', 'editing', (ctx) => {
    ctx.editor.undo();
    ctx.editor.announce('Undone');
  }),
  redo: editorDoes('Redo', 'editing', (ctx) => {
    ctx.editor.redo();
    ctx.editor.announce('Redone');
  }),
  save: {
    label: 'Save (composer)',
    group: 'editing',
    enabled: always,
    perform: (ctx) => void ctx.app.save?.(),
  },
  selectAll: editorDoes('Select every note (composer)', 'editing', (ctx) => ctx.editor.selectAll()),
  technique: {
    label: 'Set the technique of the selected notes',
    group: 'techniques',
    enabled: hasSelection,
    perform: (ctx, args) => {
      ctx.editor.setSelectedTechnique(args.technique);
      const name = techniqueWords(args.technique) || 'plain ring';
      const count = ctx.editor.selectedCount();
      const on = count === 1 ? 'one note' : `${count} notes`;
      ctx.editor.announce(`${name[0]!.toUpperCase()}${name.slice(1)} on ${on}`);
      return undefined;
    },
  },
  passage: {
    label: 'A passage over the selected notes (LV ... R, T.D. ... R, Mart. ... R), or none',
    group: 'score',
    enabled: hasSelection,
    perform: (ctx, args) => void ctx.editor.setSelectedPassage(args.technique),
  },
  hairpin: {
    label: 'A crescendo or diminuendo over the selected notes, or none',
    group: 'score',
    enabled: hasSelection,
    perform: (ctx, args) => void ctx.editor.setSelectedHairpin(args.kind),
  },
  dynamic: {
    label: 'A dynamic (pp to ff) where the selection starts, else at the hit point',
    group: 'score',
    enabled: (ctx) => ctx.editor.inComposer(),
    perform: (ctx, args) => void ctx.editor.setDynamicHere(args.level),
  },
  accent: {
    label: 'Accent the selected notes (>), or take the accent off',
    group: 'score',
    enabled: hasSelection,
    perform: (ctx) => void ctx.editor.toggleSelectedAccent(),
  },
  length: {
    label: 'Choose the length of new notes, and of the selected notes (but in note input)',
    group: 'lengths',
    enabled: always,
    perform: (ctx, args) => {
      ctx.editor.setLengthChoice(args.length);
      const words = args.length === 'snap' ? 'the snapping value' : lengthWords(args.length);
      // From the keys, outside note input, the selected notes take the length too (MuseScore's
      // way); in note input the note just placed stays selected, and the length is for the next.
      const changed =
        args.selected && ctx.editor.inComposer() && !ctx.editor.noteInput()
          ? ctx.editor.setSelectedLength(ctx.editor.newNoteLength())
          : 0;
      const which = changed === 1 ? 'One note and new notes' : `${changed} notes and new notes`;
      ctx.editor.announce(`${changed === 0 ? 'New notes' : which}: ${words}`);
      return undefined;
    },
  },
  octave: {
    label: 'The selected notes an octave up or down (composer)',
    group: 'editing',
    enabled: (ctx) => inComposer(ctx) && hasSelection(ctx),
    perform: (ctx, args) => void ctx.editor.moveSelectedOctave(args.direction),
  },
  cursor: {
    label: 'Move the grid cursor (composer)',
    group: 'cursor',
    enabled: inComposer,
    perform: (ctx, args) => void ctx.editor.moveCursor(args.move, args.extend ?? false),
  },
  cursorTo: {
    label: 'Put the cursor on a note or a bar (the text view)',
    group: 'cursor',
    enabled: inComposer,
    perform: (ctx, args) =>
      void ctx.editor.cursorTo(
        args.beat,
        args.pitchId === undefined
          ? undefined
          : { pitchId: args.pitchId, instrument: args.instrument ?? 'handbell' },
      ),
  },
  toggleNote: {
    label: 'Place a note at the cursor with the length of new notes, or remove the note there',
    group: 'cursor',
    enabled: inComposer,
    perform: (ctx) => void ctx.editor.toggleNoteAtCursor(),
  },
  noteInput: {
    label: 'Note input on or off: the letters A to G place bells at the cursor (composer)',
    group: 'noteInput',
    enabled: inComposer,
    perform: (ctx) => void ctx.editor.toggleNoteInput(),
  },
  noteLetter: {
    label: 'The nearest bell of that name at the cursor, which moves on a step',
    group: 'noteInput',
    enabled: (ctx) => inComposer(ctx) && ctx.editor.noteInput(),
    perform: (ctx, args) => void ctx.editor.placeLetter(args.letter),
  },
  menuAtCursor: {
    label: 'The bar menu of the cursor’s bar, or the Bell Menu, opened from the keys',
    group: 'cursor',
    enabled: inComposer,
    perform: (ctx, args) => void ctx.editor.openMenuAtCursor(args.menu),
  },
  stepNotes: {
    label: 'Step entry: the keys of a MIDI keyboard place notes at the cursor, which moves on a step',
    group: 'cursor',
    enabled: inComposer,
    perform: (ctx, args) => {
      const rows = args.pitches.map((pitchId) => ({ pitchId, instrument: 'handbell' as const }));
      const placed = ctx.editor.placeAtCursor(rows);
      if (placed.length > 0) ctx.editor.announce(notesWords(placed.length, 'added'));
      return undefined;
    },
  },
  previewBell: {
    label: 'A MIDI key sounds its bell (in the player)',
    group: 'cursor',
    enabled: always,
    perform: (ctx, args) => void ctx.editor.previewBell({ pitchId: args.pitchId, instrument: 'handbell' }),
  },
  addBell: edits(
    'Add a bell the MIDI keyboard played (offered when the song lacks it)',
    'cursor',
    (song, a) => addStave(song, { pitchId: a.pitchId, instrument: 'handbell' }),
  ),
  textView: {
    label: 'The song as text beside the canvas, on or off (composer)',
    group: 'cursor',
    enabled: (ctx) => ctx.app.toggleTextView !== undefined && ctx.editor.inComposer(),
    perform: (ctx) => void ctx.app.toggleTextView?.(),
  },
  midiKeyboard: {
    label: 'Step entry from a MIDI keyboard, on or off (the note tools)',
    group: 'cursor',
    enabled: (ctx) => ctx.app.toggleMidi !== undefined,
    perform: (ctx) => void ctx.app.toggleMidi?.(),
  },
  library: {
    label: 'Open the library of songs',
    group: 'song',
    enabled: always,
    perform: (ctx) => void ctx.app.openLibrary?.(),
  },
  toggleEditMode: {
    label: 'Switch between the player (view) and the composer (edit)',
    group: 'song',
    enabled: always,
    perform: (ctx) => void ctx.app.toggleEditMode?.(),
  },
  enterEditMode: {
    label: 'Edit this song (the title in the player)',
    group: 'song',
    enabled: always,
    perform: (ctx) => void ctx.app.enterEditMode?.(),
  },
  renameSong: {
    label: 'Rename the song (the title in the composer)',
    group: 'song',
    enabled: always,
    perform: (ctx, args) => void ctx.app.renameSong?.(args.title),
  },
  songSettings: opens('Song settings', 'settings', 'song'),
  setPreferences: {
    label: 'Change a setting (in Song settings, and Rehearse’s tempo and count-in)',
    group: 'song',
    enabled: always,
    perform: (ctx, args) => void ctx.app.setPreferences?.(args.patch),
  },
  setKey: edits('Set the song’s key signature (in Song settings)', 'song', (song, a) =>
    setKey(song, a.fifths),
  ),
  sound: {
    label: 'Sound on or off',
    group: 'song',
    enabled: always,
    perform: (ctx, args) => void ctx.app.setSoundOn?.(args.on),
  },
  rowCall: opens('Row Call: who rings which bells', 'rowCall', 'song'),
  staffView: {
    label: 'Staff view: the song or a ringer’s part in staff notation (again to leave it)',
    group: 'song',
    enabled: (ctx) => ctx.app.toggleStaffView !== undefined,
    perform: (ctx) => void ctx.app.toggleStaffView?.(),
  },
  importMusic: opens('Import music (MIDI, MusicXML)', 'importMusic', 'music'),
  importSong: {
    label: 'Bring the imported piece in as a new song (in Import music)',
    group: 'music',
    enabled: always,
    perform: (ctx, args) => void ctx.app.importSong?.(args.song, args.bpm),
  },
  exportMusic: opens('Export the song', 'exportMusic', 'music'),
  share: opens('Share the song: its link and QR code', 'share', 'music'),
  print: opens('Print the score or the ringers’ parts', 'print', 'music'),
  choirs: opens('Choirs: who rings and which bells they own', 'choirs', 'music'),
  assignRingers: opens('Assign ringers to the rows', 'assignRingers', 'music'),
  choirPlayer: opens('The choir in the player: who is here, lanes, I am', 'choirPlayer', 'music'),
  setTimeSignature: edits('Set a bar’s time signature', 'barMenu', (song, a) =>
    setBarTimeSignature(song, a.barStart, a.numerator, a.denominator),
  ),
  addBars: {
    label: 'Add bars',
    group: 'barMenu',
    enabled: always,
    perform: (ctx, a) => {
      ctx.editor.edit((song) => addBars(song, a.barStart, a.count));
      ctx.editor.announce(a.count === 1 ? 'Bar added' : `${a.count} bars added`);
      return undefined;
    },
  },
  deleteBars: {
    label: 'Delete bars',
    group: 'barMenu',
    enabled: always,
    perform: (ctx, a) => {
      let first = 1;
      ctx.editor.edit((song) => {
        first = barNumberAt(song, a.barStart);
        return deleteBars(song, a.barStart, a.count);
      });
      ctx.editor.announce(barsWords(first, a.count, 'deleted'));
      return undefined;
    },
  },
  setMark: edits('Set a rehearsal mark', 'barMenu', (song, a) => setMark(song, a.barStart, a.label)),
  clearMark: edits('Clear a rehearsal mark', 'barMenu', (song, a) => clearMark(song, a.barStart)),
  applyBells: edits('Choose the song’s bells and chimes', 'bellMenu', (song, a) => {
    const withBells = applyBellSelection(song, a.bells);
    return a.chimes ? applyBellSelection(withBells, a.chimes, 'handchime') : withBells;
  }),
  fitToChoir: {
    label: 'Fit the song to the choir’s bells',
    group: 'bellMenu',
    enabled: always,
    perform: (ctx, args) => {
      let changes: readonly string[] = [];
      ctx.editor.edit((song) => {
        const fit = fitToBells(song, args.choir);
        changes = fit.changes;
        return fit.song;
      });
      return changes;
    },
  },
  saveAssignment: edits('Save who rings which rows', 'music', (song, a) =>
    withAssignment(song, a.assignment),
  ),
  help: opens('Show this list of keys', 'keyHelp', 'help'),
};

/** Every action, in the help sheet's order. */
export const ACTIONS: readonly Action[] = (Object.keys(REGISTRY) as ActionId[]).map((id) => actionOf(id));

export function actionOf<Id extends ActionId>(id: Id): Action<Id> {
  return { id, ...REGISTRY[id] } as Action<Id>;
}

/** The arguments of a dispatch: none for an action that takes none. */
export type ArgsOf<Id extends ActionId> = ActionArgs[Id] extends undefined ? [] : [ActionArgs[Id]];

export interface Outcome {
  /** The action could be done and was (false: not now, as for a key left to the page). */
  readonly done: boolean;
  readonly result: ActionResult;
}

/** Performs an action by id, if it can be done now. */
export function dispatch<Id extends ActionId>(ctx: ActionContext, id: Id, ...rest: ArgsOf<Id>): Outcome {
  const action = REGISTRY[id] as Omit<Action<Id>, 'id'>;
  const args = rest[0] as ActionArgs[Id];
  if (!action.enabled(ctx, args)) return { done: false, result: undefined };
  return { done: true, result: action.perform(ctx, args) };
}

/** Whether an action can be done now (a menu or button may show it disabled). */
export function canDo<Id extends ActionId>(ctx: ActionContext, id: Id, ...rest: ArgsOf<Id>): boolean {
  return (REGISTRY[id] as Omit<Action<Id>, 'id'>).enabled(ctx, rest[0] as ActionArgs[Id]);
}

/** One dispatch as data: what a key, a button or (later) a synced session sends. */
export type ActionRequest = {
  readonly [Id in ActionId]: { readonly id: Id; readonly args: ActionArgs[Id] };
}[ActionId];

/** Whether a request can be done now. */
export function requestEnabled(ctx: ActionContext, request: ActionRequest): boolean {
  const action = REGISTRY[request.id] as Omit<Action, 'id'>;
  return action.enabled(ctx, request.args as never);
}

/** Performs a request (an id and its arguments), if it can be done now. */
export function performRequest(ctx: ActionContext, request: ActionRequest): Outcome {
  const action = REGISTRY[request.id] as Omit<Action, 'id'>;
  if (!action.enabled(ctx, request.args as never)) return { done: false, result: undefined };
  return { done: true, result: action.perform(ctx, request.args as never) };
}
