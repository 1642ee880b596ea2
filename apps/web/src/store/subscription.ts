import { partFailedToast } from '../part-failed.ts';
import type { GetState, SetState, SubscriptionActions } from './actions.ts';
import { flagsNow } from './load.ts';
import { loadServer } from './server.ts';
import type { subscriptionFlows } from './subscription-flows.ts';
import type { SongDocument } from './types.ts';

export function subscriptionActions(set: SetState, get: GetState, doc: SongDocument): SubscriptionActions {
  const setPlan = (changes: Partial<ReturnType<GetState>['plan']>) =>
    set((s) => ({ plan: { ...s.plan, ...changes } }));
  let made: ReturnType<typeof subscriptionFlows> | null = null;
  /**
   * The server flows, loaded on first use. When their code does not arrive, the user is told as
   * for any part of the app that could not be downloaded, and `failed` undoes what waited for it.
   */
  const flows = async (failed?: () => void) => {
    try {
      const code = await loadServer();
      made ??= code.subscriptionFlows(set, get, doc);
      return made;
    } catch {
      failed?.();
      get().notify(partFailedToast(true));
      return null;
    }
  };

  return {
    subscribe: async () => {
      get().closeDialog('subscriptionOptions');
      get().openDialog('manageSubscription');
      setPlan({ inTransition: true, purchaseFailed: false });
      get().keepWorkNow();
      await (await flows(() => setPlan({ inTransition: false })))?.subscribe();
    },

    buyForFriend: () => {
      get().closeDialog('subscriptionOptions');
      get().openDialog('manageSubscription');
    },

    activateCode: (_code) => {
      get().closeDialog('subscriptionOptions');
      get().openDialog('manageSubscription');
    },

    cancelSubscription: async () => {
      const subscriptionId = get().plan.planObject?.subscription_id;
      get().closeDialog('manageSubscription');
      if (!subscriptionId) return;
      get().notify({ severity: 'info', summary: 'Cancelling subscription', life: 2000 });
      await (await flows())?.cancelSubscription(subscriptionId);
    },

    resumeSubscription: async () => {
      const subscriptionId = get().plan.planObject?.subscription_id;
      if (!subscriptionId) return;
      get().notify({ severity: 'info', summary: 'Resuming subscription', life: 2000 });
      await (await flows())?.resumeSubscription(subscriptionId);
    },

    subscriptionSucceeded: async () => {
      get().notify({ severity: 'success', summary: 'Subscription being processed', life: 2000 });
      setPlan({ planBeingProcessed: true, accessUnlockedMessage: false, inTransition: false });
      get().openDialog('manageSubscription');
      const code = await flows(() => setPlan({ planBeingProcessed: false }));
      await code?.followPlanAfterCheckout();
    },

    checkoutCanceled: () => {
      setPlan({ inTransition: false, purchaseFailed: false, planBeingProcessed: false });
      get().openDialog('manageSubscription');
      // Paid in another tab after all: Manage Subscription says so, and no toast contradicts it.
      if (flagsNow(get).upgraded) return;
      get().notify({
        severity: 'info',
        summary: 'Checkout canceled',
        detail: 'No payment was made.',
        life: 3000,
      });
    },
  };
}
