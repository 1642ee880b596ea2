import type { SongSearchQuery, SubscriptionActionBody } from '@ringalong/contract';
import { ifMatchHeader, clientRoutes as routes } from '@ringalong/contract/client';
import type { Song } from '@ringalong/song';
import { call } from './call.ts';
import { getSong } from './open-song.ts';

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
