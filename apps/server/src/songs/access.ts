import type { SongMetadataBody } from '@ringalong/contract';
import { isUpgraded } from '@ringalong/song';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../http-error.ts';
import { bestPlan, loadPlan } from '../plans/plan.ts';
import type { SessionUser } from '../plugins/session.ts';
import { findSongMetadata } from './repository.ts';

export const UPGRADE_REQUIRED_MESSAGE = 'You must upgrade first.';

/** From the subscriptions read with the session when there are any, else from the database. */
export async function userIsUpgraded(app: FastifyInstance, user: SessionUser): Promise<boolean> {
  const now = new Date();
  const plan = user.subscriptions ? bestPlan(user.subscriptions, now) : await loadPlan(app.db, user.id, now);
  return isUpgraded(plan, now);
}

export async function requireUpgraded(app: FastifyInstance, user: SessionUser): Promise<void> {
  if (!(await userIsUpgraded(app, user))) throw httpError(403, UPGRADE_REQUIRED_MESSAGE);
}

/**
 * Who may open a song: demo songs anyone; public songs upgraded users; private songs their owner
 * only (also after the owner's subscription ends). Strangers learn nothing about private songs.
 */
export async function loadVisibleSong(
  app: FastifyInstance,
  songId: number,
  user: SessionUser | null,
): Promise<SongMetadataBody> {
  const song = await findSongMetadata(app.db, songId);
  if (!song) throw httpError(404, 'Song not found.');
  if (song.is_demo || (user && song.user_id === user.id)) return song;
  if (!song.is_public) throw httpError(404, 'Song not found.');
  if (!user) throw httpError(401, 'Please sign in to open songs from the public library.');
  if (!(await userIsUpgraded(app, user))) {
    throw httpError(403, 'Upgrade to open songs from the public library.');
  }
  return song;
}

/** A song the user may change: their own, never a demo. Others get 404 for private songs, 403 for public ones. */
export async function loadOwnSong(
  app: FastifyInstance,
  songId: number,
  user: SessionUser,
): Promise<SongMetadataBody> {
  const song = await findSongMetadata(app.db, songId);
  if (!song || (!song.is_public && song.user_id !== user.id)) throw httpError(404, 'Song not found.');
  if (song.is_demo) throw httpError(403, 'Demo songs cannot be changed. Save a remix instead.');
  if (song.user_id !== user.id)
    throw httpError(403, 'Only the owner can change this song. Save a remix instead.');
  return song;
}
