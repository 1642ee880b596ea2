/**
 * Who was signed in when the network last answered, kept with the offline copies (IndexedDB,
 * persistence/offline-db.ts): a start with no network shows that user signed in, marked stale, and
 * their saves queue, instead of a visitor's 'Sign in'; the network's return checks it again
 * (session.ts `confirmAccount`). The marker `accountKept` (localStorage) says one is kept, and
 * only then does a sign-out or a session found ended load IndexedDB's code to forget it. Beside it
 * the display name (`accountName`), the little the first paint needs: the page's inline script
 * (index.html) draws it in the account button before the app runs, and the app starts with that
 * user shown, stale (`accountAtStart`), so its first render is the page as painted.
 */
import { peek, remove, write } from '../persistence/index.ts';
import type { KeptAccount } from '../persistence/offline-db.ts';
import type { GetState } from './actions.ts';
import { loadKeptSongs } from './offline-code.ts';
import type { AppData } from './types.ts';

/** Keeps the signed-in user and their plan as the server just gave them. */
export async function rememberAccount(get: GetState): Promise<void> {
  const { user, plan, deps } = get();
  if (!user.signedIn || user.stale || user.id === null || !deps.storage) return;
  try {
    await (await loadKeptSongs()).keepAccount({
      userId: user.id,
      name: user.name ?? '',
      planObject: plan.planObject,
    });
    write(deps.storage, 'accountName', user.name ?? '');
    write(deps.storage, 'accountKept', true);
  } catch (error) {
    console.error('Could not keep the account for offline use', error);
  }
}

/** The account kept, or null (none, or IndexedDB cannot be read). */
export async function keptAccount(storage: Storage | null): Promise<KeptAccount | null> {
  if (peek(storage, 'accountKept') !== true) return null;
  try {
    return (await (await loadKeptSongs()).keptAccount()) ?? null;
  } catch (error) {
    console.error('Could not read the account kept for offline use', error);
    return null;
  }
}

/** Forgets the account kept (signed out, or the session has ended). */
export async function forgetAccount(storage: Storage | null): Promise<void> {
  remove(storage, 'accountName');
  if (peek(storage, 'accountKept') !== true) return;
  remove(storage, 'accountKept');
  try {
    await (await loadKeptSongs()).forgetAccount();
  } catch (error) {
    console.error('Could not forget the account kept for offline use', error);
  }
}

/**
 * A start with no network, an account kept: who the page's inline script painted in the account
 * button (the name kept beside the marker), marked stale, to start the store with; its id and plan
 * follow once IndexedDB's copy is read (session.ts). Null otherwise (online, nobody kept, no name).
 */
export function accountAtStart(storage: Storage | null): Pick<AppData, 'user' | 'sessionChecked'> | null {
  if (globalThis.navigator?.onLine !== false || peek(storage, 'accountKept') !== true) return null;
  const name = peek(storage, 'accountName');
  if (typeof name !== 'string' || name === '') return null;
  return {
    user: { signedIn: true, signingInProcess: false, id: null, name, stale: true },
    sessionChecked: true,
  };
}
