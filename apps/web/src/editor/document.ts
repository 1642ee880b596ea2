/**
 * The one owner of the song being edited: its notes, history and title live in the editor's
 * controller, held here outside any React or zustand state. Readers (the header's title, the
 * bell menu, Row Call, saving, the kept work) take `getSnapshot()` and follow `subscribe`; the
 * store follows `onEdit` to mark the song as needing a save. Nothing here calls the store.
 */
import { createDefaultSong, limitedEdit, type Song, TITLE_MAX } from '@ringalong/song';
import type { AudioEngine } from '../audio/types.ts';
import { EditorController } from './controller/controller.ts';
import { editorFor } from './index.ts';
import { EditorSession } from './session.ts';
import type { FollowedRun, RoomLead } from './together/transport-link.ts';
import type { Editor, EditorHost } from './types.ts';

/** What every reader sees at one moment; a new object whenever the song, title or history moves. */
export interface SongSnapshot {
  /** Committed song; its `meta.title` is always `title`. */
  readonly song: Song;
  readonly title: string;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

/** What the canvas reports to the app besides the song itself (menus, Ctrl+S, playback). */
export type CanvasHost = Omit<EditorHost, 'onSongEdited'>;

export class SongDocument {
  /** The canvas editor over the same controller: mounted by the app, driven by the menus. */
  readonly editor: Editor;
  /** Transport, view and choir: the session beside the song, which the editor reads and writes. */
  readonly session = new EditorSession();
  readonly #controller: EditorController;
  readonly #listeners = new Set<() => void>();
  readonly #editListeners = new Set<() => void>();
  #snapshot: SongSnapshot;

  constructor(host: CanvasHost, audio: AudioEngine, song: Song = createDefaultSong()) {
    const controllerHost: EditorHost = {
      getPreferences: () => host.getPreferences(),
      onSongEdited: () => this.#changed(true),
      onPlaybackChange: (state) => host.onPlaybackChange(state),
      onOpenBarMenu: (data) => host.onOpenBarMenu(data),
      onOpenBellMenu: () => host.onOpenBellMenu(),
      onSaveRequested: () => host.onSaveRequested(),
      onNoteLimit: (notAdded) => host.onNoteLimit?.(notAdded),
      onChimeMartellato: (notes) => host.onChimeMartellato?.(notes),
      onRingAlong: () => host.onRingAlong?.(),
      onOpenPanel: (name) => host.onOpenPanel?.(name),
      onToggleTextView: () => host.onToggleTextView?.(),
    };
    this.#controller = new EditorController(controllerHost, audio, song, this.session);
    this.editor = editorFor(this.#controller);
    this.#snapshot = this.#read();
  }

  /**
   * Rehearsing together: this device leads the room's transport (`lead` hears of every start and
   * stop first and says when it sounds), or follows it (its own Play, Stop and seeks do nothing;
   * `follow` plays the leader's runs), or neither (both off: the player as ever).
   */
  setRoomRole(role: { lead: RoomLead } | 'follow' | null): void {
    const playback = this.#controller.playback;
    playback.lead = role !== null && role !== 'follow' ? role.lead : null;
    playback.following = role === 'follow';
  }

  /** Rehearsing together: plays (or stops) the run the room's leader asked for. */
  follow(run: FollowedRun): void {
    this.#controller.playback.follow(run);
  }

  /** For React's useSyncExternalStore: told of every change of the snapshot. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): SongSnapshot => this.#snapshot;

  /** Told when the user changed the song or its title (an edit, undo, redo or rename); not on loads. */
  onEdit(listener: () => void): () => void {
    this.#editListeners.add(listener);
    return () => this.#editListeners.delete(listener);
  }

  get song(): Song {
    return this.#snapshot.song;
  }

  get title(): string {
    return this.#snapshot.title;
  }

  /** Opens a song under `title`: history cleared, playback back to the start. Not an edit. */
  load(song: Song, title: string = song.meta.title): void {
    this.#controller.loadSong(song, { resetHistory: true });
    this.#controller.setTitle(title);
    this.#changed(false);
  }

  /** The user renamed the song. The limit counts characters (code points), as the field shows them. */
  setTitle(title: string): void {
    const next = limitedEdit(this.title, title, TITLE_MAX);
    if (next === this.title) return;
    this.#controller.setTitle(next);
    this.#changed(true);
  }

  /** The title the server stored the song under (after a save): taken as is, not an edit. */
  adoptTitle(title: string): void {
    if (title === this.title) return;
    this.#controller.setTitle(title);
    this.#changed(false);
  }

  #read(): SongSnapshot {
    const controller = this.#controller;
    return {
      song: controller.song,
      title: controller.title,
      canUndo: controller.canUndo,
      canRedo: controller.canRedo,
    };
  }

  #changed(edited: boolean): void {
    this.#snapshot = this.#read();
    for (const listener of this.#listeners) listener();
    if (edited) for (const listener of this.#editListeners) listener();
  }
}
