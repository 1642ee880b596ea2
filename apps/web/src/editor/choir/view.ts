/**
 * What the editor is told of the choir (`Editor.setChoirView`): how each row sounds, the lanes
 * and 'I am' (and 'my part', I am's rows alone), for the song shown. Null (the player as without a choir) when the choir player is
 * off, no choir is active, or the song has no assignment for it.
 */
import { assignmentFor, type Choir, rowHolders, rowKey, rowOrder, type Song } from '@ringalong/song';
import type { ChoirView } from '../types.ts';
import { choirLanes } from './lanes.ts';
import type { ChoirSession } from './session.ts';
import { rowGains } from './sound.ts';

export function choirView(song: Song, choir: Choir | undefined, session: ChoirSession): ChoirView | null {
  if (!session.on || !choir) return null;
  const assignment = assignmentFor(song, choir.id);
  if (!assignment) return null;
  const rows = rowOrder(song, 'pitch');
  const table = choirLanes(song, rows, choir, assignment);
  const lanes = session.lanes ? table : null;
  const me = session.iAm && choir.ringers.some((ringer) => ringer.id === session.iAm) ? session.iAm : null;
  let focus: Set<string> | null = null;
  if (me) {
    focus = new Set();
    for (const [row, holder] of rowHolders(song, assignment)) if (holder === me) focus.add(row);
  }
  const mine = focus ? rows.filter((row) => focus.has(rowKey(row))) : [];
  const name = choir.ringers.find((ringer) => ringer.id === me)?.name ?? null;
  const part = name !== null && mine.length > 0 ? { name, rows: mine } : null;
  return { rowGains: rowGains(song, choir, assignment, session), lanes, focus, table, part };
}
