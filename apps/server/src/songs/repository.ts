import { LIST_PAGE_MAX, type SongMetadataBody, type SongSearchQuery } from '@ringalong/contract';
import type { Song } from '@ringalong/song';
import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { songs, users } from '../db/schema/index.ts';
import { songColumns } from './columns.ts';
import { decodeCursor, encodeCursor, type ListKeys } from './list-cursor.ts';
import { currentDocumentText } from './stored-song.ts';

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

/** One library page: its songs as JSON text, how many match in all, and the cursor of the next page. */
export interface LibraryPage {
  /** `[{song_id, title, ...}, ...]` in the list's order (the fields of `SongMetadataBody`). */
  readonly json: string;
  readonly total: number;
  /** Null on the last page. */
  readonly nextCursor: string | null;
}

/** The scope's rows, its order, and the keyset condition of the rows after a cursor's keys. */
function scopeOrder(scope: LibraryScope) {
  if (scope.kind === 'demo') {
    return {
      where: eq(songs.isDemo, true),
      keys: [sql`0`, sql`${songs.id}`],
      inner: sql`${songs.id} asc`,
      after: ([, id]: ListKeys) => sql`${songs.id} > ${id}::bigint`,
    };
  }
  if (scope.kind === 'public') {
    return {
      where: eq(songs.isPublic, true),
      keys: [sql`${songs.viewCount}`, sql`${songs.id}`],
      // Spelled like songs_public_idx (NULLS LAST), or the planner cannot walk that index in order.
      inner: sql`${songs.viewCount} desc nulls last, ${songs.id} desc nulls last`,
      after: ([views, id]: ListKeys) =>
        sql`(${songs.viewCount}, ${songs.id}) < (${views}::bigint, ${id}::bigint)`,
    };
  }
  return {
    where: eq(songs.userId, scope.userId),
    keys: [sql`0`, sql`${songs.id}`],
    inner: sql`${songs.id} desc`,
    after: ([, id]: ListKeys) => sql`${songs.id} < ${id}::bigint`,
  };
}

/**
 * One library page, keyset-paged on the list's order (public: view count then id, both
 * descending; own: id descending; demo: id ascending), so a song saved or viewed between two
 * pages neither repeats a song nor skips one. The database builds the page's JSON, so it comes
 * back as one value instead of a hundred rows to decode, map and serialize again (on PGlite,
 * decoding the rows was the largest cost of a list request), with the total and the next page's
 * keys in the same statement. A bad `criteria.cursor` is a 400.
 */
export async function searchSongsPage(
  db: Db,
  scope: LibraryScope,
  criteria: SongSearchQuery,
): Promise<LibraryPage> {
  const order = scopeOrder(scope);
  const where: SQL[] = [order.where];
  const text = criteria.text?.trim();
  // lower(title) matches the trigram index, which serves partial, case-insensitive matches.
  if (text) where.push(sql`lower(${songs.title}) like ${likePattern(text)}`);
  if (criteria.bellMin !== undefined) where.push(gte(songs.bellCount, criteria.bellMin));
  if (criteria.bellMax !== undefined) where.push(lte(songs.bellCount, criteria.bellMax));
  if (criteria.eightNote) where.push(eq(songs.eightNote, true));
  const after = criteria.cursor === undefined ? [] : [order.after(decodeCursor(criteria.cursor))];
  const limit = criteria.limit ?? LIST_PAGE_MAX;
  // One row more than the page tells whether a next page exists.
  const result = await db.execute(sql`
    with page as (
      select json_build_object(
          'song_id', ${songs.id}, 'title', ${songs.title}, 'display_name', ${users.displayName},
          'user_id', ${songs.userId}, 'is_public', ${songs.isPublic}, 'is_demo', ${songs.isDemo},
          'bell_count', ${songs.bellCount}, 'view_count', ${songs.viewCount}, 'revision', ${songs.revision},
          'difficulty', ${songs.difficulty}
        ) as song, json_build_array(${sql.join(order.keys, sql`, `)}) as keys,
        row_number() over (order by ${order.inner}) as n
      from ${songs} inner join ${users} on ${users.id} = ${songs.userId}
      where ${and(...where, ...after)}
      order by ${order.inner}
      limit ${limit + 1}
    )
    select
      coalesce((select json_agg(song order by n) from page where n <= ${limit}), '[]')::text as page,
      (select keys::text from page where n = ${limit} and exists (select 1 from page where n > ${limit})) as next,
      (select count(*)::int from ${songs} where ${and(...where)}) as total`);
  // One row on both drivers (node-postgres' QueryResult and PGlite's Results carry `rows`).
  const row = (result as unknown as { rows: { page: string; next: string | null; total: number }[] })
    .rows[0]!;
  return {
    json: row.page,
    total: Number(row.total),
    nextCursor: row.next === null ? null : encodeCursor(JSON.parse(row.next) as [number, number]),
  };
}

/** One library page's songs as JSON text (`LibraryPage.json`): the first page, or the cursor's. */
export async function searchSongsJson(
  db: Db,
  scope: LibraryScope,
  criteria: SongSearchQuery,
): Promise<string> {
  return (await searchSongsPage(db, scope, criteria)).json;
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
