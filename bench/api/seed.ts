import type { Db } from '../../apps/server/src/db/index.ts';
import { subscriptions } from '../../apps/server/src/db/schema/billing.ts';
import { songs, users } from '../../apps/server/src/db/schema/core.ts';
import { insertSession } from '../../apps/server/src/plugins/session.ts';
import { songColumns } from '../../apps/server/src/seed/seed.ts';

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

type SongDoc = typeof songs.$inferInsert.document;

export function songDocument(title: string, pitches: readonly number[], beatsPerStave: number): SongDoc {
  return {
    version: 1,
    meta: { title, eight_note_compatible: false, bell_count: pitches.length },
    staves: pitches.map((pitchId) => ({
      pitchId,
      notes: Array.from({ length: beatsPerStave }, (_, i) => ({ beat: i * 0.5 })),
    })),
    timeSignatures: [{ beat: 0, numerator: 4, denominator: 4 }],
  };
}

async function user(db: Db, name: string, upgraded: boolean) {
  const [row] = await db
    .insert(users)
    .values({ issuer: 'urn:bench', subject: name, email: `${name}@bench.example`, displayName: name })
    .returning({ id: users.id });
  if (upgraded) {
    await db.insert(subscriptions).values({
      id: `local_bench_${name}`,
      userId: row!.id,
      provider: 'local',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 365 * 86_400_000),
    });
  }
  return { id: row!.id, token: await insertSession(db, row!.id) };
}

/** Library of `count` public songs by other people, plus the benchmark's own users and songs. */
export async function seedLibrary(db: Db, count: number, saveSongs: number) {
  const next = random(42);
  const owner = await user(db, 'composer', true);
  const viewer = await user(db, 'listener', true);
  const pick = () => WORDS[Math.floor(next() * WORDS.length)]!;
  for (let start = 0; start < count; start += 2000) {
    const batch = Array.from({ length: Math.min(2000, count - start) }, (_, i) => {
      const bells = 1 + Math.floor(next() * 24);
      const low = next() < 0.3 ? 60 : 48;
      const pitches = Array.from({ length: bells }, (_, p) => low + p);
      const doc = songDocument(
        `${pick()} ${pick()} ${pick()} ${start + i}`.replace(/^./, (c) => c.toUpperCase()),
        pitches,
        4,
      );
      return {
        ...songColumns(doc),
        userId: owner.id,
        isPublic: true,
        viewCount: Math.floor(next() * 1000),
        document: doc,
      };
    });
    await db.insert(songs).values(batch);
  }
  const big = songDocument('Two Thousand Notes', [60, 62, 64, 65, 67, 69, 71, 72], 250);
  const [bigRow] = await db
    .insert(songs)
    .values({ ...songColumns(big), userId: owner.id, isPublic: true, document: big })
    .returning({ id: songs.id });
  const saveIds: number[] = [];
  for (let i = 0; i < saveSongs; i++) {
    const doc = songDocument(`Draft ${i}`, [60, 62, 64, 65], 50);
    const [row] = await db
      .insert(songs)
      .values({ ...songColumns(doc), userId: owner.id, document: doc })
      .returning({ id: songs.id });
    saveIds.push(row!.id);
  }
  return { owner, viewer, bigSongId: bigRow!.id, saveIds, words: WORDS };
}
