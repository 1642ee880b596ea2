import { parseSong } from '@ringalong/song';
import * as z from 'zod/mini';

/** The kept work as read back from local storage: anything else is ignored. */
const metaSchema = z.object({
  song_id: z.int().check(z.minimum(0)),
  title: z.optional(z.string()),
  display_name: z.optional(z.string()),
  user_id: z.optional(z.nullable(z.int())),
  is_public: z.optional(z.boolean()),
  is_demo: z.optional(z.boolean()),
  bell_count: z.optional(z.number()),
  view_count: z.optional(z.number()),
  revision: z.optional(z.int()),
});

/**
 * The kept song in the current song version: work kept by an older version of the app (a
 * version 1 or unversioned song) is lifted by the song migration, so it still opens.
 */
const keptSongSchema = z.pipe(
  z.unknown(),
  z.transform((value, ctx) => {
    const parsed = parseSong(value);
    if (parsed.ok) return parsed.song;
    ctx.issues.push({ code: 'custom', message: parsed.error, input: value });
    return z.NEVER;
  }),
);

export const workSchema = z.object({
  song: keptSongSchema,
  title: z.string(),
  loadedTitle: z.string(),
  meta: metaSchema,
  saveRequired: z.boolean(),
});
