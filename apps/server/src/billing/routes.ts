import {
  type PlanResponse,
  type SubscribeResponse,
  type SubscriptionActionResponse,
  subscriptionActionBodySchema,
} from '@ringalong/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from '../http-error.ts';
import { requireUser } from '../plugins/session.ts';
import { songFromBody } from '../songs/song-body.ts';
import { validate } from '../validate.ts';
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

export async function billingRoutes(app: FastifyInstance, billing: BillingService): Promise<void> {
  const writes = { config: { rateLimit: { max: app.config.rateLimits.writes, timeWindow: '1 minute' } } };

  app.get('/users/plan', async (request): Promise<PlanResponse> => {
    const user = requireUser(request);
    const planObject = await reconciledPlan(app.db, billing, user.id, request.log);
    return { planObject, handedOverSong: await handedOverSong(app.db, user.id) };
  });

  app.put('/users/subscribe', writes, async (request): Promise<SubscribeResponse> => {
    const user = requireUser(request);
    const song = songFromBody(request.body);
    const url = await orUnavailable(() => subscribe(app.db, billing, user, song));
    return { success: true, url };
  });

  /** Cancel sets cancel-at-period-end; resume clears it. Same checks, same answer. */
  const cancellation =
    (cancel: boolean) =>
    async (request: FastifyRequest): Promise<SubscriptionActionResponse> => {
      const user = requireUser(request);
      const { subscriptionId } = validate(subscriptionActionBodySchema, request.body);
      return orUnavailable(() => setCancellation(app.db, billing, user.id, subscriptionId, cancel));
    };
  app.put('/users/unsubscribe', writes, cancellation(true));
  app.put('/users/resume-subscription', writes, cancellation(false));
}
