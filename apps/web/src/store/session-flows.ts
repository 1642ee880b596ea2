/**
 * The session actions' server flows that no start needs (loaded on first use, see later.ts):
 * going to sign in, and changing the username. `session.ts` runs what must happen at once.
 */
import { errorMessage, failureDetail } from '../api/errors.ts';
import { callApi } from '../api/index.ts';
import type { GetState, SetState } from './actions.ts';
import { cleanDisplayName } from './domain.ts';

export function sessionFlows(set: SetState, get: GetState) {
  return {
    /** Asks where to sign in and goes there; the work was kept before. */
    signIn: async (): Promise<void> => {
      const { deps } = get();
      try {
        const { url } = await callApi('signIn', deps.currentPath());
        deps.navigate(url);
      } catch (error) {
        set((s) => ({ user: { ...s.user, signingInProcess: false } }));
        get().notify({
          severity: 'error',
          summary: 'Unable to sign in',
          detail: failureDetail(error),
          life: 3000,
        });
        get().closeDialog('signIn');
      }
    },

    updateUsername: async (name: string): Promise<void> => {
      const failed = (detail: string) =>
        get().notify({ severity: 'error', summary: "Couldn't Update Username", detail, life: 1000 });
      try {
        const answer = await callApi('updateUsername', cleanDisplayName(name));
        if (!answer.success) return failed('The server did not change the name.');
        set((s) => ({ user: { ...s.user, name: answer.name } }));
        get().notify({ severity: 'success', summary: 'Username Updated', life: 500 });
      } catch (error) {
        console.error('Username update failed:', errorMessage(error));
        failed(failureDetail(error));
      }
    },
  };
}
