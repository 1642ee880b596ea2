/**
 * The choir in the player for this browser: the session's settings (who is here, modes, solo,
 * 'I am', lanes), kept across reloads in local storage and read back field by field (a field
 * that is missing or wrong takes its default). One copy for the page, with listeners.
 */
import { type ChoirSession, NEW_SESSION, RING_MODES, type RingMode } from '../../editor/choir/session.ts';

import { CHOIR_SESSION_KEY } from './kept-on.ts';

const KEY = CHOIR_SESSION_KEY;

const isMode = (value: unknown): value is RingMode => RING_MODES.includes(value as RingMode);
const idOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const modes = (value: unknown): Record<string, RingMode> =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value).filter(([, mode]) => isMode(mode)))
    : {};

export function readSession(storage: Storage | null): ChoirSession {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return NEW_SESSION;
    const kept = raw as Record<string, unknown>;
    const flag = (name: 'on' | 'quietGuide' | 'lanes') =>
      typeof kept[name] === 'boolean' ? (kept[name] as boolean) : NEW_SESSION[name];
    return {
      on: flag('on'),
      absent: Array.isArray(kept.absent) ? kept.absent.filter((id) => typeof id === 'string') : [],
      ringerModes: modes(kept.ringerModes),
      rowModes: modes(kept.rowModes),
      solo: idOrNull(kept.solo),
      quietGuide: flag('quietGuide'),
      iAm: idOrNull(kept.iAm),
      lanes: flag('lanes'),
    };
  } catch {
    return NEW_SESSION;
  }
}

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

let session: ChoirSession | null = null;
const listeners = new Set<() => void>();

export const getSession = (): ChoirSession => {
  session ??= readSession(storage());
  return session;
};

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes the session; kept in this browser when it can be (a full storage only forgets it on reload). */
export function changeSession(patch: Partial<ChoirSession>): void {
  session = { ...getSession(), ...patch };
  try {
    storage()?.setItem(KEY, JSON.stringify(session));
  } catch {
    // Kept for this visit only.
  }
  for (const listener of listeners) listener();
}
