/**
 * What the app keeps in this browser's IndexedDB (docs/offline.md), with the `idb` library: the
 * songs this device opened or saved (so they open and play with no network), the saves made
 * offline, queued until the network returns (store/save-queue.ts), the draft (the work being
 * edited, store/durable.ts) and the last known account (who was signed in, for a start with no
 * network). The small values the page reads before it paints stay in localStorage (names.ts).
 */
import type { PlanObject, Song, SongMetadata } from '@ringalong/song';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** A save as queued: a create with its key, or an update of a stored song at a revision. */
export type QueuedSave =
  | { readonly kind: 'create'; readonly key: string; readonly body: Song }
  | { readonly kind: 'update'; readonly songId: number; readonly revision: number; readonly body: Song };

/** A queued save with its place in the queue (increasing: the order the saves were made). */
export type Entry = QueuedSave & { readonly id: number };

export interface QueueStore {
  /** Every entry, in the order they were first queued. */
  all(): Promise<readonly Entry[]>;
  /** Adds `save` at the end of the queue. */
  add(save: QueuedSave): Promise<void>;
  /** Replaces the entry `id`, keeping its place. */
  replace(entry: Entry): Promise<void>;
  remove(id: number): Promise<void>;
}

/** A song kept for offline use: its record as the server last gave it, and the song. */
export interface KeptSong {
  readonly meta: SongMetadata;
  readonly song: Song;
}

/** Who was signed in when the network last answered (`/auth/me` and the plan). */
export interface KeptAccount {
  readonly userId: number;
  readonly name: string;
  readonly planObject: PlanObject | null;
}

/** Single values, by name: the draft as kept (checked by its reader when read) and the account. */
interface KeptValues {
  readonly draft: unknown;
  readonly account: KeptAccount;
}

interface OfflineSchema extends DBSchema {
  songs: { key: number; value: KeptSong & { readonly song_id: number; readonly keptAt: number } };
  saves: { key: number; value: Entry };
  values: { key: keyof KeptValues; value: KeptValues[keyof KeptValues] };
}

export const OFFLINE_DB_NAME = 'ringalong';
/** At most this many songs are kept; the longest unopened go first. */
export const KEPT_SONGS_MAX = 200;

let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;
function database(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, 2, {
    // Version 1 kept songs and saves; version 2 adds the draft and the account. Each store is
    // made when missing, whatever the version found (a database opened elsewhere without one).
    upgrade(db) {
      const names = db.objectStoreNames;
      if (!names.contains('songs')) db.createObjectStore('songs', { keyPath: 'song_id' });
      if (!names.contains('saves')) db.createObjectStore('saves', { keyPath: 'id', autoIncrement: true });
      if (!names.contains('values')) db.createObjectStore('values');
    },
    // Another tab runs a newer version of the app and upgrades the database: this page lets go
    // (its next use opens it again, at that version).
    blocking(_version, _newer, event) {
      (event.target as IDBDatabase | null)?.close();
      opened = null;
    },
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

/** Closes this page's connection to the database (a test deletes the database after it). */
export async function closeOfflineDb(): Promise<void> {
  const db = await opened?.catch(() => null);
  db?.close();
  opened = null;
}

/** Keeps `song` as the server stored it under `meta`, for opening offline. */
export async function keepSong(meta: SongMetadata, song: Song, now = Date.now()): Promise<void> {
  const db = await database();
  await db.put('songs', { song_id: meta.song_id, meta, song, keptAt: now });
  const count = await db.count('songs');
  if (count <= KEPT_SONGS_MAX) return;
  const all = await db.getAll('songs');
  const oldest = all.sort((a, b) => a.keptAt - b.keptAt).slice(0, count - KEPT_SONGS_MAX);
  await Promise.all(oldest.map((kept) => db.delete('songs', kept.song_id)));
}

/** The kept song `id`, or null. */
export async function keptSong(id: number): Promise<KeptSong | null> {
  const kept = await (await database()).get('songs', id);
  return kept ? { meta: kept.meta, song: kept.song } : null;
}

/** The records of every kept song, the most recently kept first. */
export async function keptSongList(): Promise<SongMetadata[]> {
  const all = await (await database()).getAll('songs');
  return all.sort((a, b) => b.keptAt - a.keptAt).map((kept) => kept.meta);
}

/** The queue of saves made offline, kept in IndexedDB. */
export const savesQueue: QueueStore = {
  all: async () => (await database()).getAll('saves'),
  add: async (save: QueuedSave) => {
    // The key is given by the store (autoIncrement): increasing, so the order is kept.
    await (await database()).add('saves', save as Entry);
  },
  replace: async (entry) => {
    await (await database()).put('saves', entry);
  },
  remove: async (id) => (await database()).delete('saves', id),
};

/** The draft as kept (store/durable.ts checks it), or undefined when there is none. */
export const keptDraft = async (): Promise<unknown> => (await database()).get('values', 'draft');

/** Keeps `draft` (a structured clone of it), in place of the one kept before. */
export async function keepDraft(draft: unknown): Promise<void> {
  await (await database()).put('values', draft, 'draft');
}

/** Who was signed in when the network last answered, or undefined. */
export const keptAccount = async (): Promise<KeptAccount | undefined> =>
  (await (await database()).get('values', 'account')) as KeptAccount | undefined;

export async function keepAccount(account: KeptAccount): Promise<void> {
  await (await database()).put('values', account, 'account');
}

/** Forgets the account (signed out): an offline start then shows a visitor. */
export async function forgetAccount(): Promise<void> {
  await (await database()).delete('values', 'account');
}
