/**
 * The reads the app makes on start (who is signed in, the library, the plan), their answers
 * checked by functions Ajv compiled from the contract's schemas (`startup-checks.gen.ts`, made by
 * test/startup-checks-source.ts): the same rules as the zod schemas, without zod's 7 KB gzip
 * before any interaction. Every other call goes through client.ts and zod, loaded on first use.
 */
import type { SongSearchQuery } from '@ringalong/contract';
import {
  type MeResponse,
  type PlanResponse,
  type SongListResponse,
  STARTUP_PATHS,
} from '@ringalong/contract/client';
import { type AnswerCheck, request } from './http.ts';
import * as checks from './startup-checks.gen.ts';

interface CompiledCheck {
  (value: unknown): boolean;
  errors?: readonly { instancePath?: string; keyword?: string }[] | null;
}

/** A compiled check as `request` wants it: the answer, or a throw naming where it went wrong. */
function answer<T>(check: CompiledCheck): AnswerCheck<T> {
  return {
    parse(value) {
      if (check(value)) return value as T;
      const first = check.errors?.[0];
      throw new Error(
        `The answer fails the check '${first?.keyword ?? '?'}' at '${first?.instancePath ?? ''}'`,
      );
    },
  };
}

const me = answer<MeResponse>(checks.me as CompiledCheck);
const songList = answer<SongListResponse>(checks.songList as CompiledCheck);
const plan = answer<PlanResponse>(checks.plan as CompiledCheck);

const read = async <T>(
  path: string,
  check: AnswerCheck<T>,
  query?: SongSearchQuery,
  options?: { callerLogs: boolean },
): Promise<T> => (await request('GET', path, check, query, options)).data;

export const startupApi = {
  // The session check logs its own answer, once (store/session.ts).
  me: () => read(STARTUP_PATHS.me, me, undefined, { callerLogs: true }),
  publicSongs: (query: SongSearchQuery) => read(STARTUP_PATHS.publicSongs, songList, query),
  listSongs: (query: SongSearchQuery) => read(STARTUP_PATHS.listSongs, songList, query),
  plan: () => read(STARTUP_PATHS.plan, plan),
};
