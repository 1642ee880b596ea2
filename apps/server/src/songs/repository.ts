import type { SongMetadataBody, SongSearchQuery } from '@ringalong/contract';
import type { Song } from '@ringalong/song';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { songs, users } from '../db/schema/index.ts';
import { songColumns } from './columns.ts';
import { currentDocumentText } from './stored-song.ts';

/** At most this many songs per library page. */
export const LIST_LIMIT = 100;

export type LibraryScope = { kind: 'demo' } | { kind: 'public' } | { kind: 'own'; userId: number };

const metadataColumns = {
  song_id: songs.id,
  title: songs.title,
  display_name: users.displayName,
  user_id: songs.userId,
  is_public: songs.isPublic,
  is_demo: songs.isDemo,
  bell_count: songs.bellCount,
  view_count: songs.viewCount,
  revision: songs.revision,
  difficulty: songs.difficulty,
};

/** `%` and `_` typed by a person are letters, not wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One library page as JSON text, `[{song_id, title, ...}, ...]` in the page's order (the fields of
 * `SongMetadataBody`). The database builds the JSON, so the page comes back as one value instead
 * of a hundred rows to decode, map and serialize again: on PGlite, decoding the rows was the
 * largest cost of a list request.
 */
export async function searchSongsJson(
  db: Db,
  scope: LibraryScope,
  criteria: SongSearchQuery,
): Promise<string> {
  const where: SQL[] = [];
  // `o1, o2` carry the page's order out of the subquery, where the aggregate applies it again.
  let keys: { o1: SQL; o2: SQL };
  let inner: SQL;
  let outer: SQL;
  if (scope.kind === 'demo') {
    where.push(eq(songs.isDemo, true));
    keys = { o1: sql`${songs.id}`, o2: sql`0` };
    inner = sql`${songs.id} asc`;
    outer = sql`page.o1 asc`;
  } else if (scope.kind === 'public') {
    where.push(eq(songs.isPublic, true));
    keys = { o1: sql`${songs.viewCount}`, o2: sql`${songs.id}` };
    // Spelled like songs_public_idx (NULLS LAST), or the planner cannot walk that index in order.
    inner = sql`${songs.viewCount} desc nulls last, ${songs.id} desc nulls last`;
    outer = sql`page.o1 desc nulls last, page.o2 desc nulls last`;
  } else {
    where.push(eq(songs.userId, scope.userId));
    keys = { o1: sql`${songs.id}`, o2: sql`0` };
    inner = sql`${songs.id} desc`;
    outer = sql`page.o1 desc`;
  }
  const text = criteria.text?.trim();
  // lower(title) matches the trigram index, which serves partial, case-insensitive matches.
  if (text) where.push(sql`lower(${songs.title}) like ${likePattern(text)}`);
  if (criteria.bellMin !== undefined) where.push(gte(songs.bellCount, criteria.bellMin));
  if (criteria.bellMax !== undefined) where.push(lte(songs.bellCount, criteria.bellMax));
  if (criteria.eightNote) where.push(eq(songs.eightNote, true));
  const result = await db.execute(sql`
    select coalesce(json_agg(page.song order by ${outer}), '[]')::text as page
    from (
      select json_build_object(
          'song_id', ${songs.id}, 'title', ${songs.title}, 'display_name', ${users.displayName},
          'user_id', ${songs.userId}, 'is_public', ${songs.isPublic}, 'is_demo', ${songs.isDemo},
          'bell_count', ${songs.bellCount}, 'view_count', ${songs.viewCount}, 'revision', ${songs.revision},
          'difficulty', ${songs.difficulty}
        ) as song, ${keys.o1} as o1, ${keys.o2} as o2
      from ${songs} inner join ${users} on ${users.id} = ${songs.userId}
      where ${and(...where)}
      order by ${inner}
      limit ${LIST_LIMIT}
    ) page`);
  // One row on both drivers (node-postgres' QueryResult and PGlite's Results carry `rows`).
  return (result as unknown as { rows: { page: string }[] }).rows[0]!.page;
}

export async function findSongMetadata(db: Db, songId: number): Promise<SongMetadataBody | undefined> {
  const [row] = await db
    .select(metadataColumns)
    .from(songs)
    .innerJoin(users, eq(users.id, songs.userId))
    .where(eq(songs.id, songId));
  return row;
}

const documentText = sql<string>`${songs.document}::text`;
const documentVersion = sql<string | null>`${songs.document}->>'version'`;

/**
 * The song document as stored JSON text: a current one goes out as it is, never parsed and
 * re-serialized; one stored in an older version is lifted to the current one on the way out.
 */
export async function findSongDocumentText(db: Db, songId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ document: documentText, version: documentVersion })
    .from(songs)
    .where(eq(songs.id, songId));
  return row && currentDocumentText(row.document, row.version);
}

/** Counts a view by someone other than the owner; answers the new count and the document text in one trip. */
export async function countViewAndRead(
  db: Db,
  songId: number,
): Promise<{ viewCount: number; document: string } | undefined> {
  const [row] = await db
    .update(songs)
    .set({ viewCount: sql`${songs.viewCount} + 1` })
    .where(eq(songs.id, songId))
    .returning({ viewCount: songs.viewCount, document: documentText, version: documentVersion });
  return row && { viewCount: row.viewCount, document: currentDocumentText(row.document, row.version) };
}

export async function insertSong(db: Db, userId: number, song: Song): Promise<number> {
  const [row] = await db
    .insert(songs)
    .values({ ...songColumns(song), userId, document: song })
    .returning({ id: songs.id });
  return row!.id;
}

/**
 * Overwrites the song only if it is still at `expectedRevision`; the check and the write are one
 * statement, so two saves from one revision cannot both win. Answers the saved song's metadata
 * (from the same statement), or undefined when stale.
 */
export async function updateSongIfRevision(
  db: Db,
  songId: number,
  expectedRevision: number,
  song: Song,
): Promise<SongMetadataBody | undefined> {
  const [row] = await db
    .update(songs)
    .set({
      ...songColumns(song),
      document: song,
      revision: sql`${songs.revision} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(songs.id, songId), eq(songs.revision, expectedRevision)))
    .returning({
      ...metadataColumns,
      display_name: sql<string>`(select ${users.displayName} from ${users} where ${users.id} = ${songs.userId})`,
    });
  return row;
}

/**
 * The song's metadata if what it stores is exactly `song` (compared as jsonb, so key order does not
 * matter): a save retried after its answer was lost finds its own song already there.
 */
export async function findSongMetadataIfStored(
  db: Db,
  songId: number,
  song: Song,
): Promise<SongMetadataBody | undefined> {
  const [row] = await db
    .select({
      ...metadataColumns,
      display_name: sql<string>`(select ${users.displayName} from ${users} where ${users.id} = ${songs.userId})`,
    })
    .from(songs)
    .where(and(eq(songs.id, songId), sql`${songs.document} = ${JSON.stringify(song)}::jsonb`));
  return row;
}

export async function setSongPublicity(db: Db, songId: number, isPublic: boolean): Promise<void> {
  await db.update(songs).set({ isPublic, updatedAt: new Date() }).where(eq(songs.id, songId));
}

export async function deleteSong(db: Db, songId: number): Promise<void> {
  await db.delete(songs).where(eq(songs.id, songId));
}
