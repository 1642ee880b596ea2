import { formatShortDate, type PlanObject } from '@ringalong/song';
import type { PlanFlags } from '../../store/domain.ts';
import type { PlanState } from '../../store/types.ts';

export type SubscriptionDisplay =
  | { kind: 'checkout'; lines: string[] }
  | { kind: 'finalizing'; lines: string[] }
  | { kind: 'unlocked'; lines: string[] }
  | { kind: 'failed'; lines: string[] }
  | { kind: 'canceled'; lines: string[] }
  | { kind: 'active'; lines: string[] }
  | { kind: 'none'; lines: string[] };

function purchaseDate(plan: PlanObject): string {
  return formatShortDate(plan.issued ?? plan.created);
}

/** Which message Manage Subscription shows (spec section 4, subscription display states). */
export function subscriptionDisplay(plan: PlanState, flags: PlanFlags, product: string): SubscriptionDisplay {
  const object = plan.planObject;
  if (plan.inTransition) return { kind: 'checkout', lines: ['The secure checkout will open shortly'] };
  if (plan.planBeingProcessed) {
    return {
      kind: 'finalizing',
      lines: ['Thank you! Your subscription is being finalized and will be active shortly. Please wait'],
    };
  }
  if (plan.purchaseFailed)
    return { kind: 'failed', lines: ['Something went wrong, unable to process payment.'] };
  const unlocked = plan.accessUnlockedMessage ? [`Sweet! You now have full access to ${product}.`] : [];
  if (object && flags.canceled) {
    const until = formatShortDate(object.current_period_end);
    return {
      kind: 'canceled',
      lines: [...unlocked, `Your subscription is canceled. You keep full access until ${until}.`],
    };
  }
  if (object && flags.subscribed) {
    const renews = formatShortDate(object.current_period_end);
    return {
      kind: unlocked.length > 0 ? 'unlocked' : 'active',
      lines: [
        ...unlocked,
        `Purchased on ${purchaseDate(object)}.`,
        `Renews automatically on ${renews}.`,
        `If you cancel, you keep full access until ${renews}.`,
      ],
    };
  }
  return { kind: 'none', lines: ['You have no active subscription at this time.'] };
}
