/**
 * The store's flows that talk to the server (save, create, open, delete, publicity, subscribe and
 * the checkout hand-over) are not needed for the first picture or the library: they load on first
 * use, in a chunk of their own. Every such action is async already, so waiting for the code is
 * invisible to its callers. Its code not arriving is met like a call without an answer (a
 * `NetworkError`, as for the API client's own code), and the next use tries the download again.
 */
import { errorMessage } from '../api/errors.ts';
import { NetworkError } from '../api/http.ts';
import { loadOnce } from '../load-once.ts';

type FlowsCode = typeof import('./flows.chunk.ts');

export const loadFlows = loadOnce(
  (): Promise<FlowsCode> =>
    import('./flows.chunk.ts').catch((cause: unknown) => {
      throw new NetworkError(cause);
    }),
);

/**
 * Back from checkout: when the work restored here is the song the server saved at checkout, it
 * takes on that record (handover.ts). Never fails: a check that cannot be made changes nothing.
 */
export async function adoptHandedOverSong(
  ...args: Parameters<FlowsCode['adoptHandedOverSong']>
): Promise<void> {
  try {
    await (await loadFlows()).adoptHandedOverSong(...args);
  } catch (error) {
    console.error('Could not check the song saved at checkout:', errorMessage(error));
  }
}
