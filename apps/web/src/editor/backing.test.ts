import fc from 'fast-check';
import { expect, test } from 'vitest';
import { backingFor, MAX_BACKING_PIXELS } from './backing.ts';

test('a view that fits gets the full device pixel ratio', () => {
  expect(backingFor(900, 540, 2, MAX_BACKING_PIXELS)).toEqual({ ratio: 2, width: 1800, height: 1080 });
  expect(backingFor(1024, 708, 1, MAX_BACKING_PIXELS)).toEqual({ ratio: 1, width: 1024, height: 708 });
});

test('a view beyond a 4K screen at ratio 2 is drawn on a smaller store that stays sharper than ratio 1', () => {
  expect(backingFor(1920, 1080, 2, MAX_BACKING_PIXELS).ratio).toBe(2);
  const backing = backingFor(2560, 1440, 2, MAX_BACKING_PIXELS);
  // Rounding each side to whole pixels may add at most one row and one column.
  expect(backing.width * backing.height).toBeLessThanOrEqual(
    MAX_BACKING_PIXELS + backing.width + backing.height,
  );
  expect(backing.ratio).toBeGreaterThan(1.4);
  expect(backing.ratio).toBeLessThan(2);
});

test('the cap never takes a store below one device pixel per CSS pixel', () => {
  expect(backingFor(3840, 2160, 1, MAX_BACKING_PIXELS).ratio).toBe(1);
  expect(backingFor(7680, 4320, 2, MAX_BACKING_PIXELS).ratio).toBe(1);
});

test('the store keeps the view proportions, fits the cap unless ratio 1 is already over it, and never exceeds the device ratio', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 4000 }),
      fc.integer({ min: 1, max: 3000 }),
      fc.double({ min: 0.5, max: 4, noNaN: true }),
      (width, height, dpr) => {
        const { ratio, width: w, height: h } = backingFor(width, height, dpr, MAX_BACKING_PIXELS);
        expect(ratio).toBeLessThanOrEqual(Math.max(1, dpr));
        expect(ratio).toBeGreaterThanOrEqual(Math.min(1, dpr));
        expect(Math.abs(w - width * ratio)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(h - height * ratio)).toBeLessThanOrEqual(0.5);
        if (ratio > 1)
          expect(width * height * ratio * ratio).toBeLessThanOrEqual(MAX_BACKING_PIXELS * 1.0001);
      },
    ),
  );
});
