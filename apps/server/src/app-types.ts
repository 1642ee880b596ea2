import type { SignInService } from './auth/sign-in.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/index.ts';
import type { SongListChanges } from './songs/list-changes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated environment (see config.ts). */
    config: Config;
    /** The Drizzle database: PGlite or PostgreSQL. */
    db: Db;
    /** The same database with its health check (`ping`) and `close`. */
    database: Database;
    signIn: SignInService;
    /** Changes of the song lists kept ahead of their readers (the first page's demo list). */
    songLists: SongListChanges;
  }
}
