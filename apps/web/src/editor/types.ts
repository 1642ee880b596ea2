/**
 * The seam between the React app (src/app, src/features) and the canvas editor (src/editor).
 * The app owns the store and the dialogs; the editor owns the song being edited, its history,
 * selection, gestures, drawing and playback. Neither reaches into the other's internals.
 */
import type { Preferences, RowCallBell, Song, TimeSignature } from '@ringalong/song';

export type PlaybackState = 'playing' | 'paused' | 'stopped';

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
}

export interface Editor {
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
  getPlaybackState(): PlaybackState;

  undo(): void;
  redo(): void;
  /** Bar Menu actions, each one undo entry. */
  setBarTimeSignature(barStart: number, numerator: number, denominator: number): void;
  addBars(barStart: number, count: number): void;
  deleteBars(barStart: number, count: number): void;
  /** Bell Menu Done: the selected pitches become the song's staves (none selected forces 60). */
  applyBellSelection(selection: Readonly<Record<number, boolean>>): void;
  getRowCallInfo(): RowCallBell[];
}

/** Knobs the render benchmark turns to compare against the old behaviour; the app passes none. */
export interface CanvasOptions {
  /** Backing-store pixels above which the store is drawn at a lower ratio (see backing.ts). */
  readonly maxBackingPixels?: number;
  /** Draw every animation frame even when the picture would be the same. */
  readonly redrawUnchanged?: boolean;
  /**
   * A low-latency canvas (default on): without a GPU, Chromium then no longer copies the whole
   * store on the main thread at every frame's commit (bench/playback: commit time x0.09).
   */
  readonly desynchronized?: boolean;
  /** Told after each animation frame whether it drew. */
  readonly onFrame?: (drew: boolean) => void;
}
