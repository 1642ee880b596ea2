/**
 * What the routes accept: path parameters, query strings, headers and bodies. Kept apart from the
 * answers (routes.ts) so a client, which only reads answers, never loads these schemas. Every
 * piece of text is built from text.ts, so no input carries a NUL character to the database.
 */
import {
  CHOIR_ID_MAX,
  choirSchema,
  legacyStaveSchema,
  songSchema,
  songV1Schema,
  songV2Schema,
  songV3Schema,
  songV4Schema,
  timeSignatureSchema,
} from '@ringalong/song';
import * as z from 'zod/mini';
import { createRoomBodySchema, roomCodeParamSchema } from './rooms.ts';
import type { RouteName } from './routes.ts';
import { booleanText, text, wholeNumberText } from './text.ts';

/** The largest song id: ids are PostgreSQL integers. */
export const MAX_ID = 2_147_483_647;

/** A positive whole number that arrives as text in a path. */
export const idParamSchema = z.object({ id: wholeNumberText(1, MAX_ID) });
export type IdParam = z.infer<typeof idParamSchema>;

/** A choir's id in a path: client-made, 1 to 40 letters, digits, '-' or '_' (a UUID fits). */
export const choirIdParamSchema = z.object({
  id: text(CHOIR_ID_MAX, {
    min: 1,
    pattern: /^[A-Za-z0-9_-]+$/,
    message: `A choir id must be 1 to ${CHOIR_ID_MAX} letters, digits, '-' or '_'`,
  }),
});

/**
 * PUT /choirs/:id: a whole choir (its name, ringers, and the bells and chimes it owns). The id in
 * the address is the choir's: an id in the body is replaced by it.
 */
export const choirBodySchema = choirSchema;

/** A path on our own origin: one leading slash, never `//host`, `/\\host` or a scheme; no spaces. */
export const sameOriginPathSchema = text(512, {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is one of the characters refused.
  pattern: /^\/(?:[^/\\\s\u0000][^\s\u0000]*)?$/,
  message: 'returnTo must be a path on this site',
});

export const signInBodySchema = z.strictObject({ returnTo: z.optional(sameOriginPathSchema) });
export type SignInBody = z.infer<typeof signInBodySchema>;

/**
 * POST /auth/sign-in may come without a body: it then returns to '/'. A body that is there must be
 * an object (`null` is refused).
 */
export const signInRequestSchema = z._default(signInBodySchema, {});

/** The server sanitizes the name again (spec section 5); the raw text only has to be short. */
export const updateUsernameBodySchema = z.strictObject({ name: text(200) });
export type UpdateUsernameBody = z.infer<typeof updateUsernameBodySchema>;

/** The most songs one library page holds, and what a list answers when `limit` is not given. */
export const LIST_PAGE_MAX = 100;

/** A bell bound: absent means no bound; present, it must be a whole number (an empty one is refused). */
const bellBound = z.optional(wholeNumberText(0, 128));

/**
 * Library search criteria as they travel in a query string. `eightNote` asks for songs whose
 * bells all lie in the 8 Note Set; the server works that out from the staves itself.
 */
export const songSearchQuerySchema = z.object({
  text: z.optional(text(100)),
  bellMin: bellBound,
  bellMax: bellBound,
  eightNote: z.optional(booleanText()),
  is_public: z.optional(booleanText()),
  /**
   * Where the next page starts: the `next_cursor` of the page before, as it came (opaque: 8 bytes
   * in base64url, and every text of this pattern is a place in the list). Absent: the first page.
   */
  cursor: z.optional(
    text(100, {
      pattern: /^[A-Za-z0-9_-]{10}[AEIMQUYcgkosw048]$/,
      message: "The cursor must be a list answer's next_cursor, as it came: ask for the first page again.",
    }),
  ),
  /** At most this many songs on the page (1 to 100; 100 when absent). */
  limit: z.optional(wholeNumberText(1, LIST_PAGE_MAX)),
});
export type SongSearchQuery = z.infer<typeof songSearchQuerySchema>;

/** `If-Match: "7"` (also `W/"7"` or `7`): the revision a save starts from, as GET /songs/:id's ETag names it. */
export const IF_MATCH_PATTERN = /^(?:W\/)?(?:"[0-9]{1,9}"|[0-9]{1,9})$/;

/** PUT /songs/:id: without If-Match the answer is 428, with a malformed one 400. */
export const saveSongHeadersSchema = z.object({
  'if-match': text(13, {
    pattern: IF_MATCH_PATTERN,
    message: 'If-Match must name a song revision, like "3"',
  }),
});

/**
 * POST /songs: a retry with the same key (and the same song) answers the song the first request
 * made instead of making another; keys are the caller's own and kept for a day.
 */
export const createSongHeadersSchema = z.object({
  'idempotency-key': z.optional(
    text(255, {
      min: 1,
      pattern: /^[!-~]+$/,
      message: 'Idempotency-Key must be 1 to 255 visible ASCII characters',
    }),
  ),
});

/**
 * The exported song of the specification (sections 3 and 7: meta, staves, timeSignatures) as its
 * clients send it: without a version (or version 0), with a title as typed. The server lifts it to
 * the current version and cleans the title by the export rule (spec section 5: trimmed, letters,
 * digits and spaces, at most 60 characters; empty becomes 'New Song' and six random digits)
 * instead of refusing it. Missing time signatures become 4/4 at beat 0. Staves, notes and
 * signatures follow the same rules as in a current song.
 */
export const unversionedStavesSchema = z.array(legacyStaveSchema);
export const unversionedSignaturesSchema = z.array(timeSignatureSchema);

export const unversionedSongSchema = z.object({
  version: z.optional(z.literal(0)),
  meta: z.optional(
    z.object({
      title: z.optional(text(1000, { typeError: 'The title must be text' })),
      eight_note_compatible: z.optional(z.boolean()),
      bell_count: z.optional(z.int().check(z.minimum(0))),
    }),
  ),
  staves: unversionedStavesSchema,
  timeSignatures: z.optional(unversionedSignaturesSchema),
});
export type UnversionedSong = z.infer<typeof unversionedSongSchema>;

/**
 * Body of POST /songs, PUT /songs/:id and PUT /users/subscribe: a current song (version 5, whose
 * title must already be clean and whose rehearsal marks sit on bar starts, with its dynamics,
 * hairpins, passages and accents), a version 4 song (none of version 5's techniques), a version 3 song (no expression), a version 2 song (no
 * marks), a version 1 song (lifted on the way in: handbell rows, lengths by the migration
 * rule), or the specification's unversioned export. Songs are always stored and answered in the
 * current version.
 */
export const songBodySchema = z.union([
  songSchema,
  songV4Schema,
  songV3Schema,
  songV2Schema,
  songV1Schema,
  unversionedSongSchema,
]);

export const publicityBodySchema = z.strictObject({ is_public: z.boolean() });
export type PublicityBody = z.infer<typeof publicityBodySchema>;

/**
 * PUT /users/subscribe carries the song being worked on, so nothing is lost on the way to checkout.
 * The server keeps it only when it holds work: at least one note, or a title other than the default
 * 'New Song' (or empty). An untouched song is not kept, so no empty song lands in Your Songs.
 */
export const subscribeBodySchema = songBodySchema;

export const subscriptionActionBodySchema = z.object({ subscriptionId: text(255, { min: 1 }) });
export type SubscriptionActionBody = z.infer<typeof subscriptionActionBodySchema>;

export interface RouteInput {
  readonly params?: z.ZodMiniObject;
  readonly query?: z.ZodMiniObject;
  /** Header names in lower case, as Node.js gives them. */
  readonly headers?: z.ZodMiniObject;
  readonly body?: z.ZodMiniType;
}

/** The input of each route of the table that takes any; the server validates with these schemas. */
export const routeInputs = {
  signIn: { body: signInRequestSchema },
  updateUsername: { body: updateUsernameBodySchema },
  publicSongs: { query: songSearchQuerySchema },
  listSongs: { query: songSearchQuerySchema },
  getSong: { params: idParamSchema },
  createSong: { headers: createSongHeadersSchema, body: songBodySchema },
  saveSong: { params: idParamSchema, headers: saveSongHeadersSchema, body: songBodySchema },
  setPublicity: { params: idParamSchema, body: publicityBodySchema },
  deleteSong: { params: idParamSchema },
  subscribe: { body: subscribeBodySchema },
  unsubscribe: { body: subscriptionActionBodySchema },
  resumeSubscription: { body: subscriptionActionBodySchema },
  saveChoir: { params: choirIdParamSchema, body: choirBodySchema },
  deleteChoir: { params: choirIdParamSchema },
  createRoom: { body: createRoomBodySchema },
  getRoom: { params: roomCodeParamSchema },
} as const satisfies Partial<Record<RouteName, RouteInput>>;
