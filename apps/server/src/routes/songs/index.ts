import type { FastifyInstance } from 'fastify';
import type { ApiBindings } from '../../api-routes.ts';
import { createSongRoute } from './create.ts';
import { deleteSongRoute } from './delete.ts';
import { getSongRoute } from './get.ts';
import { listSongRoutes } from './list.ts';
import { publicityRoute } from './publicity.ts';
import { saveSongRoute } from './save.ts';

type SongRoute =
  | 'publicSongs'
  | 'listSongs'
  | 'getSong'
  | 'createSong'
  | 'saveSong'
  | 'setPublicity'
  | 'deleteSong';

export function songRoutes(app: FastifyInstance): Pick<ApiBindings, SongRoute> {
  return {
    ...listSongRoutes(app),
    getSong: getSongRoute(app),
    createSong: createSongRoute(app),
    saveSong: saveSongRoute(app),
    setPublicity: publicityRoute(app),
    deleteSong: deleteSongRoute(app),
  };
}
