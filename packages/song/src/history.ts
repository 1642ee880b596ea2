/**
 * Undo/redo as an immutable stack of song snapshots (spec section 4). Songs are immutable and
 * share structure, so keeping references is cheap and nothing is ever serialized.
 */
import { HISTORY_CAPACITY } from './constants.ts';
import type { Song } from './types.ts';

export interface History {
  readonly past: readonly Song[];
  readonly present: Song;
  readonly future: readonly Song[];
}

export function createHistory(song: Song): History {
  return { past: [], present: song, future: [] };
}

/**
 * One user intent, one entry. An operation that refused hands back the same song, which records
 * nothing. The oldest entries fall off past HISTORY_CAPACITY; a new edit drops the redo entries.
 */
export function recordEdit(history: History, song: Song): History {
  if (song === history.present) return history;
  const past = [...history.past, history.present];
  return { past: past.slice(-HISTORY_CAPACITY), present: song, future: [] };
}

export function canUndo(history: History): boolean {
  return history.past.length > 0;
}

export function canRedo(history: History): boolean {
  return history.future.length > 0;
}

export function undo(history: History): History {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo(history: History): History {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present].slice(-HISTORY_CAPACITY), present: next, future: rest };
}
