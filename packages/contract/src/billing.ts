import type { PlanObject } from '@ringalong/song';
import * as z from 'zod/mini';
import { songMetadataSchema } from './songs.ts';

const isoDate = z.nullable(z.string());

export const planObjectSchema = z.object({
  plan_id: z.nullable(z.string()),
  plan_type: z.nullable(z.string()),
  issued: isoDate,
  expired: isoDate,
  canceled: isoDate,
  created: isoDate,
  subscription_id: z.nullable(z.string()),
  status: z.nullable(
    z.enum([
      'incomplete',
      'incomplete_expired',
      'trialing',
      'active',
      'past_due',
      'canceled',
      'unpaid',
      'paused',
    ]),
  ),
  canceled_at: isoDate,
  ended_at: isoDate,
  current_period_end: isoDate,
  cancel_at_period_end: z.boolean(),
}) satisfies z.ZodMiniType<PlanObject>;

/**
 * `handedOverSong`: the private song the server saved from the song sent with subscribe, once access
 * started (null when none). Optional, so older servers and clients still read each other. Its
 * description in the OpenAPI document is in openapi.ts.
 */
export const planResponseSchema = z.object({
  planObject: planObjectSchema,
  handedOverSong: z.optional(z.nullable(songMetadataSchema)),
});
export type PlanResponse = z.infer<typeof planResponseSchema>;

export const subscribeResponseSchema = z.object({ success: z.literal(true), url: z.string() });
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

export const subscriptionActionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  planObject: planObjectSchema,
});
export type SubscriptionActionResponse = z.infer<typeof subscriptionActionResponseSchema>;
