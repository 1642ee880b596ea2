/**
 * The choir in the player as this browser keeps it across reloads (who is here, modes, solo,
 * 'I am', lanes), through the persistence module (`persistence/`: its key, schema and default;
 * a field that is missing or wrong takes its default). The session itself lives in the editor's
 * session model (`editor/session.ts`); the reactions (`reactions.ts`) read it from here at start
 * and write it back when it changes.
 */
import type { ChoirSession } from '../editor/choir/session.ts';
import { write } from '../persistence/index.ts';
import { readKept } from './server.ts';

/**
 * The session kept by an earlier visit, once its reader has loaded; null when this browser keeps
 * none (then nothing loads).
 */
export function readKeptChoirSession(storage: Storage | null): Promise<ChoirSession | null> {
  return readKept(storage, 'choirSession');
}

/** Keeps the session in this browser when it can (a full storage only forgets it on reload). */
export function keepChoirSession(storage: Storage | null, session: ChoirSession): void {
  write(storage, 'choirSession', session);
}
