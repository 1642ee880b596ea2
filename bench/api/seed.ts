import type { subscriptions as SubscriptionsTable } from '../../apps/server/src/db/schema/billing.ts';
import type { songs as SongsTable, users as UsersTable } from '../../apps/server/src/db/schema/core.ts';

/**
 * What seeding needs from the server code of the checkout being measured (this one, or the
 * baseline's from a git worktree): its own tables, session and derived-column code, so each
 * checkout's database is built by its own migrations and rules.
 */
export interface ServerModules {
  readonly songs: typeof SongsTable;
  readonly users: typeof UsersTable;
  readonly subscriptions: typeof SubscriptionsTable;
  // biome-ignore lint/suspicious/noExplicitAny: the Db type of whichever checkout is loaded
  readonly insertSession: (db: any, userId: number) => Promise<string>;
  readonly songColumns: (song: SongDoc) => Record<string, unknown>;
}
// biome-ignore lint/suspicious/noExplicitAny: the Db type of whichever checkout is loaded
type AnyDb = any;

const WORDS = (
  'bright bell carol chime dawn evening festival gentle harvest joyful lantern meadow morning ' +
  'night ocean peal quiet river silver spring star summer thunder valley winter anthem ballad ' +
  'canon dance echo fanfare hymn jubilee lullaby march nocturne prelude round song waltz'
).split(' ');

/** A small deterministic generator, so every run searches the same library. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

type SongDoc = typeof SongsTable.$inferInsert.document;

export function songDocument(title: string, pitches: readonly number[], beatsPerStave: number): SongDoc {
  return {
    version: 5,
    meta: { title, eight_note_compatible: false, bell_count: pitches.length },
    staves: pitches.map((pitchId) => ({
      pitchId,
      instrument: 'handbell',
      notes: Array.from({ length: beatsPerStave }, (_, i) => ({ beat: i * 0.5, length: 0.5 })),
    })),
    timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
  };
}

/** The specification's note limit: 8 bells of 250 notes, the largest song anyone can save. */
export const FULL_SONG_PITCHES = [60, 62, 64, 65, 67, 69, 71, 72] as const;
export const FULL_SONG_BEATS = 250;

async function user(m: ServerModules, db: AnyDb, name: string, upgraded: boolean) {
  const [row] = await db
    .insert(m.users)
    .values({ issuer: 'urn:bench', subject: name, email: `${name}@bench.example`, displayName: name })
    .returning({ id: m.users.id });
  if (upgraded) {
    await db.insert(m.subscriptions).values({
      id: `local_bench_${name}`,
      userId: row.id,
      provider: 'local',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 365 * 86_400_000),
    });
  }
  return { id: row.id as number, token: await m.insertSession(db, row.id) };
}

const BATCH = 500;

/** Library of `count` public songs by other people, plus the benchmark's own users and 2000-note songs. */
export async function seedLibrary(m: ServerModules, db: AnyDb, count: number, saveSongs: number) {
  const next = random(42);
  const owner = await user(m, db, 'composer', true);
  const viewer = await user(m, db, 'listener', true);
  const pick = () => WORDS[Math.floor(next() * WORDS.length)]!;
  // Batches small enough to finish within the server pool's 1 s statement timeout on a busy machine.
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
      const bells = 1 + Math.floor(next() * 24);
      const low = next() < 0.3 ? 60 : 48;
      const pitches = Array.from({ length: bells }, (_, p) => low + p);
      const doc = songDocument(
        `${pick()} ${pick()} ${pick()} ${start + i}`.replace(/^./, (c) => c.toUpperCase()),
        pitches,
        4,
      );
      return {
        ...m.songColumns(doc),
        userId: owner.id,
        isPublic: true,
        viewCount: Math.floor(next() * 1000),
        document: doc,
      };
    });
    await db.insert(m.songs).values(batch);
  }
  const big = songDocument('Two Thousand Notes', FULL_SONG_PITCHES, FULL_SONG_BEATS);
  const [bigRow] = await db
    .insert(m.songs)
    .values({ ...m.songColumns(big), userId: owner.id, isPublic: true, document: big })
    .returning({ id: m.songs.id });
  const saveIds: number[] = [];
  for (let i = 0; i < saveSongs; i++) {
    const doc = songDocument(`Draft ${i}`, FULL_SONG_PITCHES, FULL_SONG_BEATS);
    const [row] = await db
      .insert(m.songs)
      .values({ ...m.songColumns(doc), userId: owner.id, document: doc })
      .returning({ id: m.songs.id });
    saveIds.push(row.id);
  }
  return { owner, viewer, bigSongId: bigRow.id as number, saveIds, words: WORDS };
}
