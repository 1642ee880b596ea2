import { parseSong, type Song } from '@ringalong/song';
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

/** The kept work but its song, which the song schema reads (parseSong). */
const recordSchema = z.object({
  title: z.string(),
  loadedTitle: z.string(),
  meta: metaSchema,
  saveRequired: z.boolean(),
});

export type ParsedWork =
  | { readonly ok: true; readonly work: z.infer<typeof recordSchema> & { readonly song: Song } }
  | { readonly ok: false; readonly problem: unknown };

/**
 * The kept work with its song in the current song version: work kept by an older version of the
 * app (a version 1 or unversioned song) is lifted by the song migration, so it still opens. The
 * song is read apart from the rest, by parseSong itself: a zod pipe around it would bring the pipe
 * and transform schemas of zod into the start-up code for this one use.
 */
export function parseWork(value: unknown): ParsedWork {
  const record = recordSchema.safeParse(value);
  if (!record.success) return { ok: false, problem: record.error.issues };
  const song = parseSong((value as { song?: unknown }).song);
  if (!song.ok) return { ok: false, problem: song.error };
  return { ok: true, work: { ...record.data, song: song.song } };
}
