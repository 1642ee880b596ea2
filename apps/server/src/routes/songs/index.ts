import type { FastifyInstance } from 'fastify';
import { createSongRoute } from './create.ts';
import { deleteSongRoute } from './delete.ts';
import { getSongRoute } from './get.ts';
import { listSongRoutes } from './list.ts';
import { publicityRoute } from './publicity.ts';
import { saveSongRoute } from './save.ts';

export async function songRoutes(app: FastifyInstance): Promise<void> {
  await app.register(listSongRoutes);
  await app.register(getSongRoute);
  await app.register(createSongRoute);
  await app.register(saveSongRoute);
  await app.register(publicityRoute);
  await app.register(deleteSongRoute);
}
