/**
 * The store's server chunk (server.chunk.ts): the API client, the flows that talk to the server
 * and the reader of kept data, not needed for the first picture: loaded on first use, which the
 * start-up reads make right after the first paint (the page preloads it). Every such action is
 * async already, so waiting for the code is invisible to its callers. Its code not arriving is met
 * like a call without an answer (a `NetworkError`), and the next use tries the download again.
 */

import { errorMessage } from '../api/errors.ts';
import { NetworkError } from '../api/http.ts';
import type { ApiClient } from '../api/index.ts';
import { loadOnce } from '../load-once.ts';
import { find } from '../persistence/find.ts';
import type { KeptValue } from '../persistence/keys.ts';
import { KEY_NAMES, type KeyId } from '../persistence/names.ts';
import type { GetState, SetState } from './actions.ts';
import type { SongDocument } from './types.ts';

export const loadServer = loadOnce(() =>
  import('./server.chunk.ts').catch((cause: unknown) => {
    throw new NetworkError(cause);
  }),
);

/** One call of the API (api/index.ts), once the server chunk has arrived. */
export async function callApi<M extends keyof ApiClient>(
  method: M,
  ...args: Parameters<ApiClient[M]>
): Promise<Awaited<ReturnType<ApiClient[M]>>> {
  return (await loadServer()).callApi(method, ...args);
}

/**
 * The value kept for `id` as it is now (what is written meanwhile does not change it), read once
 * the reader's code has loaded; its default when what is kept is not readable; null when nothing
 * is kept (and then nothing loads) or the reader's code does not arrive.
 */
export function readKept<K extends KeyId>(storage: Storage | null, id: K): Promise<KeptValue<K> | null> {
  const found = find(storage, id);
  if (!found) return Promise.resolve(null);
  return loadServer().then(
    ({ readFound }) => readFound(storage, id, found),
    (cause: unknown) => {
      console.error(`The reader of ${KEY_NAMES[id].name} did not load; going without it`, cause);
      return null;
    },
  );
}

/**
 * Back from checkout: when the work restored here is the song the server saved at checkout, it
 * takes on that record (handover.ts). Never fails: a check that cannot be made changes nothing.
 */
export async function adoptHandedOverSong(set: SetState, get: GetState, doc: SongDocument): Promise<void> {
  try {
    await (await loadServer()).adoptHandedOverSong(set, get, doc);
  } catch (error) {
    console.error('Could not check the song saved at checkout:', errorMessage(error));
  }
}
