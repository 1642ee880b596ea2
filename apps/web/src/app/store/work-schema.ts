import { songSchema } from '@ringalong/song';
import { z } from 'zod';

/** The kept work as read back from local storage: anything else is ignored. */
const metaSchema = z
  .object({
    song_id: z.number().int().min(0),
    title: z.string().optional(),
    display_name: z.string().optional(),
    user_id: z.number().int().nullable().optional(),
    is_public: z.boolean().optional(),
    is_demo: z.boolean().optional(),
    bell_count: z.number().optional(),
    view_count: z.number().optional(),
    revision: z.number().int().optional(),
  })
  .strip();

export const workSchema = z.object({
  song: songSchema,
  title: z.string(),
  loadedTitle: z.string(),
  meta: metaSchema,
  saveRequired: z.boolean(),
});
