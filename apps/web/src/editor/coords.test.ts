import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  beatToX,
  hitPointX,
  positionDeltaForDrag,
  pxPerBeat,
  rowAtY,
  rowCenterY,
  rowHeight,
  rowSlot,
  rowsBetween,
  type Viewport,
  visibleBeats,
  xToBeat,
} from './coords.ts';

const player: Viewport = {
  width: 1000,
  height: 600,
  mode: 'player',
  pxPerBeat: 72,
  position: 0,
  rowCount: 5,
};
const composer: Viewport = { ...player, mode: 'composer' };

describe('time axis', () => {
  test('spacing is pixels per second times seconds per beat', () => {
    expect(pxPerBeat(120, 100)).toBe(72);
    expect(pxPerBeat(120, 60)).toBe(120);
  });

  test('player: hit point 150 px from the right, later notes to its left', () => {
    expect(hitPointX(player)).toBe(850);
    expect(beatToX(player, 0)).toBe(850);
    expect(beatToX(player, 2)).toBe(850 - 144);
    expect(beatToX({ ...player, position: 1 }, 2)).toBe(850 - 72);
  });

  test('composer: hit point 150 px from the left, later notes to its right', () => {
    expect(hitPointX(composer)).toBe(150);
    expect(beatToX(composer, 2)).toBe(150 + 144);
    expect(beatToX({ ...composer, position: -4 }, 0)).toBe(150 + 288);
  });

  test('pixels and beats convert back and forth in both modes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(player, composer),
        fc.double({ min: -24, max: 5000, noNaN: true }),
        fc.double({ min: -50, max: 5000, noNaN: true }),
        (vp, position, beat) => {
          const moved = { ...vp, position };
          expect(xToBeat(moved, beatToX(moved, beat))).toBeCloseTo(beat, 6);
        },
      ),
    );
  });

  test('a drag keeps the beat under the pointer under it, so time follows the drag', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(player, composer),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: -400, max: 400, noNaN: true }),
        (vp, x, dx) => {
          const grabbed = xToBeat(vp, x);
          const after = { ...vp, position: vp.position + positionDeltaForDrag(vp, dx) };
          expect(xToBeat(after, x + dx)).toBeCloseTo(grabbed, 6);
        },
      ),
    );
    // Dragging right in the player brings later notes toward the hit point: time moves on.
    expect(positionDeltaForDrag(player, 72)).toBe(1);
    expect(positionDeltaForDrag(composer, 72)).toBe(-1);
  });

  test('the visible window spans the canvas width whatever the direction', () => {
    expect(visibleBeats(player)).toEqual({ from: -150 / 72, to: 850 / 72 });
    expect(visibleBeats(composer)).toEqual({ from: -150 / 72, to: 850 / 72 });
  });
});

describe('rows', () => {
  test('slot is the height between 50 px top and 100 px bottom padding over the rows', () => {
    expect(rowSlot(player)).toBe(90);
    expect(rowCenterY(player, 0)).toBe(95);
    expect(rowCenterY(player, 4)).toBe(50 + 4.5 * 90);
  });

  test('row height is 40% of the slot, at most 45 px', () => {
    expect(rowHeight(player)).toBe(36);
    expect(rowHeight({ ...player, rowCount: 1 })).toBe(45);
    expect(rowHeight({ ...player, rowCount: 32 })).toBeCloseTo((450 / 32) * 0.4);
  });

  test('rowAtY finds the slot, -1 in the padding', () => {
    expect(rowAtY(player, 49)).toBe(-1);
    expect(rowAtY(player, 51)).toBe(0);
    expect(rowAtY(player, 139)).toBe(0);
    expect(rowAtY(player, 141)).toBe(1);
    expect(rowAtY(player, 499)).toBe(4);
    expect(rowAtY(player, 501)).toBe(-1);
    expect(rowAtY({ ...player, rowCount: 0 }, 100)).toBe(-1);
  });

  test('every y inside a slot maps back to the row whose centre it belongs to', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 32 }), fc.double({ min: 0, max: 1, noNaN: true }), (rows, f) => {
        const vp = { ...player, rowCount: rows };
        const row = Math.min(rows - 1, Math.floor(f * rows));
        expect(rowAtY(vp, rowCenterY(vp, row))).toBe(row);
      }),
    );
  });

  test('rowsBetween lists rows whose dots the span touches', () => {
    expect(rowsBetween(player, 90, 190)).toEqual([0, 1]);
    expect(rowsBetween(player, 300, 60)).toEqual([0, 1, 2]);
    expect(rowsBetween(player, 120, 160)).toEqual([]);
  });
});
