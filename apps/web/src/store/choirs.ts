/**
 * The choir actions: their code (the schema, storage, the server) loads on first use, off the
 * start-up path; every action but `setActiveChoir` is async already, and that one only waits for
 * the code to keep the choice.
 */
import { partFailedToast } from '../part-failed.ts';
import type { ChoirActions, GetState, SetState } from './actions.ts';

type Flows = ReturnType<typeof import('./choirs-code.ts').choirFlows>;

export function choirActions(set: SetState, get: GetState): ChoirActions {
  let made: Promise<Flows> | null = null;
  const flows = (): Promise<Flows> => {
    made ??= import('./choirs-code.ts').then(
      (code) => code.choirFlows(set, get),
      (cause: unknown) => {
        made = null;
        get().notify(partFailedToast(true));
        throw cause;
      },
    );
    return made;
  };
  return {
    loadChoirs: async () => (await flows()).loadChoirs(),
    saveChoir: async (choir) => (await flows()).saveChoir(choir),
    deleteChoir: async (id) => (await flows()).deleteChoir(id),
    setActiveChoir: (id) => {
      set((s) => ({ choir: { ...s.choir, activeId: id } }));
      void flows().then((code) => code.setActiveChoir(id));
    },
  };
}
