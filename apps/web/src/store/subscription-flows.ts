/**
 * The subscription actions' server flows (loaded on first use, see later.ts): checkout (the work
 * handed over with it), cancel and resume. `subscription.ts` runs what must happen at once.
 */

import type { PlanObject } from '@ringalong/song';
import { errorMessage, failureDetail } from '../api/errors.ts';
import { callApi } from '../api/index.ts';
import { PRODUCT_NAME } from '../config.ts';
import type { GetState, SetState } from './actions.ts';
import { adoptHandedOverSong, handoverSong } from './handover.ts';
import { flagsNow } from './load.ts';
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

const PLAN_POLL_MS = 1000;
const PLAN_POLL_LIMIT = 120;

/**
 * The subscription's first payment failed for good (Stripe's `incomplete_expired`, which is also
 * what Decline payment at the local checkout leaves): no point following the plan any longer.
 */
const paymentFailed = (plan: PlanObject | null) => plan?.status === 'incomplete_expired';

export function subscriptionFlows(set: SetState, get: GetState, doc: SongDocument) {
  const setPlan = (changes: Partial<ReturnType<GetState>['plan']>) =>
    set((s) => ({ plan: { ...s.plan, ...changes } }));

  return {
    /** Back from checkout: follow the plan until access starts or the payment failed for good. */
    followPlanAfterCheckout: async (): Promise<void> => {
      const { deps } = get();
      for (let attempt = 0; attempt < PLAN_POLL_LIMIT; attempt++) {
        try {
          await get().fetchPlan();
          if (flagsNow(get).upgraded || paymentFailed(get().plan.planObject)) break;
        } catch (error) {
          console.error('Plan fetch failed:', errorMessage(error));
        }
        await deps.wait(PLAN_POLL_MS);
      }
      const upgraded = flagsNow(get).upgraded;
      // Declined, or still not upgraded after following the plan for two minutes: no payment went through.
      setPlan({ planBeingProcessed: false, accessUnlockedMessage: upgraded, purchaseFailed: !upgraded });
      if (!upgraded) return;
      get().notify({
        severity: 'success',
        summary: `Sweet! You now have full access to ${PRODUCT_NAME}.`,
        life: 3000,
      });
      window.history.replaceState(null, '', '/');
      await adoptHandedOverSong(set, get, doc);
      await get().refreshLibrary();
    },

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
