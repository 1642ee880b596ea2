/**
 * The choir in the player for this browser: the session's settings (who is here, modes, solo,
 * 'I am', lanes), kept across reloads in this browser and read back field by field (a field
 * that is missing or wrong takes its default). One copy for the page, with listeners.
 */
import type { ChoirSession } from '../../editor/choir/session.ts';
import { browserStorage, write } from '../../persistence/index.ts';
import { read } from '../../persistence/read.ts';

/** The kept session (persistence/keys.ts reads it field by field), or a new one. */
export const readSession = (storage: Storage | null): ChoirSession => read(storage, 'choirSession');

let session: ChoirSession | null = null;
const listeners = new Set<() => void>();

export const getSession = (): ChoirSession => {
  session ??= readSession(browserStorage());
  return session;
};

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes the session; kept in this browser when it can be (a full storage only forgets it on reload). */
export function changeSession(patch: Partial<ChoirSession>): void {
  session = { ...getSession(), ...patch };
  // When the browser refuses it, kept for this visit only.
  write(browserStorage(), 'choirSession', session);
  for (const listener of listeners) listener();
}
