/**
 * The song being edited survives reloads, crashes and the sign-in and checkout redirects: it is
 * written to local storage as it changes and read back (validated) on start. This is the spec's
 * temporary song (`tmp_song`), made durable.
 */
import type { Song } from '@ringalong/song';
import type { AppData, LoadedSongMeta } from './types.ts';

const KEY = 'ringalong.work.v1';
const DEBOUNCE_MS = 300;

export interface Work {
  readonly song: Song;
  readonly title: string;
  readonly loadedTitle: string;
  readonly meta: LoadedSongMeta;
  readonly saveRequired: boolean;
}

export function workOf(state: AppData): Work {
  return {
    song: state.song,
    title: state.songTitle,
    loadedTitle: state.loadedTitle,
    meta: state.loadedSongMeta,
    saveRequired: state.saveRequired,
  };
}

export function writeWork(storage: Storage | null, work: Work): void {
  try {
    storage?.setItem(KEY, JSON.stringify(work));
  } catch (error) {
    console.error('Could not keep the song in local storage', error);
  }
}

/** The kept work, or null when there is none or it no longer reads as a song. */
export async function readWork(storage: Storage | null): Promise<Work | null> {
  const text = storage?.getItem(KEY);
  if (!text) return null;
  try {
    // The schema (zod) loads only when there is something to check.
    const { workSchema } = await import('./work-schema.ts');
    const parsed = workSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data as Work;
    console.error('Kept song is not valid, ignoring it', parsed.error.issues);
  } catch (error) {
    console.error('Kept song is not JSON, ignoring it', error);
  }
  return null;
}

interface Watchable {
  getState(): AppData;
  subscribe(listener: (state: AppData, previous: AppData) => void): () => void;
}

/** Writes the work shortly after each change; `flush` writes at once (before leaving the page). */
export function keepWork(store: Watchable, storage: Storage | null): { flush(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    writeWork(storage, workOf(store.getState()));
  };
  const stop = store.subscribe((state, previous) => {
    const changed =
      state.song !== previous.song ||
      state.songTitle !== previous.songTitle ||
      state.loadedSongMeta !== previous.loadedSongMeta ||
      state.saveRequired !== previous.saveRequired;
    if (!changed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, DEBOUNCE_MS);
  });
  return { flush, stop };
}
