import type { ChoirBody as Choir } from '@ringalong/contract';
import { CHOIR_NOT_FOUND_MESSAGE, CHOIRS_FULL_MESSAGE } from '@ringalong/contract';
import type { FastifyInstance } from 'fastify';
import type { ApiBindings } from '../../api-routes.ts';
import { deleteChoir, listChoirs, putChoir } from '../../choirs/repository.ts';
import { httpError } from '../../http-error.ts';

/**
 * A subscriber's choirs: signed in and upgraded (the table's `auth`), each user reading and writing
 * only their own. Another user's id is simply not theirs: listing never shows it, a PUT of it makes
 * the caller's own choir of that id, and deleting it is a 404.
 */
export function choirRoutes(
  app: FastifyInstance,
): Pick<ApiBindings, 'listChoirs' | 'saveChoir' | 'deleteChoir'> {
  return {
    listChoirs: {
      handle: async ({ user }) => ({ choirs: await listChoirs(app.db, user.id) }),
    },
    saveChoir: {
      rateLimit: 'writes',
      handle: async ({ user, params: { id }, body }) => {
        const choir: Choir = { ...body, id };
        if ((await putChoir(app.db, user.id, choir)) === 'full') throw httpError(409, CHOIRS_FULL_MESSAGE);
        return { success: true as const, choir };
      },
    },
    deleteChoir: {
      rateLimit: 'writes',
      handle: async ({ user, params: { id } }) => {
        if (!(await deleteChoir(app.db, user.id, id))) throw httpError(404, CHOIR_NOT_FOUND_MESSAGE);
        return { success: true as const };
      },
    },
  };
}
