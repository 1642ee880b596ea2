/**
 * The song as text, for the text view: its bars in order, each with its time signature and its
 * notes by beat (top bell first on a beat), each note in words. A plain function of the song, so
 * it is tested without a page.
 */
import { bars, noteKey, type RowRef, type Song, songEnd } from '@ringalong/song';
import { noteWithDynamic, placeWords } from '../../editor/cursor-words.ts';

export interface TextNote {
  readonly key: string;
  readonly beat: number;
  readonly row: RowRef;
  /** 'Beat 2: C5, quarter note, martellato, mf'. */
  readonly words: string;
}

export interface TextBar {
  readonly number: number;
  readonly start: number;
  readonly end: number;
  readonly signature: string;
  readonly notes: readonly TextNote[];
}

/** Every bar up to the song's end (and at least up to `through`, where the cursor may be). */
export function songText(song: Song, through = 0): TextBar[] {
  const end = Math.max(songEnd(song), through + 1e-6, 1e-6);
  const all: { beat: number; row: RowRef; note: Song['staves'][number]['notes'][number] }[] = [];
  for (const stave of song.staves) {
    const row: RowRef = { pitchId: stave.pitchId, instrument: stave.instrument };
    for (const note of stave.notes) all.push({ beat: note.beat, row, note });
  }
  all.sort((a, b) => a.beat - b.beat || b.row.pitchId - a.row.pitchId);
  let next = 0;
  return bars(song, end).map((bar, index) => {
    const barEnd = bar.start + bar.length;
    const notes: TextNote[] = [];
    while (next < all.length && all[next]!.beat < barEnd) {
      const { beat, row, note } = all[next]!;
      const place = placeWords(song, beat).replace(/^Bar \d+ b/, 'B');
      notes.push({
        key: noteKey({ ...row, beat }),
        beat,
        row,
        words: `${place}: ${noteWithDynamic(song, row, note)}`,
      });
      next++;
    }
    const ts = bar.timeSignature;
    return {
      number: index + 1,
      start: bar.start,
      end: barEnd,
      signature: `${ts.numerator}/${ts.denominator}`,
      notes,
    };
  });
}
