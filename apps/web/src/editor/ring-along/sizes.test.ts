import { describe, expect, it } from 'vitest';
import { ringSong } from '../../../test/ring-songs.ts';
import { rowsFor } from '../scene.ts';
import { geometry, noteX, type RingFrame } from './draw.ts';
import { chooseRows } from './rows.ts';
import { columnsFor, pxPerSecondFor, RING_SIZES, rowCapacity, sizesFor, slotFor } from './sizes.ts';

/** The steady picture (no rows on their way) of a song at a position, as the frame loop builds it. */
function steadyFrame(rows: 8 | 14 | 37, width: number, height: number, position = 8): RingFrame {
  const song = ringSong(rows);
  const order = rowsFor(song, false, 'pitch');
  const secondsPerBeat = 0.6;
  const choice = chooseRows(song, order, position, {
    aheadBars: 2,
    quietRows: 'dim',
    capacity: rowCapacity(height),
    visibleTo: position + 5 / secondsPerBeat,
  });
  return {
    song,
    rows: order,
    width,
    height,
    position,
    secondsPerBeat,
    playing: true,
    lookAheadSeconds: 5,
    choice,
    shares: choice.shown.map((shown) => (shown ? 1 : 0)),
  };
}

describe('Ring along row sizes', () => {
  const cases = [
    // [rows, width, height, rows shown, name font, note diameter]
    [8, 1280, 720, 8, 64, 66.8],
    [14, 1280, 720, 14, 42, 38.2],
    [37, 1280, 720, 'some', null, null],
    [8, 1920, 1080, 8, 64, 72],
    [14, 1920, 1080, 14, 64, 58.7],
    [37, 1920, 1080, 'some', null, null],
  ] as const;

  for (const [rows, width, height, shown, label, note] of cases) {
    it(`${rows} rows at ${width}x${height}: names at least 24 px, notes at least 20 px`, () => {
      const g = geometry(steadyFrame(rows, width, height));
      expect(g.labelFont).toBeGreaterThanOrEqual(RING_SIZES.labelMin);
      expect(g.note).toBeGreaterThanOrEqual(RING_SIZES.noteMin);
      // A sharp's head, a square 0.86 of the disc (glyphs.ts), is 20 px across and a pixel of rim.
      expect(g.note * 0.86).toBeGreaterThanOrEqual(21);
      if (shown === 'some') {
        // 37 rows do not fit at 32 px a row: only the rows with notes coming show.
        expect(g.places.length).toBeLessThanOrEqual(rowCapacity(height));
        expect(g.places.length).toBeLessThan(rows);
      } else {
        expect(g.places.length).toBe(shown);
        expect(g.labelFont).toBeCloseTo(label!, 1);
        expect(g.note).toBeCloseTo(note!, 1);
      }
      // Every row shown lies inside the view, below the bar numbers, none overlapping.
      const top = g.places[0]!;
      const bottom = g.places.at(-1)!;
      expect(top.y - top.height / 2).toBeGreaterThanOrEqual(RING_SIZES.barBand - 0.01);
      expect(bottom.y + bottom.height / 2).toBeLessThanOrEqual(height - RING_SIZES.bottom + 0.01);
      for (let i = 1; i < g.places.length; i++)
        expect(g.places[i]!.y - g.places[i - 1]!.y).toBeGreaterThanOrEqual(RING_SIZES.slotMin - 0.01);
    });
  }

  it('never shrinks below the least sizes however many rows share the view', () => {
    for (let rows = 1; rows <= 200; rows++) {
      const sizes = sizesFor(slotFor(720, rows));
      expect(sizes.label).toBeGreaterThanOrEqual(24);
      expect(sizes.note).toBeGreaterThanOrEqual(20);
    }
  });

  it('fits 20 rows at 1280x720 and 32 at 1920x1080', () => {
    expect(rowCapacity(720)).toBe(20);
    expect(rowCapacity(1080)).toBe(32);
  });
});

describe('look-ahead sets the spacing', () => {
  for (const seconds of [2, 5, 12]) {
    it(`${seconds} s: a note that far ahead enters at the left edge, one at the hit point sits on the line`, () => {
      const frame = { ...steadyFrame(14, 1920, 1080), lookAheadSeconds: seconds };
      const g = geometry(frame);
      expect(g.pxPerBeat).toBeCloseTo(pxPerSecondFor(g.hitX, seconds) * 0.6, 6);
      expect(noteX(g, frame.position, frame.position + seconds / 0.6)).toBeCloseTo(0, 6);
      expect(noteX(g, frame.position, frame.position)).toBeCloseTo(g.hitX, 6);
    });
  }

  it('keeps the hit line where it is while rows come and go', () => {
    const a = columnsFor(1280, 720, 37);
    expect(columnsFor(1280, 720, 37)).toEqual(a);
    expect(a.hitX).toBeGreaterThan(1280 * 0.75);
  });
});
