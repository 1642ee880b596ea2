import {
  type Instrument,
  type Note,
  SONG_VERSION,
  type Song,
  type Technique,
  type TimeSignature,
} from '@ringalong/song';

/** A note as [beat, length] or [beat, length, technique]. */
export type NoteSpec = readonly [number, number] | readonly [number, number, Technique];

export interface RowSpec {
  readonly pitchId: number;
  readonly instrument?: Instrument;
  readonly notes: readonly NoteSpec[];
}

/** A song with exactly these rows and notes (and 4/4 unless signatures are given). */
export function scoreSong(
  rows: readonly RowSpec[],
  timeSignatures: readonly TimeSignature[] = [{ beat: 0, numerator: 4, denominator: 4 }],
  title = 'Test Score',
): Song {
  const staves = rows
    .map((row) => ({
      pitchId: row.pitchId,
      instrument: row.instrument ?? 'handbell',
      notes: row.notes.map(
        ([beat, length, technique]): Note => (technique ? { beat, length, technique } : { beat, length }),
      ),
    }))
    .sort(
      (a, b) =>
        a.pitchId - b.pitchId || (a.instrument === b.instrument ? 0 : a.instrument === 'handbell' ? -1 : 1),
    );
  return { version: SONG_VERSION, meta: { title }, staves, timeSignatures };
}

/** `count` notes of `length` beats, one after the other from beat 0. */
export function run(count: number, length: number): NoteSpec[] {
  return Array.from({ length: count }, (_, i) => [i * length, length] as const);
}
