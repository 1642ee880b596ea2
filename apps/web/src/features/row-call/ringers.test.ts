import { rowCallInfo } from '@ringalong/song';
import { describe, expect, it } from 'vitest';
import { assignedSong, THREE } from '../../../test/choir.ts';
import { rowCallRingers } from './ringers.ts';

describe('Row Call’s ringers', () => {
  it('in the choir’s order with their bells in Row Call’s order, the rows nobody holds last', () => {
    const song = assignedSong();
    const steps = rowCallRingers(song, THREE, song.assignments![0]!, rowCallInfo(song, 'pitch'));
    expect(steps.map((step) => [step.name, step.bells.map((bell) => bell.name)])).toEqual([
      ['Ann', ['D4', 'C4']],
      ['Ben', ['F4', 'E4']],
      ['Cat', ['G4']],
      [null, ['A4']],
    ]);
  });
});
