/**
 * A subscriber's choirs on the server (GET, PUT and DELETE /choirs): their answers' schemas (the
 * choir schema) load with the store's choir flows, on first use, never on start.
 */
import { choirRoutes } from '@ringalong/contract/choirs';
import type { Choir, ChoirId } from '@ringalong/song';
import { call } from './call.ts';

export const choirApi = {
  list: async (): Promise<Choir[]> => (await call(choirRoutes.listChoirs)).choirs,
  save: async (choir: Choir): Promise<Choir> =>
    (await call(choirRoutes.saveChoir, { id: choir.id, payload: choir })).choir,
  remove: async (id: ChoirId): Promise<void> => {
    await call(choirRoutes.deleteChoir, { id });
  },
};
