/**
 * What the editor is told of the choir (`Editor.setChoirView`): how each row sounds, the lanes
 * and 'I am', for the song shown. Null (the player as without a choir) when the choir player is
 * off, no choir is active, or the song has no assignment for it.
 */
import { assignmentFor, type Choir, rowHolders, rowOrder, type Song } from '@ringalong/song';
import type { ChoirView } from '../types.ts';
import { choirLanes } from './lanes.ts';
import type { ChoirSession } from './session.ts';
import { rowGains } from './sound.ts';

export function choirView(song: Song, choir: Choir | undefined, session: ChoirSession): ChoirView | null {
  if (!session.on || !choir) return null;
  const assignment = assignmentFor(song, choir.id);
  if (!assignment) return null;
  const lanes = session.lanes ? choirLanes(song, rowOrder(song, 'pitch'), choir, assignment) : null;
  const me = session.iAm && choir.ringers.some((ringer) => ringer.id === session.iAm) ? session.iAm : null;
  let focus: Set<string> | null = null;
  if (me) {
    focus = new Set();
    for (const [row, holder] of rowHolders(song, assignment)) if (holder === me) focus.add(row);
  }
  return { rowGains: rowGains(song, choir, assignment, session), lanes, focus };
}
