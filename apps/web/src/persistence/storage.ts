/**
 * This browser's storage, reached in one place: it may be switched off (reading `localStorage`
 * throws), full (writing throws) or hold anything at all. Nothing here throws; the callers are
 * the kept values' reader and writer (read.ts, index.ts). No zod: the start-up code imports it.
 */

/** `localStorage`, or null where the browser has it switched off. */
export function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The text kept under `name`, or null when there is none or the storage cannot be read. */
export function getText(storage: Storage | null, name: string): string | null {
  try {
    return storage?.getItem(name) ?? null;
  } catch {
    return null;
  }
}

/** Parsed JSON kept under `name`; null when there is none, it cannot be read or is not JSON. */
export function getJson(storage: Storage | null, name: string): unknown {
  const text = getText(storage, name);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Keeps `value` as JSON under `name`; false (and said on the console) when the storage refuses it. */
export function setJson(storage: Storage | null, name: string, value: unknown): boolean {
  if (!storage) return false;
  try {
    storage.setItem(name, JSON.stringify(value));
    return true;
  } catch (error) {
    console.error(`Could not keep ${name} in this browser`, error);
    return false;
  }
}

export function removeText(storage: Storage | null, name: string): void {
  try {
    storage?.removeItem(name);
  } catch {
    // A storage that cannot be written keeps nothing to remove for this visit.
  }
}
