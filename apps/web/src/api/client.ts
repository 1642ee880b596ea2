import {
  ifMatchHeader,
  type RouteName,
  routePath,
  routes,
  type SongSearchQuery,
  type SubscriptionActionBody,
} from '@ringalong/contract';
import type { Song } from '@ringalong/song';
import type * as z from 'zod/mini';
import { request } from './http.ts';

type Answer<N extends RouteName> = z.infer<(typeof routes)[N]['response']>;

async function call<N extends RouteName>(
  name: N,
  options: { id?: number; payload?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer<N>> {
  const route = routes[name];
  const path = routePath(route.path, options.id === undefined ? undefined : { id: options.id });
  const answer = await request(route.method, path, route.response, options.payload, {
    headers: options.headers,
  });
  return answer.data as Answer<N>;
}

/** The HTTP API of spec section 7, one function per route of the contract. */
export const api = {
  me: () => call('me'),
  signIn: (returnTo: string) => call('signIn', { payload: { returnTo } }),
  logout: () => call('logout'),
  updateUsername: (name: string) => call('updateUsername', { payload: { name } }),
  publicSongs: (query: SongSearchQuery) => call('publicSongs', { payload: query }),
  listSongs: (query: SongSearchQuery) => call('listSongs', { payload: query }),
  getSong: (id: number) => call('getSong', { id }),
  /** A retry of one create passes the same key, so a create whose answer was lost is not made twice. */
  createSong: (song: Song, idempotencyKey: string) =>
    call('createSong', { payload: song, headers: { 'Idempotency-Key': idempotencyKey } }),
  saveSong: (id: number, revision: number, song: Song) =>
    call('saveSong', { id, payload: song, headers: { 'If-Match': ifMatchHeader(revision) } }),
  setPublicity: (id: number, isPublic: boolean) =>
    call('setPublicity', { id, payload: { is_public: isPublic } }),
  deleteSong: (id: number) => call('deleteSong', { id }),
  plan: () => call('plan'),
  subscribe: (song: Song) => call('subscribe', { payload: song }),
  unsubscribe: (body: SubscriptionActionBody) => call('unsubscribe', { payload: body }),
  resumeSubscription: (body: SubscriptionActionBody) => call('resumeSubscription', { payload: body }),
};
