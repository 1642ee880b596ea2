/**
 * The song being edited survives reloads, crashes, the sign-in and checkout redirects and days
 * away (docs/offline.md): the draft lives in IndexedDB (persistence/offline-db.ts, in the kept
 * songs chunk), written shortly after each change, and is read back (validated) at start. This is
 * the spec's temporary song (`tmp_song`), made durable.
 *
 * Beside it, in localStorage: `draftKept`, a marker set before a draft with unsaved changes is
 * written and cleared once none is kept (the page's inline script reads it to keep the library
 * hidden before the first paint, and the start opens IndexedDB only when it is set), and `work`,
 * the synchronous copy written where IndexedDB cannot finish (the page hides, the browser leaves
 * for sign-in or checkout), which is also where drafts lived before. The start takes the newer of
 * the two (each write carries its place in the order of writes, `seq`; a copy without one was
 * written by an earlier version of the app, and is the newer), moves it to IndexedDB and removes
 * the copy. A browser without IndexedDB keeps the draft in localStorage alone, as before.
 */
import type { Song } from '@ringalong/song';
import { peek, remove, write } from '../persistence/index.ts';
import { loadKeptSongs } from './offline-code.ts';
import { loadServer } from './server.ts';
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

/**
 * Writes `work` to localStorage, where drafts lived before IndexedDB: the start reads it as a draft
 * an earlier version of the app kept (and moves it to IndexedDB).
 */
export function writeWork(storage: Storage | null, work: Work): void {
  write(storage, 'work', work);
}

/** A draft as kept: the work with its place in the order of writes (absent: an earlier app's). */
type Kept = Work & { readonly seq?: number };

const seqOf = (kept: unknown): number | undefined => {
  const seq = (kept as { seq?: unknown } | null)?.seq;
  return typeof seq === 'number' ? seq : undefined;
};

/**
 * The newer of the synchronous copy (`copy`, localStorage) and the draft in IndexedDB (`stored`):
 * the copy, unless both say their place and the stored one's is later.
 */
export function newerDraft(copy: unknown, stored: unknown): unknown {
  if (copy == null) return stored ?? null;
  if (stored == null) return copy;
  const copied = seqOf(copy);
  const kept = seqOf(stored);
  return copied !== undefined && kept !== undefined && kept > copied ? stored : copy;
}

/** The draft from an earlier visit as it was kept (unchecked), and the last place in the order. */
export interface FoundDraft {
  readonly draft: unknown;
  /**
   * The last place in the order of writes, or null when IndexedDB was not read (no marker and no
   * copy: no unsaved work is kept there, but a draft with nothing to save may be, at any place).
   */
  readonly seq: number | null;
  /** The copy moved to IndexedDB (the start opens the draft without waiting for it). */
  readonly moved: Promise<void>;
}

/**
 * Reads the draft an earlier visit kept: the synchronous copy and, when the marker or the copy says
 * there may be one, IndexedDB's. A copy that is the newer is moved to IndexedDB and removed once
 * there (read once, written, then removed); when IndexedDB cannot take it, it stays where it is.
 */
export async function findDraft(storage: Storage | null): Promise<FoundDraft> {
  const copy = peek(storage, 'work');
  if (copy === null && peek(storage, 'draftKept') !== true)
    return { draft: null, seq: null, moved: Promise.resolve() };
  let stored: unknown = null;
  let code: Awaited<ReturnType<typeof loadKeptSongs>> | null = null;
  try {
    code = await loadKeptSongs();
    stored = (await code.keptDraft()) ?? null;
  } catch (error) {
    console.error('The kept draft could not be read from IndexedDB', error);
  }
  const draft = newerDraft(copy, stored);
  const seq = Math.max(seqOf(copy) ?? 0, seqOf(stored) ?? 0) + 1;
  const move = async () => {
    if (copy === null || !code) return;
    try {
      if (draft === copy) {
        // Announced first, as every write of unsaved work is (the next start looks for it).
        if ((copy as { saveRequired?: unknown }).saveRequired === true) write(storage, 'draftKept', true);
        await code.keepDraft({ ...(copy as object), seq });
      }
      remove(storage, 'work');
    } catch (error) {
      console.error('The kept draft could not be moved to IndexedDB; it stays in localStorage', error);
    }
  };
  return { draft, seq, moved: move() };
}

/**
 * The draft an earlier visit kept, checked (persistence/keys.ts; its schema loads only when there
 * is a draft to check), or null when there is none, it no longer reads as a song or the reader's
 * code did not come.
 */
export async function readWork(found: Promise<FoundDraft>): Promise<Work | null> {
  const { draft } = await found;
  if (draft === null) return null;
  try {
    return (await loadServer()).readValue('work', draft) as Work | null;
  } catch (cause) {
    console.error('The reader of the kept draft did not load; going without it', cause);
    return null;
  }
}

interface Watchable {
  getState(): AppData;
  subscribe(listener: (state: AppData, previous: AppData) => void): () => void;
}

/**
 * Keeps the work: shortly after each change of the song or title (the document) or of its record
 * (the store) it goes to IndexedDB; `flush` (the page hides, the browser is about to leave) writes
 * it at once to localStorage as well, when IndexedDB has not got it yet; after `stop` nothing more
 * is written, not even a write that was waiting. Nothing is written before `found` (the draft of an
 * earlier visit) is read, so a start never overwrites the draft it is about to open.
 */
export function keepWork(
  store: Watchable,
  doc: SongDocument,
  storage: Storage | null,
  found: Promise<FoundDraft>,
): { flush(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  /** The last place in the order of writes; known once `found` is read. */
  let seq: number | null = null;
  /** Changes seen, and how many of them IndexedDB holds. */
  let changes = 0;
  let stored = 0;
  /**
   * The start did not read IndexedDB (`found.seq` null): a draft with nothing to save an earlier
   * visit left there may hold any place, so the first write reads it before taking a place of its
   * own. Until then a copy is written without a place, which the next start takes as the newer.
   */
  let placeUnread = false;
  let writes = found.then(
    async (kept) => {
      // The copy goes to IndexedDB before anything newer is written there.
      await kept.moved;
      if (kept.seq === null) placeUnread = true;
      else seq = Math.max(seq ?? 0, kept.seq);
    },
    () => {
      seq = seq ?? 1;
    },
  );
  /** The place of the draft IndexedDB holds (0 without one, or when it cannot be read). */
  const storedPlace = async () => {
    try {
      return seqOf(await (await loadKeptSongs()).keptDraft()) ?? 0;
    } catch {
      return 0;
    }
  };

  const needsKeeping = (work: Work) =>
    work.saveRequired || peek(storage, 'draftKept') === true || peek(storage, 'work') !== null;

  /** The change a copy without a place was written at (before `found` was read), or null. */
  let unplacedCopy: number | null = null;

  /**
   * Writes `work` (change `at`) to IndexedDB after the writes before it. Its place in the order is
   * given now when known (`place`: the copy's, written at the same moment), so a write queued
   * earlier never takes a later place than one queued after it.
   */
  const toIndexedDb = (work: Work, at: number, place = seq === null ? undefined : ++seq) => {
    writes = writes.then(async () => {
      // No storage (the embedded player, or storage switched off): nothing is kept.
      if (stopped || !storage) return;
      if (!needsKeeping(work)) {
        stored = Math.max(stored, at);
        return;
      }
      // Set first: a draft in IndexedDB is never there unannounced.
      if (work.saveRequired) write(storage, 'draftKept', true);
      if (seq === null && placeUnread) {
        const floor = await storedPlace();
        if (stopped) return;
        seq = floor;
        placeUnread = false;
      }
      if (seq === null) return;
      const mine = place ?? ++seq;
      const kept: Kept = { ...work, seq: mine };
      try {
        await (await loadKeptSongs()).keepDraft(kept);
        stored = Math.max(stored, at);
        // The copy is older than what IndexedDB now holds, or the same.
        const copied = seqOf(peek(storage, 'work'));
        const older = copied === undefined ? unplacedCopy !== null && unplacedCopy <= at : copied <= mine;
        if (older) {
          remove(storage, 'work');
          unplacedCopy = null;
        }
      } catch (error) {
        // No IndexedDB here (switched off, full, or its code did not come): localStorage keeps it.
        console.error('The draft could not be kept in IndexedDB; keeping it in localStorage', error);
        write(storage, 'work', kept);
      }
      if (!work.saveRequired && at === changes) remove(storage, 'draftKept');
    });
  };

  const later = () => {
    changes += 1;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (!stopped) toIndexedDb(workOf(store.getState(), doc), changes);
    }, DEBOUNCE_MS);
  };

  const flush = () => {
    if (stopped || !storage) return;
    if (timer) clearTimeout(timer);
    timer = null;
    if (stored === changes) return; // IndexedDB holds the latest already.
    const work = workOf(store.getState(), doc);
    // Before the earlier visit's draft is read, only new work is kept: the document may still
    // hold the song it had before the draft opens.
    if (seq === null && !work.saveRequired) return;
    if (work.saveRequired) write(storage, 'draftKept', true);
    if (seq === null) {
      write(storage, 'work', work);
      unplacedCopy = changes;
    } else {
      seq += 1;
      const kept: Kept = { ...work, seq };
      write(storage, 'work', kept);
    }
    // IndexedDB may still finish (a page kept in the back-forward cache, a redirect not taken).
    toIndexedDb(work, changes, seq ?? undefined);
  };

  const stopStore = store.subscribe((state, previous) => {
    if (state.loadedSongMeta !== previous.loadedSongMeta || state.saveRequired !== previous.saveRequired)
      later();
  });
  const stopDoc = doc.subscribe(later);
  return {
    flush,
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      stopStore();
      stopDoc();
    },
  };
}
