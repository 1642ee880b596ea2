/**
 * A subscriber's choirs on the server (issue 15): list, create or replace by the client's id, and
 * delete. Apart from the other answers, like opening a song (song-document.ts), so a client loads
 * the choir schema when it first uses choirs, not on start (`@ringalong/contract/choirs`).
 */
import { CHOIRS_MAX, choirSchema } from '@ringalong/song';
import * as z from 'zod/mini';
import type { RouteDef } from './client-routes.ts';

/** A choir as it travels (the song package's `Choir`, with mutable lists). */
export type ChoirBody = z.infer<typeof choirSchema>;

export const choirListResponseSchema = z.object({ choirs: z.array(choirSchema) });
export type ChoirListResponse = z.infer<typeof choirListResponseSchema>;

export const saveChoirResponseSchema = z.object({ success: z.literal(true), choir: choirSchema });
export type SaveChoirResponse = z.infer<typeof saveChoirResponseSchema>;

export const deleteChoirResponseSchema = z.object({ success: z.literal(true) });

/** The 4xx sentence of a PUT that would make the user's choir number CHOIRS_MAX + 1. */
export const CHOIRS_FULL_MESSAGE = `You can keep at most ${CHOIRS_MAX} choirs. Delete one first.`;
export const CHOIR_NOT_FOUND_MESSAGE = 'Choir not found.';

export const choirRoutes = {
  listChoirs: { method: 'GET', path: '/choirs', auth: 'upgraded', response: choirListResponseSchema },
  saveChoir: { method: 'PUT', path: '/choirs/:id', auth: 'upgraded', response: saveChoirResponseSchema },
  deleteChoir: {
    method: 'DELETE',
    path: '/choirs/:id',
    auth: 'upgraded',
    response: deleteChoirResponseSchema,
  },
} as const satisfies Record<string, RouteDef>;
