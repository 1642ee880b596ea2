import { describe, expect, it } from 'vitest';
import { songWith } from '../test-songs.ts';
import { assignmentFor, withAssignment } from './song-assignments.ts';
import type { ChoirAssignment } from './types.ts';

const row = (pitchId: number) => ({ pitchId, instrument: 'handbell' as const });
const a: ChoirAssignment = { choir: 'a', parts: [{ ringer: 'r1', rows: [row(60)] }] };
const b: ChoirAssignment = { choir: 'b', parts: [{ ringer: 'r9', rows: [row(62)] }] };

describe('a song’s assignment for one choir', () => {
  it('replaces only that choir’s assignment, in its place', () => {
    const song = withAssignment(withAssignment(songWith({ 60: [0] }), a), b);
    expect(song.assignments).toEqual([a, b]);
    const changed: ChoirAssignment = { choir: 'a', parts: [{ ringer: 'r2', rows: [row(60)] }] };
    expect(withAssignment(song, changed).assignments).toEqual([changed, b]);
    expect(assignmentFor(song, 'b')).toEqual(b);
    expect(assignmentFor(song, 'c')).toBeUndefined();
  });

  it('removes the choir’s assignment when it gives no rows, with no empty list left', () => {
    const song = withAssignment(songWith({ 60: [0] }), a);
    const cleared = withAssignment(song, { choir: 'a', parts: [{ ringer: 'r1', rows: [] }] });
    expect('assignments' in cleared).toBe(false);
  });
});
