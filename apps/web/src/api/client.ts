import type { SongSearchQuery, SubscriptionActionBody } from '@ringalong/contract';
import { ifMatchHeader, type RouteDef, routePath, clientRoutes as routes } from '@ringalong/contract/client';
import type { Song } from '@ringalong/song';
import type * as z from 'zod/mini';
import { NetworkError, request } from './http.ts';

/** One operation of the contract, called: the answer is checked against the route's schema. */
export async function call<R extends RouteDef>(
  route: R,
  options: {
    id?: number | string;
    payload?: unknown;
    headers?: Record<string, string>;
    callerLogs?: boolean;
  } = {},
): Promise<z.infer<R['response']>> {
  const path = routePath(route.path, options.id === undefined ? undefined : { id: options.id });
  const answer = await request(route.method, path, route.response, options.payload, {
    headers: options.headers,
    callerLogs: options.callerLogs,
  });
  return answer.data as z.infer<R['response']>;
}

/**
 * Opening a song: its answer's schema (the whole song schema) loads on the first song opened, not
 * with the rest of the client on start. Its code not arriving is a network failure.
 */
async function getSong(id: number) {
  const opening = await import('./open-song.ts').catch((cause: unknown) => {
    throw new NetworkError(cause);
  });
  return opening.getSong(id);
}

/** The HTTP API of spec section 7, one function per route of the contract. */
export const api = {
  // The session check logs its own answer, once (store/session.ts).
  me: () => call(routes.me, { callerLogs: true }),
  signIn: (returnTo: string) => call(routes.signIn, { payload: { returnTo } }),
  logout: () => call(routes.logout),
  updateUsername: (name: string) => call(routes.updateUsername, { payload: { name } }),
  publicSongs: (query: SongSearchQuery) => call(routes.publicSongs, { payload: query }),
  listSongs: (query: SongSearchQuery) => call(routes.listSongs, { payload: query }),
  getSong,
  /** A retry of one create passes the same key, so a create whose answer was lost is not made twice. */
  createSong: (song: Song, idempotencyKey: string) =>
    call(routes.createSong, { payload: song, headers: { 'Idempotency-Key': idempotencyKey } }),
  saveSong: (id: number, revision: number, song: Song) =>
    call(routes.saveSong, { id, payload: song, headers: { 'If-Match': ifMatchHeader(revision) } }),
  setPublicity: (id: number, isPublic: boolean) =>
    call(routes.setPublicity, { id, payload: { is_public: isPublic } }),
  deleteSong: (id: number) => call(routes.deleteSong, { id }),
  plan: () => call(routes.plan),
  subscribe: (song: Song) => call(routes.subscribe, { payload: song }),
  unsubscribe: (body: SubscriptionActionBody) => call(routes.unsubscribe, { payload: body }),
  resumeSubscription: (body: SubscriptionActionBody) => call(routes.resumeSubscription, { payload: body }),
};
