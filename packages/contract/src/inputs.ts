/**
 * What the routes accept: path parameters, query strings and bodies. Kept apart from the answers
 * (routes.ts) so a client, which only reads answers, never loads these schemas.
 */
import { songSchema, staveSchema, timeSignatureSchema } from '@ringalong/song';
import * as z from 'zod/mini';
import type { RouteName } from './routes.ts';

/** A positive whole number that arrives as text in a path or query string. */
export const idParamSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
});
export type IdParam = z.infer<typeof idParamSchema>;

/** A path on our own origin: one leading slash, never `//host` or a scheme. */
export const sameOriginPathSchema = z
  .string()
  .check(z.maxLength(512), z.regex(/^\/(?![/\\])[^\s]*$/, 'returnTo must be a path on this site'));

export const signInBodySchema = z.strictObject({ returnTo: z.optional(sameOriginPathSchema) });
export type SignInBody = z.infer<typeof signInBodySchema>;

/** The server sanitizes the name again (spec section 5); the raw text only has to be short. */
export const updateUsernameBodySchema = z.strictObject({ name: z.string().check(z.maxLength(200)) });
export type UpdateUsernameBody = z.infer<typeof updateUsernameBodySchema>;

const bellBound = z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(128)));

/**
 * Library search criteria as they travel in a query string. `eightNote` asks for songs whose
 * bells all lie in the 8 Note Set; the server works that out from the staves itself.
 */
export const songSearchQuerySchema = z.object({
  text: z.optional(z.string().check(z.maxLength(100))),
  bellMin: bellBound,
  bellMax: bellBound,
  eightNote: z.optional(z.stringbool()),
  is_public: z.optional(z.stringbool()),
});
export type SongSearchQuery = z.infer<typeof songSearchQuerySchema>;

/**
 * The exported song of the specification (sections 3 and 7: meta, staves, timeSignatures) as its
 * clients send it: without a version (or version 0), with a title as typed. The server lifts it to
 * the current version and cleans the title by the export rule (spec section 5: trimmed, letters,
 * digits and spaces, at most 60 characters; empty becomes 'New Song' and six random digits)
 * instead of refusing it. Missing time signatures become 4/4 at beat 0. Staves, notes and
 * signatures follow the same rules as in a current song.
 */
export const unversionedSongSchema = z.object({
  version: z.optional(z.literal(0)),
  meta: z.optional(
    z.object({
      title: z.optional(z.string({ error: 'The title must be text' }).check(z.maxLength(1000))),
      eight_note_compatible: z.optional(z.boolean()),
      bell_count: z.optional(z.int().check(z.minimum(0))),
    }),
  ),
  staves: z.array(staveSchema),
  timeSignatures: z.optional(z.array(timeSignatureSchema)),
});
export type UnversionedSong = z.infer<typeof unversionedSongSchema>;

/**
 * Body of POST /songs, PUT /songs/:id and PUT /users/subscribe: a current song (version 1, whose
 * title must already be clean), or the specification's unversioned export.
 */
export const songBodySchema = z.union([songSchema, unversionedSongSchema]);

export const publicityBodySchema = z.strictObject({ is_public: z.boolean() });
export type PublicityBody = z.infer<typeof publicityBodySchema>;

/**
 * PUT /users/subscribe carries the song being worked on, so nothing is lost on the way to checkout.
 * The server keeps it only when it holds work: at least one note, or a title other than the default
 * 'New Song' (or empty). An untouched song is not kept, so no empty song lands in Your Songs.
 */
export const subscribeBodySchema = songBodySchema;

export const subscriptionActionBodySchema = z.object({
  subscriptionId: z.string().check(z.minLength(1), z.maxLength(255)),
});
export type SubscriptionActionBody = z.infer<typeof subscriptionActionBodySchema>;

export interface RouteInput {
  readonly params?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
}

/** The input of each route of the table that takes any; the server validates with these schemas. */
export const routeInputs = {
  signIn: { body: signInBodySchema },
  updateUsername: { body: updateUsernameBodySchema },
  publicSongs: { query: songSearchQuerySchema },
  listSongs: { query: songSearchQuerySchema },
  getSong: { params: idParamSchema },
  createSong: { body: songBodySchema },
  saveSong: { params: idParamSchema, body: songBodySchema },
  setPublicity: { params: idParamSchema, body: publicityBodySchema },
  deleteSong: { params: idParamSchema },
  subscribe: { body: subscribeBodySchema },
  unsubscribe: { body: subscriptionActionBodySchema },
  resumeSubscription: { body: subscriptionActionBodySchema },
} as const satisfies Partial<Record<RouteName, RouteInput>>;
