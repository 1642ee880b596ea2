/**
 * Where a kept value is: under its key, else under the newest earlier key that holds one. Without
 * zod: the start-up code looks before it loads the reader (index.ts `readLater`).
 */
import { KEY_NAMES, type KeyId } from './names.ts';
import { getText } from './storage.ts';

export interface Found {
  /** The key it was kept under: the current one, or an earlier shape's. */
  readonly name: string;
  readonly text: string;
}

export interface KeyNames {
  readonly name: string;
  readonly earlier: readonly string[];
}

export function findIn(storage: Storage | null, names: KeyNames): Found | null {
  for (const name of [names.name, ...[...names.earlier].reverse()]) {
    const text = getText(storage, name);
    if (text !== null) return { name, text };
  }
  return null;
}

export const find = (storage: Storage | null, id: KeyId): Found | null => findIn(storage, KEY_NAMES[id]);
