/**
 * The bells-used chart: the bells and chimes a piece needs, low to high, with the optional ones
 * marked: a row whose every note doubles, on the same beat, a row an octave or two above (the
 * bass doubling the tenor), which a choir without that bell can drop. Fit to our bells folds such
 * notes first (`fit.ts`).
 */
import { bellName } from '../bells.ts';
import { rowKey } from '../song.ts';
import type { RowRef, Song } from '../types.ts';

export interface BellUsed {
  readonly row: RowRef;
  readonly notes: number;
  /** Every note doubled an octave or two above on its beat: can be dropped. */
  readonly optional: boolean;
}

/** The piece's bells (rows with notes), in stave order, each required or optional. */
export function bellsUsed(song: Song): BellUsed[] {
  const beatsOf = new Map(song.staves.map((s) => [rowKey(s), new Set(s.notes.map((n) => n.beat))]));
  return song.staves
    .filter((s) => s.notes.length > 0)
    .map((stave) => {
      const above = [12, 24].map(
        (shift) =>
          beatsOf.get(rowKey({ pitchId: stave.pitchId + shift, instrument: stave.instrument })) ?? new Set(),
      );
      const optional = stave.notes.every((n) => above.some((beats) => beats.has(n.beat)));
      return {
        row: { pitchId: stave.pitchId, instrument: stave.instrument },
        notes: stave.notes.length,
        optional,
      };
    });
}

/** The chart in words: 'G3 (C4) D4 …', optional bells in brackets, chimes after bells. */
export function bellsUsedText(used: readonly BellUsed[]): string {
  const name = (b: BellUsed) => (b.optional ? `(${bellName(b.row.pitchId)})` : bellName(b.row.pitchId));
  const bells = used.filter((b) => b.row.instrument === 'handbell').map(name);
  const chimes = used.filter((b) => b.row.instrument === 'handchime').map(name);
  return [bells.join(' '), chimes.length > 0 ? `chimes: ${chimes.join(' ')}` : '']
    .filter((part) => part !== '')
    .join('; ');
}
