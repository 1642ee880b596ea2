/**
 * The editor's session model, beside the song's owner (`document.ts`): what a rehearsal has
 * besides the song. Transport (playing or not, where the position comes from, the loop, the
 * practice tempo, the count-in, where the running Play started), the view (mode, selection, note
 * tools) and the choir session (who is here, how rows ring, solo, quiet guide, I am, lanes).
 *
 * One immutable snapshot, plain JSON by design: `sessionSchema` (session-schema.ts) checks it, so
 * it can be kept in the browser and (later) sent between devices. Writes replace the snapshot at once, so the
 * controller and playback read what they wrote; `subscribe` (React's `useSyncExternalStore`
 * shape) is told at most once per animation frame, however many writes the frame had.
 */
import { DEFAULT_NOTE_LENGTH } from '@ringalong/song';
import type { ChoirSession } from './choir/session.ts';
import type { LengthChoice } from './note-tools.ts';
import type { LoopSettings } from './rehearsal/loop-settings.ts';
import type { PlaybackState } from './types.ts';

export interface Transport {
  readonly state: PlaybackState;
  /** Where the position comes from: the audio clock while playing, else the view (gestures, keys). */
  readonly positionSource: 'clock' | 'view';
  /** The passage looped (never stored with the song); null until one is chosen. */
  readonly loop: LoopSettings | null;
  /** Percent of the written tempo played (the preferences' practice tempo). */
  readonly practiceTempo: number;
  /** Whether a Play is counted in (the preferences' count-in). */
  readonly countIn: boolean;
  /**
   * Where the running Play started (a beat; on a bar's start it was counted in from there), kept
   * through a pause; null once stopped.
   */
  readonly startBeat: number | null;
}

export interface SessionView {
  readonly mode: 'composer' | 'player';
  /** The selected notes' keys, in the order they were selected. */
  readonly selection: readonly string[];
  readonly lengthChoice: LengthChoice;
  /** Where the technique menu is open (page pixels), or null. */
  readonly noteMenu: { readonly x: number; readonly y: number } | null;
  /** The composer's grid cursor: a beat on a row (`rowKey`); null until the keys first move it. */
  readonly cursor: GridCursor | null;
  /** Note input (N): the letters A to G place bells at the cursor instead of their own actions. */
  readonly noteInput: boolean;
}

/** Where the grid cursor stands: a beat on a row (`rowKey`, '60:handbell'). */
export interface GridCursor {
  readonly beat: number;
  readonly row: string;
}

export interface SessionSnapshot {
  readonly transport: Transport;
  readonly view: SessionView;
  /** The choir in the player; null until this browser kept one or its panel was first opened. */
  readonly choir: ChoirSession | null;
}

export const NEW_TRANSPORT: Transport = {
  state: 'stopped',
  positionSource: 'view',
  loop: null,
  practiceTempo: 100,
  countIn: false,
  startBeat: null,
};

export const NEW_VIEW: SessionView = {
  mode: 'player',
  selection: [],
  lengthChoice: DEFAULT_NOTE_LENGTH,
  noteMenu: null,
  cursor: null,
  noteInput: false,
};

/** Runs `run` before the next picture (a timer where there are no pictures). */
const nextFrame = (run: () => void): void => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  else setTimeout(run, 16);
};

export class EditorSession {
  #snapshot: SessionSnapshot;
  readonly #listeners = new Set<() => void>();
  #pending = false;

  constructor(initial: Partial<SessionSnapshot> = {}) {
    this.#snapshot = { transport: NEW_TRANSPORT, view: NEW_VIEW, choir: null, ...initial };
  }

  /** For React's useSyncExternalStore: told at most once per animation frame of the writes in it. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getSnapshot = (): SessionSnapshot => this.#snapshot;

  get transport(): Transport {
    return this.#snapshot.transport;
  }

  get view(): SessionView {
    return this.#snapshot.view;
  }

  get choir(): ChoirSession | null {
    return this.#snapshot.choir;
  }

  /** Changes the transport; fields already as given change nothing. */
  setTransport(patch: Partial<Transport>): void {
    const transport = this.#snapshot.transport;
    if (unchanged(transport, patch)) return;
    this.#replace({ ...this.#snapshot, transport: { ...transport, ...patch } });
  }

  setView(patch: Partial<SessionView>): void {
    const view = this.#snapshot.view;
    if (unchanged(view, patch)) return;
    this.#replace({ ...this.#snapshot, view: { ...view, ...patch } });
  }

  /** Replaces the choir session (null: no choir in the player). */
  setChoir(choir: ChoirSession | null): void {
    if (choir === this.#snapshot.choir) return;
    this.#replace({ ...this.#snapshot, choir });
  }

  #replace(next: SessionSnapshot): void {
    this.#snapshot = next;
    if (this.#pending) return;
    this.#pending = true;
    nextFrame(() => {
      this.#pending = false;
      for (const listener of this.#listeners) listener();
    });
  }
}

function unchanged<T extends object>(current: T, patch: Partial<T>): boolean {
  return (Object.keys(patch) as (keyof T)[]).every((key) => Object.is(current[key], patch[key]));
}
