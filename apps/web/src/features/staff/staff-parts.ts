/** The parts the staff view offers: the whole song, and each ringer's bells from the choir's assignment. */
import { assignmentFor, type Choir, type RowRef, rowKey, type Song } from '@ringalong/song';

export interface StaffPart {
  readonly id: string;
  readonly name: string;
  /** The ringer's rows; none for the whole song. */
  readonly rows?: readonly RowRef[];
}

export interface StaffViewProps {
  readonly song: Song;
  readonly bpm: number;
  readonly parts: readonly StaffPart[];
  readonly onClose: () => void;
}

export const WHOLE_SONG = 'song';

/** The whole song first, then every ringer of the active choir with rows of this song, in the choir's order. */
export function staffParts(song: Song, choir: Choir | null): StaffPart[] {
  const whole: StaffPart = { id: WHOLE_SONG, name: 'Whole song' };
  const assignment = choir ? assignmentFor(song, choir.id) : undefined;
  if (!choir || !assignment) return [whole];
  const inSong = new Set(song.staves.map(rowKey));
  const ringers = choir.ringers.flatMap((ringer) => {
    const rows = assignment.parts
      .filter((part) => part.ringer === ringer.id)
      .flatMap((part) => part.rows)
      .filter((row) => inSong.has(rowKey(row)));
    return rows.length > 0 ? [{ id: ringer.id, name: `Part for ${ringer.name}`, rows }] : [];
  });
  return [whole, ...ringers];
}
