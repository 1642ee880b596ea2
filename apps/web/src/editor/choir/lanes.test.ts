import { rowOrder } from '@ringalong/song';
import { describe, expect, it } from 'vitest';
import { assignedSong, THREE } from '../../../test/choir.ts';
import { choirLanes } from './lanes.ts';

describe('lanes per ringer', () => {
  it('in table order the way the rows run (treble ringers on top), each lane’s rows by pitch as the player shows them, nobody’s rows last', () => {
    const song = assignedSong();
    const lanes = choirLanes(song, rowOrder(song, 'pitch'), THREE, song.assignments![0]!);
    expect(lanes.map((lane) => [lane.name, lane.rows.map((row) => row.pitchId)])).toEqual([
      ['Cat', [67]],
      ['Ben', [65, 64]],
      ['Ann', [62, 60]],
      [null, [69]],
    ]);
  });

  it('a ringer without rows has no lane; rows a part names that the song lacks are left out', () => {
    const song = assignedSong();
    const assignment = {
      choir: THREE.id,
      parts: [
        { ringer: 'cat', rows: [{ pitchId: 67, instrument: 'handbell' as const }] },
        {
          ringer: 'ann',
          rows: [
            { pitchId: 60, instrument: 'handbell' as const },
            { pitchId: 84, instrument: 'handbell' as const },
          ],
        },
      ],
    };
    const lanes = choirLanes(song, rowOrder(song, 'pitch'), THREE, assignment);
    expect(lanes.map((lane) => [lane.name, lane.rows.map((row) => row.pitchId)])).toEqual([
      ['Cat', [67]],
      ['Ann', [60]],
      [null, [69, 65, 64, 62]],
    ]);
  });
});
