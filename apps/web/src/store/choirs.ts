/**
 * The store's choir actions. Their code (the browser's and the server's flows, and the choir
 * schema: choir-flows.ts) comes with the store's server chunk (server.ts). Its code not
 * arriving is met like a call without an answer, and the next use tries the download again.
 */
import { loadOnce } from '../load-once.ts';
import { LOAD_FAILED, partFailedToast } from '../part-failed.ts';
import type { ChoirActions, GetState, SetState } from './actions.ts';
import type { choirFlows } from './choir-flows.ts';
import { loadServer } from './server.ts';

type Flows = ReturnType<typeof choirFlows>;

export function choirActions(set: SetState, get: GetState): ChoirActions {
  const flows = loadOnce((): Promise<Flows> => loadServer().then((code) => code.choirFlows(set, get)));
  /** Runs `use` with the flows; when their code does not arrive, says so and answers `otherwise()`. */
  const withFlows = async <T>(use: (made: Flows) => Promise<T>, otherwise: () => T): Promise<T> => {
    let made: Flows;
    try {
      made = await flows();
    } catch {
      get().notify(partFailedToast(true));
      return otherwise();
    }
    return use(made);
  };
  return {
    loadChoirs: () =>
      withFlows(
        (made) => made.load(),
        () => set((s) => ({ choir: { ...s.choir, status: 'error', error: LOAD_FAILED } })),
      ),
    saveChoir: (choir) =>
      withFlows(
        (made) => made.save(choir),
        () => false,
      ),
    deleteChoir: (id) =>
      withFlows(
        (made) => made.remove(id),
        () => undefined,
      ),
    setActiveChoir(id) {
      set((s) => ({ choir: { ...s.choir, activeId: id } }));
      void withFlows(
        async (made) => made.keepActive(id),
        () => undefined,
      );
    },
  };
}
