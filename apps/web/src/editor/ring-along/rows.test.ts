import { rowKey } from '@ringalong/song';
import { describe, expect, it } from 'vitest';
import { ringSong } from '../../../test/ring-songs.ts';
import { songWith } from '../../../test/songs.ts';
import { rowsFor } from '../scene.ts';
import { aheadWindow, chooseRows, ease, placeRows, ROW_MOTION_MS, stepShares } from './rows.ts';

const names = (song: ReturnType<typeof songWith>, shown: readonly boolean[]) =>
  rowsFor(song, false, 'pitch')
    .filter((_, i) => shown[i])
    .map((row) => row.pitchId);

describe('which rows Ring along shows', () => {
  // Default song rows (pitch order, highest first): 67, 65, 64, 62, 60. 4/4 bars.
  const song = songWith({ 60: [0, 1], 62: [9], 64: [20], 65: [], 67: [4] });
  const rows = rowsFor(song, false, 'pitch');

  it('the window runs from the start of the bar being played to the end of N bars after it', () => {
    expect(aheadWindow(song, 5.5, 2)).toEqual({ from: 4, to: 16 });
    expect(aheadWindow(song, -4, 2)).toEqual({ from: -4, to: 12 });
  });

  it('dims the rows with no notes in the next N bars and shows them all when they fit', () => {
    const choice = chooseRows(song, rows, 0, { aheadBars: 2, quietRows: 'dim', capacity: 24, visibleTo: 8 });
    expect(choice.shown).toEqual([true, true, true, true, true]);
    // Bars 1 to 3 (beats 0 to 12): 60, 62 and 67 ring; 64 (beat 20) and 65 (none) are quiet.
    expect(names(song, choice.quiet)).toEqual([65, 64]);
    expect(choice.leftOut).toBe(0);
  });

  it('more bars ahead wake a row up', () => {
    const choice = chooseRows(song, rows, 0, { aheadBars: 5, quietRows: 'dim', capacity: 24, visibleTo: 8 });
    expect(names(song, choice.quiet)).toEqual([65]);
  });

  it('hides quiet rows when asked, keeping the order', () => {
    const choice = chooseRows(song, rows, 0, { aheadBars: 2, quietRows: 'hide', capacity: 24, visibleTo: 8 });
    expect(names(song, choice.shown)).toEqual([67, 62, 60]);
  });

  it('keeps a row whose notes are already on screen though beyond the bars ahead', () => {
    const choice = chooseRows(song, rows, 0, {
      aheadBars: 2,
      quietRows: 'hide',
      capacity: 24,
      visibleTo: 21,
    });
    expect(names(song, choice.shown)).toEqual([67, 64, 62, 60]);
  });

  it('a row rung in the bar being played stays until the bar ends', () => {
    const choice = chooseRows(song, rows, 3.5, {
      aheadBars: 1,
      quietRows: 'hide',
      capacity: 24,
      visibleTo: 4,
    });
    expect(names(song, choice.shown)).toContain(60);
  });

  it('when the rows with notes coming do not fit either, shows those that ring soonest, in order', () => {
    const choice = chooseRows(song, rows, 0, { aheadBars: 2, quietRows: 'dim', capacity: 2, visibleTo: 8 });
    // 60 rings at 0, 67 at 4, 62 at 9: the two soonest, top to bottom.
    expect(names(song, choice.shown)).toEqual([67, 60]);
    expect(choice.leftOut).toBe(1);
  });

  it('37 rows at 1280x720 (24 fit): only rows with notes in the coming bars, never more than fit', () => {
    const big = ringSong(37);
    const order = rowsFor(big, false, 'pitch');
    for (let position = -4; position < 60; position += 1.5) {
      const choice = chooseRows(big, order, position, {
        aheadBars: 2,
        quietRows: 'dim',
        capacity: 24,
        visibleTo: position + 8,
      });
      const shown = choice.shown.filter(Boolean).length;
      expect(shown).toBeLessThanOrEqual(24);
      expect(shown).toBeGreaterThan(0);
      // Every row with a note in the next beat is among them.
      for (const [i, row] of order.entries()) {
        const stave = big.staves.find((s) => rowKey(s) === rowKey(row))!;
        if (stave.notes.some((n) => n.beat >= position && n.beat < position + 1))
          expect(choice.shown[i]).toBe(true);
      }
    }
  });
});

describe('rows coming and going', () => {
  it('move at one rate, so the rows take the same height while one comes and one goes', () => {
    let shares = new Map([
      ['a', 1],
      ['b', 1],
      ['c', 0],
    ]);
    const targets = new Map([
      ['a', 1],
      ['b', 0],
      ['c', 1],
    ]);
    const heights: number[] = [];
    for (let t = 0; t <= ROW_MOTION_MS; t += 50) {
      const placed = placeRows(1080, [...shares.values()]);
      heights.push(placed.places.reduce((sum, place) => sum + place.height, 0));
      shares = stepShares(shares, targets, 50);
    }
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(1e-6);
    expect([...shares.values()]).toEqual([1, 0, 1]);
  });

  it('a row seen for the first time starts where it belongs', () => {
    expect(stepShares(new Map(), new Map([['x', 1]]), 16).get('x')).toBe(1);
  });

  it('eases symmetrically', () => {
    for (const x of [0, 0.1, 0.3, 0.5, 0.8, 1]) expect(ease(x) + ease(1 - x)).toBeCloseTo(1, 12);
  });
});
