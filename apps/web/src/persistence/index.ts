/**
 * What the web app keeps in this browser (kept work, preferences, choirs, the choir in the player)
 * goes through here: `write`, `remove`, `readLater`, and `read` (read.ts) where zod is already
 * loaded. The keys are in names.ts, their schemas, versions, migrations and defaults in keys.ts.
 * This file has no zod: the start-up code imports it; the reader loads on the first read of
 * something kept, and not at all when nothing is.
 */
import { find } from './find.ts';
import type { KeptValue } from './keys.ts';
import { KEY_NAMES, type KeyId } from './names.ts';
import { getJson, removeText, setJson } from './storage.ts';

export type { KeyId } from './names.ts';
export { browserStorage } from './storage.ts';

/**
 * Keeps `value` for `id`. False when the browser refuses it (storage full or switched off; said on
 * the console): the value then lasts until the page closes.
 */
export function write<K extends KeyId>(storage: Storage | null, id: K, value: KeptValue<K>): boolean {
  return setJson(storage, KEY_NAMES[id].name, value);
}

export function remove(storage: Storage | null, id: KeyId): void {
  for (const name of [KEY_NAMES[id].name, ...KEY_NAMES[id].earlier]) removeText(storage, name);
}

/**
 * The value kept for `id` as it is now (what is written meanwhile does not change it), read once
 * the reader's code has loaded; its default when what is kept is not readable; null when nothing
 * is kept (and then nothing loads) or the reader's code does not arrive.
 */
export function readLater<K extends KeyId>(storage: Storage | null, id: K): Promise<KeptValue<K> | null> {
  const found = find(storage, id);
  if (!found) return Promise.resolve(null);
  return import('./read.ts').then(
    ({ readFound }) => readFound(storage, id, found),
    (cause: unknown) => {
      console.error(`The reader of ${KEY_NAMES[id].name} did not load; going without it`, cause);
      return null;
    },
  );
}

/**
 * The kept JSON of `id` as it is, unchecked (null when there is none or it is not JSON): for the
 * start-up code's quick look (is the choir in the player on?) before any reader has loaded.
 */
export const peek = (storage: Storage | null, id: KeyId): unknown => getJson(storage, KEY_NAMES[id].name);
