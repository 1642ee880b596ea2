/**
 * Opening a song (GET /songs/:id): the only answer that carries a whole song document. Apart from
 * the other answers so a client loads the song schema (and its rules) when it opens a song, not
 * before: routes.ts puts this operation in the table between the others.
 */
import { songSchema } from '@ringalong/song';
import * as z from 'zod/mini';
import type { RouteDef } from './client-routes.ts';
import { songMetadataSchema } from './songs.ts';

export const getSongResponseSchema = z.object({
  ...songMetadataSchema.shape,
  failed: z.literal(false),
  song_object: songSchema,
});
export type GetSongResponse = z.infer<typeof getSongResponseSchema>;

export const getSongRoute = {
  method: 'GET',
  path: '/songs/:id',
  auth: 'none',
  response: getSongResponseSchema,
} as const satisfies RouteDef;
