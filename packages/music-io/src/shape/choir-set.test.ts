import { describe, expect, it } from 'vitest';
import { part, piece, quarters } from '../../test/shape-pieces.ts';
import { choirBellSet, chosenSet } from './bell-sets.ts';
import { fitTranspose } from './options.ts';
import { shapePiece } from './shape.ts';

// A choir that owns the naturals C4 to C5 and F#4: not a range, its own bells.
const choir = choirBellSet('St Anne Ringers', [72, 60, 62, 64, 65, 66, 67, 69, 71])!;

describe("the choir's bells as the import's bell set", () => {
  it('is named for the choir and holds only its bells', () => {
    expect(choir.label).toBe('St Anne Ringers: 9 bells');
    expect(choirBellSet('Empty', [])).toBeNull();
    expect(chosenSet({ bellSet: 'choir', choirSet: choir })).toBe(choir);
    // Without the choir's bells, 'choir' falls back to seven octaves.
    expect(chosenSet({ bellSet: 'choir' }).id).toBe('seven');
  });

  it('marks and counts the notes off the choir`s bells, and leaves them out when asked', () => {
    const tune = part('P1', [...quarters(61, [0, 1]), ...quarters(66, [2]), ...quarters(60, [3])]);
    const shaped = shapePiece(piece([tune]), { bellSet: 'choir', choirSet: choir });
    expect(shaped.rows.map((r) => [r.name, r.onSet])).toEqual([
      ['C4', true],
      ['C#4', false],
      ['F#4', true],
    ]);
    expect(shaped.outside).toBe(2);
    const left = shapePiece(piece([tune]), { bellSet: 'choir', choirSet: choir, leaveOutside: true });
    expect(left.song?.staves.map((s) => s.pitchId)).toEqual([60, 66]);
  });

  it('fits by octaves onto the choir`s bells', () => {
    const high = part('P1', quarters(96, [0, 1, 2]));
    expect(fitTranspose(piece([high]), { bellSet: 'choir', choirSet: choir })).toBe(-24);
  });
});
