/** The route table's definitions, and the operations a client needs before it opens a song. */
import type * as z from 'zod/mini';
import * as auth from './auth.ts';
import * as billing from './billing.ts';
import * as songs from './songs.ts';
import { STARTUP_PATHS } from './startup-paths.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Who may call: anyone, a signed-in user, or a user whose plan is upgraded. */
export type RouteAuth = 'none' | 'user' | 'upgraded';

export interface RouteDef {
  readonly method: HttpMethod;
  /** Fastify-style path; `:id` is the only parameter. Served at the root and under `/api`. */
  readonly path: string;
  readonly auth: RouteAuth;
  readonly response: z.ZodMiniType;
  /** Status of a successful answer when it is not 200. */
  readonly status?: number;
}

/**
 * Every operation of the HTTP API but opening a song (getSong, in song-document.ts), with what it
 * answers: what a client calls before it opens a song, without the song schema (the whole table
 * is `routes` in routes.ts).
 */
export const clientRoutes = {
  me: { method: 'GET', path: STARTUP_PATHS.me, auth: 'user', response: auth.meResponseSchema },
  signIn: {
    method: 'POST',
    path: '/auth/sign-in',
    auth: 'none',
    response: auth.signInResponseSchema,
  },
  logout: { method: 'POST', path: '/auth/logout', auth: 'none', response: auth.logoutResponseSchema },
  updateUsername: {
    method: 'POST',
    path: '/user/update-username',
    auth: 'user',
    response: auth.updateUsernameResponseSchema,
  },
  publicSongs: {
    method: 'GET',
    path: STARTUP_PATHS.publicSongs,
    auth: 'none',
    response: songs.songListResponseSchema,
  },
  listSongs: {
    method: 'GET',
    path: STARTUP_PATHS.listSongs,
    auth: 'user',
    response: songs.songListResponseSchema,
  },
  createSong: {
    method: 'POST',
    path: '/songs',
    auth: 'upgraded',
    response: songs.createSongResponseSchema,
    status: 201,
  },
  saveSong: {
    method: 'PUT',
    path: '/songs/:id',
    auth: 'upgraded',
    response: songs.saveSongResponseSchema,
  },
  setPublicity: {
    method: 'PUT',
    path: '/songs/:id/publicity',
    auth: 'user',
    response: songs.publicityResponseSchema,
  },
  deleteSong: {
    method: 'DELETE',
    path: '/songs/:id',
    auth: 'user',
    response: songs.deleteSongResponseSchema,
  },
  plan: { method: 'GET', path: STARTUP_PATHS.plan, auth: 'user', response: billing.planResponseSchema },
  subscribe: {
    method: 'PUT',
    path: '/users/subscribe',
    auth: 'user',
    response: billing.subscribeResponseSchema,
  },
  unsubscribe: {
    method: 'PUT',
    path: '/users/unsubscribe',
    auth: 'user',
    response: billing.subscriptionActionResponseSchema,
  },
  resumeSubscription: {
    method: 'PUT',
    path: '/users/resume-subscription',
    auth: 'user',
    response: billing.subscriptionActionResponseSchema,
  },
} as const satisfies Record<string, RouteDef>;

/** Fills `:id` in a route path (a song's number, or a choir's id of letters, digits, '-' and '_'). */
export function routePath(path: string, params?: { id: number | string }): string {
  return params ? path.replace(':id', String(params.id)) : path;
}
