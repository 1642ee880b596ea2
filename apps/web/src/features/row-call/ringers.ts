/**
 * Row Call by ringer: the choir's ringers in order, each with the bells they hold (in Row Call's
 * order), then the rows nobody holds (the computer rings them). Ringers without bells are left out.
 */
import {
  type Choir,
  type ChoirAssignment,
  type RowCallBell,
  rowHolders,
  rowKey,
  type Song,
} from '@ringalong/song';

export interface RowCallRinger {
  /** The ringer's name; null for the rows nobody holds. */
  readonly name: string | null;
  readonly bells: readonly RowCallBell[];
}

export function rowCallRingers(
  song: Song,
  choir: Choir,
  assignment: ChoirAssignment,
  bells: readonly RowCallBell[],
): RowCallRinger[] {
  const holders = rowHolders(song, assignment);
  const known = new Set(choir.ringers.map((ringer) => ringer.id));
  const steps: RowCallRinger[] = choir.ringers
    .map((ringer) => ({
      name: ringer.name,
      bells: bells.filter((bell) => holders.get(rowKey(bell)) === ringer.id),
    }))
    .filter((step) => step.bells.length > 0);
  const nobodys = bells.filter((bell) => !known.has(holders.get(rowKey(bell)) ?? ''));
  if (nobodys.length > 0) steps.push({ name: null, bells: nobodys });
  return steps;
}
