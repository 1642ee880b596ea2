import { describe, expect, it } from 'vitest';
import { songWith } from '../../../test/songs.ts';
import { rowsFor } from '../scene.ts';
import { aheadWindow, quietRows } from './rows.ts';

const names = (song: ReturnType<typeof songWith>, shown: readonly boolean[]) =>
  rowsFor(song, false, 'pitch')
    .filter((_, i) => shown[i])
    .map((row) => row.pitchId);

describe('which of Ring along’s rows are quiet', () => {
  // Default song rows (pitch order, highest first): 67, 65, 64, 62, 60. 4/4 bars.
  const song = songWith({ 60: [0, 1], 62: [9], 64: [20], 65: [], 67: [4] });
  const rows = rowsFor(song, false, 'pitch');

  it('the window runs from the start of the bar being played to the end of N bars after it', () => {
    expect(aheadWindow(song, 5.5, 2)).toEqual({ from: 4, to: 16 });
    expect(aheadWindow(song, -4, 2)).toEqual({ from: -4, to: 12 });
  });

  it('the rows with no notes in the next N bars are quiet', () => {
    // Bars 1 to 3 (beats 0 to 12): 60, 62 and 67 ring; 64 (beat 20) and 65 (none) are quiet.
    expect(names(song, quietRows(song, rows, 0, { aheadBars: 2, visibleTo: 8 }))).toEqual([65, 64]);
  });

  it('more bars ahead wake a row up', () => {
    expect(names(song, quietRows(song, rows, 0, { aheadBars: 5, visibleTo: 8 }))).toEqual([65]);
  });

  it('a row whose notes are already on screen is not quiet, though beyond the bars ahead', () => {
    expect(names(song, quietRows(song, rows, 0, { aheadBars: 2, visibleTo: 21 }))).toEqual([65]);
  });

  it('a row rung in the bar being played stays awake until the bar ends', () => {
    expect(names(song, quietRows(song, rows, 3.5, { aheadBars: 1, visibleTo: 4 }))).not.toContain(60);
  });
});
