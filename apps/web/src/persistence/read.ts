/**
 * Reading what this browser keeps: the value found (find.ts) is lifted through the migrations from
 * the shape it was kept in, then read with its key's schema (keys.ts). Nothing here throws: a
 * value that is not JSON, not the key's shape or from another program gives the key's default. A
 * value read from an earlier key is kept under the current key and the earlier one removed.
 */
import { type Found, find, findIn, type KeyNames } from './find.ts';
import { KEPT, type KeptValue } from './keys.ts';
import { KEY_NAMES, type KeyId } from './names.ts';
import { removeText, setJson } from './storage.ts';

/** A key's reading: its schema, default and migrations (keys.ts `KeptKey`, without the id's types). */
export interface Reading<T> {
  readonly schema: {
    safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
  };
  readonly fallback: T;
  readonly migrations: { readonly [name: string]: (older: unknown) => unknown };
}

/** The value `found` under `names`, read as `key` reads it (`found`: what the storage held). */
export function settle<T>(storage: Storage | null, names: KeyNames, key: Reading<T>, found: Found | null): T {
  if (!found) return key.fallback;
  let value: unknown;
  try {
    value = JSON.parse(found.text);
    const from = names.earlier.indexOf(found.name);
    if (from >= 0) {
      for (const name of names.earlier.slice(from)) value = key.migrations[name]?.(value);
    }
  } catch (problem) {
    console.error(`Kept ${names.name} is not readable, ignoring it`, problem);
    return key.fallback;
  }
  const parsed = key.schema.safeParse(value);
  if (!parsed.success) {
    console.error(`Kept ${names.name} is not valid, ignoring it`, parsed.error);
    return key.fallback;
  }
  if (found.name !== names.name && setJson(storage, names.name, parsed.data)) removeText(storage, found.name);
  return parsed.data;
}

/** What the browser keeps under `names`, read as `key` reads it. */
export const readKey = <T>(storage: Storage | null, names: KeyNames, key: Reading<T>): T =>
  settle(storage, names, key, findIn(storage, names));

/** The value kept for `id`, or its default when nothing readable is kept. */
export function read<K extends KeyId>(storage: Storage | null, id: K): KeptValue<K> {
  return settle(storage, KEY_NAMES[id], KEPT[id] as Reading<KeptValue<K>>, find(storage, id));
}

/** `found` (looked up earlier, find.ts) read as `id`'s value. */
export function readFound<K extends KeyId>(
  storage: Storage | null,
  id: K,
  found: Found | null,
): KeptValue<K> {
  return settle(storage, KEY_NAMES[id], KEPT[id] as Reading<KeptValue<K>>, found);
}

/**
 * `value` (kept elsewhere than localStorage: the draft in IndexedDB) read with `id`'s schema; its
 * default when it does not read as one.
 */
export function readValue<K extends KeyId>(id: K, value: unknown): KeptValue<K> {
  const parsed = (KEPT[id] as Reading<KeptValue<K>>).schema.safeParse(value);
  if (parsed.success) return parsed.data;
  console.error(`Kept ${KEY_NAMES[id].name} is not valid, ignoring it`, parsed.error);
  return KEPT[id].fallback as KeptValue<K>;
}
