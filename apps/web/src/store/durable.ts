/**
 * The song being edited survives reloads, crashes and the sign-in and checkout redirects: it is
 * written to local storage as it changes and read back (validated) on start. This is the spec's
 * temporary song (`tmp_song`), made durable.
 */
import type { Song } from '@ringalong/song';
import { write } from '../persistence/index.ts';
import { readKept } from './server.ts';
import type { AppData, LoadedSongMeta, SongDocument } from './types.ts';

const DEBOUNCE_MS = 300;

export interface Work {
  readonly song: Song;
  readonly title: string;
  readonly loadedTitle: string;
  readonly meta: LoadedSongMeta;
  readonly saveRequired: boolean;
}

/** The document's song and title with the store's record of it. */
export function workOf(state: AppData, doc: SongDocument): Work {
  return {
    song: doc.song,
    title: doc.title,
    loadedTitle: state.loadedTitle,
    meta: state.loadedSongMeta,
    saveRequired: state.saveRequired,
  };
}

/** Keeps the work in this browser (the persistence module says so on the console when it cannot). */
export function writeWork(storage: Storage | null, work: Work): void {
  write(storage, 'work', work);
}

/**
 * The kept work, or null when there is none or it no longer reads as a song (persistence/keys.ts;
 * its schema loads only when there is something to check).
 */
export async function readWork(storage: Storage | null): Promise<Work | null> {
  return (await readKept(storage, 'work')) as Work | null;
}

interface Watchable {
  getState(): AppData;
  subscribe(listener: (state: AppData, previous: AppData) => void): () => void;
}

/**
 * Writes the work shortly after each change of the song or title (the document) or of its record
 * (the store); `flush` writes at once (before leaving the page); after `stop` nothing more is
 * written, not even a write that was waiting.
 */
export function keepWork(
  store: Watchable,
  doc: SongDocument,
  storage: Storage | null,
): { flush(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    writeWork(storage, workOf(store.getState(), doc));
  };
  const later = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, DEBOUNCE_MS);
  };
  const stopStore = store.subscribe((state, previous) => {
    if (state.loadedSongMeta !== previous.loadedSongMeta || state.saveRequired !== previous.saveRequired)
      later();
  });
  const stopDoc = doc.subscribe(later);
  return {
    flush,
    stop: () => {
      if (timer) clearTimeout(timer);
      timer = null;
      stopStore();
      stopDoc();
    },
  };
}
