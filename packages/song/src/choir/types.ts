/**
 * A choir (a handbell group): its ringers and the bells and chimes it owns, and the assignment of
 * a song's rows to its ringers. Choirs are kept apart from songs (a user's choirs on the server,
 * or in the browser); an assignment is stored with the song, one per choir.
 */
import type { PitchId, RowRef } from '../types.ts';

export const EXPERIENCES = ['beginner', 'intermediate', 'experienced'] as const;
export type Experience = (typeof EXPERIENCES)[number];

/**
 * How a ringer holds bells: two bells (one per hand), four-in-hand (two per hand, each rung on
 * its own), weaving (one per hand, ringing neighbours on the table in turn) or shelley (two per
 * hand, one of them rung at a time). Absent: two bells, what every ringer can do.
 */
export const HANDS = ['two-bells', 'four-in-hand', 'weaving', 'shelley'] as const;
export type Hands = (typeof HANDS)[number];

/** Client-made ids (letters, digits, '-' and '_'): a choir keeps its id from the browser to the server. */
export type ChoirId = string;
export type RingerId = string;

export interface Ringer {
  readonly id: RingerId;
  readonly name: string;
  /** Absent when not told. */
  readonly experience?: Experience;
  /** How this ringer holds bells; absent: 'two-bells'. */
  readonly hands?: Hands;
}

export interface Choir {
  readonly id: ChoirId;
  readonly name: string;
  /** In the order the director lists them (the order of lanes and of the chart). */
  readonly ringers: readonly Ringer[];
  /** Written pitches of the handbells the group owns, sorted ascending, no repeats. */
  readonly bells: readonly PitchId[];
  /** Written pitches of the handchimes the group owns, sorted ascending, no repeats. */
  readonly chimes: readonly PitchId[];
  /**
   * The table chart: the positions the choir keeps from song to song, in table order (low to
   * high), each a ringer with their bells and chimes (`chart.ts`). Absent: none kept yet (choirs
   * kept before charts existed), the automatic assignment starts afresh.
   */
  readonly chart?: readonly ChartPosition[];
}

/** One place at the choir's table: the bells and chimes one ringer rings, whatever the song. */
export interface ChartPosition {
  readonly ringer: RingerId;
  /** Written pitches of the handbells at this place, ascending. */
  readonly bells: readonly PitchId[];
  /** Written pitches of the handchimes at this place, ascending. */
  readonly chimes: readonly PitchId[];
}

/** The rows one ringer rings in a song. */
export interface RingerPart {
  readonly ringer: RingerId;
  /** Sorted like staves (pitch, handbell before handchime); a row in at most one part. */
  readonly rows: readonly RowRef[];
}

/**
 * A song's rows shared among one choir's ringers. Rows no part holds are nobody's (the computer
 * rings them when the choir plays). A part may name a row the song no longer has (a bell removed
 * after assigning): it is ignored, not an error, so removing a bell never blocks a save.
 */
export interface ChoirAssignment {
  readonly choir: ChoirId;
  /** In the choir's ringer order; ringers without rows have no part. */
  readonly parts: readonly RingerPart[];
}
