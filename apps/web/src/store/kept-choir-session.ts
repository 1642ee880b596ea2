/**
 * The choir in the player as this browser keeps it across reloads (who is here, modes, solo,
 * 'I am', lanes), read back field by field: a field that is missing or wrong takes its default.
 * The session itself lives in the editor's session model (`editor/session.ts`); the reactions
 * (`reactions.ts`) read it from here at start and write it back when it changes.
 */
import { type ChoirSession, NEW_SESSION, RING_MODES, type RingMode } from '../editor/choir/session.ts';

export const CHOIR_SESSION_KEY = 'ringalong.choirPlayer';

const isMode = (value: unknown): value is RingMode => RING_MODES.includes(value as RingMode);
const idOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const modes = (value: unknown): Record<string, RingMode> =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value).filter(([, mode]) => isMode(mode)))
    : {};

/** The session kept by an earlier visit; null when this browser keeps none. */
export function readKeptChoirSession(storage: Storage | null): ChoirSession | null {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(CHOIR_SESSION_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
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
    return null;
  }
}

/** Keeps the session in this browser when it can (a full storage only forgets it on reload). */
export function keepChoirSession(storage: Storage | null, session: ChoirSession): void {
  try {
    storage?.setItem(CHOIR_SESSION_KEY, JSON.stringify(session));
  } catch {
    // Kept for this visit only.
  }
}
