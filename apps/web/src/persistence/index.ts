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
 * The kept JSON of `id` as it is, unchecked (null when there is none or it is not JSON): for the
 * start-up code's quick look (is the choir in the player on?) before any reader has loaded.
 */
export const peek = (storage: Storage | null, id: KeyId): unknown => getJson(storage, KEY_NAMES[id].name);
