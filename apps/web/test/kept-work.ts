import fc from 'fast-check';
import type { KeptWork } from '../src/persistence/keys.ts';
import { assignedSong } from './choir.ts';

/** Kept work as the app writes it: a choir-assigned song, the titles, the store's record of it. */
export const keptWork: fc.Arbitrary<KeptWork> = fc.record({
  song: fc.constant(assignedSong()),
  title: fc.string(),
  loadedTitle: fc.string(),
  meta: fc.record(
    {
      song_id: fc.nat(),
      title: fc.string(),
      user_id: fc.option(fc.nat(), { nil: null }),
      is_public: fc.boolean(),
      is_demo: fc.boolean(),
      revision: fc.nat(),
    },
    { requiredKeys: ['song_id'] },
  ),
  saveRequired: fc.boolean(),
});
