import * as z from 'zod/mini';

/**
 * Every error the API answers has this body. `success: false` and `failed: true` are there for
 * the app's older call sites (spec section 7 reads `success` on writes and `failed` on opening a
 * song), so one shape serves every route.
 */
export const apiErrorSchema = z.object({
  statusCode: z.int(),
  error: z.string(),
  message: z.string(),
  success: z.literal(false),
  failed: z.literal(true),
});

/** 412 from PUT /songs/:id: the revision the song has now (also its ETag), to reopen or merge from. */
export const staleRevisionErrorSchema = z.object({
  ...apiErrorSchema.shape,
  revision: z.int().check(z.positive()),
});
