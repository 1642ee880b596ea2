/**
 * The choir in the player: a rehearsal's setting, never stored with the song. Who is here today,
 * how each ringer and each row is rung, a ringer soloed for home practice, 'I am' on a personal
 * device, and the rows in lanes per ringer. Kept in this browser across reloads (`keep.ts`).
 */
import type { RingerId } from '@ringalong/song';

/**
 * How a row is rung: by a person in the room (the computer silent, or a quiet guide), by the
 * computer (full sound), or not at all.
 */
export type RingMode = 'person' | 'computer' | 'muted';
export const RING_MODES: readonly RingMode[] = ['person', 'computer', 'muted'];

export interface ChoirSession {
  /** The player follows the choir; off: playback and rows exactly as without a choir. */
  readonly on: boolean;
  /** Ringers not here today: the computer rings their rows. Everyone else is here. */
  readonly absent: readonly RingerId[];
  /** Per ringer, how their rows are rung while they are here; absent from the record: 'person'. */
  readonly ringerModes: Readonly<Record<RingerId, RingMode>>;
  /** Per row (`rowKey`), a choice over its ringer's. */
  readonly rowModes: Readonly<Record<string, RingMode>>;
  /** Only this ringer's bells sound (the others are silent, or a quiet guide). */
  readonly solo: RingerId | null;
  /** Rows rung by a person (and, while soloing, the others' rows) sound quietly rather than not at all. */
  readonly quietGuide: boolean;
  /** This device's ringer: their rows highlighted, the others dimmed. */
  readonly iAm: RingerId | null;
  /** The player's rows grouped into lanes per ringer, each named. */
  readonly lanes: boolean;
}

export const NEW_SESSION: ChoirSession = {
  on: true,
  absent: [],
  ringerModes: {},
  rowModes: {},
  solo: null,
  quietGuide: false,
  iAm: null,
  lanes: true,
};
