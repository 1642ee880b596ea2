import { ROOM_NOT_FOUND_MESSAGE, ROOMS_FULL_MESSAGE } from '@ringalong/contract';
import type { FastifyInstance } from 'fastify';
import type { ApiBindings } from '../../api-routes.ts';
import { httpError } from '../../http-error.ts';

/**
 * Making a room (a signed-in director) and looking one up by its code (anyone). A closed room and
 * a code never made answer the same 404; look-ups count against the per-address `joins` limit.
 */
export function roomRoutes(app: FastifyInstance): Pick<ApiBindings, 'createRoom' | 'getRoom'> {
  return {
    createRoom: {
      rateLimit: 'writes',
      handle: async ({ user, body }) => {
        const made = await app.rooms.create(user.id, body);
        if (made === 'full') throw httpError(429, ROOMS_FULL_MESSAGE);
        return made;
      },
    },
    getRoom: {
      rateLimit: 'joins',
      headers: { 'cache-control': 'no-store' },
      handle: async ({ params: { id } }) => {
        const room = await app.rooms.openRoom(id);
        if (!room) throw httpError(404, ROOM_NOT_FOUND_MESSAGE);
        return { code: room.code, title: room.title, open: true as const, ringers: [...room.ringers] };
      },
    },
  };
}
