import { type Choir, type ChoirAssignment, createDefaultSong, type Song } from '@ringalong/song';
import { describe, expect, it } from 'vitest';
import { assignmentOf, draftOf, moveRow, rowsOf } from './draft.ts';

const bell = (pitchId: number) => ({ pitchId, instrument: 'handbell' as const });
const song: Song = {
  ...createDefaultSong(),
  staves: [60, 62, 64].map((p) => ({ ...bell(p), notes: [{ beat: 0, length: 1 }] })),
};
const choir: Choir = {
  id: 'c',
  name: 'Bells',
  ringers: [
    { id: 'ann', name: 'Ann' },
    { id: 'bo', name: 'Bo' },
  ],
  bells: [],
  chimes: [],
};

describe('the dialog’s draft', () => {
  it('starts from the stored assignment, ignoring rows and ringers that are gone', () => {
    const stored: ChoirAssignment = {
      choir: 'c',
      parts: [
        { ringer: 'ann', rows: [bell(60), bell(72)] },
        { ringer: 'gone', rows: [bell(62)] },
      ],
    };
    const draft = draftOf(song, choir, stored);
    expect(rowsOf(song, draft, 'ann')).toEqual([bell(60)]);
    expect(rowsOf(song, draft, null)).toEqual([bell(62), bell(64)]);
  });

  it('moves a row to another ringer and back to nobody, and saves parts in the choir’s order', () => {
    let draft = draftOf(song, choir, undefined);
    draft = moveRow(draft, bell(64), 'bo');
    draft = moveRow(draft, bell(60), 'ann');
    draft = moveRow(draft, bell(62), 'bo');
    draft = moveRow(draft, bell(62), null);
    expect(assignmentOf(song, choir, draft)).toEqual({
      choir: 'c',
      parts: [
        { ringer: 'ann', rows: [bell(60)] },
        { ringer: 'bo', rows: [bell(64)] },
      ],
    });
  });
});
