/**
 * The seam between the React app (src/app, src/features) and the canvas editor (src/editor).
 * The app owns the store and the dialogs; the editor owns the song being edited, its history and
 * title (held for the app by `SongDocument`, document.ts), selection, gestures, drawing and
 * playback. Neither reaches into the other's internals.
 */

import type { Preferences, RowRef, Song, Technique, TimeSignature } from '@ringalong/song';
import type { ActionEditor, PanelName } from './actions/types.ts';
import type { LengthChoice, NoteTools } from './note-tools.ts';
import type { LoopSettings } from './rehearsal/loop-settings.ts';
import type { Frame } from './render/frame.ts';

export type PlaybackState = 'playing' | 'paused' | 'stopped';

/** The last thing said in the live region; `serial` tells the same words said again apart. */
export interface Announcement {
  readonly text: string;
  readonly serial: number;
}

/** What the app gives the editor: read access to preferences and callbacks for what it reports. */
export interface EditorHost {
  getPreferences(): Preferences;
  /** A committed edit, undo or redo changed the song: the app marks saveRequired. */
  onSongEdited(song: Song): void;
  onPlaybackChange(state: PlaybackState): void;
  /** The pencil above a strong barline was pressed (composer mode). */
  onOpenBarMenu(data: { barStart: number; currentTimeSig: TimeSignature }): void;
  /** The plus/minus stave-edit button was pressed (composer mode). */
  onOpenBellMenu(): void;
  /** Ctrl+S in edit mode. */
  onSaveRequested(): void;
  /**
   * A click or a paste was refused, wholly or in part, because the song holds the note limit
   * (2000): `notAdded` notes did not go in. The app explains this to the user.
   */
  onNoteLimit?(notAdded: number): void;
  /** A martellato technique was set on handchime notes (chimes are not struck on the table). */
  onChimeMartellato?(notes: number): void;
  /** Key F: into Ring along (the full-screen projector view). */
  onRingAlong?(): void;
  /** An action asked for a panel: the help sheet of keys ('?'), the 'Go to bar' field ('b')... */
  onOpenPanel?(name: PanelName): void;
  /** Key V (composer): the song as text beside the canvas, on or off. */
  onToggleTextView?(): void;
}

/** The canvas editor; its `ActionEditor` part is what the actions (actions/registry.ts) ask of it. */
export interface Editor extends ActionEditor {
  /** Attach to a canvas (and its window listeners); the editor draws once per animation frame. */
  mount(canvas: HTMLCanvasElement, options?: CanvasOptions): void;
  unmount(): void;
  /** Replace the song. `resetHistory` clears undo/redo (opening a song, new song, sign-in restore). */
  loadSong(song: Song, options?: { resetHistory?: boolean }): void;
  getSong(): Song;
  /** Preferences changed (mode, spacing, tempo, snapping, order, transpose, warm-up): recalculate sizes. */
  preferencesChanged(): void;

  play(): void;
  pause(): void;
  /** Back to the start of the warm-up lead-in. */
  stop(): void;
  togglePlay(): void;
  /** Moves the play position to `beat` (a bar's start); a playing song plays on from there. */
  seek(beat: number): void;
  getPlaybackState(): PlaybackState;

  undo(): void;
  redo(): void;
  /**
   * One edit of the song as a whole, one undo entry: the Bar Menu's and Bell Menu's actions
   * (`addBars`, `setBarTimeSignature`, `applyBellSelection`... of @ringalong/song), which the
   * dialogs bring with them rather than the editor's start-up code.
   */
  edit(change: (song: Song) => Song): void;

  /** The note tools' state; the same object until something in it changes (for useSyncExternalStore). */
  getNoteTools(): NoteTools;
  /** Told whenever the note tools' state may have changed. */
  subscribeNoteTools(listener: () => void): () => void;
  /** The length new notes get. Not an edit. */
  setLengthChoice(choice: LengthChoice): void;
  /** Sets (undefined: clears) the technique of the selected notes: one undo entry. */
  setSelectedTechnique(technique: Technique | undefined): void;
  /** What the live region says now (words and a serial that tells a repeat apart). */
  getAnnouncement(): Announcement;
  /** Told whenever something new is said. */
  subscribeAnnouncements(listener: () => void): () => void;
  /** Closes the technique menu a right click on a note opened. */
  closeNoteMenu(): void;
  /** The looped passage (a session setting; null until one is chosen); told through subscribeNoteTools. */
  getLoop(): LoopSettings | null;
  setLoop(loop: LoopSettings): void;
  /**
   * The choir in the player (a rehearsal's setting, never stored with the song); null: none, and
   * playback and rows are exactly as without a choir. A playing song plays on with it.
   */
  setChoirView(view: ChoirView | null): void;
  /** Ring along's rows: 'my part' (I am's rows), or every row by ringer in table order, or as they come. */
  ringAlongRows(): RingAlongRows;
  /**
   * Draws Ring along (the projector view) on `canvas` until the returned function is called; its
   * code loads on the first call.
   */
  ringAlong(canvas: HTMLCanvasElement): Promise<() => void>;
}

/** The choir in the player, made by the choir player (features/choir-player) for the song shown. */
export interface ChoirView {
  /** Per row (`rowKey`), the gain its strikes get (0 not struck, 1 full); null: every row full. */
  readonly rowGains: ReadonlyMap<string, number> | null;
  /**
   * The player's rows top to bottom in lanes, each named (null: the rows nobody holds); null: the
   * rows as the listener chose. Used only while it holds exactly the song's rows.
   */
  readonly lanes: readonly ChoirLane[] | null;
  /** The rows (`rowKey`) of this device's ringer: highlighted, the others dimmed. Null: none. */
  readonly focus: ReadonlySet<string> | null;
  /** The rows by ringer in table order, whatever the lanes setting: Ring along's groups. */
  readonly table?: readonly ChoirLane[] | null;
  /** 'My part': this device's ringer (I am) and their rows top to bottom; null: no one, or no rows. */
  readonly part?: ChoirLane | null;
}

export interface RingAlongRows {
  readonly rows: readonly RowRef[];
  /** Runs of rows by ringer, each named (null: nobody's); null without a choir. */
  readonly groups:
    | readonly { readonly name: string | null; readonly first: number; readonly count: number }[]
    | null;
  /** 'My part': the ringer whose rows alone are shown; null: everyone's. */
  readonly part: string | null;
}

export interface ChoirLane {
  readonly name: string | null;
  readonly rows: readonly RowRef[];
}

/** Knobs for tests; the app passes none. */
export interface CanvasOptions {
  /** Backing-store pixels above which the layers are drawn at a lower ratio (see backing.ts). */
  readonly maxBackingPixels?: number;
  /**
   * Told after each animation frame whether the picture changed, and the frame on screen (its
   * position moved to whole pixels of the moving layers: drawFrame of it is what users see).
   */
  readonly onFrame?: (drew: boolean, shown: Frame) => void;
  /** Bring in the layers at once rather than at the first interaction (see first-picture.ts). */
  readonly layersNow?: boolean;
  /** Told when the layers have taken over from the picture drawn whole on the canvas. */
  readonly onLayers?: () => void;
}
