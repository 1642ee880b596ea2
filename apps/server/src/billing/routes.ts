import type { FastifyInstance } from 'fastify';
import type { ApiBindings, ApiContext } from '../api-routes.ts';
import { httpError } from '../http-error.ts';
import { setCancellation } from './cancellation.ts';
import { handedOverSong } from './pending-song.ts';
import { ProviderUnavailableError } from './provider.ts';
import { reconciledPlan } from './reconcile.ts';
import type { BillingService } from './service.ts';
import { subscribe } from './subscribe.ts';

/** A payment provider outage is the client's to retry later, not our 500. */
export async function orUnavailable<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ProviderUnavailableError)
      throw httpError(503, error.message, { 'Retry-After': '30' });
    throw error;
  }
}

/** Cancel sets cancel-at-period-end; resume clears it. Same checks, same answer. */
const cancellation = (app: FastifyInstance, billing: BillingService, cancel: boolean) => ({
  rateLimit: 'writes' as const,
  handle: async ({ user, body }: ApiContext<'unsubscribe' | 'resumeSubscription'>) =>
    orUnavailable(() => setCancellation(app.db, billing, user.id, body.subscriptionId, cancel)),
});

export function billingRoutes(
  app: FastifyInstance,
  billing: BillingService,
): Pick<ApiBindings, 'plan' | 'subscribe' | 'unsubscribe' | 'resumeSubscription'> {
  return {
    plan: {
      handle: async ({ user, request }) => {
        const planObject = await reconciledPlan(app.db, billing, user.id, request.log);
        return { planObject, handedOverSong: await handedOverSong(app.db, user.id) };
      },
    },
    subscribe: {
      rateLimit: 'writes',
      handle: async ({ user, body: song }) => {
        const url = await orUnavailable(() => subscribe(app.db, billing, user, song));
        return { success: true, url };
      },
    },
    unsubscribe: cancellation(app, billing, true),
    resumeSubscription: cancellation(app, billing, false),
  };
}
