import { DIFFICULTY_LEVEL_MAX } from '@ringalong/song';
import * as z from 'zod/mini';

/** Library entry and loaded-song metadata (spec section 3), plus the revision for safe saves. */
export const songMetadataSchema = z.object({
  song_id: z.int().check(z.positive()),
  title: z.string(),
  display_name: z.string(),
  user_id: z.nullable(z.int()),
  is_public: z.boolean(),
  is_demo: z.boolean(),
  bell_count: z.int().check(z.minimum(0)),
  view_count: z.int().check(z.minimum(0)),
  revision: z.int().check(z.positive()),
  /**
   * The piece's difficulty level (1-7, `pieceDifficulty` of @ringalong/song), graded as the song is
   * saved. Optional so that a client reads an older server's answers; null while not graded yet.
   */
  difficulty: z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(DIFFICULTY_LEVEL_MAX)))),
});
export type SongMetadataBody = z.infer<typeof songMetadataSchema>;

/**
 * One library page. `total` counts every song that matches the criteria (all pages);
 * `next_cursor` asks for the page after this one (the query's `cursor`), null on the last page.
 * Both optional so that a client reads an older server's answers, which had one page of 100.
 */
export const songListResponseSchema = z.object({
  songs: z.array(songMetadataSchema),
  total: z.optional(z.int().check(z.minimum(0))),
  next_cursor: z.optional(z.nullable(z.string())),
});
export type SongListResponse = z.infer<typeof songListResponseSchema>;

export const createSongResponseSchema = songMetadataSchema;

export const saveSongResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  metadata: songMetadataSchema,
});
export type SaveSongResponse = z.infer<typeof saveSongResponseSchema>;

export const publicityResponseSchema = z.object({ success: z.literal(true), metadata: songMetadataSchema });
export type PublicityResponse = z.infer<typeof publicityResponseSchema>;

export const deleteSongResponseSchema = z.object({ success: z.literal(true) });

/** PUT /songs/:id needs `If-Match: "<revision>"`; a stale one is refused with 412 and this message. */
export const STALE_REVISION_MESSAGE = 'This song was changed elsewhere since you opened it.';

export function ifMatchHeader(revision: number): string {
  return `"${revision}"`;
}
