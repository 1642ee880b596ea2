/**
 * The subscription actions' server flows (loaded on first use, see later.ts): checkout (the work
 * handed over with it), cancel and resume. `subscription.ts` runs what must happen at once.
 */
import { errorMessage, failureDetail } from '../api/errors.ts';
import { callApi } from '../api/index.ts';
import type { GetState, SetState } from './actions.ts';
import { handoverSong } from './handover.ts';
import type { SongDocument } from './types.ts';

/** Checkout could not be started: the dialog stops waiting for it. */
function checkoutFailed(set: SetState, get: GetState, error: unknown): void {
  set((s) => ({ plan: { ...s.plan, inTransition: false } }));
  get().notify({
    severity: 'error',
    summary: "Couldn't create checkout",
    detail: failureDetail(error),
    life: 4000,
  });
}

const cancelFailed = (error: unknown) => console.error('Cancel failed:', errorMessage(error));
const resumeFailed = (error: unknown) => console.error('Resume failed:', errorMessage(error));

export function subscriptionFlows(set: SetState, get: GetState, doc: SongDocument) {
  const setPlan = (changes: Partial<ReturnType<GetState>['plan']>) =>
    set((s) => ({ plan: { ...s.plan, ...changes } }));

  return {
    subscribe: async (): Promise<void> => {
      try {
        const { url } = await callApi('subscribe', handoverSong(get, doc));
        get().deps.navigate(url);
      } catch (error) {
        checkoutFailed(set, get, error);
      }
    },

    cancelSubscription: async (subscriptionId: string): Promise<void> => {
      try {
        const answer = await callApi('unsubscribe', { subscriptionId });
        setPlan({
          planObject: answer.planObject,
          subscriptionTerminationSuccessfull: answer.success,
          accessUnlockedMessage: false,
        });
        get().notify({ severity: 'success', summary: answer.message || 'Subscription canceled', life: 3000 });
      } catch (error) {
        cancelFailed(error);
      }
    },

    resumeSubscription: async (subscriptionId: string): Promise<void> => {
      try {
        const answer = await callApi('resumeSubscription', { subscriptionId });
        setPlan({
          planObject: answer.planObject,
          subscriptionTerminationSuccessfull: false,
          accessUnlockedMessage: false,
        });
        get().notify({ severity: 'success', summary: answer.message || 'Subscription resumed', life: 3000 });
      } catch (error) {
        resumeFailed(error);
      }
    },
  };
}
