/**
 * The editor's state machine without React or drawing: the song and its history, the
 * selection, the view (position and size) and playback. Songs change only through
 * `@ringalong/song` operations; each user intent becomes one history entry.
 */
import {
  BARLINES_PAST_END,
  type ClipboardEntry,
  canRedo,
  canUndo,
  createDefaultSong,
  createHistory,
  DEFAULT_NOTE_LENGTH,
  type History,
  type LineSortMode,
  type Preferences,
  pruneSelection,
  type RowRef,
  recordEdit,
  redo,
  rowKey,
  type Selection,
  type Song,
  undo,
} from '@ringalong/song';
import type { AudioEngine } from '../../audio/types.ts';
import { pxPerBeat, type Viewport } from '../coords.ts';
import type { SeekRange, SelectionBox } from '../layout.ts';
import type { LengthChoice } from '../note-tools.ts';
import type { ChoirPicture, Frame } from '../render/frame.ts';
import { rowsFor, sceneOf } from '../scene.ts';
import { playbackOptions, scheduledNotes } from '../schedule.ts';
import { EditorSession, type GridCursor } from '../session.ts';
import type { Announcement, ChoirView, EditorHost, RingAlongRows } from '../types.ts';
import { Playback } from './playback.ts';

const NO_SELECTION: Selection = new Set();

/** The grid cursor as the picture draws it: a beat on a row (by index) and the width of a step. */
export interface CursorPicture {
  readonly beat: number;
  readonly row: number;
  readonly width: number;
}

/** The player's rows and picture with the choir, made for one song and row order. */
interface ChoirRows {
  readonly song: Song;
  readonly sort: LineSortMode;
  readonly rows: readonly RowRef[];
  readonly picture: ChoirPicture;
}

/** Lays the player's rows out for a choir view (editor/choir/rows.ts, loaded with the first view). */
export type ChoirLayout = (view: ChoirView, plain: readonly RowRef[]) => Pick<ChoirRows, 'rows' | 'picture'>;

/** The song under `title`: the same object when it already has it. */
function titled(song: Song, title: string): Song {
  return song.meta.title === title ? song : { ...song, meta: { ...song.meta, title } };
}

export class EditorController {
  #history: History;
  /** The song's title; every song the controller hands out carries it in `meta.title`. */
  #title: string;
  /** The song while a gesture is under way; committed as one entry at its end. */
  #draft: Song | null = null;
  readonly #listeners = new Set<() => void>();
  /** The session's selection as a set, made again only when the session's keys change. */
  #selection: { readonly keys: readonly string[]; readonly set: Selection } = { keys: [], set: NO_SELECTION };
  #box: SelectionBox | null = null;
  #position: number;
  #width = 800;
  #height = 600;
  #clipboard: readonly ClipboardEntry[] = [];
  #choir: ChoirView | null = null;
  #choirRows: ChoirRows | null = null;
  #choirLayout: ChoirLayout | null = null;
  #announcement: Announcement = { text: '', serial: 0 };
  readonly #announceListeners = new Set<() => void>();
  /** The cursor's picture, made again only when the cursor, the rows or the step change. */
  #cursorPicture: { readonly of: unknown[]; readonly picture: CursorPicture | null } = {
    of: [],
    picture: null,
  };
  readonly playback: Playback;

  constructor(
    readonly host: EditorHost,
    readonly audio: AudioEngine,
    song: Song = createDefaultSong(),
    /** Transport, view and choir: the state besides the song, which playback and the view read. */
    readonly session: EditorSession = new EditorSession(),
  ) {
    this.#title = song.meta.title;
    this.#history = createHistory(song);
    this.#followPreferences();
    this.playback = new Playback(this);
    this.#position = -this.prefs.warmupBeats;
  }

  get song(): Song {
    return this.#draft ?? this.#history.present;
  }

  /** The song's title (its `meta.title`); written by `setTitle`. */
  get title(): string {
    return this.#title;
  }

  get canUndo(): boolean {
    return canUndo(this.#history);
  }

  get canRedo(): boolean {
    return canRedo(this.#history);
  }

  /** The selected notes (keys); written by `setSelection`. */
  get selection(): Selection {
    const keys = this.session.view.selection;
    if (keys !== this.#selection.keys)
      this.#selection = { keys, set: keys.length ? new Set(keys) : NO_SELECTION };
    return this.#selection.set;
  }

  /** The selection box being drawn, in CSS pixels; written by `setBox`. */
  get box(): SelectionBox | null {
    return this.#box;
  }

  /** The beat under the hit point, always inside `positionRange()`; written by `setPosition`. */
  get position(): number {
    return this.#position;
  }

  get width(): number {
    return this.#width;
  }

  get height(): number {
    return this.#height;
  }

  /** Kept inside the editor: the system clipboard needs permissions we do not want to ask for. */
  get clipboard(): readonly ClipboardEntry[] {
    return this.#clipboard;
  }

  /** The current-length choice for new notes; written by `setLengthChoice`. */
  get lengthChoice(): LengthChoice {
    return this.session.view.lengthChoice;
  }

  /** The length in beats a new note gets now: the snapping period (one beat with snapping off), or the choice. */
  get newNoteLength(): number {
    const choice = this.lengthChoice;
    if (choice !== 'snap') return choice;
    return this.prefs.snapPeriod > 0 ? this.prefs.snapPeriod : DEFAULT_NOTE_LENGTH;
  }

  /** Where the technique menu is open (page pixels), or null; written by `setNoteMenu`. */
  get noteMenu(): { readonly x: number; readonly y: number } | null {
    return this.session.view.noteMenu;
  }

  setNoteMenu(at: { readonly x: number; readonly y: number } | null): void {
    this.session.setView({ noteMenu: at });
    this.changed();
  }

  setLengthChoice(choice: LengthChoice): void {
    if (choice === this.lengthChoice) return;
    this.session.setView({ lengthChoice: choice });
    this.changed();
  }

  get prefs(): Preferences {
    return this.host.getPreferences();
  }

  get composer(): boolean {
    return this.prefs.editMode;
  }

  /**
   * The rows top to bottom (bell and chime rows): composer by pitch, player as the listener chose,
   * or in the choir's lanes.
   */
  rows(): readonly RowRef[] {
    return this.#choirPlayer()?.rows ?? rowsFor(this.song, this.composer, this.prefs.lineSortMode);
  }

  /**
   * Ring along's rows: 'my part' (I am's rows alone, named) when the choir view has one; else
   * every row by ringer in table order, each run named, when the choir's table holds exactly the
   * song's rows; else the player's rows as the listener chose, unnamed.
   */
  ringAlongRows(): RingAlongRows {
    const song = this.song;
    const plain = rowsFor(song, false, this.prefs.lineSortMode);
    const keys = new Set(plain.map(rowKey));
    const view = this.#choir;
    const part = view?.part;
    if (part?.name) {
      const rows = part.rows.filter((row) => keys.has(rowKey(row)));
      if (rows.length > 0)
        return { rows, groups: [{ name: part.name, first: 0, count: rows.length }], part: part.name };
    }
    const table = view?.table;
    const laid = table?.flatMap((lane) => lane.rows) ?? [];
    if (table && laid.length === plain.length && laid.every((row) => keys.has(rowKey(row)))) {
      let first = 0;
      const groups = table.map((lane) => {
        const group = { name: lane.name, first, count: lane.rows.length };
        first += lane.rows.length;
        return group;
      });
      return { rows: laid, groups, part: null };
    }
    return { rows: plain, groups: null, part: null };
  }

  /** The choir in the player: per row, the gain its strikes get; null without a choir. */
  get rowGains(): ReadonlyMap<string, number> | null {
    return this.#choir?.rowGains ?? null;
  }

  setChoirView(view: ChoirView | null, layout?: ChoirLayout): void {
    const sound = view?.rowGains !== this.#choir?.rowGains;
    this.#choir = view;
    if (layout) this.#choirLayout = layout;
    this.#choirRows = null;
    if (sound) this.playback.songReplaced();
    this.changed();
  }

  /** The player's rows and picture with the choir's lanes or 'I am'; null when neither is on. */
  #choirPlayer(): ChoirRows | null {
    const view = this.#choir;
    const layout = this.#choirLayout;
    if (!view || !layout || this.composer || (!view.lanes && !view.focus)) return null;
    const song = this.song;
    const sort = this.prefs.lineSortMode;
    const kept = this.#choirRows;
    if (kept && kept.song === song && kept.sort === sort) return kept;
    this.#choirRows = { song, sort, ...layout(view, rowsFor(song, false, sort)) };
    return this.#choirRows;
  }

  viewport(): Viewport {
    const prefs = this.prefs;
    const spacing = prefs.editMode ? prefs.dotSpacingComposer : prefs.dotSpacingPlayer;
    return {
      width: this.#width,
      height: this.#height,
      mode: prefs.editMode ? 'composer' : 'player',
      pxPerBeat: pxPerBeat(spacing, prefs.bpm),
      position: this.#position,
      rowCount: this.rows().length,
    };
  }

  /** What the renderer needs for one picture. */
  frame(): Frame {
    return {
      song: this.song,
      viewport: this.viewport(),
      rows: this.rows(),
      selection: this.selection,
      box: this.#box,
      seekRange: this.positionRange(),
      count: this.playback.count,
      loop: this.playback.span,
      colorMode: this.prefs.colorMode,
      choir: this.#choirPlayer()?.picture ?? null,
      cursor: this.#cursorOnPicture(),
    };
  }

  /** The grid cursor (composer), or null until the keys first move it. */
  get cursor(): GridCursor | null {
    return this.session.view.cursor;
  }

  setCursor(cursor: GridCursor | null): void {
    this.session.setView({ cursor });
    this.changed();
  }

  /** Whether the letters A to G place bells at the cursor (note input, N). */
  get noteInput(): boolean {
    return this.session.view.noteInput;
  }

  setNoteInput(on: boolean): void {
    if (on === this.noteInput) return;
    this.session.setView({ noteInput: on });
    this.changed();
  }

  /** A beat's step for the cursor: the snapping value (a beat with snapping off). */
  get step(): number {
    return this.prefs.snapPeriod > 0 ? this.prefs.snapPeriod : DEFAULT_NOTE_LENGTH;
  }

  #cursorOnPicture(): CursorPicture | null {
    const cursor = this.composer ? this.cursor : null;
    const rows = this.rows();
    const step = this.step;
    const of = [cursor, rows, step];
    const kept = this.#cursorPicture;
    if (kept.of.length === of.length && kept.of.every((value, i) => value === of[i])) return kept.picture;
    const row = cursor ? rows.findIndex((ref) => `${ref.pitchId}:${ref.instrument}` === cursor.row) : -1;
    const picture = cursor && row >= 0 ? { beat: cursor.beat, row, width: step } : null;
    this.#cursorPicture = { of, picture };
    return picture;
  }

  /** What the live region says now. */
  get announcement(): Announcement {
    return this.#announcement;
  }

  /**
   * Says `text` in the live region (politely: after what the reader is saying). While the song
   * plays, the same words are not said again.
   */
  announce(text: string): void {
    if (!text) return;
    if (this.playback.state === 'playing' && text === this.#announcement.text) return;
    this.#announcement = { text, serial: this.#announcement.serial + 1 };
    for (const listener of this.#announceListeners) listener();
  }

  subscribeAnnouncements(listener: () => void): () => void {
    this.#announceListeners.add(listener);
    return () => this.#announceListeners.delete(listener);
  }

  /** From the start of the warm-up to the last note (composer: room to write past it). */
  positionRange(): SeekRange {
    const last = sceneOf(this.song).lastBeat;
    return { from: -this.prefs.warmupBeats, to: this.composer ? last + BARLINES_PAST_END : last };
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Something visible changed: the mounted canvas redraws on the next animation frame. */
  changed(): void {
    for (const listener of this.#listeners) listener();
  }

  setSize(width: number, height: number): void {
    this.#width = width;
    this.#height = height;
    this.changed();
  }

  /** Every write of the position, by gestures, keys and playback alike: clamped to the song's range. */
  setPosition(beat: number): void {
    const range = this.positionRange();
    this.#position = Math.min(range.to, Math.max(range.from, beat));
    this.changed();
  }

  setSelection(selection: Selection): void {
    const keys = [...selection];
    this.#selection = { keys, set: selection };
    this.session.setView({ selection: keys });
    this.changed();
  }

  setBox(box: SelectionBox | null): void {
    this.#box = box;
    this.changed();
  }

  /**
   * Renames the song. Not an undo step: the title field keeps its own text undo, and a title the
   * server gave on saving (a remix, a copy, an untitled song's name) must not come back on undo.
   * So every entry of the history is shown under the current title. Nothing on the canvas changes.
   */
  setTitle(title: string): void {
    this.#title = title;
    this.#history = { ...this.#history, present: titled(this.#history.present, title) };
    if (this.#draft) this.#draft = titled(this.#draft, title);
  }

  /** What Ctrl+C copied (the song package's `copyNotes`: nothing to check on paste). Nothing to redraw. */
  setClipboard(content: readonly ClipboardEntry[]): void {
    this.#clipboard = content;
  }

  /** One user intent: a new history entry. Refused operations return the same song and record nothing. */
  commit(next: Song): boolean {
    if (this.#draft) this.#draft = null;
    if (next === this.#history.present) {
      this.changed();
      return false;
    }
    this.#history = recordEdit(this.#history, next);
    this.#afterSongChange();
    return true;
  }

  beginGesture(): void {
    this.#draft = this.#history.present;
  }

  updateGesture(next: Song): void {
    if (!this.#draft) return;
    this.#draft = next;
    this.changed();
  }

  commitGesture(): void {
    const draft = this.#draft;
    this.#draft = null;
    if (draft) this.commit(draft);
  }

  cancelGesture(): void {
    this.#draft = null;
    this.changed();
  }

  get gestureActive(): boolean {
    return this.#draft !== null;
  }

  undo(): void {
    this.#replaceHistory(undo(this.#history));
  }

  redo(): void {
    this.#replaceHistory(redo(this.#history));
  }

  /** With `resetHistory` the song comes with its own title; otherwise it is an edit under this one. */
  loadSong(loaded: Song, options?: { resetHistory?: boolean }): void {
    this.#draft = null;
    this.#box = null;
    if (options?.resetHistory) {
      // A loop is a passage of the song it was chosen in: bars 30-40 of one song mean nothing in
      // another (or in an 8-bar one), so a song opened starts with no loop.
      this.session.setTransport({ loop: null });
      this.playback.stop();
      this.#title = loaded.meta.title;
      this.#history = createHistory(loaded);
      this.setSelection(NO_SELECTION);
      this.setPosition(-this.prefs.warmupBeats);
      // Its bells are rendered while the user reaches for Play (once audio is on; nothing starts it).
      void this.audio.prepareAhead(
        scheduledNotes(loaded, this.prefs.bpm),
        playbackOptions(this.prefs).transposeSemitones,
      );
      return;
    }
    this.commit(titled(loaded, this.#title));
  }

  /**
   * Mode, spacing, tempo, order, transpose, warm-up or sound changed. Sizes follow on the next
   * frame by themselves; playback reschedules, and a stopped song moves to its new lead-in start.
   */
  preferencesChanged(): void {
    this.#followPreferences();
    this.audio.setMuted(!this.prefs.soundOn);
    this.audio.setRoom(this.prefs.roomSound);
    if (this.playback.state === 'stopped') this.playback.stop();
    this.playback.songReplaced();
    this.setPosition(this.#position);
  }

  /** The mode, practice tempo and count-in are kept with the preferences; the session shows them. */
  #followPreferences(): void {
    const prefs = this.prefs;
    this.session.setView({ mode: prefs.editMode ? 'composer' : 'player' });
    this.session.setTransport({ practiceTempo: prefs.practiceTempo, countIn: prefs.countIn });
  }

  #replaceHistory(next: History): void {
    if (next === this.#history || next.present === this.#history.present) return;
    this.#draft = null;
    this.#history = { ...next, present: titled(next.present, this.#title) };
    this.#afterSongChange();
  }

  #afterSongChange(): void {
    const song = this.#history.present;
    const pruned = pruneSelection(song, this.selection);
    if (pruned !== this.selection) this.setSelection(pruned);
    this.host.onSongEdited(song);
    this.playback.songReplaced();
    // A shorter song (notes or bars deleted) must not leave the view past its end.
    this.setPosition(this.#position);
  }
}
